/// What the screen's renderers share: the canvas, text shaping for centring, the images
/// resolved before drawing and the theme, with small helpers for text and avatars. Each text
/// is shaped once, here, and drawn as shaped (the chrome has no layout stage of its own yet).
struct ScreenDrawContext {
  let canvas: Canvas
  let fonts: any TextShaping
  let media: ResolvedMedia
  let theme: Theme

  var style: ScreenStyle { theme.screen }

  func text(
    _ string: String, size: Double, color: RGBColor, bold: Bool = false, alignment: TextAlignment = .natural,
    maxLines: Int? = nil
  ) -> StyledText {
    StyledText(
      string, font: FontSpec(families: theme.fonts.families, size: size, bold: bold), color: color,
      alignment: alignment, truncation: maxLines.map { .end(maxLines: $0) } ?? .none)
  }

  func size(of text: StyledText, maxWidth: Double? = nil) -> Size {
    shaped(text, maxWidth: maxWidth).size
  }

  func shaped(_ text: StyledText, maxWidth: Double?) -> ShapedText {
    // The font system keeps what it shaped: measuring for placement and then drawing shape once.
    fonts.shape(text, maxWidth: maxWidth)
  }

  /// Draws one line centred on `center`, cut with an ellipsis beyond `maxWidth`.
  @discardableResult
  func drawCentered(_ text: StyledText, at center: Point, maxWidth: Double = .infinity) -> Rect {
    var line = text
    line.truncation = .end(maxLines: 1)
    line.alignment = .center
    let shaped = self.shaped(line, maxWidth: maxWidth.isFinite ? maxWidth : nil)
    let measured = shaped.size
    let frame = Rect(
      x: center.x - measured.width / 2, y: center.y - measured.height / 2, width: measured.width,
      height: measured.height)
    canvas.draw(shaped, in: frame)
    return frame
  }

  /// Draws one line starting at `x`, centred vertically on `midY`; returns its frame.
  @discardableResult
  func drawLeading(_ text: StyledText, x: Double, midY: Double, maxWidth: Double) -> Rect {
    var line = text
    line.truncation = .end(maxLines: 1)
    let shaped = self.shaped(line, maxWidth: max(1, maxWidth))
    let measured = shaped.size
    let frame = Rect(x: x, y: midY - measured.height / 2, width: measured.width, height: measured.height)
    canvas.draw(shaped, in: Rect(x: x, y: frame.minY, width: max(1, maxWidth), height: measured.height))
    return frame
  }

  /// Draws one line ending at `maxX`, centred vertically on `midY`; returns its frame.
  @discardableResult
  func drawTrailing(_ text: StyledText, maxX: Double, midY: Double) -> Rect {
    var line = text
    line.truncation = .end(maxLines: 1)
    let shaped = self.shaped(line, maxWidth: nil)
    let measured = shaped.size
    let frame = Rect(
      x: maxX - measured.width, y: midY - measured.height / 2, width: measured.width, height: measured.height)
    canvas.draw(shaped, in: frame)
    return frame
  }

  /// The participant's picture in the theme's avatar shape, or initials on their colour.
  /// The chrome's avatars: initials at 40% of the size, a 12% corner.
  func drawAvatar(_ avatar: AvatarPresentation, in frame: Rect) {
    AvatarLayout.make(
      avatar, frame: frame, initialsSize: (frame.width * 0.4).rounded(), cornerFraction: 0.12, theme: theme,
      measurer: fonts, media: media
    ).draw(canvas: canvas)
  }

  func hairline(y: Double, from minX: Double, to maxX: Double, color: RGBColor) {
    guard color.alpha > 0 else { return }
    let thickness = 1 / canvas.scale
    canvas.fill(Rect(x: minX, y: y - thickness / 2, width: maxX - minX, height: thickness), color: color)
  }
}
