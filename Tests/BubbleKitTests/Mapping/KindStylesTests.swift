import BubbleKit
import Foundation
import Testing

/// Kinds' styles are decoded once per renderer, not per node: layout reads a table.
@Suite struct KindStylesTests {
  @Test func aRendererDecodesEachKindsSectionOnceAndLayoutOnlyReadsIt() throws {
    var registry = ContentNodeRegistry.standard
    registry.register(BadgeKind.self)
    let theme = try ThemeLoader.decode(
      Data(#"{ "kinds": { "badge": { "size": 30 } } }"#.utf8), source: "t.json", kinds: registry.contentKinds)
    let messages = (1...40).map { index in
      #"{ "id": "b\#(index)", "from": "bob", "time": "2026-05-01T10:00:00Z", "media": { "type": "badge" } }"#
    }
    let json =
      #"{ "me": "me", "participants": [{ "id": "me" }, { "id": "bob" }], "messages": [\#(messages.joined(separator: ", "))] }"#
    let conversation = try ConversationDecoder.decode(Data(json.utf8), kinds: registry.contentKinds).get().conversation

    let before = badgeDecodes.count
    let renderer = try ConversationRenderer(theme: theme, registry: registry)
    #expect(badgeDecodes.count == before + 1, "decoded when the renderer is made")
    let dump = renderer.layout(conversation).dump
    #expect(dump.components(separatedBy: "badge x=").count - 1 == 40)
    #expect(dump.contains("w=30 h=30"))
    #expect(badgeDecodes.count == before + 1, "40 nodes laid out without decoding again")
    #expect(renderer.styles.style(for: BadgeKind.self) == theme.style(for: BadgeKind.self))
    #expect(badgeDecodes.count == before + 2, "Theme.style(for:) decodes on every call")
  }

  @Test func theTableGivesWhatTheThemeSays() throws {
    let kinds = ContentNodeRegistry.standard.contentKinds
    for name in ThemeLoader.builtInNames() {
      let theme = try ThemeLoader.load(name)
      let styles = KindStyles(theme: theme, kinds: kinds)
      #expect(styles.style(for: ImageKind.self) == theme.style(for: ImageKind.self), "\(name)")
      #expect(styles.style(for: CallKind.self) == theme.style(for: CallKind.self), "\(name)")
      #expect(styles.style(for: RedPacketKind.self) == theme.style(for: RedPacketKind.self), "\(name)")
    }
    // A kind outside the table is decoded on the read; an invalid section gives the defaults.
    var theme = try ThemeLoader.load("wechat")
    #expect(KindStyles(theme: theme).style(for: ImageKind.self).maxWidth == 180)
    theme.kinds = ["image": .object(["max_width": .string("wide")])]
    #expect(KindStyles(theme: theme, kinds: kinds).style(for: ImageKind.self) == ImageKind.defaultStyle)
  }
}

/// How often `BadgeKind.Style` was decoded.
private final class DecodeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() { lock.withLock { value += 1 } }
  var count: Int { lock.withLock { value } }
}

private let badgeDecodes = DecodeCounter()

/// A square badge whose size is its theme key; its style counts its decodes.
private enum BadgeKind: RenderableContentKind {
  static let typeName = "badge"
  static let defaultStyle = Style(size: 20)

  struct Style: ContentStyle {
    var size: Double

    init(size: Double) { self.size = size }

    init(from decoder: any Decoder) throws {
      badgeDecodes.increment()
      enum Keys: String, CodingKey { case size }
      size = try decoder.container(keyedBy: Keys.self).decode(Double.self, forKey: .size)
    }
  }

  struct Badge: Sendable, Hashable {}

  static func decode(_ fields: ObjectReader) -> Badge { Badge() }
  static func encode(_ badge: Badge, to fields: ObjectWriter) {}
  static func summary(of badge: Badge, strings: PresentationStrings) -> String { "Badge" }
  static func node(for badge: Badge, in message: PresentedMessage) -> (any ContentNode)? { BadgeNode() }
}

private struct BadgeNode: ContentNode {
  var placement: NodePlacement { .inset }

  func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let side = context.style(for: BadgeKind.self).size
    return BadgeLayout(size: Size(width: side, height: side))
  }
}

private struct BadgeLayout: NodeLayout {
  var size: Size
  var kind: String { "badge" }
  func draw(in rect: Rect, context: DrawContext) {}
}
