import BubbleKit
import Foundation
import Testing

@Suite struct DeterminismTests {
  @Test func sameInputSamePixels() async throws {
    let conversation = try TestSupport.corpusConversation("scripts-and-emoji")
    let first = try await TestSupport.render(conversation).pages[0].png
    let second = try await TestSupport.render(conversation).pages[0].png
    #expect(first == second)
  }

  /// One renderer per task (Pango font maps are not thread-safe); parallel
  /// renders must match a serial one.
  @Test func parallelRenderersAgree() async throws {
    let conversation = try TestSupport.corpusConversation("group-rich-text")
    let serial = try await TestSupport.render(conversation).pages[0].png
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<4 {
        group.addTask { try await TestSupport.render(conversation).pages[0].png }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(results.count == 4)
    for png in results { #expect(png == serial) }
  }

  @Test func tallConversationsSplitIntoPages() async throws {
    let messages = (0..<120).map { index in
      #"{ "id": "\#(index)", "from": "\#(index % 3 == 0 ? "me" : "ann")", "text": "Message number \#(index) with some words" }"#
    }
    let json =
      #"{ "me": "me", "participants": [{ "id": "me" }, { "id": "ann" }], "messages": [\#(messages.joined(separator: ","))] }"#
    let result = try await TestSupport.render(
      try TestSupport.conversation(json), options: TestSupport.patient(RenderOptions(maxPageHeight: 2000)))
    #expect(result.pages.count > 1)
    let total = result.pages.reduce(0) { $0 + $1.pixelHeight }
    #expect(total == Int((result.layout.height * 2).rounded(.up)))
    for page in result.pages { #expect(page.pixelHeight <= 2000) }
  }
}
