import Foundation

/// The importers an input may be read with, in detection order: like `ContentKinds` for
/// content, a value that a user copies and adds to. `ImporterRegistry.standard` holds
/// `bubbles/1`, Telegram and WhatsApp; `auto` is not an importer but detection over the list.
public struct ImporterRegistry: Sendable {
  /// The importers, in registration order (the order `auto` asks them in).
  public private(set) var importers: [any ConversationImporter] = []

  public init(_ importers: [any ConversationImporter] = []) {
    for importer in importers { register(importer) }
  }

  /// Adds `importer`, or replaces the one of the same name in its place.
  public mutating func register(_ importer: any ConversationImporter) {
    if let index = importers.firstIndex(where: { $0.name == importer.name }) {
      importers[index] = importer
    } else {
      importers.append(importer)
    }
  }

  public func importer(named name: String) -> (any ConversationImporter)? {
    importers.first { $0.name == name }
  }

  /// The importers' names, in registration order.
  public var names: [String] { importers.map(\.name) }

  /// What `--from` and `from=` accept: `auto`, then each importer's name.
  public var choices: [String] { [ImportFormat.auto.rawValue] + names }

  /// Whether `name` is one of `choices`.
  public func accepts(_ name: String) -> Bool { choices.contains(name) }

  /// The importer `auto` reads `sample` with: the first that recognises it, else the first
  /// registered (whose own errors then say what is wrong); `nil` for an empty registry.
  public func detect(_ sample: ImportSample) -> (any ConversationImporter)? {
    importers.first { $0.recognizes(sample) } ?? importers.first
  }

  /// The importer `format` names, or the one `auto` detects in `data` (parsing it as JSON when
  /// some importer reads JSON). For messages about a failed import.
  public func importer(for format: ImportFormat, of data: Data, limits: DecodingLimits = .default)
    -> (any ConversationImporter)?
  {
    guard format == .auto else { return importer(named: format.rawValue) }
    return detect(ImportSample(data: data, json: try? parsedJSON(data, limits: limits)?.get()))
  }

  /// `data`'s outline as JSON when an importer reads JSON (`nil` when none does): four levels of
  /// objects and each array's first element, what telling formats apart needs, so detecting
  /// costs little memory whatever the input's size. The importer chosen parses what it keeps.
  func parsedJSON(_ data: Data, limits: DecodingLimits) -> Result<JSONNode, JSONSyntaxError>? {
    guard importers.contains(where: { $0.inputKind == .json }) else { return nil }
    return Result { () throws(JSONSyntaxError) in
      try JSONParser.parse(
        data, depthLimit: limits.maxNestingDepth, maxValues: limits.maxValues, keeping: Self.detectionOutline)
    }
  }

  static let detectionOutline = JSONKeep.outline(depth: 4)
}
