/// Collects the errors and warnings of one decoding run, so that every problem is reported
/// at once instead of stopping at the first.
final class DecodingContext {
  let limits: DecodingLimits
  /// The content kinds `media.type` may name.
  let kinds: ContentKinds
  private var errors: [DecodingIssue] = []
  private var warnings: [DecodingIssue] = []
  private var errorCount = 0
  private var warningCount = 0
  /// Text and segments of the messages so far, against the budgets for all of them together.
  private var textBytes = 0
  private var segments = 0
  /// Issues kept before only counting, so a huge broken document cannot exhaust memory. Larger
  /// than the reported cap so the report can still be sorted into document order.
  private let storedIssueLimit = 1000
  /// The export's file being read, when it is not the chat file (a Slack channel's day file):
  /// the issues found meanwhile name it.
  var file: String?

  init(limits: DecodingLimits, kinds: ContentKinds) {
    self.limits = limits
    self.kinds = kinds
  }

  var hasErrors: Bool { errorCount > 0 }

  /// Counts one message's text against the budgets for the whole conversation: the text that
  /// passes one is the error (once; the texts after it are not reported again).
  func countText(bytes: Int, segments count: Int, at path: String, _ location: JSONLocation?) {
    let (bytesBefore, segmentsBefore) = (textBytes, segments)
    textBytes += bytes
    segments += count
    if bytesBefore <= limits.maxTotalTextBytes, textBytes > limits.maxTotalTextBytes {
      error(
        at: path, location,
        "the messages' texts pass \(formatByteCount(limits.maxTotalTextBytes)) of UTF-8 here, the budget for all of them together"
      )
    }
    if segmentsBefore <= limits.maxSegments, segments > limits.maxSegments {
      error(
        at: path, location,
        "the messages' texts pass \(limits.maxSegments) segments here, the budget for all of them together")
    }
  }

  func error(at path: String, _ location: JSONLocation?, _ message: String) {
    errorCount += 1
    if errors.count < storedIssueLimit {
      errors.append(DecodingIssue(path: path, location: location, message: message, file: file))
    }
  }

  func warning(at path: String, _ location: JSONLocation?, _ message: String) {
    warningCount += 1
    if warnings.count < storedIssueLimit {
      warnings.append(DecodingIssue(path: path, location: location, message: message, file: file))
    }
  }

  /// How many issues are kept so far: where `renamePaths(since:_:)` starts.
  var issueMark: (errors: Int, warnings: Int) { (errors.count, warnings.count) }

  /// Rewrites the paths of the issues found since `mark`: an importer's values checked by a
  /// content kind are reported at the export's paths, not at the kind's field names.
  func renamePaths(since mark: (errors: Int, warnings: Int), _ rename: (String) -> String) {
    for index in mark.errors..<errors.count { errors[index].path = rename(errors[index].path) }
    for index in mark.warnings..<warnings.count { warnings[index].path = rename(warnings[index].path) }
  }

  var reportedErrors: [DecodingIssue] { report(errors, total: errorCount, noun: "errors") }
  var reportedWarnings: [DecodingIssue] { report(warnings, total: warningCount, noun: "warnings") }

  /// In document order, capped, with a final "and N more" entry when some were left out.
  private func report(_ issues: [DecodingIssue], total: Int, noun: String) -> [DecodingIssue] {
    let sorted = issues.enumerated().sorted { lhs, rhs in
      // Issues without a location concern the whole document and come first; ties keep the
      // order in which they were found.
      let left = lhs.element.location ?? JSONLocation(line: 0, column: 0)
      let right = rhs.element.location ?? JSONLocation(line: 0, column: 0)
      let (leftFile, rightFile) = (lhs.element.file ?? "", rhs.element.file ?? "")
      if leftFile != rightFile { return leftFile < rightFile }
      return left != right ? left < right : lhs.offset < rhs.offset
    }.map(\.element)
    // A limit below zero (passed in a request) shows none: `prefix` traps on a negative length.
    let shown = Array(sorted.prefix(max(0, limits.maxReportedIssues)))
    guard total > shown.count else { return shown }
    return shown + [
      DecodingIssue(path: "", location: nil, message: "and \(total - shown.count) more \(noun)")
    ]
  }
}

/// JSON paths as shown to users: `messages[3].media.type`, `participants[0]["display name"]`.
enum JSONPath {
  static func member(_ parent: String, _ key: String) -> String {
    guard isIdentifier(key) else { return "\(parent)[\(quoted(key))]" }
    return parent.isEmpty ? key : "\(parent).\(key)"
  }

  static func element(_ parent: String, _ index: Int) -> String {
    "\(parent)[\(index)]"
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, !ASCII.isDigit(first) else { return false }
    return key.utf8.allSatisfy {
      ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "_")
    }
  }
}
