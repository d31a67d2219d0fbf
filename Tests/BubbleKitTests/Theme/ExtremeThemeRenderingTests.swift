import BubbleKit
import Foundation
import Testing

/// A theme with every number at the top of its range, and one with every number at the bottom,
/// still render conversations, screens and an inbox: the ranges are chosen so that no value in
/// them traps a conversion, loops without end or hands Pango or Cairo a size they refuse.
@Suite struct ExtremeThemeRenderingTests {
  enum End: String, CaseIterable, Sendable {
    case minimum, maximum
  }

  /// default.json with every number replaced by its range's `end`.
  static func theme(at end: End) throws -> Theme {
    let json = Self.json(ThemeTestKey.defaultThemeObject(), path: "") { path in
      let range = ThemeNumberRange.forKey(path)
      return "\(end == .minimum ? range.minimum : range.maximum)"
    }
    return try ThemeLoader.decode(Data(json.utf8), source: "\(end.rawValue).json")
  }

  @Test(arguments: End.allCases)
  func conversationsRenderInBoundedPages(_ end: End) async throws {
    let renderer = try ConversationRenderer(theme: try Self.theme(at: end))
    let options = TestSupport.patientOptions(scale: 1)
    for name in DecodingCorpus.names {
      let conversation = try TestSupport.corpusConversation(String(name.dropLast(".json".count)))
      let result = try await renderer.render(conversation, options: options, baseDirectory: TestSupport.corpus)
      #expect(!result.pages.isEmpty, "\(name)")
      #expect(result.pages.allSatisfy { $0.pixelWidth == 390 && $0.pixelHeight <= options.maxPageHeight }, "\(name)")
      #expect(result.layout.height.isFinite && result.layout.rows.allSatisfy { $0.y.isFinite && $0.maxY.isFinite })
    }
  }

  @Test(arguments: End.allCases)
  func everyScreenStateRenders(_ end: End) async throws {
    let theme = try Self.theme(at: end)
    let conversation = try TestSupport.conversation(ScreenFixtures.short)
    for mode in InputBarMode.allCases {
      let screen = try await ScreenFixtures.render(
        conversation, mode: mode, draft: ScreenFixtures.longDraft, theme: theme)
      #expect(screen.pixelWidth == 780 && screen.pixelHeight == 1688, "\(mode)")
    }
  }

  @Test(arguments: End.allCases)
  func theInboxRenders(_ end: End) async throws {
    let rendered = try await InboxRenderer(theme: try Self.theme(at: end)).render(
      try InboxSnapshotTests.exampleInbox(), options: TestSupport.patientOptions(scale: 1))
    #expect(rendered.pixelWidth == 390 && rendered.pixelHeight == 844)
    #expect(rendered.layout.rows.count <= 10)
  }

  /// A theme built in code, past every range: the loader would refuse it, but nothing checks a
  /// `Theme` value a program makes, so layout and drawing must not trap or hang on it either
  /// (clamped at the graphics boundary). Conversations are laid out, not drawn: rows 1e300 points
  /// tall make more pages than any budget allows.
  @Test(arguments: [1e300, -1e300, 0])
  func aThemeBuiltInCodePastEveryRangeNeitherTrapsNorHangs(_ value: Double) async throws {
    // Whole-number keys are `Int`s: the integer limit of the same sign.
    let integer = value == 0 ? "0" : value > 0 ? "\(Int.max)" : "\(Int.min)"
    let json = Self.json(ThemeTestKey.defaultThemeObject(), path: "") { path in
      ThemeNumberRange.forKey(path).isWhole ? integer : "\(value)"
    }
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let theme = try decoder.decode(Theme.self, from: Data(json.utf8))
    let renderer = try ConversationRenderer(theme: theme)
    for name in DecodingCorpus.names {
      let conversation = try TestSupport.corpusConversation(String(name.dropLast(".json".count)))
      let layout = await TestSupport.layout(conversation, renderer: renderer)
      #expect(!layout.rows.isEmpty)
    }
    let short = try TestSupport.conversation(ScreenFixtures.short)
    for mode in InputBarMode.allCases {
      let screen = try await ScreenFixtures.render(short, mode: mode, draft: "A draft", theme: theme)
      #expect(screen.pixelWidth == 780, "\(mode)")
    }
    let inbox = try await InboxRenderer(theme: theme).render(
      try InboxSnapshotTests.exampleInbox(), options: TestSupport.patientOptions())
    #expect(inbox.pixelWidth == 780)
  }

  /// `node` written back as JSON, each number replaced by `number(path)`.
  static func json(_ node: JSONNode, path: String, number: (String) -> String) -> String {
    switch node.value {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number: return number(path)
    case .string(let text): return quoted(text)
    case .array(let elements):
      let items = elements.enumerated().map { json($1, path: "\(path)[\($0)]", number: number) }
      return "[" + items.joined(separator: ", ") + "]"
    case .object(let members):
      let items = members.map { member in
        quoted(member.key) + ": "
          + json(member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)", number: number)
      }
      return "{" + items.joined(separator: ", ") + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
  }
}
