import Foundation

/// One JSON file of an export (a Slack day file, Messenger's `message_2.json`) read and parsed,
/// within the export's byte budget (`ExportFiles`) and the limits' nesting and value budgets.
/// From then on the context's problems name the file.
enum ExportJSON {
  static func parse(_ name: String, in files: ExportFiles, context: DecodingContext) -> JSONNode? {
    context.file = name
    let data: Data
    switch files.read(name) {
    case .success(let read): data = read
    case .failure(let problem):
      context.error(at: "", nil, "cannot read the file: \(problem)")
      return nil
    }
    return parse(data, context: context)
  }

  /// `data` parsed; malformed JSON is an error at its line and column.
  static func parse(_ data: Data, context: DecodingContext) -> JSONNode? {
    let limits = context.limits
    do {
      return try JSONParser.parse(data, depthLimit: limits.maxNestingDepth, maxValues: limits.maxValues)
    } catch {
      context.error(
        at: error.budgetPath ?? "", JSONLocation(line: error.line, column: error.column),
        "malformed JSON: \(error.message)")
      return nil
    }
  }
}
