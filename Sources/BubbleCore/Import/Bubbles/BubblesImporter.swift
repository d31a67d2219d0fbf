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
    // Messenger's export has `participants` too, named but without ids.
    sample.json?["format"] != nil || sample.json?["participants"]?[0]?["id"] != nil
      || (sample.json?["participants"] != nil && sample.json?["messages"]?[0]?["sender_name"] == nil)
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
