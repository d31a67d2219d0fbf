import Foundation

/// WhatsApp's "Export chat" text (`_chat.txt`): the hook `ConversationImport` calls for
/// `--from whatsapp` and for texts `WhatsAppDetection` recognises. `baseDirectory`, the chat
/// file's folder, says which attachments the export holds and may name the chat.
struct WhatsAppImporter: Sendable {
  static func importChat(
    _ data: Data, options: ImportOptions, baseDirectory: URL?, kinds: ContentKinds
  ) -> Result<ImportedConversation, ImportError> {
    let files = options.exportFiles ?? baseDirectory.flatMap(WhatsAppExportFolder.files(in:))
    // `ConversationImport` matches `me` again, as for every format, and refuses a name of no one.
    let chatOptions = WhatsAppImportOptions(
      dateOrder: options.dateOrder, timeZone: options.timeZone ?? .current, me: options.me,
      title: baseDirectory.flatMap { WhatsAppExportFolder.title(folder: $0, files: files) }, files: files,
      limits: options.limits)
    return WhatsAppChatImporter.decode(data, options: chatOptions, kinds: kinds)
      .map { ImportedConversation(conversation: $0.conversation, warnings: $0.warnings, format: .whatsapp) }
      .mapError { .invalid($0) }
  }
}
