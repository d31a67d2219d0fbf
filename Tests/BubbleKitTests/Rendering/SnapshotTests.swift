import BubbleKit
import Foundation
import Testing

/// Each focused rule and each text-centric sample, rendered and compared with
/// its reference in Snapshots/.
@Suite struct SnapshotTests {
  @Test(arguments: [
    ("grouping", SnapshotFixtures.grouping),
    ("footer-inline-and-wrapped", SnapshotFixtures.footer),
    ("big-emoji", SnapshotFixtures.bigEmoji),
    ("right-to-left", SnapshotFixtures.rightToLeft),
    ("rich-segments", SnapshotFixtures.richSegments),
    ("long-words", SnapshotFixtures.longWords),
    ("dividers-replies-reactions", SnapshotFixtures.dividers),
  ])
  func focusedCase(name: String, json: String) throws {
    // Times show in their own offsets (no --timezone), as by default.
    let result = try TestSupport.render(try TestSupport.conversation(json))
    #expect(result.pages.count == 1)
    try Snapshot.assertMatches(result.pages[0].png, named: name)
  }

  @Test(arguments: ["direct-basics", "group-rich-text", "scripts-and-emoji", "media-gallery"])
  func corpusSample(name: String) throws {
    let result = try TestSupport.render(try TestSupport.corpusConversation(name))
    #expect(result.pages.count == 1)
    try Snapshot.assertMatches(result.pages[0].png, named: "corpus-" + name)
  }

  @Test func scaleOneAndThreeKeepTheLayout() throws {
    let conversation = try TestSupport.conversation(SnapshotFixtures.footer)
    let one = try TestSupport.render(conversation, options: RenderOptions(scale: 1))
    let three = try TestSupport.render(conversation, options: RenderOptions(scale: 3))
    #expect(one.pages[0].pixelWidth == 390)
    #expect(three.pages[0].pixelWidth == 1170)
    #expect(one.layout.dump == three.layout.dump)
    try Snapshot.assertMatches(three.pages[0].png, named: "footer-scale-3")
  }
}
