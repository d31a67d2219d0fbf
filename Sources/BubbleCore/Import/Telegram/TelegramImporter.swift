import Foundation

/// Telegram Desktop's "Export chat history" JSON: a single chat's `result.json`, or a whole
/// account's (`chats.list`, one picked with `--chat`).
enum TelegramImporter {
  static func importExport(
    _ root: JSONNode, options: ImportOptions, kinds: ContentKinds
  ) -> Result<ImportedConversation, ImportError> {
    .failure(.invalid("Telegram import is not available yet"))
  }
}
