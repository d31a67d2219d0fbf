import Foundation
import Testing

@testable import BubbleKit

/// Polls as each app draws them (issue 14): WhatsApp's radio circles, counts and tracks; Telegram's
/// percentages and bars stay the default.
@Suite struct PollBehaviourTests {
  @Test func snapshot() async throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.polls), named: "poll-whatsapp", theme: try ThemeLoader.load("whatsapp"))
  }

  @Test func whatsAppPicksTheRadioStyleAndTheDefaultKeepsBars() throws {
    #expect(try ThemeLoader.load("whatsapp").style(for: PollKind.self).style == .radio)
    #expect(try ThemeLoader.load("telegram").style(for: PollKind.self).style == .bars)
    #expect(try ThemeLoader.load("default").style(for: PollKind.self).style == .bars)
  }

  @Test func theRadioStyleCountsVotesAndFillsTracksByShare() throws {
    let theme = try ThemeLoader.load("whatsapp")
    let layout = try ConversationRenderer(theme: theme).layout(try TestSupport.conversation(Self.polls))
    let polls = layout.rows.compactMap { placed in
      (placed.row as? MessageRowLayout)?.nodes.lazy.compactMap { $0.layout as? PollRadioLayout }.first
    }
    #expect(polls.count == 2)
    let first = try #require(polls.first)
    #expect(first.options.map(\.count.text.text.string) == ["3", "2", "0"])
    #expect(first.options.map(\.share) == [0.6, 0.4, 0])
    #expect(first.hint.text.text.string == "Select one")
    // Votes adding up to more than the voters: a poll of several answers.
    #expect(polls.last?.hint.text.text.string == "Select one or more")
  }

  static let polls = """
    { "kind": "group", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann" }, { "id": "raj", "name": "Raj" }],
      "messages": [
        { "id": "p1", "from": "ann", "time": "2026-03-01T18:00:00Z",
          "media": { "type": "poll", "question": "Where should we eat on Friday?", "total_voters": 5,
            "options": [{ "text": "Noodle place", "votes": 3 }, { "text": "Pizza by the river", "votes": 2 },
                        { "text": "Cook at mine", "votes": 0 }] } },
        { "id": "p2", "from": "me", "time": "2026-03-01T18:01:00Z", "status": "read",
          "media": { "type": "poll", "question": "Which days work for you?", "total_voters": 3,
            "options": [{ "text": "Saturday", "votes": 3 }, { "text": "Sunday", "votes": 2 }] } },
        { "id": "p3", "from": "raj", "time": "2026-03-01T18:02:00Z", "text": "Noodles it is 🍜" }
      ] }
    """
}
