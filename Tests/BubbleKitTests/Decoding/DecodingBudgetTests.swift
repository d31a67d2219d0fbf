import Foundation
import Testing

@testable import BubbleKit

/// The decoding budgets counted across a whole conversation (total text, segments) and the
/// nesting budget, each a located error; and the bounded reader every input goes through.
@Suite struct DecodingBudgetTests {
  static func messages(_ texts: [String]) -> String {
    DecodingFixture.document(
      messages: texts.enumerated().map { #"{ "id": "m\#($0)", "from": "bob", "text": \#($1) }"# }
        .joined(separator: ",\n"))
  }

  @Test func theTextOfAllMessagesTogetherHasABudget() {
    var limits = DecodingLimits()
    limits.maxTotalTextBytes = 25
    let json = Self.messages([#""ten bytes!""#, #""ten bytes!""#, #""ten bytes!""#, #""ten bytes!""#])
    // The third text passes the budget; it alone is reported.
    #expect(
      DecodingFixture.errors(json, limits: limits) == [
        "messages[2].text: the messages' texts pass 25 bytes of UTF-8 here, the budget for all of them together"
      ])
    limits.maxTotalTextBytes = 40
    #expect(DecodingFixture.decode(json, limits: limits) != nil)
  }

  @Test func segmentsOfAllMessagesTogetherHaveABudget() {
    var limits = DecodingLimits()
    limits.maxSegments = 4
    let segments = #"["a", { "type": "bold", "text": "b" }, "c"]"#
    let json = Self.messages([segments, #""plain text is not a segment""#, segments])
    #expect(
      DecodingFixture.errors(json, limits: limits) == [
        "messages[2].text: the messages' texts pass 4 segments here, the budget for all of them together"
      ])
    limits.maxSegments = 6
    #expect(DecodingFixture.decode(json, limits: limits) != nil)
  }

  @Test func nestingHasABudgetBelowTheParsersLimit() throws {
    var limits = DecodingLimits()
    limits.maxNestingDepth = 4
    let json = Self.messages([#"["a", { "type": "bold", "text": "b" }]"#])
    // Document, messages, message, text array, segment: five levels.
    guard case .failure(.syntax(let error)) = ConversationDecoder.decode(Data(json.utf8), limits: limits) else {
      Issue.record("expected a syntax error")
      return
    }
    #expect(error.message == "nesting is deeper than 4 levels")
    limits.maxNestingDepth = 5
    #expect(DecodingFixture.decode(json, limits: limits) != nil)
    // A budget above the parser's own limit is held to it.
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep, depthLimit: 1000) }
  }

  @Test func aRegularFileOverTheBudgetIsRefusedFromItsSize() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.json")
    try Data(repeating: 0x20, count: 2000).write(to: file)
    let refused = RegularFile.contents(of: file, maxBytes: 1999)
    #expect(refused == .failure(FileProblem("the file is 2000 bytes; the limit is 1999 bytes")))
    #expect((try? refused.get()) == nil && Self.overLimit(refused)?.size == 2000)
    #expect(RegularFile.contents(of: file, maxBytes: 2000) == .success(Data(repeating: 0x20, count: 2000)))
    #expect(RegularFile.contents(of: folder, maxBytes: 100) == .failure(FileProblem("not a regular file (a folder)")))
    #expect(RegularFile.contents(of: folder.appendingPathComponent("none"), maxBytes: 9) == .failure(.notFound))
    // Standard input that is a regular file is measured before it is read.
    let descriptor = open(file.path, O_RDONLY)
    defer { close(descriptor) }
    #expect(Self.overLimit(RegularFile.contents(ofOpenDescriptor: descriptor, maxBytes: 1999))?.size == 2000)
  }

  @Test func anEndlessStreamIsReadNoFurtherThanTheBudget() throws {
    // /dev/zero never ends: only a reader that stops at limit + 1 bytes returns at all.
    let zero = open("/dev/zero", O_RDONLY)
    defer { close(zero) }
    let endless = RegularFile.contents(ofOpenDescriptor: zero, maxBytes: 100_000)
    #expect(Self.overLimit(endless)?.limit == 100_000 && Self.overLimit(endless)?.size == nil)
    // Named as a file, a device is not read at all.
    #expect(
      RegularFile.contents(of: URL(fileURLWithPath: "/dev/zero"))
        == .failure(FileProblem("not a regular file (a character device)")))
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Data(repeating: 1, count: 5000))
    try pipe.fileHandleForWriting.close()
    let descriptor = pipe.fileHandleForReading.fileDescriptor
    #expect(Self.overLimit(RegularFile.contents(ofOpenDescriptor: descriptor, maxBytes: 4999))?.limit == 4999)
  }

  @Test func aPipeWithinTheBudgetIsReadToItsEnd() throws {
    let pipe = Pipe()
    try pipe.fileHandleForWriting.write(contentsOf: Data(repeating: 7, count: 5000))
    try pipe.fileHandleForWriting.close()
    let read = RegularFile.contents(ofOpenDescriptor: pipe.fileHandleForReading.fileDescriptor, maxBytes: 5000)
    #expect(read == .success(Data(repeating: 7, count: 5000)))
  }

  private static func overLimit(_ result: Result<Data, FileProblem>) -> FileProblem.OverLimit? {
    guard case .failure(let problem) = result else { return nil }
    return problem.overLimit
  }
}
