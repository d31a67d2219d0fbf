import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// Pages drawn and handed over one at a time, the page and pixel budgets, and the render's
/// deadline, checked between stages, rows and pages.
@Suite struct RenderBudgetTests {
  static func chat(_ count: Int) throws -> Conversation {
    let messages = (0..<count).map { #"{ "id": "m\#($0)", "from": "ann", "text": "Message number \#($0)" }"# }
    return try TestSupport.conversation(
      #"{ "participants": [{ "id": "ann" }], "messages": [\#(messages.joined(separator: ","))] }"#)
  }

  @Test func pagesComeOneAtATimeAndMatchTheWholeRender() throws {
    let conversation = try Self.chat(40)
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let options = RenderOptions(scale: 1, maxPageHeight: 256)
    var stream = try renderer.pages(conversation, options: options, media: .empty)
    // Laid out and paginated, nothing drawn yet.
    #expect(stream.pageCount > 3)
    #expect(stream.statistics.draw == .zero && stream.statistics.encode == .zero)
    var pages: [RenderedPage] = []
    while let page = try stream.next() {
      #expect(page.pixelHeight <= 256)
      pages.append(page)
    }
    #expect(pages.count == stream.pageCount)
    #expect(try stream.next() == nil)
    #expect(pages.map(\.pixelHeight).reduce(0, +) == Int(stream.layout.height.rounded(.up)))
    let whole = try renderer.render(conversation, options: options, media: .empty)
    #expect(whole.pages.map(\.png) == pages.map(\.png))
  }

  @Test func pagesAreSplitToStayUnderThePixelBudget() throws {
    let conversation = try Self.chat(30)
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    var options = RenderOptions(width: 2000, scale: 3, maxPageHeight: 32767)
    options.budget.maxPagePixels = 2_000_000
    let result = try renderer.render(conversation, options: options, media: .empty)
    #expect(result.pages.count > 1)
    for page in result.pages {
      #expect(page.pixelWidth == 6000)
      #expect(page.pixelWidth * page.pixelHeight <= 2_000_000)
    }
  }

  @Test func moreThanTheBudgetedPagesIsAnError() throws {
    let conversation = try Self.chat(40)
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    var options = RenderOptions(scale: 1, maxPageHeight: 256)
    options.budget.maxPages = 2
    #expect {
      _ = try renderer.pages(conversation, options: options, media: .empty)
    } throws: { error in
      guard case .overBudget(let exceeded) = error as? RenderError else { return false }
      return exceeded.budget == .pages && exceeded.description.contains("the budget is 2 pages")
    }
    // One-pixel pages: refused from the height alone, before any page is listed.
    options.budget.maxPagePixels = 1
    #expect(throws: RenderError.self) { try renderer.pages(conversation, options: options, media: .empty) }
  }

  @Test func aPassedDeadlineFailsTheRenderAtTheNextStage() async throws {
    let conversation = try Self.chat(5)
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    var options = RenderOptions()
    options.budget.renderTime = .zero
    await #expect {
      _ = try await renderer.render(conversation, options: options, baseDirectory: nil)
    } throws: { error in
      guard case .overBudget(let exceeded) = error as? RenderError else { return false }
      return exceeded.budget == .renderTime
        && exceeded.description == "the render took longer than its budget of 0 s (resolving media)"
    }
    // What is left of a command's time is rarely round: said in tenths of a second.
    #expect(Deadline.seconds(.milliseconds(59_984)) == "60 s")
    #expect(Deadline.seconds(.milliseconds(1_540)) == "1.5 s")
    let screens = try ScreenRenderer(theme: try TestSupport.defaultTheme())
    await #expect(throws: RenderError.self) {
      _ = try await screens.render(
        conversation, screen: ScreenOptions(size: Size(width: 390, height: 844)), options: options, baseDirectory: nil)
    }
  }

  @Test func layoutAndDrawingStopBetweenRowsPastTheDeadline() throws {
    let conversation = try Self.chat(30)
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let theme = try TestSupport.defaultTheme()
    let items = Presenter.present(conversation, settings: renderer.presentationSettings(RenderOptions()))
    let layout = { (deadline: Deadline?) in
      ConversationLayoutBuilder.layout(
        items, theme: theme, styles: renderer.styles, width: 390, registry: .standard, measurer: try FontSystem(),
        media: .empty, wallpaper: nil, deadline: deadline)
    }
    #expect(try layout(nil).rows.count == items.count)
    #expect(try layout(Deadline(after: .zero)).rows.isEmpty)
  }

  @Test func aScreenOverThePixelBudgetIsAnError() throws {
    let renderer = try ScreenRenderer(theme: try TestSupport.defaultTheme())
    var options = RenderOptions(scale: 3)
    options.budget.maxPagePixels = 2_000_000
    #expect {
      _ = try renderer.render(
        try Self.chat(2), screen: ScreenOptions(size: Size(width: 390, height: 844)), options: options, media: .empty)
    } throws: { error in
      guard case .overBudget(let exceeded) = error as? RenderError else { return false }
      return exceeded.description == "a screen of 1170 x 2532 px is over the budget of 2 megapixels per image"
    }
  }

  @Test func streamedPagesArePublishedAllOrNothing() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let urls = (1...3).map { folder.appendingPathComponent("page-\($0).png") }
    // A failure after two pages: nothing published, no temporary file left.
    let failed = StagedOutput(beside: urls[0])
    try failed.stage([0])
    try failed.stage([1])
    failed.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no page, no temporary file")
    // Each page is on disk (under a temporary name) as soon as it is staged; then all are renamed.
    let staging = StagedOutput(beside: urls[0])
    for index in 0..<3 {
      try staging.stage([UInt8(index)])
      let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".partial") }
      #expect(written.count == index + 1)
      #expect(!FileManager.default.fileExists(atPath: urls[index].path))
    }
    try staging.publish(to: urls)
    #expect(try urls.map { [UInt8](try Data(contentsOf: $0)) } == [[0], [1], [2]])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3)
  }
}
