import BubbleKit
import BubbleSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The `bubblePNG` and `bubbleLayout` strategies, end to end through swift-snapshot-testing's
/// `verifySnapshot` in a throwaway snapshot folder.
@Suite struct ConversationStrategyTests {
  static func snapshot<Format>(_ conversation: Conversation, as strategy: Snapshotting<Conversation, Format>) throws
    -> Format
  {
    var taken: Format?
    strategy.snapshot(conversation).run { taken = $0 }
    return try #require(taken)
  }

  @Test func aPNGSnapshotIsTheRenderersImage() async throws {
    let conversation = try TestSupport.conversation(PNGDiffingTests.chat)
    let options = TestSupport.patient(RenderOptions(scale: 1))
    let data = try Self.snapshot(conversation, as: .bubblePNG(theme: try TestSupport.defaultTheme(), options: options))
    let rendered = try await TestSupport.render(conversation, options: options)
    #expect(data == Data(rendered.pages[0].png))
    // By name, the same theme.
    #expect(try Self.snapshot(conversation, as: .bubblePNG(theme: "default", options: options)) == data)
  }

  @Test func pagesAreStackedIntoOneImage() async throws {
    let conversation = try TestSupport.conversation(SnapshotFixtures.grouping)
    let whole = try Self.snapshot(conversation, as: .bubblePNG(options: TestSupport.patient(RenderOptions(scale: 1))))
    let paged = TestSupport.patient(RenderOptions(scale: 1, maxPageHeight: 256))
    let pages = try await TestSupport.render(conversation, options: paged, baseDirectory: nil).pages
    try #require(pages.count > 1)
    let stacked = try Self.snapshot(conversation, as: .bubblePNG(options: paged))
    let image = try #require(RasterImage.decodePNG([UInt8](stacked)))
    #expect(image.height == pages.reduce(0) { $0 + $1.pixelHeight })
    #expect(Diffing<Data>.bubblePNG(channelTolerance: 0).diffV2(whole, stacked) == nil)
  }

  @Test func verifySnapshotRecordsThenMatchesThenCatchesAOneColumnChange() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let conversation = try TestSupport.conversation(PNGDiffingTests.chat)
    let strategy = Snapshotting<Conversation, Data>.bubblePNG(
      options: TestSupport.patient(RenderOptions(scale: 1)),
      artifactsDirectory: folder.appendingPathComponent("failures"),
      artifactName: "chat")
    func verify(_ record: SnapshotTestingConfiguration.Record) -> String? {
      verifySnapshot(
        of: conversation, as: strategy, named: "chat", record: record, snapshotDirectory: folder.path,
        testName: "strategy")
    }
    let recorded = try #require(verify(.missing), "a missing reference is recorded, and that fails")
    #expect(recorded.contains("No reference was found on disk"))
    let reference = folder.appendingPathComponent("strategy.chat.png")
    #expect(FileManager.default.fileExists(atPath: reference.path))
    #expect(verify(.never) == nil)

    let original = [UInt8](try Data(contentsOf: reference))
    let (width, height) = try PNGDiffingTests.size(original)
    try Data(try PNGDiffingTests.columnChanged(original)).write(to: reference)
    let failure = try #require(verify(.never))
    #expect(failure.contains("Snapshot \"chat\" does not match reference"), "\(failure)")
    #expect(failure.contains("\(height) of \(width * height) pixels differ"), "\(failure)")
    #expect(failure.contains("within x=200 y=0 w=1 h=\(height)"), "\(failure)")
    let diffPath = folder.appendingPathComponent("failures/chat.diff.png").path
    #expect(failure.contains(diffPath), "\(failure)")
    #expect(FileManager.default.fileExists(atPath: diffPath))
  }

  @Test func theLayoutTextListsEveryRowAndPart() async throws {
    let conversation = try TestSupport.conversation(PNGDiffingTests.chat)
    let text = try Self.snapshot(conversation, as: .bubbleLayout)
    #expect(
      text == """
        conversation 390 x 129 pt, frames rounded to 1 pt
        date_separator "March 1, 2026" y=8 h=36
          date_separator x=142 y=14 w=107 h=24
        message 1 incoming single y=44 h=34
          bubble x=12 y=44 w=230 h=34
          text x=23 y=50 w=172 h=22
          footer x=203 y=57 w=28 h=15
        message 2 outgoing single y=85 h=34
          bubble x=201 y=85 w=177 h=34
          text x=212 y=91 w=100 h=22
          footer x=320 y=98 w=47 h=15

        """)
  }

  @Test func layoutPrecisionAndTheme() async throws {
    let conversation = try TestSupport.conversation(PNGDiffingTests.chat)
    let half = try Self.snapshot(conversation, as: .bubbleLayout(precision: 0.5))
    #expect(half.hasPrefix("conversation 390 x 129.5 pt, frames rounded to 0.5 pt\n"))
    #expect(half.contains("\n  text x=212 y=91.5 w=100.5 h=22\n"))
    // Scale does not change the layout.
    let three = try Self.snapshot(
      conversation, as: .bubbleLayout(options: TestSupport.patient(RenderOptions(scale: 3)), precision: 0.5))
    #expect(three == half)
    // A missing theme is reported in the text, so it cannot match a real layout.
    let broken = try Self.snapshot(conversation, as: .bubbleLayout(theme: "no-such-theme"))
    #expect(broken.contains("the layout failed") && broken.contains("no-such-theme"))
  }
}
