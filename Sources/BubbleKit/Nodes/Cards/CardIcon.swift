/// The leading icon of a card row.
enum CardIcon: Sendable {
  /// A filled accent circle with a white play triangle (voice notes, music).
  case playButton(color: RGBColor, glyph: RGBColor)
  /// A page with a folded corner and the file's extension on it.
  case page(color: RGBColor, glyph: RGBColor, label: CardText?, style: FileKind.Style)
  /// A tinted circle with a handset or a camera.
  case callBadge(tint: RGBColor, glyph: RGBColor, video: Bool, glyphSize: Double)
  /// The contact's picture, or initials on a colour.
  case avatar(AvatarLayout)

  func draw(in box: Rect, context: DrawContext) {
    let canvas = context.canvas
    switch self {
    case .playButton(let color, let glyph):
      canvas.draw(.playButton, in: box, inks: IconInks(color, secondary: glyph))
    case .page(let color, let glyph, let label, let style):
      canvas.draw(
        .page(cornerRadius: style.iconRadius, fold: style.foldSize), in: box,
        inks: IconInks(color, secondary: glyph.withAlpha(glyph.alpha * style.foldOpacity)))
      if let label {
        label.draw(
          at: Point(x: box.midX - label.width / 2, y: box.maxY - label.height - box.height * 0.12), canvas: canvas)
      }
    case .callBadge(let tint, let glyph, let video, let glyphSize):
      canvas.fill(.ellipse(in: box), color: tint)
      let glyphBox = Rect(x: box.midX - glyphSize / 2, y: box.midY - glyphSize / 2, width: glyphSize, height: glyphSize)
      canvas.draw(video ? .videoCamera : .call, in: glyphBox, color: glyph)
    case .avatar(let avatar):
      avatar.draw(in: box, canvas: canvas)
    }
  }
}
