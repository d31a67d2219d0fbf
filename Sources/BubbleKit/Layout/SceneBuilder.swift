import BubbleGraphics

/// Lays out a scene: shapes each text once (to place it) and records it with everything else
/// in painting order. The chrome of screens and inboxes and the contact sheet's labels are
/// built with it; `scene` is the result. Used by one layout pass, on one thread.
final class SceneBuilder {
  let fonts: any TextShaping
  let theme: Theme
  /// The images resolved before layout; avatars read them here.
  var media: ResolvedMedia
  private var items: [Scene.Item] = []

  init(fonts: any TextShaping, theme: Theme, media: ResolvedMedia = .empty) {
    self.fonts = fonts
    self.theme = theme
    self.media = media
  }

  var scene: Scene { Scene(items: items) }
  var style: ScreenStyle { theme.screen }

  // MARK: Shapes

  func fill(_ color: RGBColor) { items.append(.fillAll(color)) }
  func fill(_ rect: Rect, color: RGBColor) { items.append(.fill(.rect(rect), color)) }
  func fill(_ path: Path, color: RGBColor) { items.append(.fill(path, color)) }

  func stroke(_ path: Path, color: RGBColor, lineWidth: Double) {
    items.append(.stroke(path, color, lineWidth: lineWidth))
  }

  func hairline(y: Double, from minX: Double, to maxX: Double, color: RGBColor) {
    guard color.alpha > 0 else { return }
    items.append(.hairline(y: y, minX: minX, maxX: maxX, color))
  }

  func icon(_ icon: Icon, in box: Rect, color: RGBColor, weight: Double = 1.7) {
    items.append(.icon(icon, in: box, inks: IconInks(color), weight: weight))
  }

  /// The participant's picture in the theme's avatar shape, or initials on their colour.
  /// The chrome's avatars: initials at 40% of the size, a 12% corner.
  func avatar(_ avatar: AvatarPresentation, in frame: Rect) {
    items.append(
      .avatar(
        AvatarLayout.make(
          avatar, frame: frame, initialsSize: (frame.width * 0.4).rounded(), cornerFraction: 0.12, theme: theme,
          measurer: fonts, media: media)))
  }

  func conversation(_ layout: ConversationLayout, visible: Rect) {
    items.append(.conversation(layout, visible: visible))
  }

  /// What `body` adds, clipped to `rect` and moved by `offset`.
  func clipped(to rect: Rect, offset: Point = Point(x: 0, y: 0), _ body: () -> Void) {
    let outer = items
    items = []
    body()
    let inner = items
    items = outer + [.clipped(rect, offset: offset, inner)]
  }

  /// Another scene's items, clipped to `rect`, their origin at its top-left corner.
  func embed(_ scene: Scene, clippedTo rect: Rect) {
    items.append(.clipped(rect, offset: rect.origin, scene.items))
  }

  // MARK: Text

  /// A `StyledText` in the theme's font.
  func text(
    _ string: String, size: Double, color: RGBColor, bold: Bool = false, alignment: TextAlignment = .natural,
    maxLines: Int? = nil
  ) -> StyledText {
    StyledText(
      string, font: FontSpec(families: theme.fonts.families, size: size, bold: bold), color: color,
      alignment: alignment, truncation: maxLines.map { .end(maxLines: $0) } ?? .none)
  }

  /// Shapes `text` (the font system keeps it, so shaping the same text again costs nothing).
  func shaped(_ text: StyledText, maxWidth: Double? = nil) -> ShapedText {
    fonts.shape(text, maxWidth: maxWidth)
  }

  func size(of text: StyledText, maxWidth: Double? = nil) -> Size {
    shaped(text, maxWidth: maxWidth).size
  }

  func place(_ text: ShapedText, in frame: Rect) {
    items.append(.text(text, in: frame))
  }

  /// Places one line centred on `center`, cut with an ellipsis beyond `maxWidth`.
  @discardableResult
  func placeCentered(_ text: StyledText, at center: Point, maxWidth: Double = .infinity) -> Rect {
    var line = text
    line.truncation = .end(maxLines: 1)
    line.alignment = .center
    let shaped = self.shaped(line, maxWidth: maxWidth.isFinite ? maxWidth : nil)
    let measured = shaped.size
    let frame = Rect(
      x: center.x - measured.width / 2, y: center.y - measured.height / 2, width: measured.width,
      height: measured.height)
    place(shaped, in: frame)
    return frame
  }

  /// Places one line starting at `x`, centred vertically on `midY`; returns its frame.
  @discardableResult
  func placeLeading(_ text: StyledText, x: Double, midY: Double, maxWidth: Double) -> Rect {
    var line = text
    line.truncation = .end(maxLines: 1)
    let shaped = self.shaped(line, maxWidth: max(1, maxWidth))
    let measured = shaped.size
    let frame = Rect(x: x, y: midY - measured.height / 2, width: measured.width, height: measured.height)
    place(shaped, in: Rect(x: x, y: frame.minY, width: max(1, maxWidth), height: measured.height))
    return frame
  }

  /// Places one line ending at `maxX`, centred vertically on `midY`; returns its frame.
  @discardableResult
  func placeTrailing(_ text: StyledText, maxX: Double, midY: Double) -> Rect {
    var line = text
    line.truncation = .end(maxLines: 1)
    let shaped = self.shaped(line, maxWidth: nil)
    let measured = shaped.size
    let frame = Rect(
      x: maxX - measured.width, y: midY - measured.height / 2, width: measured.width, height: measured.height)
    place(shaped, in: frame)
    return frame
  }
}
