import Foundation

/// A conversation read from a `bubbles/1` file or an export, ready to render.
public struct ImportedConversation: Sendable, Equatable {
  public var conversation: Conversation
  /// Problems that do not stop rendering (unknown fields, lines not understood), located like
  /// the decoder's: a JSON path and line and column, or a line of a text export.
  public var warnings: [DecodingIssue]
  /// The format the input was read as (never `auto`).
  public var format: ImportFormat
  /// The folder media paths resolve against (an export's own folder); `nil` for stdin or a body.
  public var baseDirectory: URL?
  /// The built-in theme of the app the export comes from (`ConversationImporter.appTheme`).
  public var appTheme: String?

  public init(
    conversation: Conversation, warnings: [DecodingIssue] = [], format: ImportFormat, baseDirectory: URL? = nil
  ) {
    self.conversation = conversation
    self.warnings = warnings
    self.format = format
    self.baseDirectory = baseDirectory
  }
}

/// Why an input could not be imported.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The input is not valid (malformed JSON, a located problem): the CLI's status 65.
  case invalid(ConversationDecodingError)
  /// The input is valid but an option must pick something in it: `--chat` in a whole-account
  /// export, or a `--me` that names no one. `choices` lists what may be picked. The CLI's 64.
  case choiceNeeded(String, choices: [String])
  /// An export of several chats read without `--chat` (a whole Telegram account, a Slack
  /// workspace): `chats` lists them, `--chat` takes a chat's `id`. The CLI's 64; `validate`
  /// checks each.
  case chatNeeded(String, chats: [ExportChat])
  /// No importer recognizes the input and it is no JSON: the message lists the formats read.
  /// The CLI's 65, the service's 400.
  case unrecognized(String)

  /// An invalid input with one problem for the document as a whole.
  public static func invalid(_ message: String) -> ImportError {
    .invalid(.invalid([DecodingIssue(path: "", location: nil, message: message)]))
  }

  public var description: String {
    switch self {
    case .invalid(let error): error.description
    case .choiceNeeded(let message, let choices): ([message] + choices.map { "  " + $0 }).joined(separator: "\n")
    case .chatNeeded(let message, let chats): ([message] + chats.map { "  " + $0.label }).joined(separator: "\n")
    case .unrecognized(let message): message
    }
  }
}

extension Conversation {
  /// Gives `status` to every message from `me` that has none (`ConversationImporter.historyStatus`).
  mutating func markSent(as status: Message.Status?) {
    guard let status, let me else { return }
    for index in messages.indices where messages[index].from == me && messages[index].status == nil {
      messages[index].status = status
    }
  }
}

/// One chat of an export of several, as `--chat` picks it.
public struct ExportChat: Sendable, Equatable {
  /// What `--chat` takes to pick it: its id, or its name when it has none.
  public var id: String
  public var name: String?

  public init(id: String, name: String?) {
    self.id = id
    self.name = name
  }

  /// "Trail Club (1777000)", as listed for the user.
  public var label: String { "\(name ?? "(no name)") (\(id))" }
}

extension ExportChat {
  /// Where among `chats` is the one `--chat wanted` names: by id first, then by name in any case
  /// (`#general` names `general`).
  static func index(named wanted: String, among chats: [ExportChat]) -> Int? {
    let bare = wanted.hasPrefix("#") ? String(wanted.dropFirst()) : wanted
    return chats.firstIndex { $0.id == wanted }
      ?? chats.firstIndex { $0.name?.caseInsensitiveCompare(bare) == .orderedSame }
  }
}
