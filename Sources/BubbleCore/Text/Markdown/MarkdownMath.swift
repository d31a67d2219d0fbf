/// TeX math found in Markdown source before a Markdown reader sees it: `$…$` and `\(…\)` inline,
/// `$$…$$` and `\[…\]` displayed. CommonMark would read `\(` as an escaped parenthesis and `*` or
/// `_` inside math as emphasis, so each span is swapped for a placeholder of noncharacters
/// (`U+FDD0` or `U+FDD1`, its number, `U+FDD2`) that the reader turns back into math.
///
/// The rules are pandoc's `tex_math_dollars`: an opening `$` has a non-space after it; the closing
/// `$` a non-space before it and no digit after it ("$5 and $10" is money), in the same
/// paragraph. Fenced code and code spans are left alone; `\$` is a dollar. Every delimiter's next
/// closer is found in one pass from the end, so the cost is linear however many `$` there are.
public struct MarkdownMath: Sendable, Hashable {
  public struct Span: Sendable, Hashable {
    /// The TeX between the delimiters.
    public var tex: String
    public var display: Bool
    /// The span as written, delimiters included: put back where math cannot be (a code block).
    public var original: String
  }

  /// The source with each span replaced by its placeholder.
  public var text: String
  public var spans: [Span]

  // Noncharacters cannot be written as literals.
  static let inlineMark = Unicode.Scalar(UInt32(0xFDD0))!
  static let displayMark = Unicode.Scalar(UInt32(0xFDD1))!
  static let endMark = Unicode.Scalar(UInt32(0xFDD2))!

  public init(scanning source: String) {
    var scanner = MathScanner(source)
    scanner.scan()
    text = scanner.output
    spans = scanner.spans
  }

  /// A text's pieces: characters, and the math spans whose placeholders it holds (an unknown or
  /// broken placeholder stays as the characters it was).
  public func pieces(of text: String) -> [Piece] {
    var pieces: [Piece] = []
    var pending = ""
    var scalars = text.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == Self.inlineMark || scalar == Self.displayMark else {
        pending.unicodeScalars.append(scalar)
        continue
      }
      var digits = ""
      while let next = scalars.first, ("0"..."9").contains(next), digits.count < 10 {
        digits.unicodeScalars.append(next)
        scalars.removeFirst()
      }
      if scalars.first == Self.endMark, let index = Int(digits), spans.indices.contains(index) {
        scalars.removeFirst()
        if !pending.isEmpty { pieces.append(.text(pending)) }
        pending = ""
        pieces.append(.math(spans[index]))
      } else {
        pending += digits
      }
    }
    if !pending.isEmpty { pieces.append(.text(pending)) }
    return pieces
  }

  /// `text` with every placeholder turned back into the span as written: for code, where
  /// nothing is math.
  public func restoringOriginals(in text: String) -> String {
    pieces(of: text).map { piece in
      switch piece {
      case .text(let characters): characters
      case .math(let span): span.original
      }
    }.joined()
  }

  public enum Piece: Sendable, Hashable {
    case text(String)
    case math(Span)
  }
}

/// The one pass over the source's bytes that `MarkdownMath` makes (with its tables of next
/// closers made beforehand, from the end).
private struct MathScanner {
  let bytes: [UInt8]
  var output = ""
  var spans: [MarkdownMath.Span] = []
  /// For each byte: where the next closer of each kind starts (`count` when none).
  private var nextDollarCloser: [Int32] = []
  /// The next unescaped `$` of any kind: inline math holds none ("$5 and $10 … x$" is money).
  private var nextDollar: [Int32] = []
  private var nextDoubleDollar: [Int32] = []
  private var nextParenCloser: [Int32] = []
  private var nextBracketCloser: [Int32] = []
  /// Where the next blank line or code fence starts: inline math does not cross the first,
  /// nothing crosses the second.
  private var nextBlankLine: [Int32] = []
  private var nextFence: [Int32] = []
  private var fenced: [Bool] = []
  /// At the start of each run of backticks: its length, and where the next run of that length
  /// starts (`count` when none).
  private var backtickRunLength: [Int32] = []
  private var nextSameRun: [Int32] = []

  init(_ source: String) {
    // Our placeholders' characters are noncharacters, never in text: any given are replaced.
    var cleaned = source
    if source.unicodeScalars.contains(where: { (0xFDD0...0xFDD2).contains($0.value) }) {
      cleaned = String(
        String.UnicodeScalarView(
          source.unicodeScalars.map { (0xFDD0...0xFDD2).contains($0.value) ? "\u{FFFD}" : $0 }))
    }
    bytes = Array(cleaned.utf8)
  }

  mutating func scan() {
    guard bytes.contains(UInt8(ascii: "$")) || bytes.contains(UInt8(ascii: "\\")) else {
      output = String(decoding: bytes, as: UTF8.self)
      return
    }
    markFences()
    makeTables()
    var index = 0
    var copied = 0
    let count = bytes.count
    while index < count {
      if fenced[index] {
        index += 1
        continue
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "`") {
        index = endOfCodeSpan(at: index)
        continue
      }
      if let (end, tex, display) = span(at: index) {
        output += String(decoding: bytes[copied..<index], as: UTF8.self)
        let mark = display ? MarkdownMath.displayMark : MarkdownMath.inlineMark
        output.unicodeScalars.append(mark)
        output += String(spans.count)
        output.unicodeScalars.append(MarkdownMath.endMark)
        spans.append(
          MarkdownMath.Span(
            tex: String(decoding: tex, as: UTF8.self), display: display,
            original: String(decoding: bytes[index..<end], as: UTF8.self)))
        index = end
        copied = end
        continue
      }
      // A backslash escapes the next character: `\$` is a dollar, `\\(` no math.
      index += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    output += String(decoding: bytes[copied...], as: UTF8.self)
  }

  /// The math span starting at `index`: where it ends, its TeX's bytes, whether displayed.
  private func span(at index: Int) -> (end: Int, tex: ArraySlice<UInt8>, display: Bool)? {
    let count = bytes.count
    let byte = bytes[index]
    let next = index + 1 < count ? bytes[index + 1] : 0
    let fence = Int(nextFence[index])
    if byte == UInt8(ascii: "$") {
      if next == UInt8(ascii: "$") {
        guard index + 2 < count else { return nil }
        let closer = Int(nextDoubleDollar[index + 2])
        guard closer < fence, closer > index + 2 else { return nil }
        return (closer + 2, bytes[(index + 2)..<closer], true)
      }
      guard next != 0, !Self.isSpace(next) else { return nil }
      let closer = Int(nextDollarCloser[index + 1])
      guard closer < Int(nextBlankLine[index]), closer < fence, Int(nextDollar[index + 1]) == closer else { return nil }
      return (closer + 1, bytes[(index + 1)..<closer], false)
    }
    guard byte == UInt8(ascii: "\\"), index + 2 < count else { return nil }
    if next == UInt8(ascii: "(") {
      let closer = Int(nextParenCloser[index + 2])
      guard closer < Int(nextBlankLine[index]), closer < fence else { return nil }
      return (closer + 2, bytes[(index + 2)..<closer], false)
    }
    if next == UInt8(ascii: "[") {
      let closer = Int(nextBracketCloser[index + 2])
      guard closer < fence else { return nil }
      return (closer + 2, bytes[(index + 2)..<closer], true)
    }
    return nil
  }

  /// Past the code span that a run of backticks at `index` opens, or past the run when no run of
  /// the same length closes it in the paragraph (each run's closer is in a table).
  private func endOfCodeSpan(at index: Int) -> Int {
    let length = Int(backtickRunLength[index])
    let closer = Int(nextSameRun[index])
    if closer < min(Int(nextBlankLine[index]), Int(nextFence[index])) { return closer + length }
    return index + length
  }

  /// Lines inside fenced code blocks (``` or ~~~, after any indentation and `>`).
  private mutating func markFences() {
    fenced = Array(repeating: false, count: bytes.count)
    var open: (marker: UInt8, length: Int)?
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      var start = lineStart
      while start < lineEnd, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ">")].contains(bytes[start]) {
        start += 1
      }
      var run = start
      let marker = start < lineEnd ? bytes[start] : 0
      while run < lineEnd, bytes[run] == marker { run += 1 }
      let isFence = (marker == UInt8(ascii: "`") || marker == UInt8(ascii: "~")) && run - start >= 3
      let inside = open != nil
      if isFence, let current = open {
        if current.marker == marker && run - start >= current.length { open = nil }
      } else if isFence {
        open = (marker, run - start)
      }
      if inside || isFence {
        for position in lineStart..<min(lineEnd + 1, bytes.count) { fenced[position] = true }
      }
      lineStart = lineEnd + 1
    }
  }

  /// The next-closer tables, filled from the end in one pass.
  private mutating func makeTables() {
    let count = bytes.count
    let none = Int32(count)
    nextDollarCloser = Array(repeating: none, count: count + 1)
    nextDoubleDollar = nextDollarCloser
    nextDollar = nextDollarCloser
    nextParenCloser = nextDollarCloser
    nextBracketCloser = nextDollarCloser
    nextBlankLine = nextDollarCloser
    nextFence = nextDollarCloser
    // Whether the byte at each index is escaped: an odd run of backslashes before it.
    var escaped = Array(repeating: false, count: count + 1)
    var backslashes = 0
    for index in 0..<count {
      escaped[index] = backslashes % 2 == 1
      backslashes = bytes[index] == UInt8(ascii: "\\") ? backslashes + 1 : 0
    }
    backtickRunLength = Array(repeating: 0, count: count)
    nextSameRun = Array(repeating: none, count: count)
    var lastRunOfLength: [Int32: Int32] = [:]
    var runEnd = count
    for index in stride(from: count - 1, through: 0, by: -1) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "`") {
        if index == 0 || bytes[index - 1] != UInt8(ascii: "`") {
          let length = Int32(runEnd - index)
          backtickRunLength[index] = length
          nextSameRun[index] = lastRunOfLength[length] ?? none
          lastRunOfLength[length] = Int32(index)
        }
      } else {
        runEnd = index
      }
      let next = index + 1 < count ? bytes[index + 1] : 0
      let previous = index > 0 ? bytes[index - 1] : 0
      nextDollarCloser[index] = nextDollarCloser[index + 1]
      nextDoubleDollar[index] = nextDoubleDollar[index + 1]
      nextDollar[index] = byte == UInt8(ascii: "$") && !escaped[index] ? Int32(index) : nextDollar[index + 1]
      nextParenCloser[index] = nextParenCloser[index + 1]
      nextBracketCloser[index] = nextBracketCloser[index + 1]
      nextBlankLine[index] = nextBlankLine[index + 1]
      nextFence[index] = fenced[index] ? Int32(index) : nextFence[index + 1]
      if byte == UInt8(ascii: "$") && !escaped[index] {
        if next == UInt8(ascii: "$") {
          nextDoubleDollar[index] = Int32(index)
        } else if previous != UInt8(ascii: "$") && !Self.isSpace(previous) && !Self.isDigit(next) {
          nextDollarCloser[index] = Int32(index)
        }
      }
      if byte == UInt8(ascii: "\\") && !escaped[index] {
        if next == UInt8(ascii: ")") { nextParenCloser[index] = Int32(index) }
        if next == UInt8(ascii: "]") { nextBracketCloser[index] = Int32(index) }
      }
      if byte == UInt8(ascii: "\n") && Self.blankLineFollows(bytes, after: index) {
        nextBlankLine[index] = Int32(index)
      }
    }
  }

  /// Whether the line after the newline at `index` holds only spaces and tabs.
  private static func blankLineFollows(_ bytes: [UInt8], after index: Int) -> Bool {
    var position = index + 1
    // Bounded: a long line of spaces is looked at once per newline before it, which is one.
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): position += 1
      case UInt8(ascii: "\n"): return true
      default: return false
      }
    }
    return true
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
