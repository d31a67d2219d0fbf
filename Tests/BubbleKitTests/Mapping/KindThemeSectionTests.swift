import BubbleKit
import Foundation
import OrderCardExample
import Testing

/// Content kinds own their theme keys: `kinds.<type>` in a theme file, laid over the kind's
/// defaults, checked against the registered kinds.
@Suite struct KindThemeSectionTests {
  private let orderJSON = """
    { "me": "me", "participants": [{ "id": "me" }, { "id": "shop" }], "messages": [
      { "id": "o1", "from": "shop", "time": "2026-05-01T10:00:00Z", "media": { "type": "order_card",
        "order_id": "A-1042", "title": "Trail shoes", "items": 2, "total": "¥598.00", "status": "Shipped" } }
    ] }
    """

  private func theme(_ kinds: String) throws -> Theme {
    try ThemeLoader.decode(Data(#"{ "name": "t", "extends": "default", "kinds": \#(kinds) }"#.utf8), source: "t.json")
  }

  private func cardWidth(in theme: Theme) throws -> String? {
    let conversation = try ConversationDecoder.decode(Data(orderJSON.utf8), kinds: OrderCard.registry.contentKinds)
      .get().conversation
    let renderer = try ConversationRenderer(theme: theme, registry: OrderCard.registry)
    let dump = renderer.layout(conversation).dump
    let line = dump.split(separator: "\n").first { $0.contains("order_card") }
    return line?.split(separator: " ").first { $0.hasPrefix("w=") }.map(String.init)
  }

  @Test func aKindReadsItsSectionOverItsDefaults() throws {
    #expect(try theme("{}").style(for: OrderCardKind.self) == OrderCardKind.defaultStyle)
    let wide = try theme(#"{ "order_card": { "max_width": 300 } }"#)
    #expect(wide.style(for: OrderCardKind.self).maxWidth == 300)
    #expect(wide.style(for: OrderCardKind.self).accentBarWidth == 3)
    #expect(try cardWidth(in: ThemeLoader.defaultTheme()) == "w=240")
    #expect(try cardWidth(in: wide) == "w=300")
  }

  @Test func sectionsAreCheckedAgainstTheRegisteredKinds() throws {
    let kinds = OrderCard.registry.contentKinds
    #expect(try theme(#"{ "order_card": { "max_width": 300 } }"#).kindSectionProblems(kinds: kinds).isEmpty)
    let unknownKind = try theme(#"{ "order_crad": {} }"#).kindSectionProblems(kinds: kinds)
    #expect(unknownKind.count == 1 && unknownKind[0].hasPrefix("kinds.order_crad: no content kind of that type"))
    #expect(unknownKind.first?.contains("order_card") == true)
    let unknownKey = try theme(#"{ "order_card": { "max_wdth": 300 } }"#).kindSectionProblems(kinds: kinds)
    #expect(unknownKey == ["kinds.order_card.max_wdth: unknown key of the order_card kind"])
    let wrongType = try theme(#"{ "order_card": { "max_width": "wide" } }"#).kindSectionProblems(kinds: kinds)
    #expect(wrongType == ["kinds.order_card.max_width: expected a number"])
  }

  @Test func sectionsOfKindsWithoutKeysAreUnknownKeys() throws {
    let problems = try theme(#"{ "audio": { "radius": 4 } }"#)
      .kindSectionProblems(kinds: ContentNodeRegistry.standard.contentKinds)
    #expect(problems == ["kinds.audio.radius: unknown key of the audio kind"])
  }

  @Test func loadingWithTheKindsLocatesProblemsInTheFile() {
    let json = #"{ "kinds": { "order_card": { "max_width": "wide" } } }"#
    #expect {
      try ThemeLoader.decode(Data(json.utf8), source: "t.json", kinds: OrderCard.registry.contentKinds)
    } throws: { error in
      "\(error)".contains("kinds.order_card.max_width (line 1, column 43): expected a number, found string")
    }
    // Without the kinds, a section of a kind that is not built in is left for later.
    #expect(throws: Never.self) { try ThemeLoader.decode(Data(json.utf8), source: "t.json") }
    #expect {
      try ThemeLoader.decode(
        Data(#"{ "kinds": { "order_crad": {} } }"#.utf8), source: "t.json", kinds: OrderCard.registry.contentKinds)
    } throws: { error in
      "\(error)".contains("kinds.order_crad (line 1, column 14): no content kind of that type; kinds: image,")
    }
  }
}
