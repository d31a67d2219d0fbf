import Foundation

/// The channels of a folder of DiscordChatExporter files, each file named for its channel's id
/// (`Guild - Category - general [1012224565567721552].json`): a channel's partitions
/// (`… [part 2].json`) and its overlapping exports (`… [id] without deleted message.json`) are
/// one channel, read together and merged.
struct DiscordChannelFiles {
  struct Channel {
    var id: String
    var name: String?
    var files: [String]
  }

  var channels: [Channel] = []

  /// The JSON files at the folder's top (a thread's files in `_threads/` are given by their own
  /// folder: their media paths are relative to it), grouped by the channel id in their names.
  init(names: [String]) {
    var byID: [String: Int] = [:]
    for name in names.sorted() where !name.contains("/") && name.lowercased().hasSuffix(".json") {
      guard let id = Self.channelID(in: name) else { continue }
      if let index = byID[id] {
        channels[index].files.append(name)
      } else {
        byID[id] = channels.count
        channels.append(Channel(id: id, name: Self.channelName(in: name), files: [name]))
      }
    }
  }

  /// The first `[digits]` of a file's name: Discord's ids are snowflakes of 15 digits or more.
  static func channelID(in name: String) -> String? {
    var rest = Substring(name)
    while let open = rest.firstIndex(of: "[") {
      let after = rest[rest.index(after: open)...]
      let digits = after.prefix { $0.isASCII && $0.isNumber }
      if digits.count >= 15, after.dropFirst(digits.count).first == "]" { return String(digits) }
      rest = after
    }
    return nil
  }

  /// `general` of `Guild - Category - general [id].json`.
  static func channelName(in name: String) -> String? {
    guard let open = name.firstIndex(of: "[") else { return nil }
    let before = name[..<open].trimmingCharacters(in: .whitespaces)
    let name = before.components(separatedBy: " - ").last ?? before
    return name.isEmpty ? nil : name
  }

  /// The channel `--chat` names (its id or name, any case), or the only one.
  func channel(named wanted: String?) -> Result<Channel, ImportError> {
    let chats = channels.map { ExportChat(id: $0.id, name: $0.name) }
    guard let wanted else {
      if channels.count == 1, let only = channels.first { return .success(only) }
      return .failure(
        .chatNeeded(
          "a folder of \(channels.count) Discord channels; choose one with --chat NAME_OR_ID:", chats: chats))
    }
    guard let index = ExportChat.index(named: wanted, among: chats) else {
      return .failure(
        .choiceNeeded(
          "--chat \(quoted(wanted)) names no channel of this folder; its channels (name, id):",
          choices: chats.map(\.label)))
    }
    return .success(channels[index])
  }

  /// The conversations of one channel's files as one: each message once (`unique`), in time
  /// order; the participants of all.
  static func merged(_ parts: [Conversation]) -> Conversation? {
    guard var result = parts.first else { return nil }
    var seenParticipants = Set(result.participants.map(\.id))
    for part in parts.dropFirst() {
      result.messages += part.messages
      result.participants += part.participants.filter { seenParticipants.insert($0.id).inserted }
      if part.kind == .group { result.kind = .group }
    }
    result.messages = unique(result.messages).inTimeOrder()
    return result
  }

  /// Each message once by id, where it first came: an edited copy (a later export) replaces an
  /// unedited one, else the first is kept.
  static func unique(_ messages: [Message]) -> [Message] {
    var index: [String: Int] = [:]
    var kept: [Message] = []
    for message in messages {
      if let at = index[message.id] {
        if message.edited, !kept[at].edited { kept[at] = message }
      } else {
        index[message.id] = kept.count
        kept.append(message)
      }
    }
    return kept
  }
}
