import Foundation

/// A quote-api request body (`{"messages": [...]}` with quote-api's message fields) read as a
/// conversation, so `bubbles render` and the service's other routes draw what the quote bots
/// send; `POST /generate` reads the same body with its settings (`QuoteAPIRequest`).
struct QuoteAPIImporter: ConversationImporter {
  let name = "quote-api"
  let displayName = "quote-api request"
  let summary = "a LyoSU/quote-api /generate request: {\"messages\": [...]} as the quote bots send it"
  let inputKind = ImportInputKind.json
  var appTheme: String? { "quote" }

  /// quote-api's own fields, which no other format's message has.
  static let markers = ["chatId", "avatar", "replyMessage", "mediaType", "mediaCrop"]

  func recognizes(_ sample: ImportSample) -> Bool {
    guard let root = sample.json else { return false }
    let messages = root["messages"] ?? root
    guard root["participants"] == nil, let first = messages[0] else { return false }
    if Self.markers.contains(where: { first[$0] != nil }) { return true }
    // A sender object without the Bot API's message_id and date.
    guard let from = first["from"], case .object = from.value else { return false }
    return first["message_id"] == nil && first["date"] == nil
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    input.jsonRoot(limits: options.limits).flatMap { root in
      let context = DecodingContext(limits: options.limits, kinds: kinds)
      let request = QuoteAPIRequest.decode(JSONField(path: "", node: root, context: context))
      guard let request, !context.hasErrors else { return .failure(.invalid(.invalid(context.reportedErrors))) }
      return .success(
        ImportedConversation(
          conversation: request.conversation, warnings: context.reportedWarnings, format: ImportFormat(rawValue: name)))
    }
  }
}
