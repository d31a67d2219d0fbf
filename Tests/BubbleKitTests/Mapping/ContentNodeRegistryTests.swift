import BubbleKit
import Foundation
import OrderCardExample
import Testing

/// The content-node mapping: custom kinds, overrides, and the unsupported fallback.
@Suite struct ContentNodeRegistryTests {
  private let orderJSON = """
    { "me": "me", "participants": [{ "id": "me" }, { "id": "shop", "name": "Trail Shop" }], "messages": [
      { "id": "o1", "from": "shop", "time": "2026-05-01T10:00:00Z", "media": { "type": "order_card",
        "order_id": "A-1042", "title": "Trail shoes", "items": 2, "total": "¥598.00", "status": "Shipped" } },
      { "id": "o2", "from": "me", "time": "2026-05-01T10:01:00Z", "reply_to": "o1", "text": "When will it arrive?" }
    ] }
    """

  private func dump(_ conversation: Conversation, registry: ContentNodeRegistry) throws -> String {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme(), registry: registry)
    return renderer.layout(conversation).dump
  }

  @Test func customKindsAreErrorsUnlessRegistered() {
    let plain = ConversationDecoder.decode(Data(orderJSON.utf8))
    #expect(throws: ConversationDecodingError.self) { try plain.get() }
  }

  @Test func aRegisteredCustomKindDrawsWithItsOwnNode() async throws {
    let decoded = try ConversationDecoder.decode(Data(orderJSON.utf8), kinds: OrderCard.registry.contentKinds).get()
    guard let order = decoded.conversation.messages[0].media?.content(of: OrderCardKind.self) else {
      Issue.record("not decoded as an order card")
      return
    }
    #expect(order.total == "¥598.00")
    #expect(order.itemCount == 2)
    #expect(decoded.warnings.isEmpty)
    let layout = try dump(decoded.conversation, registry: OrderCard.registry)
    #expect(layout.contains("order_card"))
    // The reply to it names it by its type.
    #expect(layout.contains("reply_header"))
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme(), registry: OrderCard.registry)
    let png = try await renderer.render(decoded.conversation, options: TestSupport.patientOptions(), baseDirectory: nil)
      .pages[0].png
    try Snapshot.assertMatches(png, named: "custom-order-card")
  }

  /// A custom kind reads typed fields with the decoder's located errors.
  @Test func aCustomKindsFieldErrorsNameTheirPathAndLocation() {
    let broken = orderJSON.replacingOccurrences(of: #""items": 2"#, with: #""items": 0"#)
      .replacingOccurrences(of: #""order_id": "A-1042", "#, with: "")
    guard
      case .failure(let error) = ConversationDecoder.decode(Data(broken.utf8), kinds: OrderCard.registry.contentKinds)
    else {
      Issue.record("a broken order card must be rejected")
      return
    }
    let messages = error.issues.map {
      "\($0.path) \($0.location.map { "\($0.line):\($0.column)" } ?? "-"): \($0.message)"
    }
    #expect(
      messages.contains { $0.hasPrefix("messages[0].media.items 3:38") && $0.contains("from 1 to 999") }, "\(messages)")
    #expect(
      messages.contains { $0.hasPrefix("messages[0].media.order_id 2:") && $0.contains("missing required field") },
      "\(messages)")
  }

  @Test func withoutItsNodeACustomKindIsUnsupportedNotACrash() throws {
    // Decoded with the kind, drawn with a registry that has no node for it.
    let decoded = try ConversationDecoder.decode(Data(orderJSON.utf8), kinds: OrderCard.registry.contentKinds).get()
    let layout = try dump(decoded.conversation, registry: .standard)
    #expect(layout.contains("unsupported"))
  }

  @Test func builtInKindsCanBeOverridden() async throws {
    struct ShoutingTextNode: ContentNode {
      let text: String
      var placement: NodePlacement { .inset }
      func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
        let shaped = context.measurer.shape(context.text(text.uppercased(), bold: true), maxWidth: maxWidth)
        return ShoutingLayout(text: shaped, size: shaped.size)
      }
    }
    struct ShoutingLayout: NodeLayout {
      let text: ShapedText
      let size: Size
      var kind: String { "shouting_text" }
      func draw(in rect: Rect, context: DrawContext) { context.canvas.draw(text, in: rect) }
    }
    var registry = ContentNodeRegistry.standard
    registry.register(MessagePart.text) { message in
      message.message.text.map { ShoutingTextNode(text: $0.plainText) }
    }
    let conversation = try TestSupport.conversation(
      #"{ "participants": [{ "id": "a" }], "messages": [{ "id": "1", "from": "a", "text": "hello" }] }"#)
    let layout = try dump(conversation, registry: registry)
    #expect(layout.contains("shouting_text"))
    #expect(!layout.contains("  text "))
  }

  @Test func aFactoryThatGivesUpFallsBackToUnsupported() async throws {
    var registry = ContentNodeRegistry.standard
    registry.register(MessagePart.text) { _ in nil }
    let conversation = try TestSupport.conversation(
      #"{ "participants": [{ "id": "a" }], "messages": [{ "id": "1", "from": "a", "text": "hello" }] }"#)
    #expect(try dump(conversation, registry: registry).contains("unsupported"))
  }
}
