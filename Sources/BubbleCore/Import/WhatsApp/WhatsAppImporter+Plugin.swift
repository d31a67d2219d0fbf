import Foundation

/// WhatsApp as a registered importer (`ImporterRegistry.standard`): a text export, found in its
/// folder or zip by `WhatsAppExportFolder`.
extension WhatsAppImporter: ConversationImporter {
  static let name = "whatsapp"
  var name: String { Self.name }
  var displayName: String { "WhatsApp" }
  var summary: String { "WhatsApp's _chat.txt" }
  var inputKind: ImportInputKind { .text }
  var chatFileDescription: String? { "\(WhatsAppChatImporter.chatFileName) or one .txt file" }
  var readsZip: Bool { true }
  var historyStatus: Message.Status? { .read }
  var appTheme: String? { "whatsapp" }

  /// Its first lines look like a chat (`WhatsAppDetection`).
  func recognizes(_ sample: ImportSample) -> Bool {
    WhatsAppDetection.looksLikeChat(sample.data)
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    if let name = WhatsAppExportFolder.chatFileName(among: names) { return .found(name) }
    let texts = names.filter { $0.lowercased().hasSuffix(".txt") }.sorted()
    guard texts.count > 1 else { return .none }
    return .ambiguous("it has \(texts.count) .txt files: \(texts.prefix(5).joined(separator: ", "))")
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    Self.importChat(input.data, options: options, baseDirectory: input.baseDirectory, kinds: kinds)
  }
}
