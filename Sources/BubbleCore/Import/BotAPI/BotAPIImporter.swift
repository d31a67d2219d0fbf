import Foundation

/// Telegram Bot API `Message` objects as a bot receives them: one message, an `Update`, or an
/// array of either (quote bots send the messages they quote). Fields the Bot API adds later are
/// ignored without a warning: it grows with every version.
struct BotAPIImporter: ConversationImporter {
  let name = "bot-api"
  let displayName = "Telegram Bot API"
  let summary = "Telegram Bot API Message or Update objects, one or an array"
  let inputKind = ImportInputKind.json
  var appTheme: String? { "telegram" }

  /// The Update fields that carry a message.
  static let updateFields = [
    "message", "edited_message", "channel_post", "edited_channel_post", "business_message",
    "edited_business_message",
  ]

  func recognizes(_ sample: ImportSample) -> Bool {
    guard let root = sample.json else { return false }
    let first = root[0] ?? root
    return first["update_id"] != nil || (first["message_id"] != nil && first["date"] != nil && first["chat"] != nil)
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    input.jsonRoot(limits: options.limits).flatMap { root in
      let context = DecodingContext(limits: options.limits, kinds: kinds)
      let decoder = BotAPIMessageDecoder(zone: options.timeZone ?? .current)
      let conversation = decoder.conversation(Self.messages(JSONField(path: "", node: root, context: context)))
      guard !context.hasErrors else { return .failure(.invalid(.invalid(context.reportedErrors))) }
      return .success(
        ImportedConversation(
          conversation: conversation, warnings: context.reportedWarnings, format: ImportFormat(rawValue: name)))
    }
  }

  /// The message objects of the input, in the order given.
  static func messages(_ root: JSONField) -> [JSONField] {
    let isArray = if case .array = root.node.value { true } else { false }
    let items = isArray ? root.elements(maxCount: root.limits.maxMessages) ?? [] : [root]
    return items.compactMap { item in
      guard let reader = item.object() else { return nil }
      if reader.contains("message_id") { return item }
      for key in updateFields { if let message = reader.field(key) { return message } }
      // An Update of another kind (a reaction, a callback query) carries no message to draw.
      if !reader.contains("update_id") {
        reader.error("expected a Bot API Message (with message_id) or an Update carrying one")
      }
      return nil
    }
  }
}
