import PropertyBased
import Testing

@testable import BubbleCore

/// For random text in every language, tokens are sorted, apart, inside the text and on scalar
/// boundaries, and the tokenizer gives the same answer twice.
@Suite("Code colouring of random text")
struct CodeTokenizerPropertyTests {
  /// Pieces that open and close the scanners' states, glued in random orders.
  static let fragments: [String] = [
    "\"", "'", "`", "\"\"\"", "'''", "${", "}", "{", "(", ")", "[", "]", "\\", "\\(", "#{", "/*", "*/", "//",
    "#", "--", "<!--", "-->", "<", ">", "</", "/>", "<script>", "</script>", "<style>", "&amp;", "&", ";", ":",
    "$", "$(", "$$", "@", "r#\"", "\"#", "#\"", "R\"x(", ")x\"", "b'", "f\"", "<<EOF", "EOF", "|", "- ", "? ",
    "\n", "\r\n", "\t", " ", "0x1F", "1.5e-3", "_", "a", "Foo", "MAX", "if", "def", "fn", "class", "=", "=>",
    "é", "日本", "👨‍👩‍👧", "\u{301}", "\u{0}", "\u{FEFF}", "```", "@@", "+", "-", "=begin", "=end", "%",
  ]

  static let text = Gen.element(of: fragments).map { $0 ?? "" }.array(of: 0...80).map { $0.joined() }

  @Test func tokensAreSortedInsideTheTextAndOnScalarBoundaries() async {
    await propertyCheck(count: 300, input: Self.text, Gen<CodeLanguage>.case) { text, language in
      let tokens = CodeTokenizer.tokens(in: text, language: language)
      expectWellFormed(tokens, in: text)
      #expect(CodeTokenizer.tokens(in: text, language: language) == tokens)
    }
  }

  @Test func randomBytesNeverBreakTheScanners() async {
    let bytes = Gen.uint8(in: 0...255).array(of: 0...200)
    await propertyCheck(count: 300, input: bytes, Gen<CodeLanguage>.case) { bytes, language in
      let text = String(decoding: bytes, as: UTF8.self)
      expectWellFormed(CodeTokenizer.tokens(in: text, language: language), in: text)
    }
  }
}
