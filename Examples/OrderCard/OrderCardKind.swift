import BubbleKit

/// The order card as a content kind: registered like a built-in kind, it gets typed fields with
/// located errors ("messages[2].media.items: expected an integer from 1 to 999"), written back by
/// `ConversationEncoder`, a one-line summary for replies and inboxes, and its node.
///
///     { "id": "o1", "from": "shop", "media": { "type": "order_card", "order_id": "A-1042",
///       "title": "Trail shoes", "items": 2, "total": "¥598.00", "status": "Shipped" } }
public enum OrderCardKind: RenderableContentKind {
  public static let typeName = "order_card"
  /// Theme keys under `kinds.order_card`: `{ "kinds": { "order_card": { "max_width": 300 } } }`.
  public static let defaultStyle = Style()

  public struct Style: ContentStyle {
    /// The card's width at most, in points.
    public var maxWidth = 240.0
    /// The coloured bar on the card's leading edge.
    public var accentBarWidth = 3.0

    // What the theme reference says of the keys (`bubbles themes --reference` for a registry
    // with this kind).
    public static let referenceTitle = "Order cards (`order_card`)"
    public static let keyReference: [ThemeKeyReference] = [
      .key("max_width", "The card's width at most."),
      .key("accent_bar_width", "The coloured bar on the card's leading edge."),
    ]
  }

  /// The `media` object's fields in the conversation schema (`ConversationSchema.json(kinds:)`).
  public static let fieldsSchema = #"""
    {
      "description": "An order: its id, title, number of items, total and status.",
      "type": "object",
      "required": ["order_id"],
      "properties": {
        "order_id": { "type": "string", "minLength": 1 },
        "title": { "type": ["string", "null"] },
        "items": { "type": ["integer", "null"], "minimum": 1, "maximum": 999 },
        "total": { "type": ["string", "null"] },
        "status": { "type": ["string", "null"] }
      }
    }
    """#

  /// A sample for conformance suites over registered kinds.
  public static let example: ContentKindExample? = ContentKindExample(
    media: #"{ "type": "order_card", "order_id": "A-1042", "title": "Trail shoes", "items": 2 }"#,
    summary: "Order A-1042: Trail shoes")

  public static func decode(_ fields: ObjectReader) -> Order {
    Order(
      orderID: fields.requiredString("order_id", nonEmpty: true) ?? "",
      title: fields.string("title"),
      itemCount: fields.field("items")?.integer(in: 1...999) ?? 1,
      total: fields.string("total"),
      status: fields.string("status"))
  }

  /// The way back of `decode`, for `ConversationEncoder`: the same keys, absent values left out.
  public static func encode(_ order: Order, to fields: ObjectWriter) {
    fields.write("order_id", order.orderID)
    fields.write("title", order.title)
    fields.write("items", order.itemCount)
    fields.write("total", order.total)
    fields.write("status", order.status)
  }

  public static func summary(of order: Order, strings: PresentationStrings) -> String {
    "Order \(order.orderID)" + (order.title.map { ": \($0)" } ?? "")
  }

  public static func node(for order: Order, in message: PresentedMessage) -> (any ContentNode)? {
    OrderCardNode(order: order)
  }
}

/// An order as the card shows it.
public struct Order: Sendable, Hashable {
  public var orderID: String
  public var title: String?
  public var itemCount: Int
  public var total: String?
  public var status: String?

  public init(orderID: String, title: String? = nil, itemCount: Int = 1, total: String? = nil, status: String? = nil) {
    self.orderID = orderID
    self.title = title
    self.itemCount = itemCount
    self.total = total
    self.status = status
  }
}
