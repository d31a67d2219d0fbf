import Foundation
import Testing

@testable import BubbleKit

/// Malformed input: every case names the problem and where it is.
@Suite("JSON parser: malformed input")
struct JSONParserErrorDecodingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var json: String
    var message: String
    var line: Int
    var column: Int
    var testDescription: String { json.debugDescription }
  }

  static let cases: [Case] = [
    Case(json: "", message: "unexpected end of input; expected a value", line: 1, column: 1),
    Case(json: "  \n ", message: "unexpected end of input; expected a value", line: 2, column: 2),
    Case(
      json: #"{"a": 1"#,
      message: "unexpected end of input; expected ',' or '}' after object member", line: 1,
      column: 8),
    Case(
      json: "{\"a\": 1\n\"b\": 2}", message: "expected ',' or '}' after object member, found '\"'",
      line: 2, column: 1),
    Case(
      json: "[1 2]", message: "expected ',' or ']' after array element, found '2'", line: 1,
      column: 4),
    Case(
      json: #"{"a" 1}"#, message: "expected ':' after object key, found '1'", line: 1, column: 6),
    Case(
      json: "{a: 1}", message: "expected a string key in double quotes, found 'a'", line: 1,
      column: 2),
    Case(
      json: #"{"a": 1,}"#, message: "expected a key after ',' (trailing commas are not allowed)",
      line: 1, column: 9),
    Case(
      json: "[1,]", message: "expected a value after ',' (trailing commas are not allowed)",
      line: 1, column: 4),
    Case(json: "['a']", message: "strings must be in double quotes", line: 1, column: 2),
    Case(json: "// note\n{}", message: "comments are not allowed in JSON", line: 1, column: 1),
    Case(json: "{} x", message: "trailing characters after the JSON value", line: 1, column: 4),
    Case(json: "{}{}", message: "trailing characters after the JSON value", line: 1, column: 3),
    Case(json: "[\"abc", message: "unterminated string", line: 1, column: 2),
    Case(json: "[\"ab\\", message: "unterminated string", line: 1, column: 2),
    Case(
      json: "{\"a\": \"line\nbreak\"}",
      message: "unterminated string (a line break inside a string must be written as \\n)", line: 1,
      column: 7),
    Case(
      json: "\"a\tb\"",
      message:
        "control character U+0009 in string; it must be written as an escape such as \\t or \\u0009",
      line: 1, column: 3),
    Case(
      json: #""a\xb""#,
      message: #"invalid escape '\x' in string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#,
      line: 1, column: 3),
    Case(
      json: #""\u12G4""#, message: "invalid escape: \\u must be followed by four hex digits",
      line: 1, column: 2),
    Case(
      json: #""x\uD83D""#,
      message:
        "unpaired surrogate \\uD83D in string; a high surrogate must be followed by a low surrogate escape (\\uDC00 to \\uDFFF)",
      line: 1, column: 3),
    Case(
      json: #""\uD83D\u0041""#,
      message:
        "unpaired surrogate \\uD83D in string; it is followed by \\u0041, not by a low surrogate (\\uDC00 to \\uDFFF)",
      line: 1, column: 2),
    Case(
      json: #""\uDE00""#,
      message: "unpaired surrogate \\uDE00 in string; a low surrogate must follow a high surrogate",
      line: 1, column: 2),
    Case(json: "[01]", message: "leading zeros are not allowed in numbers", line: 1, column: 2),
    Case(json: "[-]", message: "expected a digit after '-', found ']'", line: 1, column: 3),
    Case(
      json: "[1.]", message: "expected a digit after the decimal point, found ']'", line: 1,
      column: 4),
    Case(json: "[1e+]", message: "expected a digit in the exponent, found ']'", line: 1, column: 5),
    Case(json: "[.5]", message: "expected a value, found '.'", line: 1, column: 2),
    Case(json: "[+1]", message: "expected a value, found '+'", line: 1, column: 2),
    Case(json: "[1e999]", message: "number out of range: 1e999 is too large", line: 1, column: 2),
    Case(json: "[-1e400]", message: "number out of range: -1e400 is too large", line: 1, column: 2),
    Case(
      json: "[NaN]",
      message:
        "unexpected \"NaN\"; expected a value (an object, array, string, number, true, false or null)",
      line: 1, column: 2),
    Case(
      json: "[tru]",
      message:
        "unexpected \"tru\"; expected a value (an object, array, string, number, true, false or null)",
      line: 1, column: 2),
    Case(
      json: "[undefined]",
      message:
        "unexpected \"undefined\"; expected a value (an object, array, string, number, true, false or null)",
      line: 1, column: 2),
    Case(json: "[é]", message: "expected a value, found 'é' (U+00E9)", line: 1, column: 2),
    Case(json: "[\u{1}]", message: "expected a value, found U+0001", line: 1, column: 2),
    Case(
      json: "{\"é\": 1, \"é\": 2}",
      message: "duplicate key \"é\" in object; first defined at line 1, column 2", line: 1,
      column: 10),
    Case(
      json: "{\"a\": 1, \"\\u0061\": 2}",
      message: "duplicate key \"a\" in object; first defined at line 1, column 2", line: 1,
      column: 10),
    Case(
      json: "{\n  \"x\": [1, 2,\n    {\"y\": tru}]}",
      message:
        "unexpected \"tru\"; expected a value (an object, array, string, number, true, false or null)",
      line: 3, column: 11),
  ]

  @Test(arguments: cases)
  func reportsMessageAndLocation(_ testCase: Case) {
    #expect(
      throws: JSONSyntaxError(
        message: testCase.message, line: testCase.line, column: testCase.column)
    ) {
      try JSONParser.parse(testCase.json)
    }
  }

  @Test(
    arguments: [
      ([0x22, 0xFF, 0x22], 2),  // Never valid in UTF-8.
      ([0x22, 0xC3, 0x22], 2),  // Truncated two-byte sequence.
      ([0x22, 0xC0, 0xAF, 0x22], 2),  // Overlong "/".
      ([0x22, 0xE0, 0x80, 0xAF, 0x22], 2),  // Overlong three-byte form.
      ([0x22, 0xED, 0xA0, 0x80, 0x22], 2),  // Encoded surrogate U+D800.
      ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 2),  // Above U+10FFFF.
      ([0x22, 0x61, 0x80, 0x22], 3),  // Lone continuation byte.
      ([0x22, 0xF0, 0x9F, 0x98], 2),  // Truncated at the end of the input.
      ([0x5B, 0xFF, 0x5D], 2),  // Outside a string.
    ] as [([UInt8], Int)])
  func rejectsInvalidUTF8(bytes: [UInt8], column: Int) {
    #expect(throws: JSONSyntaxError(message: "invalid UTF-8", line: 1, column: column)) {
      try JSONParser.parse(bytes)
    }
  }

  @Test func rejectsUTF16() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
    do {
      _ = try JSONParser.parse(bytes)
    } catch {
      #expect(error.message.contains("UTF-16"))
    }
  }

  @Test func rejectsNestingBeyondTheLimit() {
    let depth = JSONParser.maxNestingDepth + 1
    let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(
      throws: JSONSyntaxError(message: "nesting is deeper than 256 levels", line: 1, column: 257)
    ) {
      try JSONParser.parse(arrays)
    }
    let objects =
      String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(objects) }
  }

  @Test func survivesVeryDeepUnclosedNesting() {
    // Far beyond any stack: must fail cleanly at the limit, not crash.
    let json = String(repeating: "[", count: 1_000_000)
    #expect(
      throws: JSONSyntaxError(message: "nesting is deeper than 256 levels", line: 1, column: 257)
    ) {
      try JSONParser.parse(json)
    }
  }

  @Test func parsesTheDeepestNestingOnASmallStack() {
    // The parser keeps open containers on the heap: even an unoptimized build parses the
    // deepest allowed document on a thread with a 256 KiB stack (macOS's secondary threads
    // have 512 KiB).
    let half = JSONParser.maxNestingDepth / 2
    let json =
      String(repeating: #"{"a": ["#, count: half) + "1" + String(repeating: "]}", count: half)
    let finished = DispatchSemaphore(value: 0)
    let parsed = ResultBox()
    let thread = Thread {
      parsed.succeeded = (try? JSONParser.parse(json)) != nil
      finished.signal()
    }
    thread.stackSize = 256 * 1024
    thread.start()
    finished.wait()
    #expect(parsed.succeeded)
  }

  @Test func everyPrefixOfACorpusFileFailsCleanly() throws {
    let bytes = Array(try Data(contentsOf: DecodingCorpus.url("group-rich-text.json")))
    _ = try JSONParser.parse(bytes)
    let closingBrace = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
    for length in 0...closingBrace {
      // Cut before its closing brace, the document is never valid.
      let prefix = Array(bytes[0..<length])
      #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(prefix) }
    }
  }

  /// A corrupted sample either decodes, and then renders, or is rejected with every problem
  /// located; a syntax error is never reported before the line of the first changed byte (the
  /// text before it is the valid sample's).
  @Test func survivesRandomCorruption() throws {
    let original = Array(try Data(contentsOf: DecodingCorpus.url("media-gallery.json")))
    let renderer = try ConversationRenderer(theme: ThemeLoader.defaultTheme())
    var generator = SplitMix64(seed: 42)
    var outcomes = (rendered: 0, syntax: 0, invalid: 0)
    for _ in 0..<400 {
      var bytes = original
      var changed: [Int] = []
      for _ in 0..<(1 + Int(generator.next() % 4)) {
        let index = Int(generator.next() % UInt64(bytes.count))
        bytes[index] = UInt8(truncatingIfNeeded: generator.next())
        changed.append(index)
      }
      let parses = (try? JSONParser.parse(bytes)) != nil
      let firstChangedLine = 1 + bytes[..<changed.min()!].count { $0 == UInt8(ascii: "\n") }
      switch ConversationDecoder.decode(Data(bytes)) {
      case .success(let decoded):
        let result = try renderer.render(
          decoded.conversation, options: TestSupport.patientOptions(scale: 1), media: .empty)
        #expect(!result.pages.isEmpty && result.pages.allSatisfy { !$0.png.isEmpty })
        outcomes.rendered += 1
      case .failure(.syntax(let error)):
        #expect(!parses, "the decoder rejects as malformed what the parser reads")
        #expect(error.location.line >= firstChangedLine, "\(error) before line \(firstChangedLine)")
        outcomes.syntax += 1
      case .failure(.invalid(let issues)):
        #expect(parses && !issues.isEmpty)
        let unlocated = issues.filter { $0.location == nil && !$0.message.hasPrefix("and ") }
        #expect(unlocated.isEmpty, "problems without a place: \(unlocated)")
        outcomes.invalid += 1
      }
    }
    // The seed gives all three outcomes; a change that made every input fail the same way would show.
    #expect(outcomes.rendered > 0 && outcomes.syntax > 0 && outcomes.invalid > 0, "\(outcomes)")
  }
}

/// Written by one thread before it signals a semaphore, read by another after waiting on it.
private final class ResultBox: @unchecked Sendable {
  var succeeded = false
}

/// A small deterministic random number generator, so failures can be reproduced.
private struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
