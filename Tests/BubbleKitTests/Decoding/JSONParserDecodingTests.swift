import Foundation
import Testing

@testable import BubbleKit

@Suite("JSON parser: valid input")
struct JSONParserDecodingTests {
  @Test func parsesScalars() throws {
    #expect(try JSONParser.parse("null").value == .null)
    #expect(try JSONParser.parse("true").value == .bool(true))
    #expect(try JSONParser.parse("false").value == .bool(false))
    #expect(try JSONParser.parse("\"hi\"").value == .string("hi"))
    #expect(try JSONParser.parse(" 42 ").value == .number(42, isInteger: true))
  }

  @Test(arguments: [
    ("0", 0.0, true), ("-0", -0.0, true), ("-12", -12, true), ("1.5", 1.5, false),
    ("1e3", 1000, false), ("2.5E-3", 0.0025, false), ("1E+2", 100, false),
    ("123456789012345", 123_456_789_012_345, true),
    ("12345678901234567890", 12_345_678_901_234_567_168, true), ("1e-400", 0, false),
    ("-9007199254740993", -9_007_199_254_740_992, true),
  ])
  func parsesNumbers(literal: String, value: Double, isInteger: Bool) throws {
    #expect(try JSONParser.parse(literal).value == .number(value, isInteger: isInteger))
  }

  @Test func decodesEscapes() throws {
    let node = try JSONParser.parse(#""a\"b\\c\/d\be\ff\ng\rh\ti\u00e9\u4E2D\uD83D\uDE00\u0000""#)
    #expect(node.value == .string("a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti\u{E9}中😀\u{0}"))
  }

  @Test func keepsUTF8TextAsWritten() throws {
    let text = "周六 ☀️ مرحبا 👨‍👩‍👧‍👦"
    #expect(try JSONParser.parse("\"\(text)\"").value == .string(text))
  }

  @Test func allowsDeleteCharacterInStrings() throws {
    #expect(try JSONParser.parse("\"a\u{7F}b\"").value == .string("a\u{7F}b"))
  }

  @Test func keepsMemberOrderAndLocations() throws {
    let json = """
      {
        "b": 1,
        "a": [true, null],
        "c": {"d": "x"}
      }
      """
    let root = try JSONParser.parse(json)
    guard case .object(let members) = root.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a", "c"])
    #expect(root.location == JSONLocation(line: 1, column: 1))
    #expect(members[0].keyLocation == JSONLocation(line: 2, column: 3))
    #expect(members[0].value.location == JSONLocation(line: 2, column: 8))
    #expect(root["a"]?[1]?.location == JSONLocation(line: 3, column: 15))
    #expect(root["c"]?["d"]?.location == JSONLocation(line: 4, column: 14))
    #expect(root["c"]?["d"]?.value == .string("x"))
  }

  @Test func countsColumnsInUnicodeScalars() throws {
    // "é" is 2 bytes, "中" 3 and "😀" 4, but each is one column.
    let root = try JSONParser.parse(#"["é中😀", 1]"#)
    #expect(root[1]?.location == JSONLocation(line: 1, column: 9))
  }

  @Test func countsLinesForLFCRLFAndCR() throws {
    let root = try JSONParser.parse("[1,\r\n2,\r3,\n 4]")
    #expect(root[1]?.location == JSONLocation(line: 2, column: 1))
    #expect(root[2]?.location == JSONLocation(line: 3, column: 1))
    #expect(root[3]?.location == JSONLocation(line: 4, column: 2))
  }

  @Test func acceptsByteOrderMarkWithoutCountingIt() throws {
    let root = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
    #expect(root.location == JSONLocation(line: 1, column: 1))
    #expect(root["a"]?.location == JSONLocation(line: 1, column: 7))
  }

  @Test func parsesFromData() throws {
    let root = try JSONParser.parse(Data(#"{"a": [1, 2]}"#.utf8))
    #expect(root["a"]?[1]?.value == .number(2, isInteger: true))
  }

  @Test func allowsNestingUpToTheLimit() throws {
    let depth = JSONParser.maxNestingDepth
    let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    var node = try JSONParser.parse(json)
    for _ in 1..<depth { node = try #require(node[0]) }
    #expect(node.value == .array([]))
  }

  @Test func acceptsManyKeysAndDetectsDuplicatesAmongThem() throws {
    let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let root = try JSONParser.parse("{\(members)}")
    #expect(root["k99"]?.value == .number(99, isInteger: true))
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse("{\(members), \"k42\": 0}") }
  }

  @Test func parsesALargeDocumentQuickly() throws {
    // About 5 MB on one line, the worst case for column counting.
    let message = #"{"id": "m", "from": "alice", "time": 1763600000, "text": "héllo wörld 😀"},"#
    let json = "[" + String(repeating: message, count: 60_000) + "null]"
    let bytes = Array(json.utf8)
    #expect(bytes.count > 4_500_000)
    let start = ContinuousClock.now
    let root = try JSONParser.parse(bytes)
    let elapsed = ContinuousClock.now - start
    #expect(root[59_999]?["text"]?.value == .string("héllo wörld 😀"))
    // Generous so that debug builds pass too; release builds take a fraction of a second.
    #expect(elapsed < .seconds(20))
  }
}
