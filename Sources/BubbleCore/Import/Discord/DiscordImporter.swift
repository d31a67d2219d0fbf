import Foundation

/// DiscordChatExporter's JSON (every version since 2019): a DM, a group DM, a server channel, a
/// thread or one partition of one, with or without the media folder it downloads
/// (`NAME.json_Files`, written with Windows' backslashes). Given a folder, a channel's
/// partitions and overlapping exports are merged (`DiscordChannelFiles`).
struct DiscordImporter: ConversationImporter {
  var name: String { "discord" }
  var displayName: String { "Discord" }
  var summary: String { "DiscordChatExporter's JSON" }
  var inputKind: ImportInputKind { .json }
  var historyStatus: Message.Status? { nil }
  var appTheme: String? { "discord" }

  /// A `channel` object beside `messages`, whose first message has an `author` object.
  func recognizes(_ sample: ImportSample) -> Bool {
    guard let root = sample.json, root["channel"]?["type"] != nil, root["messages"] != nil else { return false }
    return root["messages"]?[0] == nil || root["messages"]?[0]?["author"] != nil
  }

  var chatFileDescription: String? { "a DiscordChatExporter NAME [ID].json" }

  /// A channel's export in a folder: the first file named for a channel id.
  func chatFile(among names: [String]) -> ChatFileSearch {
    DiscordChannelFiles(names: names).channels.first?.files.first.map(ChatFileSearch.found) ?? .none
  }

  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
  {
    if let files = input.files, files.isWholeExport {
      let folder = DiscordChannelFiles(names: files.names)
      if !folder.channels.isEmpty {
        return folder.channel(named: options.chat).flatMap { channel in
          importChannel(channel, from: files, options: options, kinds: kinds)
        }
      }
    }
    return input.jsonRoot(limits: options.limits).flatMap { root in
      let context = DecodingContext(limits: options.limits, kinds: kinds)
      let conversation = Self.conversation(JSONField(path: "", node: root, context: context))
      return result(conversation, context: context)
    }
  }

  /// A channel's files (partitions, overlapping exports) read in turn and merged.
  private func importChannel(
    _ channel: DiscordChannelFiles.Channel, from files: ExportFiles, options: ImportOptions, kinds: ContentKinds
  ) -> Result<ImportedConversation, ImportError> {
    let context = DecodingContext(limits: options.limits, kinds: kinds)
    var parts: [Conversation] = []
    for file in channel.files {
      guard let root = ExportJSON.parse(file, in: files, context: context) else { continue }
      if let part = Self.conversation(JSONField(path: "", node: root, context: context)) { parts.append(part) }
    }
    context.file = nil
    let merged = DiscordChannelFiles.merged(parts)
    if let merged, merged.messages.count > options.limits.maxMessages {
      context.error(at: "", nil, "more than \(options.limits.maxMessages) messages in the channel's files (the limit)")
    }
    return result(merged, context: context)
  }

  private func result(_ conversation: Conversation?, context: DecodingContext)
    -> Result<ImportedConversation, ImportError>
  {
    guard let conversation, !context.hasErrors else { return .failure(.invalid(.invalid(context.reportedErrors))) }
    return .success(
      ImportedConversation(
        conversation: conversation, warnings: context.reportedWarnings, format: .init(rawValue: name)))
  }

  /// Channel types drawn as a chat between two (the rest have names on their bubbles).
  static let directTypes: Set<String> = ["DirectTextChat"]

  static func conversation(_ root: JSONField) -> Conversation? {
    guard let reader = root.object() else { return nil }
    defer { reader.finish() }
    var title: String?
    var channelType = ""
    if let channel = reader.requiredField("channel")?.object() {
      defer { channel.finish() }
      title = channel.string("name")
      channelType = channel.string("type") ?? ""
      for key in ["id", "categoryId", "category", "topic"] { _ = channel.field(key) }
    }
    if let guild = reader.field("guild")?.object() {
      defer { guild.finish() }
      for key in ["id", "name", "iconUrl"] { _ = guild.field(key) }
    }
    for key in ["dateRange", "exportedAt", "messageCount"] { _ = reader.field(key) }
    let decoder = DiscordMessageDecoder()
    let items = reader.requiredField("messages")?.elements(maxCount: reader.limits.maxMessages) ?? []
    // One file is drawn as written, a repeated entry too (new-formats.tsv counts them); the files of
    // a channel merged are each message once (`DiscordChannelFiles.merged`).
    let messages = items.compactMap(decoder.message)
    if decoder.participants.count > reader.limits.maxParticipants {
      root.error("more than \(reader.limits.maxParticipants) participants (the limit)")
    }
    let isDirect = directTypes.contains(channelType) && decoder.participants.count <= 2
    return Conversation(
      title: title, kind: isDirect ? .direct : .group, participants: decoder.participants, messages: messages)
  }
}
