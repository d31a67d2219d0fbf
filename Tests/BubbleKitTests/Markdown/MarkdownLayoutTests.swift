import Foundation
import Testing

@testable import BubbleKit

/// Markdown laid out in a real theme: wide tables and code kept within the room (wrapped or
/// shrunk, never cut), a long answer paged between its blocks, hostile nesting bounded.
struct MarkdownLayoutTests {
  private static func answer(_ markdown: String) throws -> Conversation {
    let escaped = String(decoding: try JSONEncoder().encode(markdown), as: UTF8.self)
    return try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ai", "name": "ChatGPT" }],
        "messages": [{ "id": "1", "from": "me", "text": "Explain" }, { "id": "2", "from": "ai", "text": { "markdown": \(escaped) } }] }
      """)
  }

  private static func layout(
    _ markdown: String, theme: String = "chatgpt", rule: WideContentRule? = nil, width: Double = 390
  ) async throws -> (ConversationLayout, MarkdownNodeLayout) {
    var loaded = try ThemeLoader.load(theme)
    if let rule {
      loaded.markdown.wideCode = rule
      loaded.markdown.wideTables = rule
    }
    let renderer = try ConversationRenderer(theme: loaded)
    var options = TestSupport.patientOptions(scale: 1)
    options.width = width
    let layout = await TestSupport.layout(try answer(markdown), renderer: renderer, options: options)
    let node = try #require(
      layout.rows.lazy.compactMap { $0.row as? MessageRowLayout }.flatMap(\.nodes).compactMap {
        $0.layout as? MarkdownNodeLayout
      }.first)
    return (layout, node)
  }

  @Test func aWideTableWrapsWithinTheRoom() async throws {
    let header = (1...8).map { "Column \($0)" }.joined(separator: " | ")
    let row = (1...8).map { "a rather long cell \($0)" }.joined(separator: " | ")
    let (_, node) = try await Self.layout(
      "| \(header) |\n|\(String(repeating: "---|", count: 8))\n| \(row) |")
    guard case .table(let table, let origin) = node.pieces.first else {
      Issue.record("no table: \(node.pieces)")
      return
    }
    #expect(origin.x + table.size.width <= 390 - 32 + 0.5, "the table is \(table.size.width) wide")
    // Every cell's words are there: wrapped onto more lines rather than cut.
    #expect(table.cells.allSatisfy { $0.text.metrics.lineCount >= 1 && !$0.text.text.string.isEmpty })
    #expect(table.cells.contains { $0.text.metrics.lineCount > 1 })
  }

  @Test func shrinkMakesWideCodeSmallerDownToItsFloor() async throws {
    let code = "```swift\n" + String(repeating: "let value = compute(", count: 6) + "\n```"
    let (_, wrapped) = try await Self.layout(code, rule: .wrap)
    let (_, shrunk) = try await Self.layout(code, rule: .shrink)
    func codeSize(_ node: MarkdownNodeLayout) -> Double? {
      node.pieces.compactMap { piece -> Double? in
        if case .text(let text, _) = piece, text.text.string.hasPrefix("let value") { return text.text.font.size }
        return nil
      }.first
    }
    let wrappedSize = try #require(codeSize(wrapped))
    let shrunkSize = try #require(codeSize(shrunk))
    #expect(shrunkSize < wrappedSize)
    #expect(shrunkSize >= wrappedSize * 0.7 - 0.001)
  }

  @Test func clipRunsCodeOnUnderItsBlocksEdge() async throws {
    let long = String(repeating: "let value = compute(", count: 6)
    let code = "```swift\n\(long)\nshort()\n```"
    let (_, node) = try await Self.layout(code, rule: .clip)
    let clipped = node.pieces.compactMap { piece -> (ShapedText, Rect)? in
      if case .clippedText(let text, _, let clip) = piece { return (text, clip) }
      return nil
    }
    let (text, clip) = try #require(clipped.first)
    // Each line whole on one line of its own, running past the block, which keeps to the column.
    #expect(text.metrics.lineCount == 2)
    #expect(text.size.width > clip.width)
    #expect(clip.maxX <= 390 - 16 + 0.5)
    // Code that fits is drawn as it is, uncut.
    let (_, fitting) = try await Self.layout("```\nshort()\n```", rule: .clip)
    #expect(!fitting.pieces.contains { if case .clippedText = $0 { true } else { false } })
  }

  @Test func widenGrowsTheBubbleUpToThePageThenWraps() async throws {
    let code = "```swift\n" + String(repeating: "let value = compute(", count: 8) + "\n```"
    let table =
      "| a | b |\n|---|---|\n| " + String(repeating: "word ", count: 30) + "| " + String(repeating: "more ", count: 30)
      + "|"
    let width = 700.0
    func bubbles(_ markdown: String, _ rule: WideContentRule) async throws -> (bubble: Rect, node: MarkdownNodeLayout) {
      let (layout, node) = try await Self.layout(markdown, theme: "telegram", rule: rule, width: width)
      let rows = layout.rows.compactMap { $0.row as? MessageRowLayout }
      return (try #require(rows.last?.bubble?.body), node)
    }
    for markdown in [code, table] {
      let (wrapped, _) = try await bubbles(markdown, .wrap)
      let (widened, node) = try await bubbles(markdown, .widen)
      #expect(widened.width > wrapped.width + 20, "widen: \(widened.width), wrap: \(wrapped.width)")
      // Up to the page beside the avatar, never past it.
      #expect(widened.minX >= 0 && widened.maxX <= width, "\(widened)")
      #expect(node.size.width <= widened.width)
    }
    // Prose keeps the bubble's usual width: only code and tables widen it.
    let prose = String(repeating: "A sentence of prose that wraps. ", count: 12)
    let (plain, _) = try await bubbles(prose, .wrap)
    let (widenedProse, _) = try await bubbles(prose, .widen)
    #expect(abs(plain.width - widenedProse.width) < 0.01)
    // Code that fits in no page still wraps: every character is drawn.
    let long = "```\n" + String(repeating: "x", count: 400) + "\n```"
    let (bubble, node) = try await bubbles(long, .widen)
    #expect(bubble.maxX <= width)
    let shaped = node.pieces.compactMap { piece -> ShapedText? in
      if case .text(let text, _) = piece, text.text.string.hasPrefix("xxx") { return text }
      return nil
    }
    #expect(try #require(shaped.first).metrics.lineCount > 1)
  }

  @Test func proseLinesAreTheThemesLineHeightApart() async throws {
    let prose = String(repeating: "Lines of prose wrap here. ", count: 20)
    for (theme, ratio) in [("chatgpt", 1.75), ("claude", 1.65)] {
      let (_, node) = try await Self.layout(prose, theme: theme)
      guard case .paragraph(let paragraph, _) = node.pieces.first else {
        Issue.record("no paragraph: \(node.pieces)")
        continue
      }
      let lines = Double(paragraph.text.metrics.lineCount)
      #expect(lines > 2)
      // 16 pt text: each line 16 x ratio tall, to Pango's unit.
      #expect(abs(paragraph.text.size.height - lines * 16 * ratio) < 0.01 * lines, "\(theme)")
    }
  }

  @Test func aLongAnswerIsPagedBetweenItsBlocks() async throws {
    let paragraphs = (1...40).map {
      "Paragraph \($0): " + String(repeating: "words that wrap in the answer ", count: 4)
    }
    let (layout, node) = try await Self.layout(paragraphs.joined(separator: "\n\n"))
    #expect(node.cuts.count == 39)
    let pageHeight = 600
    let gaps = layout.rowGaps(scale: 1)
    let inner = layout.innerCuts(scale: 1, rowsTallerThan: pageHeight)
    let pages = Paginator.pages(
      totalHeight: layout.height, cuts: gaps, innerCuts: inner, scale: 1, maxPageHeight: pageHeight)
    #expect(pages.count > 3)
    for page in pages.dropLast() {
      #expect(Set(gaps + inner).contains(page.upperBound), "page \(page) ends inside a block")
    }
  }

  @Test func hostileNestingIsLaidOutBounded() async throws {
    let deep = String(repeating: "> - ", count: 2_000) + "bottom"
    let (_, node) = try await Self.layout(deep)
    #expect(node.size.width <= 390 && node.size.height > 0)
  }
}
