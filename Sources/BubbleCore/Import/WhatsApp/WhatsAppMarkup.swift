/// WhatsApp's formatting marks as rich-text segments: `*bold*`, `_italic_`, `~strike~`,
/// `` `code` `` and ```` ```monospace``` ```` (a block when it holds a line break).
///
/// As in the app, a mark opens only at the start of a word (after a space, punctuation or the
/// start) and before a non-space, closes only after a non-space and before the end of a word,
/// and never spans a line break (the triple backtick may); a mark without its pair stays as
/// written. Linear: each nesting level (at most one per style) reads the text once, and the
/// closing mark is looked up in a table made once.
struct WhatsAppMarkup {
  private let scalars: [Unicode.Scalar]
  /// For each inline mark, the nearest valid closing mark at or after each index on its line.
  private var nextCloser: [Unicode.Scalar: [Int]] = [:]
  private var segments: [TextSegment] = []

  private static let inlineMarks: [Unicode.Scalar: TextStyle] = [
    "*": .bold, "_": .italic, "~": .strikethrough, "`": .code,
  ]

  static func segments(of text: String) -> [TextSegment] {
    var markup = WhatsAppMarkup(Array(text.unicodeScalars))
    markup.readBlocks()
    return markup.segments.isEmpty ? [TextSegment(text: text)] : markup.segments
  }

  private init(_ scalars: [Unicode.Scalar]) {
    self.scalars = scalars
    for mark in Self.inlineMarks.keys { nextCloser[mark] = closers(of: mark) }
  }

  private func closers(of mark: Unicode.Scalar) -> [Int] {
    var table = [Int](repeating: scalars.count, count: scalars.count + 1)
    for index in stride(from: scalars.count - 1, through: 0, by: -1) {
      if scalars[index] == mark && closes(at: index) {
        table[index] = index
      } else if scalars[index] != "\n" {
        table[index] = table[index + 1]
      }
    }
    return table
  }

  /// Triple-backtick spans first; the text between them gets the inline marks.
  private mutating func readBlocks() {
    var start = 0
    var index = 0
    while let open = tripleBacktick(from: index) {
      guard let close = tripleBacktick(from: open + 4) else { break }
      readInline(start..<open, styles: [])
      let inner = String(String.UnicodeScalarView(scalars[open + 3..<close]))
      append(inner, styles: [inner.contains("\n") ? .pre : .code])
      start = close + 3
      index = start
    }
    readInline(start..<scalars.count, styles: [])
  }

  private func tripleBacktick(from start: Int) -> Int? {
    var index = start
    while index + 2 < scalars.count {
      if scalars[index] == "`" && scalars[index + 1] == "`" && scalars[index + 2] == "`" { return index }
      index += 1
    }
    return nil
  }

  private mutating func readInline(_ range: Range<Int>, styles: Set<TextStyle>) {
    var plainStart = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      let mark = scalars[index]
      guard let style = Self.inlineMarks[mark], !styles.contains(style), opens(at: index),
        let close = nextCloser[mark]?[index + 2], close < range.upperBound
      else {
        index += 1
        continue
      }
      appendScalars(plainStart..<index, styles: styles)
      if style == .code {
        appendScalars(index + 1..<close, styles: styles.union([.code]))
      } else {
        readInline(index + 1..<close, styles: styles.union([style]))
      }
      index = close + 1
      plainStart = index
    }
    appendScalars(plainStart..<range.upperBound, styles: styles)
  }

  private func opens(at index: Int) -> Bool {
    guard index + 2 < scalars.count else { return false }
    let next = scalars[index + 1]
    return isWordEdge(index - 1) && !WhatsAppText.isSpace(next) && next != scalars[index]
  }

  private func closes(at index: Int) -> Bool {
    guard index > 0 else { return false }
    let previous = scalars[index - 1]
    return isWordEdge(index + 1) && !WhatsAppText.isSpace(previous) && previous != scalars[index]
  }

  /// Outside the text, or a character that is not part of a word.
  private func isWordEdge(_ index: Int) -> Bool {
    guard scalars.indices.contains(index) else { return true }
    let properties = scalars[index].properties
    return !(properties.isAlphabetic || properties.numericType != nil)
  }

  private mutating func appendScalars(_ range: Range<Int>, styles: Set<TextStyle>) {
    guard !range.isEmpty else { return }
    append(String(String.UnicodeScalarView(scalars[range])), styles: styles)
  }

  private mutating func append(_ text: String, styles: Set<TextStyle>) {
    if let last = segments.last, last.styles == styles {
      segments[segments.count - 1].text += text
    } else {
      segments.append(TextSegment(text: text, styles: styles))
    }
  }
}
