import BubbleKit
import Testing

/// `kinds.voice.unplayed_dot`: LINE and KakaoTalk mark no unplayed voice note, so its bubble ends
/// at the duration (a 1 pt dot stood for "none" before, and read as a stray glyph).
@Suite struct UnplayedDotTests {
  static let note = """
    { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "bo", "name": "Bo" }],
      "messages": [{ "id": "v", "from": "bo", "time": "2026-03-01T09:00:00Z",
        "media": { "type": "voice", "duration": 7 } }] }
    """

  func voiceWidth(_ theme: Theme) throws -> Double {
    let layout = try ConversationRenderer(theme: theme).layout(try TestSupport.conversation(Self.note))
    let part = layout.rows.lazy.flatMap(\.row.parts).first { $0.kind == "voice" }
    return try #require(part).frame.width
  }

  @Test func withoutTheDotTheNoteEndsAtItsDuration() throws {
    let kakao = try ThemeLoader.load("kakaotalk")
    guard case .object(var voice) = try #require(kakao.kinds?["voice"]) else {
      Issue.record("kakaotalk has no kinds.voice section")
      return
    }
    #expect(voice["unplayed_dot"] == .bool(false))
    var dotted = kakao
    voice["unplayed_dot"] = .bool(true)
    dotted.kinds?["voice"] = .object(voice)
    #expect(try voiceWidth(dotted) > voiceWidth(kakao))
  }
}
