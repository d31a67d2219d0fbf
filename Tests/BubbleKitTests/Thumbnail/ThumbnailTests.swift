import BubbleKit
import Foundation
import Testing

/// `ConversationRenderer.thumbnail`: exactly the box's pixels, the fit's end of the chat in whole
/// rows, short chats at their edge, sizes out of range refused.
@Suite struct ThumbnailTests {
  @Test(arguments: [(320, 320), (16, 16), (2048, 64), (64, 2048), (200, 500), (333, 121)], ThumbnailFit.allCases)
  func imageIsExactlyTheBox(size: (width: Int, height: Int), fit: ThumbnailFit) async throws {
    let conversation = try TestSupport.corpusConversation("group-rich-text")
    let thumbnail = try await ThumbnailFixtures.thumbnail(conversation, size.width, size.height, fit: fit)
    let image = try ThumbnailFixtures.image(thumbnail.png)
    #expect(image.width == size.width && image.height == size.height)
    #expect(thumbnail.size == ThumbnailSize(pixelWidth: size.width, pixelHeight: size.height))
    #expect(thumbnail.frame.scale == Double(size.width) / 390)
  }

  @Test func endShowsTheLastMessagesInWholeRows() async throws {
    let conversation = try TestSupport.conversation(ThumbnailFixtures.numbered(60))
    let thumbnail = try await ThumbnailFixtures.thumbnail(conversation, 320, 320, fit: .end)
    let rows = thumbnail.layout.rows
    #expect(thumbnail.frame.rows.upperBound == rows.count)
    #expect(thumbnail.frame.rows.lowerBound > 0, "a 60-message chat does not fit 320 px")
    #expect(thumbnail.frame.rows.count < rows.count / 4, "only the rows that show are drawn")
    try expectWhole(thumbnail)
    // The row just above the first one shown would have been cut: it is left out, not squeezed.
    let above = rows[thumbnail.frame.rows.lowerBound - 1]
    #expect(thumbnail.frame.contentTop + above.y < 0)
    // The theme's bottom padding stays below the last bubble.
    let theme = try TestSupport.defaultTheme()
    let lastBottom = (thumbnail.frame.contentTop + rows[rows.count - 1].maxY) * thumbnail.frame.scale
    #expect(abs(320 - lastBottom - theme.canvas.paddingBottom * thumbnail.frame.scale) <= 0.5)
  }

  @Test func startShowsTheFirstMessagesInWholeRows() async throws {
    let conversation = try TestSupport.conversation(ThumbnailFixtures.numbered(60))
    let thumbnail = try await ThumbnailFixtures.thumbnail(conversation, 320, 320, fit: .start)
    #expect(thumbnail.frame.rows.lowerBound == 0)
    #expect(thumbnail.frame.rows.upperBound < thumbnail.layout.rows.count)
    #expect(thumbnail.frame.contentTop == 0)
    try expectWhole(thumbnail)
  }

  @Test func endAndStartDrawDifferentMessages() async throws {
    let conversation = try TestSupport.conversation(ThumbnailFixtures.numbered(60))
    let renderer = try ThumbnailFixtures.renderer()
    let end = try await ThumbnailFixtures.thumbnail(conversation, 320, 320, fit: .end, renderer: renderer)
    let start = try await ThumbnailFixtures.thumbnail(conversation, 320, 320, fit: .start, renderer: renderer)
    #expect(end.png != start.png)
    #expect(end.frame.rows.overlaps(start.frame.rows) == false)
  }

  @Test(arguments: ThumbnailFit.allCases)
  func shortChatSitsAtItsFitsEdgeOnTheBackground(fit: ThumbnailFit) async throws {
    let conversation = try TestSupport.conversation(ThumbnailFixtures.single)
    let thumbnail = try await ThumbnailFixtures.thumbnail(conversation, 320, 480, fit: fit)
    #expect(thumbnail.frame.rows == thumbnail.layout.rows.indices)
    let image = try ThumbnailFixtures.image(thumbnail.png)
    let pixels = image.argbPixels()
    let background = pixels[0]
    let rowIsBackground = { (y: Int) in
      pixels[(y * image.width)..<((y + 1) * image.width)].allSatisfy { $0 == background }
    }
    // The chat's far side is background only: the top for .end, the bottom for .start.
    let farSide = fit == .end ? 0..<200 : 280..<480
    #expect(farSide.allSatisfy(rowIsBackground))
    let nearSide = fit == .end ? 280..<480 : 0..<200
    #expect(!nearSide.allSatisfy(rowIsBackground), "the message is drawn at the \(fit) edge")
    if fit == .end {
      #expect(thumbnail.frame.contentTop > 0)
    } else {
      #expect(thumbnail.frame.contentTop == 0)
    }
  }

  @Test(arguments: ThumbnailFit.allCases)
  func aRowTallerThanTheBoxIsDrawnCut(fit: ThumbnailFit) async throws {
    let long = String(repeating: "A long message that wraps over many lines. ", count: 40)
    let conversation = try TestSupport.conversation(
      """
      {
        "format": "bubbles/1", "kind": "direct", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "sam", "name": "Sam" }],
        "messages": [{ "id": "1", "from": "sam", "time": "2026-03-02T09:00:00Z", "text": "\(long)" }]
      }
      """)
    let thumbnail = try await ThumbnailFixtures.thumbnail(conversation, 320, 64, fit: fit)
    let nearest = fit == .end ? thumbnail.layout.rows.count - 1 : 0
    #expect(thumbnail.frame.rows == nearest..<nearest + 1)
  }

  @Test func sameInputGivesTheSameBytes() async throws {
    let conversation = try TestSupport.corpusConversation("scripts-and-emoji")
    let first = try await ThumbnailFixtures.thumbnail(conversation, 320, 320)
    let second = try await ThumbnailFixtures.thumbnail(conversation, 320, 320)
    let again = try await ThumbnailFixtures.thumbnail(
      conversation, 320, 320, renderer: try ThumbnailFixtures.renderer())
    #expect(first.png == second.png && first.png == again.png)
  }

  @Test(arguments: [(15, 320), (320, 15), (2049, 320), (320, 2049), (0, 0), (-1, 100), (Int.max, 320)])
  func sizesOutOfRangeAreRefused(size: (width: Int, height: Int)) async throws {
    let conversation = try TestSupport.conversation(ThumbnailFixtures.single)
    let error = await #expect(throws: RenderError.self) {
      _ = try await ThumbnailFixtures.thumbnail(conversation, size.width, size.height)
    }
    guard case .invalidOptions(let message) = error else {
      Issue.record("expected invalidOptions, got \(String(describing: error))")
      return
    }
    let side = (16...2048).contains(size.width) ? "height" : "width"
    let value = side == "width" ? size.width : size.height
    #expect(message.contains("the thumbnail \(side) must be between 16 and 2048 pixels, not \(value)"), "\(message)")
  }

  @Test func optionsOutOfRangeAreRefused() async throws {
    let conversation = try TestSupport.conversation(ThumbnailFixtures.single)
    let error = await #expect(throws: RenderError.self) {
      _ = try await ThumbnailFixtures.thumbnail(
        conversation, 320, 320, options: TestSupport.patient(RenderOptions(width: 50)))
    }
    #expect(String(describing: error!).contains("width must be between 200 and 2000 points, not 50.0"))
  }

  @Test func sizeParsing() {
    #expect(ThumbnailSize(parsing: "320x240") == ThumbnailSize(pixelWidth: 320, pixelHeight: 240))
    #expect(ThumbnailSize(parsing: "320X240") == ThumbnailSize(pixelWidth: 320, pixelHeight: 240))
    for bad in ["320", "320x", "x240", "320x240x1", "3.5x240", "320 x 240", "", "٣٢٠x240"] {
      #expect(ThumbnailSize(parsing: bad) == nil, "\(bad)")
    }
    #expect(ThumbnailSize(pixelWidth: 16, pixelHeight: 2048).rangeProblems().isEmpty)
    #expect(ThumbnailSize(pixelWidth: 8, pixelHeight: 4096).rangeProblems(name: "--thumbnail").count == 2)
  }

  /// Every row drawn lies wholly inside the box.
  private func expectWhole(_ thumbnail: RenderedThumbnail, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let frame = thumbnail.frame
    let boxHeight = Double(thumbnail.size.pixelHeight) / frame.scale
    for index in frame.rows {
      let row = thumbnail.layout.rows[index]
      #expect(frame.contentTop + row.y >= 0, "row \(index) is cut at the top", sourceLocation: sourceLocation)
      #expect(
        frame.contentTop + row.maxY <= boxHeight, "row \(index) is cut at the bottom", sourceLocation: sourceLocation)
    }
  }
}
