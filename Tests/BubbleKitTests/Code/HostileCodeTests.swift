import Foundation
import Testing

@testable import BubbleCore

/// Inputs built to hurt a scanner: every language returns quickly with well-formed tokens.
@Suite("Code colouring of hostile input")
struct HostileCodeTests {
  static let kibibytes64 = 64 * 1024

  static let inputs: [(String, String)] = [
    ("64 KiB of \"", String(repeating: "\"", count: kibibytes64)),
    ("64 KiB of '", String(repeating: "'", count: kibibytes64)),
    ("64 KiB of `", String(repeating: "`", count: kibibytes64)),
    ("64 KiB of /*", String(repeating: "/*", count: kibibytes64 / 2)),
    ("10,000 /*", String(repeating: "/*", count: 10_000)),
    ("10,000 nested ${", String(repeating: "`${", count: 10_000)),
    ("10,000 nested \\(", "\"" + String(repeating: "\\(\"", count: 10_000)),
    ("10,000 nested f-string braces", String(repeating: "f\"{", count: 10_000)),
    ("10,000 nested #{", String(repeating: "\"#{", count: 10_000)),
    ("10,000 [", String(repeating: "[", count: 10_000)),
    ("10,000 {", String(repeating: "{", count: 10_000)),
    ("10,000 (", String(repeating: "(", count: 10_000)),
    ("10,000 <", String(repeating: "<", count: 10_000)),
    ("10,000 <!--", String(repeating: "<!--", count: 10_000)),
    ("10,000 <script>", String(repeating: "<script>", count: 10_000)),
    ("a line of (/", String(repeating: "(/", count: kibibytes64 / 2)),
    ("64 KiB of #", String(repeating: "#", count: kibibytes64)),
    ("64 KiB of r#", "r" + String(repeating: "#", count: kibibytes64)),
    ("64 KiB of spaces then (", String(repeating: " ", count: kibibytes64) + "f("),
    ("64 KiB of \\", String(repeating: "\\", count: kibibytes64)),
    ("64 KiB of $", String(repeating: "$", count: kibibytes64)),
    ("64 KiB of `` `", String(repeating: "`` `", count: kibibytes64 / 4)),
    ("heredocs never closed", String(repeating: "cat <<EOF\n", count: 5_000)),
    ("64 KiB of newlines", String(repeating: "\n", count: kibibytes64)),
    ("64 KiB of - ", String(repeating: "- ", count: kibibytes64 / 2)),
    ("10,000 R\"(", String(repeating: "R\"x(", count: 10_000)),
    ("64 KiB of <<", String(repeating: "<<", count: kibibytes64 / 2)),
    ("64 KiB of &", String(repeating: "&", count: kibibytes64)),
    ("a NUL", "let a = \"\u{0}\"; // \u{0}\n\u{0}"),
    (
      "invalid UTF-8",
      String(decoding: [0x22, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x22, 0xF0, 0x9F, 0x98, 0x27, 0x80], as: UTF8.self)
    ),
    ("emoji and combining marks", "let s = \"e\u{301}\u{1F468}\u{200D}\u{1F469}\"; // caf\u{E9}\n'\u{1F600}'"),
  ]

  @Test func everyLanguageStaysFastAndWellFormed() {
    let clock = ContinuousClock()
    var slowest: (Duration, String) = (.zero, "")
    for (name, text) in Self.inputs {
      for language in CodeLanguage.allCases {
        var tokens: [CodeToken] = []
        let elapsed = clock.measure { tokens = CodeTokenizer.tokens(in: text, language: language) }
        expectWellFormed(tokens, in: text)
        if elapsed > slowest.0 { slowest = (elapsed, "\(name) as \(language)") }
        // Linear scanners read 64 KiB in milliseconds; a quadratic one takes seconds.
        #expect(elapsed < .seconds(1), "\(name) as \(language) took \(elapsed)")
      }
    }
    print("slowest hostile input: \(slowest.1), \(slowest.0)")
  }

  @Test func unterminatedStringsRunToTheirEnd() {
    // A one-line string stops at the line's end; a multi-line form runs to the text's end.
    expectColored("let a = \"open\nlet b = 1", .swift, [("\"open", .string), ("let", .keyword), ("1", .number)])
    expectColored("s = '''open\nstill string", .python, [("'''open\nstill string", .string)])
    expectColored("/* open\nstill", .c, [("/* open\nstill", .comment)])
    expectColored("x = `a ${ b", .javascript, [("`a ", .string), ("${", .escape)])
  }

  @Test func nestedCommentsCloseOnlyAtTheirDepth() {
    expectColored("/* a /* b */ c */ let", .swift, [("/* a /* b */ c */", .comment), ("let", .keyword)])
    expectColored("/* a /* b */ c */ int", .c, [("/* a /* b */", .comment), ("int", .type)])
  }

  @Test func theTextIsTokenisedWholeAndNeverChanged() {
    let text = "print(\"héllo\\n\") # ✓"
    let copy = text
    let tokens = CodeTokenizer.tokens(in: text, language: .python)
    #expect(text == copy)
    #expect(tokens.last?.utf8Range.upperBound == text.utf8.count)
    expectColored(text, .python, [("print", .function), ("\"héllo", .string), ("\\n", .escape), ("# ✓", .comment)])
  }
}
