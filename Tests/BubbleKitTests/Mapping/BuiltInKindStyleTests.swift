import BubbleKit
import Foundation
import Testing

/// The built-in kinds own their theme keys as a user's kind does: `kinds.voice` in a theme file,
/// defaults in the kind's `Style`, checked when a theme loads, decoded once per renderer.
@Suite struct BuiltInKindStyleTests {
  private static let defaultJSON = TestSupport.packageRoot.appendingPathComponent("Themes/default.json")

  /// Sections of kinds are checked against the kinds given: BubbleCore does not know BubbleKit's.
  private func theme(_ json: String) throws -> Theme {
    try ThemeLoader.decode(Data(json.utf8), source: "t.json", kinds: ContentNodeRegistry.standard.contentKinds)
  }

  // MARK: Defaults

  /// A kind's defaults are its `defaultStyle` alone: default.json keeps no copy of them.
  @Test func defaultJSONHasNoKindsSection() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.defaultJSON)) as? [String: Any])
    #expect(object["kinds"] == nil)
  }

  /// The theme reference lists each kind's keys from its folder (`Style.keyReference`): every
  /// key, under a title, and no key the style lacks.
  @Test(arguments: ContentNodeRegistry.builtInKinds.map { $0 as any ContentKind.Type })
  func eachKindDescribesItsKeysInItsFolder(_ kind: any ContentKind.Type) throws {
    func check<Kind: ContentKind>(_ kind: Kind.Type) throws {
      let encoder = JSONEncoder()
      encoder.keyEncodingStrategy = .convertToSnakeCase
      let defaults = try #require(
        try JSONSerialization.jsonObject(with: encoder.encode(Kind.defaultStyle)) as? [String: Any])
      #expect(Set(Kind.Style.keyReference.map(\.key)) == Set(defaults.keys), "kinds.\(Kind.typeName)")
      #expect(defaults.isEmpty || !Kind.Style.referenceTitle.isEmpty, "kinds.\(Kind.typeName) has a title")
    }
    try check(kind)
  }

  // MARK: Themes

  @Test func appThemesSetTheirKindsSections() throws {
    let wechat = try ThemeLoader.load("wechat")
    #expect(wechat.style(for: ImageKind.self).maxWidth == 180)
    #expect(wechat.style(for: ImageKind.self).minHeight == 60)
    #expect(wechat.style(for: VoiceKind.self).style == .glyph)
    #expect(try ThemeLoader.load("whatsapp").style(for: VoiceKind.self) == VoiceKind.defaultStyle)
    let dark = try ThemeLoader.load("telegram-dark")
    #expect(dark.style(for: CallKind.self).missedColor == RGBColor(hex: "#EB5545"))
    #expect(dark.style(for: CallKind.self).arrowSize == 10)
    #expect(dark.style(for: LocationKind.self).pin == RGBColor(hex: "#EB5545"))
  }

  @Test func extendsMergesKindSectionsKeyByKey() throws {
    let mine = try theme(
      #"{ "extends": "wechat", "kinds": { "image": { "max_width": 200 }, "link_preview": { "padding": { "left": 2 } } } }"#
    )
    let image = mine.style(for: ImageKind.self)
    #expect(image.maxWidth == 200 && image.maxHeight == 220 && image.minWidth == 60)
    let preview = mine.style(for: LinkPreviewKind.self)
    #expect(preview.barWidth == 0 && preview.radius == 4, "wechat's")
    #expect(preview.padding == EdgeInsets(top: 4, left: 2, bottom: 6, right: 8))
  }

  @Test func theDefaultThemeLeavesKindsToTheirDefaults() throws {
    let theme = try ThemeLoader.defaultTheme()
    #expect(theme.kinds == nil, "the kinds' own defaults fill the gaps")
    #expect(theme.style(for: PollKind.self) == PollKind.defaultStyle)
  }

  // MARK: Checking

  @Test func aTypoInABuiltInSectionIsAnErrorWithItsLocation() throws {
    let json = """
      {
        "kinds": {
          "voice": { "bar_widht": 4 }
        }
      }
      """
    let kinds = ContentNodeRegistry.standard.contentKinds
    let expected = "kinds.voice.bar_widht (line 3, column 16): unknown key; expected one of bar_gap, bar_width,"
    #expect {
      try ThemeLoader.decode(Data(json.utf8), source: "t.json", kinds: kinds)
    } throws: { error in
      "\(error)".contains(expected)
    }
    // And from a file, as `bubbles --theme FILE` loads it.
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("typo.json")
    try Data(json.utf8).write(to: file)
    #expect {
      try ThemeLoader.load(file.path, kinds: kinds)
    } throws: { error in
      "\(error)".contains(expected)
    }
  }

  @Test func wrongTypesAndBadColoursInABuiltInSectionAreErrors() {
    #expect {
      try theme(#"{ "kinds": { "voice": { "bar_width": "wide" } } }"#)
    } throws: { error in
      "\(error)".contains("kinds.voice.bar_width (line 1, column 38): expected a number, found string")
    }
    #expect {
      try theme(##"{ "kinds": { "call": { "missed_color": "#GGG" } } }"##)
    } throws: { error in
      "\(error)".contains(##"kinds.call.missed_color (line 1, column 40): expected a colour like "#RRGGBB""##)
    }
    #expect {
      try theme(#"{ "kinds": { "location": { "text_insets": 4 } } }"#)
    } throws: { error in
      "\(error)".contains("kinds.location.text_insets (line 1, column 43): expected an object, found number")
    }
  }

  @Test func sectionProblemsNameTheKeyPath() throws {
    var theme = try ThemeLoader.defaultTheme()
    let kinds = ContentNodeRegistry.standard.contentKinds
    theme.kinds = ["voice": .object(["bar_width": .string("wide")])]
    #expect(theme.kindSectionProblems(kinds: kinds) == ["kinds.voice.bar_width: expected a number"])
    theme.kinds = ["voice": .object(["bar_widht": .number(4)])]
    #expect(theme.kindSectionProblems(kinds: kinds) == ["kinds.voice.bar_widht: unknown key of the voice kind"])
    // A fraction where a built-in kind wants a whole number is out of its key's range, located.
    #expect {
      try ThemeLoader.decode(
        Data(#"{ "kinds": { "voice": { "flat_level": 2.5 } } }"#.utf8), source: "t.json", kinds: kinds)
    } throws: { error in
      "\(error)".contains("kinds.voice.flat_level (line 1, column 39): expected a whole number from 0 to 31, found 2.5")
    }
    // What only decoding sees: a fraction where a kind's own key, unknown to the ranges, is whole.
    var registry = ContentNodeRegistry.standard
    registry.register(QuietVoiceKind.self)
    #expect {
      try ThemeLoader.decode(
        Data(#"{ "kinds": { "voice": { "steps": 2.5 } } }"#.utf8), source: "t.json", kinds: registry.contentKinds)
    } throws: { error in
      "\(error)".contains("kinds.voice.steps: expected a whole number")
    }
  }

  /// A registry may replace a built-in kind by one with keys of its own: its sections are
  /// checked against that kind, not against the built-in one.
  @Test func aReplacedBuiltInKindBringsItsOwnKeys() throws {
    var registry = ContentNodeRegistry.standard
    registry.register(QuietVoiceKind.self)
    let json = #"{ "kinds": { "voice": { "loudness": 2 } } }"#
    let theme = try ThemeLoader.decode(Data(json.utf8), source: "t.json", kinds: registry.contentKinds)
    #expect(theme.style(for: QuietVoiceKind.self).loudness == 2)
    #expect(try ThemeLoader.load("default", kinds: registry.contentKinds).kinds == nil)
    #expect(throws: ThemeError.self) { try self.theme(json) }
  }
}

/// A voice kind with a key of its own, replacing the built-in one.
private enum QuietVoiceKind: RenderableContentKind {
  static let typeName = "voice"
  static let defaultStyle = Style()

  struct Style: ContentStyle {
    var loudness = 1.0
    var steps = 3
  }

  static func decode(_ fields: ObjectReader) -> VoiceMedia { VoiceKind.decode(fields) }
  static func encode(_ voice: VoiceMedia, to fields: ObjectWriter) { VoiceKind.encode(voice, to: fields) }
  static func summary(of voice: VoiceMedia, strings: PresentationStrings) -> String { "Voice" }
  static func node(for voice: VoiceMedia, in message: PresentedMessage) -> (any ContentNode)? { nil }
}
