import BubbleKit
import Foundation
import Testing

/// The files a request hands over stop at `RenderBudget.maxOutputBytes`: the file that passes it
/// is never handed over, so a caller writing them never writes past it.
@Suite(.serialized) struct OutputBytesBudgetTests {
  static func images(maxOutputBytes: Int) async throws -> RenderedImages {
    var request = TestSupport.patient(
      RenderRequest(job: .pages, style: RenderStyle(scale: 1, maxPageHeight: 400), encoding: .png))
    request.budget.maxOutputBytes = maxOutputBytes
    return try await Pipeline().render(
      request,
      input: RenderInput(try TestSupport.corpusConversation("media-gallery"), baseDirectory: TestSupport.corpus))
  }

  @Test func theFileThatPassesTheBudgetIsNotHandedOver() async throws {
    var whole = try await Self.images(maxOutputBytes: .max)
    let files = try whole.all()
    try #require(files.count >= 3)
    // Room for the first two files and half the third.
    let budget = files[0].count + files[1].count + files[2].count / 2
    var limited = try await Self.images(maxOutputBytes: budget)
    #expect(try limited.next() == files[0])
    #expect(try limited.next() == files[1])
    #expect {
      try limited.next()
    } throws: { error in
      guard case RenderError.overBudget(let exceeded) = error else { return false }
      return exceeded.budget == .outputBytes && exceeded.description.contains("pass the budget of")
    }
  }
}
