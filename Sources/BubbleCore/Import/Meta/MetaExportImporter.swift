import Foundation

/// Messenger's and Instagram's "Download your information" JSON (`message_1.json` in
/// `messages/inbox/NAME_ID/`): `participants`, `title` and `messages`, newest first. One type,
/// registered twice: the app only changes the name `--from` takes and the words of its errors.
struct MetaExportImporter: ConversationImporter {
  enum App: String, Sendable { case messenger, instagram }
  let app: App

  var name: String { app.rawValue }
  var displayName: String { app == .messenger ? "Messenger" : "Instagram" }
  var summary: String { "\(displayName)'s message_1.json from Download your information" }
  var inputKind: ImportInputKind { .json }
  /// Said once, for both apps: the file is the same.
  var chatFileDescription: String? { app == .messenger ? "message_1.json" : nil }
  var historyStatus: Message.Status? { .read }
  /// Instagram's direct messages have no look of their own here; Messenger's is its sibling's.
  var appTheme: String? { "messenger" }

  /// Messages with `sender_name` and `timestamp_ms`. Instagram's are told apart by what only
  /// Instagram writes (a `thread_path` under `inbox/` with an Instagram share, or
  /// `is_geoblocked_for_viewer`); without it, Messenger reads them (the format is the same).
  func recognizes(_ sample: ImportSample) -> Bool {
    guard let root = sample.json, let first = root["messages"]?[0], first["sender_name"] != nil,
      first["timestamp_ms"] != nil
    else { return false }
    return app == .messenger || MetaExportImporter.looksLikeInstagram(root)
  }

  static func looksLikeInstagram(_ root: JSONNode) -> Bool {
    guard let first = root["messages"]?[0] else { return false }
    if first["is_geoblocked_for_viewer"] != nil { return true }
    if case .string(let link)? = first["share"]?["link"]?.value, link.contains("instagram.com") { return true }
    return false
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    names.contains("message_1.json") ? .found("message_1.json") : .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    input.jsonRoot(limits: options.limits).flatMap { root in
      let context = DecodingContext(limits: options.limits, kinds: kinds)
      let folder = input.baseDirectory?.lastPathComponent
      let decoder = MetaMessageDecoder(zone: options.timeZone ?? .current, threadFolder: folder)
      let more = Self.laterParts(input.files, context: context)
      guard let conversation = decoder.conversation(JSONField(path: "", node: root, context: context), more: more),
        !context.hasErrors
      else { return .failure(.invalid(.invalid(context.reportedErrors))) }
      return .success(
        ImportedConversation(
          conversation: conversation, warnings: context.reportedWarnings, format: ImportFormat(rawValue: name)))
    }
  }

  /// `message_2.json`, `message_3.json`… beside the `message_1.json` read: Meta splits a long
  /// thread into such files, each newest first.
  static func laterParts(_ files: ExportFiles?, context: DecodingContext) -> [(file: String, root: JSONField)] {
    guard let files, files.chatFile == "message_1.json" else { return [] }
    var parts: [(file: String, root: JSONField)] = []
    for number in 2...ExportFiles.maxFiles {
      let name = "message_\(number).json"
      guard files.sizes[name] != nil else { break }
      guard let root = ExportJSON.parse(name, in: files, context: context) else { continue }
      parts.append((name, JSONField(path: "", node: root, context: context)))
    }
    context.file = nil
    return parts
  }
}
