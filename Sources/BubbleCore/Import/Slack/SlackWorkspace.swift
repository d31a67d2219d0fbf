import Foundation

/// A Slack workspace export's directory: its members (`users.json`) and its conversations
/// (`channels.json`, `groups.json` for private channels, `mpims.json` and `dms.json`), each
/// with the folder of day files (`general/2016-01-14.json`) that holds its messages. Written
/// the same way by Slack's own export and by slackdump's.
struct SlackWorkspace {
  struct Chat {
    var id: String
    var name: String?
    /// Its folder of day files: the channel's name, or a DM's id.
    var folder: String
    var members: [String]
    var isDirect: Bool
    /// Its day files, oldest first.
    var days: [String] = []
  }

  /// Display names by member id: the display name a member chose, else their full name.
  var names: [String: String] = [:]
  var bots: Set<String> = []
  var chats: [Chat] = []

  /// The directory files, in the order their chats are listed.
  static let listFiles: [(file: String, isDirect: Bool)] = [
    ("channels.json", false), ("groups.json", false), ("mpims.json", false), ("dms.json", true),
  ]

  /// The directory read from `files` (problems reported in `context`, naming each file).
  static func read(_ files: ExportFiles, context: DecodingContext) -> SlackWorkspace {
    var workspace = SlackWorkspace()
    if let users = ExportJSON.parse("users.json", in: files, context: context) {
      workspace.readUsers(JSONField(path: "", node: users, context: context))
    }
    for (file, isDirect) in listFiles where files.sizes[file] != nil {
      guard let list = ExportJSON.parse(file, in: files, context: context) else { continue }
      workspace.readChats(JSONField(path: "", node: list, context: context), isDirect: isDirect)
    }
    context.file = nil
    workspace.attachDays(files.names)
    return workspace
  }

  private mutating func readUsers(_ root: JSONField) {
    for user in root.elements(maxCount: root.limits.maxParticipants) ?? [] {
      guard let reader = user.object(), let id = reader.string("id"), !id.isEmpty else { continue }
      let profile = reader.field("profile")?.object()
      let candidates = [profile?.string("display_name"), profile?.string("real_name"), reader.string("real_name")]
      names[id] = candidates.compactMap { $0 }.first { !$0.isEmpty } ?? reader.string("name") ?? id
      if reader.bool("is_bot") == true { bots.insert(id) }
    }
  }

  private mutating func readChats(_ root: JSONField, isDirect: Bool) {
    for chat in root.elements(maxCount: ExportFiles.maxFiles) ?? [] {
      guard let reader = chat.object(), let id = reader.string("id"), !id.isEmpty else { continue }
      let name = reader.string("name").flatMap { $0.isEmpty ? nil : $0 }
      let members = reader.field("members")?.elements(maxCount: root.limits.maxParticipants)?.compactMap {
        $0.node.stringText
      }
      chats.append(
        Chat(id: id, name: name, folder: name ?? id, members: members ?? [], isDirect: isDirect || name == nil))
    }
  }

  /// The names of members `users.json` does not list, from the `user_profile` their messages carry.
  mutating func learnNames(fromMessagesOf root: JSONNode) {
    guard case .array(let messages) = root.value else { return }
    for message in messages {
      guard let user = message["user"]?.stringText, names[user] == nil, let profile = message["user_profile"] else {
        continue
      }
      let candidates = [profile["display_name"]?.stringText, profile["real_name"]?.stringText]
      if let name = candidates.compactMap({ $0 }).first(where: { !$0.isEmpty }) { names[user] = name }
    }
  }

  /// Each chat's day files; a folder of day files no list names is a chat of its own.
  private mutating func attachDays(_ names: [String]) {
    var days: [String: [String]] = [:]
    for name in names {
      let parts = name.split(separator: "/")
      guard parts.count == 2, Self.isDayFile(parts[1]) else { continue }
      days[String(parts[0]), default: []].append(name)
    }
    for index in chats.indices {
      chats[index].days =
        days.removeValue(forKey: chats[index].folder) ?? days.removeValue(forKey: chats[index].id)
        ?? []
    }
    for (folder, files) in days.sorted(by: { $0.key < $1.key }) {
      chats.append(Chat(id: folder, name: folder, folder: folder, members: [], isDirect: false, days: files))
    }
    for index in chats.indices { chats[index].days.sort() }
  }

  /// `2016-01-14.json`.
  static func isDayFile(_ name: Substring) -> Bool {
    let scalars = Array(name.unicodeScalars)
    guard scalars.count == 15, name.hasSuffix(".json") else { return false }
    return scalars[..<10].enumerated().allSatisfy { index, scalar in
      index == 4 || index == 7 ? scalar == "-" : ("0"..."9").contains(scalar)
    }
  }

  /// A DM's title: the names of its members.
  func title(of chat: Chat) -> String? {
    guard chat.isDirect, !chat.members.isEmpty else { return chat.name }
    return chat.members.map { names[$0] ?? $0 }.joined(separator: ", ")
  }

  /// The chat `--chat` names (`ExportChat.index`), or the only one with messages.
  func chat(named wanted: String?) -> Result<Chat, ImportError> {
    let withMessages = chats.filter { !$0.days.isEmpty }
    guard let wanted else {
      if withMessages.count == 1, let only = withMessages.first { return .success(only) }
      return .failure(
        .chatNeeded(
          "a Slack workspace export with \(withMessages.count) conversations; choose one with --chat NAME_OR_ID:",
          chats: withMessages.map { ExportChat(id: $0.id, name: title(of: $0)) }))
    }
    guard let index = ExportChat.index(named: wanted, among: chats.map { ExportChat(id: $0.id, name: $0.name) })
    else {
      return .failure(
        .choiceNeeded(
          "--chat \(quoted(wanted)) names no conversation of this export; its conversations (name, id):",
          choices: withMessages.map { ExportChat(id: $0.id, name: title(of: $0)).label }))
    }
    return .success(chats[index])
  }
}

extension JSONNode {
  /// The node's string, if it is one.
  var stringText: String? {
    if case .string(let text) = value { return text }
    return nil
  }
}
