import Foundation

/// WhatsApp's "Export chat" text (`_chat.txt`): the hook `ConversationImport` calls for
/// `--from whatsapp` and for texts `WhatsAppDetection` recognises.
enum WhatsAppImporter {
  static func importChat(
    _ data: Data, options: ImportOptions, kinds: ContentKinds
  ) -> Result<ImportedConversation, ImportError> {
    .failure(.invalid("WhatsApp import is not available yet"))
  }
}
