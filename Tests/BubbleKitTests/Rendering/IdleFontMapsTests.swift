import BubbleCore
import Foundation
import Testing

@testable import BubbleGraphics

/// A font system made after another of the same fonts ended takes its Pango font map (issue 31):
/// fontconfig's matches and the loaded faces are kept, shaped texts are not, and nothing drawn
/// changes. Each test names a configuration of its own (an emoji family no other test uses), so
/// tests running beside it cannot take its maps.
@Suite struct IdleFontMapsTests {
  static func configuration(_ name: String) -> (families: [String], xml: String) {
    let families = ["Idle Font Maps Test \(name) \(UUID().uuidString)"]
    return (families, FontConfiguration.xml(pinning: PinnedFonts.all, emojiFamilies: families))
  }

  static let text = StyledText(
    "Gate 7 收到 🚀 مرحبا", font: FontSpec(families: ["Noto Sans"], size: 16), color: .black)

  @Test func aNewFontSystemTakesTheMapOfOneThatEndedButNotItsShapedTexts() throws {
    let (families, xml) = Self.configuration("reuse")
    var first: FontSystem? = try FontSystem(pinning: PinnedFonts.all, emojiFamilies: families)
    let map = try #require(first).fontMap
    let shapedFirst = try #require(first).shape(Self.text, maxWidth: 200)
    let runsFirst = try #require(first).fontRuns(of: Self.text)
    first = nil
    #expect(IdleFontMaps.count(of: xml) == 1, "the ended font system's map is kept")
    let second = try FontSystem(pinning: PinnedFonts.all, emojiFamilies: families)
    #expect(second.fontMap == map)
    #expect(IdleFontMaps.count(of: xml) == 0)
    #expect(second.shapedTextCount == 0)
    let shapedSecond = second.shape(Self.text, maxWidth: 200)
    #expect(second.shapedTextCount == 1, "shaped again, not found in the ended system's cache")
    #expect(shapedSecond !== shapedFirst)
    #expect(shapedSecond.size == shapedFirst.size)
    #expect(second.fontRuns(of: Self.text) == runsFirst)
  }

  @Test func anotherConfigurationGetsAMapOfItsOwn() throws {
    let (ended, endedXML) = Self.configuration("ended")
    var first: FontSystem? = try FontSystem(pinning: PinnedFonts.all, emojiFamilies: ended)
    let map = try #require(first).fontMap
    first = nil
    let (other, _) = Self.configuration("other")
    let second = try FontSystem(pinning: PinnedFonts.all, emojiFamilies: other)
    #expect(second.fontMap != map)
    #expect(IdleFontMaps.count(of: endedXML) == 1)
  }

  @Test func atMostAFewMapsAreKeptPerConfiguration() throws {
    let (families, xml) = Self.configuration("bounded")
    var systems: [FontSystem] = try (0..<(IdleFontMaps.keptPerConfiguration + 3)).map { _ in
      try FontSystem(pinning: PinnedFonts.all, emojiFamilies: families)
    }
    #expect(Set(systems.map(\.fontMap)).count == systems.count, "maps in use are never shared")
    systems.removeAll()
    #expect(IdleFontMaps.count(of: xml) == IdleFontMaps.keptPerConfiguration)
  }
}
