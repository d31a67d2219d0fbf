import Foundation

/// A Slack workspace export (Slack's own "Export data", and slackdump's export form), as a zip
/// or its folder: one conversation (`--chat`) read from its day files, its members named from
/// `users.json`. Given one day file alone (`general/2016-01-14.json`), that day is read.
struct SlackImporter: ConversationImporter {
  var name: String { "slack" }
  var displayName: String { "Slack" }
  var summary: String { "a Slack workspace export (zip or folder; --chat picks a conversation)" }
  var inputKind: ImportInputKind { .json }
  var chatFileDescription: String? { "channels.json and users.json" }
  var readsZip: Bool { true }
  var appTheme: String? { "slack" }

  /// A directory list (`channels.json`: objects with `name` and `created`, or `dms.json`'s
  /// `members`), or a day file (messages with `ts`).
  func recognizes(_ sample: ImportSample) -> Bool {
    guard let root = sample.json, case .array = root.value, let first = root[0] else { return false }
    if first["ts"] != nil, first["type"] != nil { return true }
    return first["id"] != nil && first["created"] != nil && (first["name"] != nil || first["members"] != nil)
  }

  func chatFile(among names: [String]) -> ChatFileSearch {
    guard names.contains("users.json") else { return .none }
    return SlackWorkspace.listFiles.map(\.file).first(where: names.contains).map(ChatFileSearch.found) ?? .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    input.jsonRoot(limits: options.limits).flatMap { root in
      let context = DecodingContext(limits: options.limits, kinds: kinds)
      if root[0]?["ts"] != nil {
        let day = SlackDay(context: context, workspace: SlackWorkspace(), timeZone: options.timeZone ?? .current)
        day.read(JSONField(path: "", node: root, context: context))
        let title = input.baseDirectory?.lastPathComponent
        return result(day.conversation(title: title, isDirect: false), context: context)
      }
      guard let files = input.files, files.sizes["users.json"] != nil else {
        return .failure(
          .invalid(
            "a Slack export's list of conversations alone: give the export's folder or zip, which hold "
              + "users.json and a folder of day files per conversation"))
      }
      return readWorkspace(files, options: options, context: context)
    }
  }

  private func readWorkspace(_ files: ExportFiles, options: ImportOptions, context: DecodingContext)
    -> Result<ImportedConversation, ImportError>
  {
    let workspace = SlackWorkspace.read(files, context: context)
    if context.hasErrors { return .failure(.invalid(.invalid(context.reportedErrors))) }
    return workspace.chat(named: options.chat).flatMap { chat in
      var days: [(file: String, root: JSONNode)] = []
      for file in chat.days {
        guard let root = ExportJSON.parse(file, in: files, context: context) else { continue }
        days.append((file, root))
      }
      // A member missing from users.json (a guest, a slackdump export) is named by their messages.
      var workspace = workspace
      for (_, root) in days { workspace.learnNames(fromMessagesOf: root) }
      let day = SlackDay(context: context, workspace: workspace, timeZone: options.timeZone ?? .current)
      for (file, root) in days {
        context.file = file
        day.read(JSONField(path: "", node: root, context: context))
      }
      context.file = nil
      let title = workspace.title(of: chat).map { chat.isDirect ? $0 : "#" + $0 }
      return result(day.conversation(title: title, isDirect: chat.isDirect), context: context)
    }
  }

  private func result(_ conversation: Conversation, context: DecodingContext)
    -> Result<ImportedConversation, ImportError>
  {
    guard !context.hasErrors else { return .failure(.invalid(.invalid(context.reportedErrors))) }
    return .success(
      ImportedConversation(
        conversation: conversation, warnings: context.reportedWarnings, format: .init(rawValue: name)))
  }
}

/// The messages of a conversation's day files, read in turn within the message limit, then put
/// in time order (a day file is one day, but slackdump's may overlap).
final class SlackDay {
  private let context: DecodingContext
  private let decoder: SlackMessageDecoder
  private var messages: [Message] = []

  init(context: DecodingContext, workspace: SlackWorkspace, timeZone: TimeZone) {
    self.context = context
    self.decoder = SlackMessageDecoder(workspace: workspace, timeZone: timeZone)
  }

  func read(_ root: JSONField) {
    let room = context.limits.maxMessages - messages.count
    guard let items = root.elements(maxCount: .max) else { return }
    if items.count > room {
      root.error("more than \(context.limits.maxMessages) messages in the conversation (the limit)")
    }
    messages += items.prefix(max(0, room)).compactMap(decoder.message)
  }

  func conversation(title: String?, isDirect: Bool) -> Conversation {
    let ordered = messages.inTimeOrder()
    if decoder.participants.count > context.limits.maxParticipants {
      context.error(at: "", nil, "more than \(context.limits.maxParticipants) participants (the limit)")
    }
    let direct = isDirect && decoder.participants.count <= 2
    return Conversation(
      title: title, kind: direct ? .direct : .group, participants: decoder.participants, messages: ordered)
  }
}
