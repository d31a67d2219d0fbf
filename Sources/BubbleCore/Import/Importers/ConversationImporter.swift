import Foundation

/// An input format as a plug-in: `bubbles/1` JSON, Telegram's and WhatsApp's exports, or one of
/// yours. `ImporterRegistry.register` adds it; `--from`, the service's `from=`, `auto`'s
/// detection and the folders and zips read all come from the registry.
///
///     struct LinesImporter: ConversationImporter {
///       let name = "lines"
///       let displayName = "Lines"
///       let summary = "one \"Name: text\" per line"
///       let inputKind = ImportInputKind.text
///       func recognizes(_ sample: ImportSample) -> Bool { ... }
///       func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
///         -> Result<ImportedConversation, ImportError> { ... }
///     }
///     var importers = ImporterRegistry.standard
///     importers.register(LinesImporter())
public protocol ConversationImporter: Sendable {
  /// The value of `--from` and `from=` that chooses it: lowercase, `telegram`.
  var name: String { get }
  /// Its name in messages: "Telegram" ("Telegram export: ...").
  var displayName: String { get }
  /// One line for `--help` and the docs: what it reads ("Telegram Desktop's result.json").
  var summary: String { get }
  /// Whether it reads JSON (a service body sent as `application/json`) or text (`text/plain`).
  var inputKind: ImportInputKind { get }
  /// Whether `auto` reads `sample` with it. Importers are asked in the order they were
  /// registered; the first one registered reads what none recognises.
  func recognizes(_ sample: ImportSample) -> Bool
  /// Its chat file among the names of an export's folder (or zip): `result.json`.
  func chatFile(among names: [String]) -> ChatFileSearch
  /// What `chatFile` looks for, for a message about a folder without any export:
  /// "result.json"; `nil` when it reads no folder.
  var chatFileDescription: String? { get }
  /// Whether its export comes zipped: the zip's chat is read and its pictures extracted
  /// (`ConversationSource`).
  var readsZip: Bool { get }
  /// The status a message from `me` gets when the source gives it none. An export is history:
  /// what `me` sent was delivered and read, and the app shows it with its ticks. `nil` (the
  /// default) leaves messages as they are: `bubbles/1` says a status or means none.
  var historyStatus: Message.Status? { get }
  /// The built-in theme that looks like the app the export comes from (`--theme auto`, the
  /// default, draws the export in it); `nil` (the default) draws it in the default theme.
  var appTheme: String? { get }
  /// The conversation, with problems located like the `bubbles/1` decoder's. `--me` is applied
  /// afterwards, for every importer alike.
  func importConversation(_ input: ImportInput, options: ImportOptions, kinds: ContentKinds)
    -> Result<ImportedConversation, ImportError>
}

extension ConversationImporter {
  public func chatFile(among names: [String]) -> ChatFileSearch { .none }
  public var chatFileDescription: String? { nil }
  public var readsZip: Bool { false }
  public var historyStatus: Message.Status? { nil }
  public var appTheme: String? { nil }
}

/// What an importer reads: JSON, which the registry parses once for detection and import, or text.
public enum ImportInputKind: String, Sendable, Equatable {
  case json, text
}

/// An importer's chat file among an export's file names.
public enum ChatFileSearch: Sendable, Equatable {
  case found(String)
  case none
  /// Not one file but several it could be: said in the message ("it has 2 .txt files: a, b").
  case ambiguous(String)
}

/// What `auto` looks at: the input's bytes and, when they are JSON, its parsed root.
public struct ImportSample: Sendable {
  public var data: Data
  /// Its outline (`JSONKeep.outline(depth: 4)`: four levels of objects, each array's first
  /// element); `nil` when the input is not JSON (or is not parsed, as when detecting a text body).
  public var json: JSONNode?

  public init(data: Data, json: JSONNode? = nil) {
    self.data = data
    self.json = json
  }
}

/// The input handed to an importer: its bytes, parsed JSON when `auto` already parsed it, and
/// the folder the export was read from.
public struct ImportInput: Sendable {
  public var data: Data
  /// The folder its media paths resolve against (an export's own); `nil` for stdin or a body.
  public var baseDirectory: URL?
  /// The export's other files (its folder's or zip's), for a format spread over several:
  /// Slack's channels, Messenger's `message_N.json`. `nil` for stdin or a body.
  public var files: ExportFiles?

  public init(data: Data, baseDirectory: URL? = nil, files: ExportFiles? = nil) {
    self.data = data
    self.baseDirectory = baseDirectory
    self.files = files
  }

  /// The input as JSON, within `limits`' nesting depth and value budget, built as far as `rule`
  /// keeps it; malformed JSON is a located syntax error.
  public func jsonRoot(limits: DecodingLimits, keeping rule: JSONKeep = .everything) -> Result<JSONNode, ImportError> {
    Result { () throws(JSONSyntaxError) in
      try JSONParser.parse(data, depthLimit: limits.maxNestingDepth, maxValues: limits.maxValues, keeping: rule)
    }
    .mapError { .invalid(ConversationDecodingError(parsing: $0)) }
  }
}
