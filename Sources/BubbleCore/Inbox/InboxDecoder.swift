import Foundation

/// Reads an inbox (docs/inbox-format.md) and the conversations it names. Like
/// `ConversationDecoder`, it reports every problem at once with its JSON path and line and
/// column; problems inside a conversation keep their own path, prefixed with the entry's
/// (`conversations[2].conversation.messages[0].from`), and a referenced file's problems name
/// that file and its own line and column.
public enum InboxDecoder {
  public static let supportedFormat = "bubbles-inbox/1"
  /// The default of `DecodingLimits.maxInboxEntries`.
  public static let maxConversations = DecodingLimits.default.maxInboxEntries

  /// The fields an inbox's reader keeps (inline conversations as `ConversationDecoder` does).
  public static let keep = JSONKeep.object(
    ["format", "now", "conversations"],
    members: [
      "conversations": .array(
        of: .object(
          ["file", "conversation", "pinned", "muted", "unread", "draft"],
          members: ["conversation": ConversationDecoder.keep]))
    ])

  /// `directory` is the inbox file's folder: `file` paths resolve inside it (`nil`, for
  /// standard input, allows only inline conversations). `kinds` are the content kinds the
  /// conversations may use (BubbleKit's `ContentNodeRegistry.standard.contentKinds`). Each entry
  /// keeps only what its row shows of its conversation (`InboxEntry.conversation`). Past
  /// `stopAt` no further entry is read (the time budget: with raised byte budgets, reading a
  /// thousand conversation files takes long); the entry where it stopped gets the error.
  public static func decode(
    _ data: Data, directory: URL?, limits: DecodingLimits = .default, kinds: ContentKinds,
    stopAt: ContinuousClock.Instant? = nil
  ) -> Result<DecodedInbox, ConversationDecodingError> {
    let inputLimit = min(limits.maxInputBytes, limits.maxInboxBytes)
    guard data.count <= inputLimit else {
      let message = "the input is \(data.count) bytes; the limit is \(formatByteCount(inputLimit))"
      return .failure(.invalid([DecodingIssue(path: "", location: nil, message: message)]))
    }
    let root: JSONNode
    do {
      root = try JSONParser.parse(data, depthLimit: limits.maxNestingDepth, maxValues: limits.maxValues, keeping: keep)
    } catch {
      return .failure(ConversationDecodingError(parsing: error))
    }
    let context = DecodingContext(limits: limits, kinds: kinds)
    let files = FileBudget(remaining: limits.maxInboxBytes - data.count, limits: limits, stopAt: stopAt)
    let inbox = decodeInbox(JSONField(path: "", node: root, context: context), directory: directory, files: files)
    guard let inbox, !context.hasErrors else { return .failure(.invalid(context.reportedErrors)) }
    return .success(DecodedInbox(inbox: inbox, warnings: context.reportedWarnings))
  }

  private static func decodeInbox(_ root: JSONField, directory: URL?, files: FileBudget) -> Inbox? {
    guard let reader = root.object() else { return nil }
    defer { reader.finish() }
    if let field = reader.field("format"), let format = field.string(), format != supportedFormat {
      field.error("unsupported format \(quoted(format)); expected \(quoted(supportedFormat))")
    }
    let now = reader.field("now").flatMap(ConversationDecoder.decodeTime)
    let entriesField = reader.requiredField("conversations")
    guard let items = entriesField?.elements(maxCount: root.limits.maxInboxEntries) else { return nil }
    var entries: [InboxEntry] = []
    for item in items {
      if let stopAt = files.stopAt, ContinuousClock.now >= stopAt {
        item.error("the time budget ran out before this entry was read")
        break
      }
      if let entry = decodeEntry(item, directory: directory, files: files) { entries.append(entry) }
    }
    return Inbox(entries: entries, now: now)
  }

  private static func decodeEntry(_ item: JSONField, directory: URL?, files: FileBudget) -> InboxEntry? {
    guard let reader = item.object() else { return nil }
    defer { reader.finish() }
    let fileField = reader.field("file")
    let inlineField = reader.field("conversation")
    var loaded: (Conversation, URL?)?
    switch (fileField, inlineField) {
    case (nil, nil):
      reader.error("missing \"file\" (a path to a conversation file) or \"conversation\" (one written inline)")
    case (.some, .some):
      reader.error("has both \"file\" and \"conversation\"; give one")
    case (let file?, nil):
      loaded = loadFile(file, directory: directory, files: files)
    case (nil, let inline?):
      loaded = decodeInline(inline).map { ($0, directory) }
    }
    let pinned = reader.bool("pinned") ?? false
    let muted = reader.bool("muted") ?? false
    let unread = reader.field("unread")?.integer(in: 0...InputNumberRanges.maxCount)
    let draft = reader.string("draft")
    guard let (conversation, mediaDirectory) = loaded else { return nil }
    return InboxEntry(
      conversation: conversation, pinned: pinned, muted: muted, unread: unread,
      draft: draft?.isEmpty == true ? nil : draft, mediaDirectory: mediaDirectory
    ).keepingWhatTheListShows()
  }

  /// A conversation written inline: its issues keep their locations (they are in this file)
  /// and get the entry's path in front.
  private static func decodeInline(_ field: JSONField) -> Conversation? {
    switch ConversationDecoder.decode(field.node, limits: field.limits, kinds: field.context.kinds) {
    case .success(let decoded):
      for issue in decoded.warnings {
        field.context.warning(at: prefixed(issue.path, with: field.path), issue.location, issue.message)
      }
      return decoded.conversation
    case .failure(let error):
      for issue in error.issues {
        field.context.error(at: prefixed(issue.path, with: field.path), issue.location ?? field.location, issue.message)
      }
      return nil
    }
  }

  /// A conversation file: a path inside the inbox's folder, by the same rule as media paths (no
  /// file elsewhere is ever opened, so an inbox cannot make the renderer read or quote one), read
  /// within what is left of the inbox's byte budget. The file is input like the inbox itself: its
  /// issues are reported at the `file` field and name the file with their own line and column.
  private static func loadFile(_ field: JSONField, directory: URL?, files: FileBudget) -> (Conversation, URL?)? {
    guard let path = field.string(nonEmpty: true) else { return nil }
    guard let directory else {
      field.error(
        "a file entry needs an inbox file (the inbox came from standard input); write the conversation inline")
      return nil
    }
    guard let file = files.read(path, in: ContainedFolder(directory, name: "the inbox's folder"), at: field) else {
      return nil
    }
    switch ConversationDecoder.decode(file.data, limits: field.limits, kinds: field.context.kinds) {
    case .success(let decoded):
      for issue in decoded.warnings { field.warning("in \(path): \(describe(issue))") }
      return (decoded.conversation, file.url.deletingLastPathComponent())
    case .failure(let error):
      for issue in error.issues { field.error("in \(path): \(describe(issue))") }
      return nil
    }
  }

  /// "12:20: messages[3].from: unknown participant ..." (line and column in the named file).
  private static func describe(_ issue: DecodingIssue) -> String {
    var text = ""
    if let location = issue.location { text += "\(location.line):\(location.column): " }
    if !issue.path.isEmpty { text += issue.path + ": " }
    return text + issue.message
  }

  /// `messages[0].from` under `conversations[1].conversation`; `["odd key"]` paths need no dot.
  static func prefixed(_ path: String, with prefix: String) -> String {
    if path.isEmpty { return prefix }
    return path.hasPrefix("[") ? prefix + path : prefix + "." + path
  }
}

/// What is left of `DecodingLimits.maxInboxBytes` for the conversation files, spent as they
/// are read: each is read no further than what is left, and none after the budget ran out.
private final class FileBudget {
  var remaining: Int
  let limits: DecodingLimits
  private var exhausted = false

  /// When reading stops (`InboxDecoder.decode`'s `stopAt`).
  let stopAt: ContinuousClock.Instant?

  init(remaining: Int, limits: DecodingLimits, stopAt: ContinuousClock.Instant?) {
    self.remaining = remaining
    self.limits = limits
    self.stopAt = stopAt
  }

  /// The file's bytes, or `nil` after an error at `field`.
  func read(_ path: String, in folder: ContainedFolder, at field: JSONField) -> (url: URL, data: Data)? {
    guard !exhausted else { return nil }
    let fileLimit = min(limits.maxInputBytes, remaining)
    switch folder.read(path, maxBytes: fileLimit) {
    case .success(let file):
      remaining -= file.data.count
      return file
    case .failure(let problem) where problem.isOverLimit && fileLimit < limits.maxInputBytes:
      exhausted = true
      field.error(
        "\(quoted(path)) is \(Self.size(problem)): reading it passes the budget of "
          + "\(formatByteCount(limits.maxInboxBytes)) for the inbox and its conversation files together")
    case .failure(let problem) where problem.isOverLimit:
      field.error(
        "\(quoted(path)) is \(Self.size(problem)); the limit is \(formatByteCount(fileLimit)) for a conversation"
      )
    case .failure(let problem):
      let hint = problem == .notFound ? " (paths are relative to the inbox's folder)" : ""
      field.error("cannot read \(quoted(path)): \(problem)\(hint)")
    }
    return nil
  }

  private static func size(_ problem: FileProblem) -> String {
    problem.overLimit?.size.map { "\($0) bytes" } ?? "larger than that"
  }
}

/// Reference times as the CLI's `--now` reads them: ISO 8601 with an offset, or Unix seconds.
public enum InboxReferenceTime {
  public static func parse(_ text: String) -> Timestamp? {
    if let seconds = Int(text) {
      guard InputNumberRanges.unixSeconds.contains(seconds) else { return nil }
      return Timestamp(secondsSince1970: Double(seconds))
    }
    return try? ISO8601TimeParser.parse(text).get()
  }
}
