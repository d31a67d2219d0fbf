import Foundation
import Testing

@testable import BubbleKit

/// Memory per input byte in the JSON reader (issue 24): what the decoder will not keep is
/// scanned and validated but never built, and a budget counts the values that are built.
@Suite struct JSONValueBudgetTests {
  /// `count` tiny values, `[0,0,...]`: about two bytes each, the costliest input per byte.
  static func tinyValues(_ count: Int) -> String {
    "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]"
  }

  static func limits(maxValues: Int) -> DecodingLimits {
    var limits = DecodingLimits.default
    limits.maxValues = maxValues
    return limits
  }

  @Test func unknownFieldsOfManyValuesAreScannedNotBuilt() throws {
    // 300,000 values in unknown fields, at the top level and in a message; a budget of 100 values
    // lets the document through, so they were never built.
    let json = DecodingFixture.document(
      messages: #"{ "id": "1", "from": "bob", "text": "hi", "extra": { "rows": \#(Self.tinyValues(100_000)) } }"#,
      extra: #""attachments": \#(Self.tinyValues(200_000)),"#)
    let decoded = try #require(DecodingFixture.decode(json, limits: Self.limits(maxValues: 100)))
    #expect(decoded.conversation.messages.map(\.text?.plainText) == ["hi"])
    #expect(
      decoded.warnings.map(\.pathAndMessage) == [
        #"attachments: unknown field "attachments"; ignored"#,
        #"messages[0].extra: unknown field "extra"; ignored"#,
      ])
  }

  @Test func autoDetectionReadsAnOutlineAndTheImporterWhatItKeeps() throws {
    let json = DecodingFixture.document(
      messages: #"{ "id": "1", "from": "bob", "text": "hi" }"#, extra: #""attachments": \#(Self.tinyValues(200_000)),"#)
    let imported = try ConversationImport.importConversation(
      Data(json.utf8), options: ImportOptions(limits: Self.limits(maxValues: 100))
    ).get()
    #expect(imported.format == .bubbles)
    #expect(imported.conversation.messages.count == 1)
  }

  @Test func moreValuesThanTheBudgetIsALocatedErrorAtItsPath() {
    // Values counted in document order: the root, "participants" and its one object with its
    // "id" (4), "messages" (5), then 4 per message (the object, "id", "from", "text"): the
    // 51st is message 11's "id".
    let messages = (0..<20).map { #"{ "id": "m\#($0)", "from": "ann", "text": "hi" }"# }
    let json = #"{ "participants": [{ "id": "ann" }], "messages": [\#(messages.joined(separator: ", "))] }"#
    let errors = DecodingFixture.errors(json, limits: Self.limits(maxValues: 50))
    #expect(
      errors == [
        "messages[11].id: more than 50 values in the document (the limit; --max-values raises it); "
          + "unknown fields are not counted"
      ])
  }

  @Test(arguments: [
    (#"[1, 2,]"#, "trailing commas are not allowed"),
    (#"{"a": 01}"#, "leading zero"),
    (#""\x""#, "escape"),
    (#"[[[[[[[[[[1]]]]]]]]]]"#, "nesting is deeper than 8 levels"),
    (#"{"a" 1}"#, "expected ':' after object key"),
  ])
  func whatIsSkippedIsStillValidated(value: String, problem: String) {
    var limits = DecodingLimits.default
    limits.maxNestingDepth = 8
    let json = DecodingFixture.document(messages: "", extra: #""skipped": \#(value),"#)
    guard case .failure(.syntax(let error)) = ConversationDecoder.decode(Data(json.utf8), limits: limits) else {
      Issue.record("an unknown field holding \(value) decoded")
      return
    }
    #expect(error.message.contains(problem), "\(error)")
  }

  @Test func aDuplicateOfASkippedMemberIsStillAnError() {
    let json = DecodingFixture.document(messages: "", extra: #""x": [1], "x": 2,"#)
    guard case .failure(.syntax(let error)) = ConversationDecoder.decode(Data(json.utf8)) else {
      Issue.record("a duplicate unknown key decoded")
      return
    }
    #expect(error.message.contains(#"duplicate key "x""#), "\(error)")
  }

  @Test func anOutlineKeepsFourLevelsAndEachArraysFirstElement() throws {
    let root = try JSONParser.parse(
      #"{"a": [{"b": {"c": [1, 2]}}, 3], "d": {"e": {"f": {"g": {"h": 1}}}}}"#.utf8.map { $0 },
      keeping: .outline(depth: 4))
    #expect(root["a"]?[0]?["b"]?["c"] != nil)
    #expect(root["a"]?[0]?["b"]?["c"]?[0] == nil, "a fifth level: kept, but empty")
    #expect(root["a"]?[1] == nil, "the second element is scanned, not kept")
    #expect(root["d"]?["e"]?["f"]?["g"] != nil)
    #expect(root["d"]?["e"]?["f"]?["g"]?["h"]?.value == .null, "below the outline: a placeholder")
  }
}
