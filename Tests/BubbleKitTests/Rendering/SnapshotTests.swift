import BubbleKit
import Foundation
import Testing

/// Each focused rule and each text-centric sample, rendered through BubbleSnapshotTesting's
/// `bubblePNG` strategy and compared with its reference in Snapshots/; and their layouts as text
/// (`bubbleLayout`), which pins every frame without depending on how glyphs are drawn.
@Suite struct SnapshotTests {
  static let focusedCases = [
    ("grouping", SnapshotFixtures.grouping),
    ("footer-inline-and-wrapped", SnapshotFixtures.footer),
    ("big-emoji", SnapshotFixtures.bigEmoji),
    ("right-to-left", SnapshotFixtures.rightToLeft),
    ("rich-segments", SnapshotFixtures.richSegments),
    ("long-words", SnapshotFixtures.longWords),
    ("dividers-replies-reactions", SnapshotFixtures.dividers),
  ]

  static let corpusSamples = ["direct-basics", "group-rich-text", "scripts-and-emoji", "media-gallery"]

  @Test(arguments: focusedCases)
  func focusedCase(name: String, json: String) async throws {
    // Times show in their own offsets (no --timezone), as by default.
    try Snapshot.assertRender(of: try TestSupport.conversation(json), named: name)
  }

  @Test(arguments: corpusSamples)
  func corpusSample(name: String) async throws {
    try Snapshot.assertRender(of: try TestSupport.corpusConversation(name), named: "corpus-" + name)
  }

  @Test(arguments: focusedCases)
  func focusedCaseLayout(name: String, json: String) async throws {
    try Snapshot.assertLayout(of: try TestSupport.conversation(json), named: name)
  }

  @Test(arguments: corpusSamples)
  func corpusSampleLayout(name: String) async throws {
    try Snapshot.assertLayout(of: try TestSupport.corpusConversation(name), named: "corpus-" + name)
  }

  @Test func scaleOneAndThreeKeepTheLayout() async throws {
    let conversation = try TestSupport.conversation(SnapshotFixtures.footer)
    let one = try await TestSupport.render(conversation, options: TestSupport.patientOptions(scale: 1))
    let three = try await TestSupport.render(conversation, options: TestSupport.patientOptions(scale: 3))
    #expect(one.pages[0].pixelWidth == 390)
    #expect(three.pages[0].pixelWidth == 1170)
    #expect(one.layout.dump == three.layout.dump)
    try Snapshot.assertMatches(three.pages[0].png, named: "footer-scale-3")
  }
}
