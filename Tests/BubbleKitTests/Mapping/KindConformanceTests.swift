import BubbleGraphics
import Foundation
import Testing

@testable import BubbleKit

/// Every built-in kind, as a whole unit: its example (`ContentKind.example`, in its folder)
/// decodes, reads as its summary, and is laid out and drawn in every built-in theme without a
/// warning, leaving ink where its node is.
@Suite struct KindConformanceTests {
  static let kinds = ContentNodeRegistry.builtInKinds.map { $0 as any ContentKind.Type }
  static let typeNames: [String] = ContentNodeRegistry.builtInKinds.map { $0.typeName }

  @Test(arguments: typeNames)
  func theKindsExampleDecodesSummarisesAndDrawsInEveryTheme(typeName: String) async throws {
    let registry = ContentNodeRegistry.standard
    let kind: any ContentKind.Type = try #require(registry.contentKinds.kind(named: typeName))
    let kindExample = kind.example
    let example = try #require(kindExample, "\(typeName) has no example in its folder")
    let conversation = try TestSupport.conversation(Self.conversation(media: example.media))
    let media = try #require(conversation.messages.first?.media)
    #expect(media.typeName == typeName)
    #expect(media.summary(strings: .english) == example.summary, "\(typeName) summary")

    for theme in ThemeLoader.builtInNames() {
      let loaded = try ThemeLoader.load(theme, kinds: registry.contentKinds)
      // A theme whose app keeps no message of this kind leaves it out (HiddenKindsTests).
      if loaded.media.hiddenKinds.contains(typeName) { continue }
      let renderer = try ConversationRenderer(theme: loaded)
      let options = TestSupport.patientOptions(scale: 1)
      let layout = await TestSupport.layout(conversation, renderer: renderer, options: options)
      let frames = layout.rows.compactMap { placed -> Rect? in
        // The message has its media alone: its first node is the kind's.
        guard let row = placed.row as? MessageRowLayout, let node = row.nodes.first else { return nil }
        return node.frame.offsetBy(dx: 0, dy: placed.y)
      }
      let frame = try #require(frames.first, "\(typeName) in \(theme): no message row")
      let result = try await renderer.render(conversation, options: options, baseDirectory: TestSupport.corpus)
      #expect(result.warnings.isEmpty, "\(typeName) in \(theme): \(result.warnings)")
      let png = try #require(result.pages.first).png
      let page = try #require(RasterImage.decodePNG(png))
      #expect(Self.colours(in: frame, of: page) > 1, "\(typeName) in \(theme): nothing drawn in \(frame)")
    }
  }

  @Test func everyBuiltInKindHasAnExampleAndASchema() {
    for kind in Self.kinds {
      #expect(kind.example != nil, "\(kind.typeName): add `example` in its folder")
      #expect(kind.fieldsSchema.contains("\"properties\""), "\(kind.typeName): add `fieldsSchema` in its folder")
    }
  }

  static func conversation(media: String) -> String {
    """
    { "format": "bubbles/1", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "ana", "name": "Ana" }],
      "messages": [{ "id": "m1", "from": "ana", "time": "2026-05-02T08:01:00+02:00", "media": \(media) }] }
    """
  }

  /// How many different colours the page has inside `frame` (points at scale 1).
  static func colours(in frame: Rect, of page: RasterImage) -> Int {
    let pixels = page.argbPixels()
    let xs = max(0, Int(frame.minX))..<min(page.width, Int(frame.maxX.rounded(.up)))
    let ys = max(0, Int(frame.minY))..<min(page.height, Int(frame.maxY.rounded(.up)))
    var seen = Set<UInt32>()
    for y in ys { for x in xs { seen.insert(pixels[y * page.width + x]) } }
    return seen.count
  }
}
