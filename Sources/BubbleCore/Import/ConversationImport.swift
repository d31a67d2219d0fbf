import Foundation

/// The one entry for every input format: reads `data` with the importer `format` names (or the
/// one `auto` detects) in `importers`, maps it to a `Conversation`, and applies `--me`.
public enum ConversationImport {
  /// `kinds` are the content kinds media map to (BubbleKit's `ContentNodeRegistry.standard`).
  public static func importConversation(
    _ data: Data, from format: ImportFormat = .auto, options: ImportOptions = ImportOptions(),
    baseDirectory: URL? = nil, kinds: ContentKinds, importers: ImporterRegistry = .standard
  ) -> Result<ImportedConversation, ImportError> {
    importers.importConversation(data, from: format, options: options, baseDirectory: baseDirectory, kinds: kinds)
  }

  /// The format `auto` reads `data` as; malformed JSON is the first importer's (`bubbles`). For
  /// messages about a failed import: it parses the JSON again.
  public static func detectedFormat(
    of data: Data, limits: DecodingLimits = .default, importers: ImporterRegistry = .standard
  ) -> ImportFormat {
    ImportFormat(
      rawValue: importers.importer(for: .auto, of: data, limits: limits)?.name ?? ImportFormat.bubbles.rawValue)
  }

  /// Sets the conversation's `me` to the participant `me` names: an id, a name (any case), or
  /// Telegram's numeric id without its `user` prefix. Naming no one lists who may be named.
  static func applyMe(_ me: String?, to imported: ImportedConversation) -> Result<ImportedConversation, ImportError> {
    guard let me else { return .success(imported) }
    let participants = imported.conversation.participants
    let match =
      participants.first { $0.id == me } ?? participants.first { $0.id == "user" + me }
      ?? participants.first { $0.name == me }
      ?? participants.first { $0.name.caseInsensitiveCompare(me) == .orderedSame }
    guard let match else {
      return .failure(
        .choiceNeeded(
          "--me \(quoted(me)) names no participant; the participants (name, id):",
          choices: participants.map { "\($0.name) (\($0.id))" }))
    }
    var result = imported
    result.conversation.me = match.id
    return .success(result)
  }
}
