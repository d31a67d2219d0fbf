import BubbleKit

/// An example of a custom content kind, the analogue of NIMKit's
/// `registerLayoutConfig`: an e-commerce "order card" message.
///
///     { "id": "o1", "from": "shop", "media": { "type": "order_card", "order_id": "A-1042",
///       "title": "Trail shoes", "items": 2, "total": "¥598.00", "status": "Shipped" } }
///
/// `OrderCardKind` reads the fields (with located errors) and makes this node, which measures
/// itself for a width and returns a layout that draws itself.
public struct OrderCardNode: ContentNode {
  public let order: Order
  public var placement: NodePlacement { .inset }

  public init(order: Order) { self.order = order }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: OrderCardKind.self)
    let width = min(maxWidth, style.maxWidth)
    let title = context.text(order.title ?? "Order", bold: true, truncation: .end(maxLines: 2))
    let items = order.itemCount
    let detail = context.text(
      "Order \(order.orderID) · \(items) item\(items == 1 ? "" : "s")",
      size: context.theme.fonts.textSize * 0.8125, color: context.side.secondary, truncation: .end(maxLines: 1))
    let total = context.text(order.total ?? "", size: context.theme.fonts.textSize * 1.25, bold: true)
    let status = context.text(
      order.status ?? "", size: context.theme.fonts.textSize * 0.8125, bold: true, color: context.side.accent)
    let lines = [title, detail, total, status].filter { !$0.isEmpty }.map {
      context.measurer.shape($0, maxWidth: width)
    }
    let heights = lines.map(\.size.height)
    let spacing = 2.0
    let height = heights.reduce(0, +) + spacing * Double(max(0, lines.count - 1))
    return OrderCardLayout(
      lines: lines, heights: heights, spacing: spacing, accent: context.side.accent, barWidth: style.accentBarWidth,
      size: Size(width: width, height: height + 8))
  }
}

struct OrderCardLayout: NodeLayout {
  var lines: [ShapedText]
  var heights: [Double]
  var spacing: Double
  var accent: RGBColor
  var barWidth: Double
  var size: Size
  var kind: String { "order_card" }

  func draw(in rect: Rect, context: DrawContext) {
    context.canvas.fill(
      .roundedRect(Rect(x: rect.minX, y: rect.minY, width: barWidth, height: size.height), radius: barWidth / 2),
      color: accent)
    var y = rect.minY + 4
    for (line, height) in zip(lines, heights) {
      context.canvas.draw(line, in: Rect(x: rect.minX + 10, y: y, width: rect.width - 10, height: height))
      y += height + spacing
    }
  }
}

public enum OrderCard {
  /// The standard registry plus the order card: one line registers the kind.
  public static var registry: ContentNodeRegistry {
    var registry = ContentNodeRegistry.standard
    registry.register(OrderCardKind.self)
    return registry
  }
}
