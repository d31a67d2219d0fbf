import Foundation

/// The one entry for every input format: reads `data` as `format` (telling it by content when
/// `auto`), maps it to a `Conversation`, and applies `--me`. Each importer is a case of the
/// switches below.
public enum ConversationImport {
  /// `kinds` are the content kinds media map to (BubbleKit's `ContentNodeRegistry.standard`).
  public static func importConversation(
    _ data: Data, from format: ImportFormat = .auto, options: ImportOptions = ImportOptions(),
    baseDirectory: URL? = nil, kinds: ContentKinds
  ) -> Result<ImportedConversation, ImportError> {
    let limits = options.limits
    guard data.count <= limits.maxInputBytes else {
      return .failure(
        .invalid("the input is \(data.count) bytes; the limit is \(formatByteCount(limits.maxInputBytes))"))
    }
    if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      return .failure(
        .invalid(
          "a zip archive, not a chat: unzip it first (unzip FILE -d FOLDER) and pass its _chat.txt, or give "
            + "`bubbles render` the file named .zip"))
    }
    // A WhatsApp line can start like JSON (iOS's "[21/11/2026, ..."): the text is looked at first.
    let isWhatsApp = format == .whatsapp || (format == .auto && ImportFormat.detect(text: data) == .whatsapp)
    let imported: Result<ImportedConversation, ImportError>
    if isWhatsApp {
      imported = WhatsAppImporter.importChat(data, options: options, baseDirectory: baseDirectory, kinds: kinds)
    } else {
      imported = importJSON(data, from: format, options: options, baseDirectory: baseDirectory, kinds: kinds)
    }
    return imported.flatMap { applyMe(options.me, to: $0) }.map { result in
      var result = result
      result.baseDirectory = baseDirectory
      return result
    }
  }

  /// The format `auto` reads `data` as; malformed JSON is `bubbles`. For messages about a
  /// failed import: it parses the JSON again.
  public static func detectedFormat(of data: Data, limits: DecodingLimits = .default) -> ImportFormat {
    if ImportFormat.detect(text: data) == .whatsapp { return .whatsapp }
    guard let root = try? JSONParser.parse(data, depthLimit: limits.maxNestingDepth) else { return .bubbles }
    return ImportFormat.detect(json: root)
  }

  private static func importJSON(
    _ data: Data, from format: ImportFormat, options: ImportOptions, baseDirectory: URL?, kinds: ContentKinds
  ) -> Result<ImportedConversation, ImportError> {
    let root: JSONNode
    do {
      root = try JSONParser.parse(data, depthLimit: options.limits.maxNestingDepth)
    } catch {
      return .failure(.invalid(.syntax(error)))
    }
    switch format == .auto ? ImportFormat.detect(json: root) : format {
    case .telegram:
      return TelegramImporter.importExport(root, options: options, kinds: kinds)
    case .whatsapp:
      return WhatsAppImporter.importChat(data, options: options, baseDirectory: baseDirectory, kinds: kinds)
    case .auto, .bubbles:
      return ConversationDecoder.decode(root, limits: options.limits, kinds: kinds)
        .map { ImportedConversation(conversation: $0.conversation, warnings: $0.warnings, format: .bubbles) }
        .mapError { .invalid($0) }
    }
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
