import Foundation

extension ImporterRegistry {
  /// Reads `data` as `format` (the importer `auto` detects when `auto`), then applies `--me`.
  /// `kinds` are the content kinds media map to (BubbleKit's `ContentNodeRegistry.standard`).
  public func importConversation(
    _ data: Data, from format: ImportFormat = .auto, options: ImportOptions = ImportOptions(),
    baseDirectory: URL? = nil, files: ExportFiles? = nil, kinds: ContentKinds
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
    let input = ImportInput(data: data, baseDirectory: baseDirectory, files: files)
    let chosen: (any ConversationImporter)?
    if format == .auto {
      let sample = ImportSample(data: data, json: try? parsedJSON(data, limits: limits)?.get())
      chosen = detect(sample)
      // The fallback reads JSON: text no importer knows is not "malformed JSON" to the user.
      if let chosen, !chosen.recognizes(sample), !Self.looksLikeJSON(data) {
        return .failure(.unrecognized(unrecognized))
      }
    } else {
      chosen = importer(named: format.rawValue)
    }
    guard let importer = chosen else {
      let missing = format == .auto ? "no importer is registered" : "no importer named \(quoted(format.rawValue))"
      return .failure(.invalid(missing))
    }
    return importer.importConversation(input, options: options, kinds: kinds)
      .flatMap { ConversationImport.applyMe(options.me, to: $0) }
      .map { result in
        var result = result
        // An app's export (one with a look of its own), not a `bubbles/1` file, which says its `me`.
        if importer.appTheme != nil { ExporterInference.apply(to: &result.conversation) }
        result.conversation.markSent(as: importer.historyStatus)
        result.format = ImportFormat(rawValue: importer.name)
        result.appTheme = importer.appTheme
        result.baseDirectory = baseDirectory
        return result
      }
  }

  /// Whether the first character after spaces (and a byte-order mark) opens a JSON object or array.
  static func looksLikeJSON(_ data: Data) -> Bool {
    let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
  }

  private var unrecognized: String {
    let formats = importers.map { "\($0.name) (\($0.summary))" }.joined(separator: ", ")
    return "not a chat any importer recognizes, and not JSON; the formats read are \(formats). If the file is one "
      + "of them, name it with --from FORMAT to be told what does not fit"
  }
}
