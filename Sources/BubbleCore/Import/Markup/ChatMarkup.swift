import Foundation

/// A chat app's markup as rich-text segments, in one of its dialects:
/// - Discord's markdown: `**bold**`, `*italic*` and `_italic_`, `__underline__`, `~~strike~~`,
///   `||spoiler||`, `` `code` `` and ```` ```blocks``` ````, `> ` quotes and `# ` headings at a
///   line's start, and the `@names` of the message's mentions (with `@everyone` and `@here`);
/// - Slack's mrkdwn: `*bold*`, `_italic_`, `~strike~`, code as Discord's, `> ` quotes.
/// A mark without its pair stays as written. `tokens` are segments already made (Slack's
/// `<@U123>` mentions and `<url|label>` links), each standing in the text as one scalar of
/// `tokenScalars`: they keep their own style and link, inside the marks around them.
///
/// Near-linear: each closing mark is found by a binary search in the sorted positions of its
/// mark, made once; each span's inside is read once per nesting level.
struct ChatMarkup {
  enum Dialect {
    case discord, slack

    /// Longest first, so that `**` is not read as two `*`.
    var marks: [(mark: String, style: TextStyle)] {
      switch self {
      case .discord:
        [
          ("```", .pre), ("**", .bold), ("__", .underline), ("~~", .strikethrough), ("||", .spoiler), ("`", .code),
          ("*", .italic), ("_", .italic),
        ]
      case .slack: [("```", .pre), ("`", .code), ("*", .bold), ("_", .italic), ("~", .strikethrough)]
      }
    }

    var lineMarks: [(mark: String, style: TextStyle)] {
      switch self {
      case .discord: [("> ", .blockquote), ("### ", .bold), ("## ", .bold), ("# ", .bold)]
      case .slack: [("> ", .blockquote), (">", .blockquote)]
      }
    }
  }

  /// Where `tokens` stand in a text: Supplementary Private Use Area-A, which user text does not
  /// keep (`withoutTokenScalars`).
  static let tokenScalars: Range<UInt32> = 0xF0000..<0xFFFFE

  private let scalars: [Unicode.Scalar]
  private let mentions: [[Unicode.Scalar]]
  private let tokens: [TextSegment]
  private let dialect: Dialect
  private var positions: [String: [Int]] = [:]
  private var segments: [TextSegment] = []

  static func segments(
    of text: String, mentions: [String] = [], tokens: [TextSegment] = [], dialect: Dialect = .discord
  ) -> [TextSegment] {
    let named = dialect == .discord ? mentions + ["@everyone", "@here"] : mentions
    var markup = ChatMarkup(
      Array(text.unicodeScalars), mentions: named.map { Array($0.unicodeScalars) }, tokens: tokens, dialect: dialect)
    markup.readLines()
    return markup.segments.isEmpty ? [TextSegment(text: text)] : markup.segments
  }

  /// The scalar that stands for token `index`.
  static func tokenScalar(_ index: Int) -> Unicode.Scalar? {
    Unicode.Scalar(tokenScalars.lowerBound + UInt32(clamping: index)).flatMap {
      tokenScalars.contains($0.value) ? $0 : nil
    }
  }

  /// `text` with the scalars that stand for tokens replaced (U+FFFD): user text cannot forge one.
  static func withoutTokenScalars(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { tokenScalars.contains($0.value) }) else { return text }
    var cleaned = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { cleaned.append(tokenScalars.contains(scalar.value) ? "\u{FFFD}" : scalar) }
    return String(cleaned)
  }

  private init(_ scalars: [Unicode.Scalar], mentions: [[Unicode.Scalar]], tokens: [TextSegment], dialect: Dialect) {
    self.scalars = scalars
    self.mentions = mentions
    self.tokens = tokens
    self.dialect = dialect
    for (mark, _) in dialect.marks { positions[mark] = occurrences(of: Array(mark.unicodeScalars)) }
  }

  /// Where `mark` starts, left to right, without overlaps; a single `*` or `_` that is half of a
  /// double one does not count.
  private func occurrences(of mark: [Unicode.Scalar]) -> [Int] {
    var found: [Int] = []
    var index = 0
    while index + mark.count <= scalars.count {
      if scalars[index..<index + mark.count].elementsEqual(mark) {
        let doubled =
          mark.count == 1
          && ((index + 1 < scalars.count && scalars[index + 1] == mark[0])
            || (index > 0 && scalars[index - 1] == mark[0]))
        if !doubled { found.append(index) }
        index += doubled ? 1 : mark.count
      } else {
        index += 1
      }
    }
    return found
  }

  /// Code blocks first (they may span lines), then each line: a heading or quote marker, then
  /// its inline marks.
  private mutating func readLines() {
    var index = 0
    while index < scalars.count {
      var end = index
      while end < scalars.count && scalars[end] != "\n" {
        if startsMark("```", at: end), let close = closer("```", after: end + 3, before: scalars.count) {
          end = close + 3
          continue
        }
        end += 1
      }
      readLine(index..<end)
      if end < scalars.count { append("\n", styles: []) }
      index = end + 1
    }
  }

  private mutating func readLine(_ range: Range<Int>) {
    var start = range.lowerBound
    var styles: Set<TextStyle> = []
    for (prefix, style) in dialect.lineMarks where startsMark(prefix, at: start) {
      start += prefix.unicodeScalars.count
      styles.insert(style)
      break
    }
    readInline(start..<range.upperBound, styles: styles)
  }

  private mutating func readInline(_ range: Range<Int>, styles: Set<TextStyle>) {
    var plainStart = range.lowerBound
    var index = range.lowerBound
    while index < range.upperBound {
      if let token = token(at: index) {
        flush(plainStart..<index, styles: styles)
        var segment = token
        segment.styles.formUnion(styles)
        segments.append(segment)
        index += 1
        plainStart = index
        continue
      }
      if let mention = mentionLength(at: index, before: range.upperBound) {
        flush(plainStart..<index, styles: styles)
        append(text(index..<index + mention), styles: styles.union([.mention]))
        index += mention
        plainStart = index
        continue
      }
      guard let (mark, style) = dialect.marks.first(where: { opens($0.mark, at: index) }) else {
        index += 1
        continue
      }
      let length = mark.unicodeScalars.count
      guard let close = closer(mark, after: index + length, before: range.upperBound), close > index + length else {
        index += length
        continue
      }
      flush(plainStart..<index, styles: styles)
      if style == .pre {
        appendBlock(text(index + length..<close), styles: styles)
      } else if style == .code {
        append(text(index + length..<close), styles: styles.union([style]))
      } else {
        readInline(index + length..<close, styles: styles.union([style]))
      }
      index = close + length
      plainStart = index
    }
    flush(plainStart..<range.upperBound, styles: styles)
  }

  /// A code block: "```swift\nlet a = 1\n```" is Swift code "let a = 1", its first line the
  /// language when it is one word; the line breaks around the code are the block's edges.
  private mutating func appendBlock(_ block: String, styles: Set<TextStyle>) {
    var code = Substring(block)
    var language: String?
    if let newline = code.firstIndex(of: "\n") {
      let first = code[..<newline]
      // Discord's first line names the language (`swift`, `c++`); Slack's is code (`{`).
      let namesLanguage = dialect == .discord && first.unicodeScalars.allSatisfy { Self.languageScalars.contains($0) }
      if !first.isEmpty, namesLanguage {
        language = String(first)
        code = code[code.index(after: newline)...]
      } else if first.isEmpty {
        code = code[code.index(after: newline)...]
      }
    }
    if code.hasSuffix("\n") { code = code.dropLast() }
    segments.append(TextSegment(text: String(code), styles: styles.union([.pre]), language: language))
  }

  private func opens(_ mark: String, at index: Int) -> Bool {
    guard let list = positions[mark], binarySearch(list, index) else { return false }
    if dialect == .slack, Self.flanked.contains(mark) {
      // Slack's `*bold*` opens at a word's start, before a non-space: `2*3` is no mark.
      let after = index + 1 < scalars.count ? scalars[index + 1] : " "
      return (index == 0 || !Self.isWord(scalars[index - 1])) && !after.properties.isWhitespace
    }
    // `snake_case` has no italics: `_` opens only after a non-letter.
    return !(mark == "_" && index > 0 && scalars[index - 1].properties.isAlphabetic)
  }

  /// The first `mark` that starts at or after `start` and ends by `end`.
  private func closer(_ mark: String, after start: Int, before end: Int) -> Int? {
    guard let list = positions[mark] else { return nil }
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] < start { low = middle + 1 } else { high = middle }
    }
    if dialect == .slack, Self.flanked.contains(mark) {
      // It closes at a word's end, after a non-space; a few later ones are tried (bounded).
      for candidate in list[low...].prefix(8) where candidate + 1 <= end {
        let after = candidate + 1 < scalars.count ? scalars[candidate + 1] : " "
        if !scalars[candidate - 1].properties.isWhitespace, !Self.isWord(after) { return candidate }
      }
      return nil
    }
    guard low < list.count, list[low] + mark.unicodeScalars.count <= end else { return nil }
    if mark == "_", list[low] + 1 < scalars.count, scalars[list[low] + 1].properties.isAlphabetic { return nil }
    return list[low]
  }

  private static let languageScalars = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "+#-._"))

  /// Slack's marks that must flank a word.
  private static let flanked: Set<String> = ["*", "_", "~"]

  private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  private func binarySearch(_ list: [Int], _ value: Int) -> Bool {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < list.count && list[low] == value
  }

  private func startsMark(_ mark: String, at index: Int) -> Bool {
    let wanted = Array(mark.unicodeScalars)
    return index + wanted.count <= scalars.count && scalars[index..<index + wanted.count].elementsEqual(wanted)
  }

  private func token(at index: Int) -> TextSegment? {
    let value = scalars[index].value
    guard ChatMarkup.tokenScalars.contains(value) else { return nil }
    let number = Int(value - ChatMarkup.tokenScalars.lowerBound)
    return number < tokens.count ? tokens[number] : nil
  }

  private func mentionLength(at index: Int, before end: Int) -> Int? {
    guard scalars[index] == "@" else { return nil }
    return mentions.first { mention in
      index + mention.count <= end && scalars[index..<index + mention.count].elementsEqual(mention)
    }?.count
  }

  /// The text of `range`; a token in it (inside code) reads as its text.
  private func text(_ range: Range<Int>) -> String {
    guard !tokens.isEmpty else { return String(String.UnicodeScalarView(scalars[range])) }
    var text = ""
    for index in range {
      if let token = token(at: index) { text += token.text } else { text.unicodeScalars.append(scalars[index]) }
    }
    return text
  }

  private mutating func flush(_ range: Range<Int>, styles: Set<TextStyle>) {
    if !range.isEmpty { append(text(range), styles: styles) }
  }

  private mutating func append(_ text: String, styles: Set<TextStyle>) {
    if let last = segments.last, last.styles == styles, last.href == nil, last.language == nil, last.userID == nil {
      segments[segments.count - 1].text += text
    } else {
      segments.append(TextSegment(text: text, styles: styles))
    }
  }
}
