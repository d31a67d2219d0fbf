import Foundation

/// `bubbles/1` JSON (docs/conversation-format.md) as a registered importer: the first of
/// `ImporterRegistry.standard`, so it also reads what no importer recognises, and its decoder
/// says what is wrong.
struct BubblesImporter: ConversationImporter {
  static let name = "bubbles"
  var name: String { Self.name }
  var displayName: String { "bubbles/1" }
  var summary: String { "bubbles/1 JSON" }
  var inputKind: ImportInputKind { .json }

  /// An object with `format` or `participants`, which no export has.
  func recognizes(_ sample: ImportSample) -> Bool {
    // Messenger's export has `participants` too, named but without ids; a quote-api request's
    // `format` is an image format ("webp").
    isOwnFormat(sample.json?["format"]) || sample.json?["participants"]?[0]?["id"] != nil
      || (sample.json?["participants"] != nil && sample.json?["messages"]?[0]?["sender_name"] == nil)
  }

  /// A `format` that is this format's, or that no other JSON format names: not an image format.
  private func isOwnFormat(_ format: JSONNode?) -> Bool {
    guard let format else { return false }
    guard case .string(let name) = format.value else { return true }
    return !["png", "webp"].contains(name.lowercased())
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    input.jsonRoot(limits: options.limits, keeping: ConversationDecoder.keep).flatMap { root in
      ConversationDecoder.decode(root, limits: options.limits, kinds: kinds)
        .map { ImportedConversation(conversation: $0.conversation, warnings: $0.warnings, format: .bubbles) }
        .mapError { .invalid($0) }
    }
  }
}
