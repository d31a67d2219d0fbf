/// The scanner of unified diffs, line by line: added and removed lines, hunk headers, file
/// headers.
struct DiffScanner {
  var scanner: CodeScanner

  init(_ scanner: CodeScanner) {
    self.scanner = scanner
  }

  mutating func run() -> CodeScanner {
    while !scanner.atEnd {
      let before = scanner.position
      scanLine()
      if scanner.position == before { scanner.advanceScalar() }
    }
    return scanner
  }

  private mutating func scanLine() {
    let start = scanner.position
    let kind: CodeTokenKind?
    if scanner.at("@@") {
      // `@@ -1,4 +1,5 @@ func name()`: the header, then context.
      scanner.advance(2)
      while !scanner.atEnd, !scanner.at("\n"), !scanner.at("@@") { scanner.advanceScalar() }
      _ = scanner.skip("@@")
      scanner.emit(.meta, from: start)
      kind = nil
    } else if isFileHeader {
      kind = .meta
    } else if scanner.at("+") {
      kind = .inserted
    } else if scanner.at("-") {
      kind = .deleted
    } else if scanner.at("\\") {
      // `\ No newline at end of file`
      kind = .comment
    } else {
      kind = nil
    }
    scanner.skipToLineEnd()
    if let kind { scanner.emit(kind, from: start) }
    scanner.advance(1)
  }

  /// `diff --git`, `index 1a2b..3c4d`, and the `---` / `+++` pair naming the files (a removed
  /// line that starts with `--` is told apart by the `+++` line that follows a header's `---`).
  private var isFileHeader: Bool {
    guard let first = scanner.peek(), Self.headerStarts.contains(first) else { return false }
    for prefix in Self.headerPrefixes where scanner.at(prefix) { return true }
    guard scanner.at("--- ") else { return false }
    var offset = 0
    while let byte = scanner.peek(offset), byte != CodeByte.newline { offset += 1 }
    return scanner.peek(offset + 1) == UInt8(ascii: "+") && scanner.peek(offset + 2) == UInt8(ascii: "+")
      && scanner.peek(offset + 3) == UInt8(ascii: "+")
  }

  private static let headerPrefixes = [
    "diff ", "index ", "new file mode", "deleted file mode", "similarity index", "rename from", "rename to",
    "Binary files", "+++ ",
  ]
  private static let headerStarts: ByteSet = "dinsrB+-"
}
