/// Colours a code block: one hand-written scanner per language family (C-like, Python and Ruby,
/// shell, markup, CSS, data formats, SQL, diff), each a single pass over the UTF-8 bytes. Cost is
/// linear in the text whatever it holds: unterminated strings and comments run to the end of the
/// line or text, nesting is counted, never recursed into. The text is never changed.
public enum CodeTokenizer {
  /// The coloured pieces of `text` read as `language`: sorted, non-overlapping, within the text
  /// and on scalar boundaries. Plain text (names, spaces) gets no token.
  public static func tokens(in text: String, language: CodeLanguage) -> [CodeToken] {
    let bytes = Array(text.utf8)
    let scanner = tokens(in: bytes, range: 0..<bytes.count, language: language)
    return checked(scanner.tokens, in: bytes)
  }

  /// Scans `range` of `bytes`: also how HTML reads its `<script>` and `<style>` elements.
  static func tokens(in bytes: [UInt8], range: Range<Int>, language: CodeLanguage) -> CodeScanner {
    let scanner = CodeScanner(bytes: bytes, range: range)
    if let grammar = CLikeGrammar.grammar(for: language) {
      var cLike = CLikeScanner(scanner, grammar: grammar)
      return cLike.run()
    }
    switch language {
    case .python, .ruby:
      var script = ScriptScanner(scanner, ruby: language == .ruby)
      return script.run()
    case .bash, .dockerfile:
      var shell = ShellScanner(scanner, dockerfile: language == .dockerfile)
      return shell.run()
    case .html, .xml:
      var markup = MarkupScanner(scanner, html: language == .html)
      return markup.run()
    case .markdown:
      var markdown = MarkdownScanner(scanner)
      return markdown.run()
    case .css:
      var css = CSSScanner(scanner)
      return css.run()
    case .json:
      var json = JSONCodeScanner(scanner)
      return json.run()
    case .yaml:
      var yaml = YAMLScanner(scanner)
      return yaml.run()
    case .toml:
      var toml = TOMLScanner(scanner)
      return toml.run()
    case .sql:
      var sql = SQLScanner(scanner)
      return sql.run()
    case .diff:
      var diff = DiffScanner(scanner)
      return diff.run()
    default:
      return scanner
    }
  }

  /// The scanners keep these rules already; this pass makes them hold whatever a scanner did:
  /// tokens within the text, after each other, not empty, on scalar boundaries.
  static func checked(_ tokens: [CodeToken], in bytes: [UInt8]) -> [CodeToken] {
    var result: [CodeToken] = []
    result.reserveCapacity(tokens.count)
    var previousEnd = 0
    for token in tokens {
      var lower = max(previousEnd, min(token.utf8Range.lowerBound, bytes.count))
      var upper = min(max(token.utf8Range.upperBound, lower), bytes.count)
      while lower < upper, CodeByte.isContinuation(bytes[lower]) { lower += 1 }
      while upper > lower, upper < bytes.count, CodeByte.isContinuation(bytes[upper]) { upper -= 1 }
      guard lower < upper else { continue }
      result.append(CodeToken(utf8Range: lower..<upper, kind: token.kind))
      previousEnd = upper
    }
    return result
  }
}
