/// An avatar: the participant's image, or initials on a coloured shape.
struct AvatarLayout: Sendable {
  var frame: Rect
  var avatar: AvatarPresentation
  /// The participant's picture, resolved before layout; `nil` draws initials.
  var image: RasterImage?
  var initials: ShapedText
  var shape: AvatarShape

  static func make(
    _ avatar: AvatarPresentation, frame: Rect, theme: Theme, measurer: any TextShaping, media: ResolvedMedia
  ) -> AvatarLayout {
    let style = theme.avatar
    let initials = StyledText(
      avatar.initials, font: FontSpec(families: theme.fonts.families, size: style.initialsSize, bold: true),
      color: style.initialsColor, alignment: .center)
    return AvatarLayout(
      frame: frame, avatar: avatar, image: avatar.source.flatMap { media.image(for: $0) },
      initials: measurer.shape(initials, maxWidth: nil), shape: style.shape)
  }

  var outline: Path {
    switch shape {
    case .circle: .ellipse(in: frame)
    case .rounded: .roundedRect(frame, radius: frame.width * 0.22)
    case .square: .rect(frame)
    }
  }

  func draw(top: Double, context: DrawContext) {
    let placed = AvatarLayout(
      frame: frame.offsetBy(dx: 0, dy: top), avatar: avatar, image: image, initials: initials, shape: shape)
    if let image {
      context.canvas.draw(image, in: placed.frame, clippedTo: placed.outline)
      return
    }
    context.canvas.fill(placed.outline, color: avatar.color)
    let box = placed.frame
    context.canvas.draw(
      initials,
      in: Rect(x: box.minX, y: box.midY - initials.size.height / 2, width: box.width, height: initials.size.height))
  }
}
