/// A drawing decided in advance: the shapes, shaped text, icons, avatars and laid-out
/// conversations a layout stage placed, in painting order. Phone screens, inboxes and contact
/// sheets are laid out into scenes (with `SceneBuilder`); drawing replays them, measuring and
/// loading nothing. An immutable value, like the conversation's layout.
public struct Scene: Sendable {
  indirect enum Item: Sendable {
    /// The whole clip area.
    case fillAll(RGBColor)
    case fill(Path, RGBColor)
    case stroke(Path, RGBColor, lineWidth: Double)
    /// One device pixel thick, whatever the scale.
    case hairline(y: Double, minX: Double, maxX: Double, RGBColor)
    case text(ShapedText, in: Rect)
    case icon(Icon, in: Rect, inks: IconInks, weight: Double)
    case avatar(AvatarLayout)
    /// A conversation's rows that intersect `visible`, its top at the current origin.
    case conversation(ConversationLayout, visible: Rect)
    /// Items clipped to a rectangle, then moved by an offset.
    case clipped(Rect, offset: Point, [Item])
  }

  var items: [Item]

  init(items: [Item] = []) {
    self.items = items
  }

  /// How many texts the scene holds, shaped when it was laid out (for tests and dumps).
  public var textCount: Int { Self.count(items) }

  /// Draws every item in order: a screen's, an inbox's and a contact sheet's last stage.
  public func draw(on canvas: Canvas) {
    Self.draw(items, on: canvas)
  }

  private static func draw(_ items: [Item], on canvas: Canvas) {
    for item in items {
      switch item {
      case .fillAll(let color): canvas.fill(color)
      case .fill(let path, let color): canvas.fill(path, color: color)
      case .stroke(let path, let color, let lineWidth): canvas.stroke(path, color: color, lineWidth: lineWidth)
      case .hairline(let y, let minX, let maxX, let color):
        let thickness = 1 / canvas.scale
        canvas.fill(Rect(x: minX, y: y - thickness / 2, width: maxX - minX, height: thickness), color: color)
      case .text(let text, let frame): canvas.draw(text, in: frame)
      case .icon(let icon, let box, let inks, let weight): canvas.draw(icon, in: box, inks: inks, weight: weight)
      case .avatar(let avatar): avatar.draw(canvas: canvas)
      case .conversation(let layout, let visible): layout.draw(visible: visible, context: DrawContext(canvas: canvas))
      case .clipped(let clip, let offset, let inner):
        canvas.withState {
          canvas.clip(to: .rect(clip))
          if offset != Point(x: 0, y: 0) { canvas.translate(dx: offset.x, dy: offset.y) }
          draw(inner, on: canvas)
        }
      }
    }
  }

  private static func count(_ items: [Item]) -> Int {
    items.reduce(0) { total, item in
      switch item {
      case .text: total + 1
      case .clipped(_, _, let inner): total + count(inner)
      default: total
      }
    }
  }
}
