import Foundation
import Testing

@testable import BubbleKit

/// The renderer's compressed strips: a page drawn again, or with a message appended, draws only
/// the strips that changed, and writes the bytes a fresh renderer writes.
@Suite struct StripCacheTests {
  static func conversation(messages count: Int, from first: Int = 0) throws -> Conversation {
    let messages = (0..<count).map { index in
      #"{ "id": "\#(index)", "from": "\#(index % 3 == 0 ? "me" : "ann")", "time": "2024-05-01T10:\#(String(format: "%02d", index % 60)):00Z", "text": "Message \#(index) 東京駅で待ってる 👍" }"#
    }
    let json =
      #"{ "me": "me", "participants": [{ "id": "me" }, { "id": "ann" }], "messages": [\#(messages.joined(separator: ","))] }"#
    return try TestSupport.conversation(json)
  }

  static func render(_ conversation: Conversation, with renderer: ConversationRenderer, options: RenderOptions)
    throws -> RenderResult
  {
    try renderer.render(conversation, options: options, media: .empty)
  }

  @Test func aSecondRenderDrawsNoStrip() throws {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let conversation = try Self.conversation(messages: 60)
    let first = try Self.render(conversation, with: renderer, options: TestSupport.patient(RenderOptions()))
    let second = try Self.render(conversation, with: renderer, options: TestSupport.patient(RenderOptions()))
    #expect(first.statistics.stripsDrawn > 5 && first.statistics.stripsReused == 0, "\(first.statistics)")
    #expect(second.statistics.stripsDrawn == 0, "\(second.statistics)")
    #expect(second.statistics.stripsReused == first.statistics.stripsDrawn)
    #expect(second.pages.map(\.png) == first.pages.map(\.png))
  }

  @Test(arguments: [1, 2])
  func anAppendedMessageRedrawsTheLastStripsOnly(threads: Int) throws {
    let options = TestSupport.patient(RenderOptions(threads: threads))
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    _ = try Self.render(Self.conversation(messages: 80), with: renderer, options: options)
    let appended = try Self.conversation(messages: 81)
    let again = try Self.render(appended, with: renderer, options: options)
    let fresh = try Self.render(
      appended, with: try ConversationRenderer(theme: try TestSupport.defaultTheme()), options: options)
    #expect(again.pages.map(\.png) == fresh.pages.map(\.png), "reused strips must give a fresh render's bytes")
    #expect(again.statistics.stripsDrawn <= 3, "\(again.statistics)")
    #expect(again.statistics.stripsReused >= fresh.statistics.stripsDrawn - 3)
  }

  @Test func otherOptionsDrawAgain() throws {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let conversation = try Self.conversation(messages: 20)
    let base = try Self.render(conversation, with: renderer, options: TestSupport.patient(RenderOptions()))
    for options in [
      TestSupport.patient(RenderOptions(scale: 3)), TestSupport.patient(RenderOptions(width: 391)),
      TestSupport.patient(RenderOptions(pngCompressionLevel: 6)),
    ] {
      let changed = try Self.render(conversation, with: renderer, options: options)
      #expect(changed.statistics.stripsReused == 0, "\(options)")
      let fresh = try Self.render(
        conversation, with: try ConversationRenderer(theme: try TestSupport.defaultTheme()), options: options)
      #expect(changed.pages.map(\.png) == fresh.pages.map(\.png))
    }
    #expect(
      try Self.render(conversation, with: renderer, options: TestSupport.patient(RenderOptions())).pages.map(\.png)
        == base.pages.map(\.png))
  }

  /// A strip that ended a page's stream is not reused inside a page, nor the other way round:
  /// the same rows at the same offsets are a page's bottom strip when the page ends there.
  @Test func aStripEndingAPageIsNotReusedInsideOne() throws {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let conversation = try Self.conversation(messages: 60)
    let whole = try Self.render(conversation, with: renderer, options: TestSupport.patient(RenderOptions()))
    let strips = PageStrips(
      page: 0..<whole.pages[0].pixelHeight, cuts: whole.layout.rowGaps(scale: 2), pixelWidth: 780
    ).ranges
    let end = try #require(strips.map(\.upperBound).first { $0 >= 1000 && $0 < whole.pages[0].pixelHeight })
    let options = TestSupport.patient(RenderOptions(maxPageHeight: end))
    let paged = try Self.render(conversation, with: renderer, options: options)
    #expect(paged.pages.count > 1 && paged.pages[0].pixelHeight == end)
    #expect(paged.statistics.stripsReused > 0)
    let fresh = try Self.render(
      conversation, with: try ConversationRenderer(theme: try TestSupport.defaultTheme()), options: options)
    #expect(paged.pages.map(\.png) == fresh.pages.map(\.png))
  }

  @Test func theCacheKeepsItsBytesBound() {
    var cache = LeastRecentlyUsed<Int, String>(capacity: 100)
    for key in 0..<50 { cache.insert("\(key)", for: key, cost: 30) }
    #expect(cache.totalCost < 200 && cache.totalCost >= 90, "\(cache.totalCost)")
    #expect(cache.value(for: 49) == "49" && cache.value(for: 0) == nil)
    cache.insert("big", for: 1000, cost: 500)
    #expect(cache.totalCost <= 200, "an entry above the capacity is forgotten at once: \(cache.totalCost)")
  }

  @Test func aReplacedEntryCostsWhatItsNewValueCosts() {
    var cache = LeastRecentlyUsed<Int, String>(capacity: 100)
    cache.insert("long", for: 1, cost: 30)
    cache.insert("short", for: 1, cost: 10)
    cache.insert("other", for: 2, cost: 5)
    #expect(cache.count == 2 && cache.totalCost == 15)
    #expect(cache.value(for: 1) == "short")
  }
}
