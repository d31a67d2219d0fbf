import Foundation
import Testing

@testable import BubbleKit

/// The buttons under an AI assistant's answer: under the last answer of a run only, never under
/// the user's messages, and none in a theme without them.
struct AnswerActionsTests {
  static let conversation = """
    { "me": "me", "participants": [{ "id": "me" }, { "id": "ai" }],
      "messages": [{ "id": "1", "from": "me", "text": "Two answers, please." },
                   { "id": "2", "from": "ai", "text": { "markdown": "First **answer**." } },
                   { "id": "3", "from": "ai", "text": { "markdown": "Second answer." } },
                   { "id": "4", "from": "me", "text": "Thanks." },
                   { "id": "5", "from": "ai", "text": "You're welcome." }] }
    """

  /// The ids of the messages with the button row under them (message rows are in the
  /// conversation's order), and the row's buttons.
  static func rows(in theme: String) async throws -> [(id: String, actions: [AnswerAction])] {
    let renderer = try ConversationRenderer(theme: try ThemeLoader.load(theme))
    let layout = await TestSupport.layout(
      try TestSupport.conversation(conversation), renderer: renderer, options: TestSupport.patientOptions(scale: 1))
    let messageRows = layout.rows.compactMap { $0.row as? MessageRowLayout }
    #expect(messageRows.count == 5)
    return messageRows.enumerated().compactMap { index, row -> (String, [AnswerAction])? in
      let actions = row.outside.compactMap { ($0.layout as? BelowBubbleLayout)?.node as? AnswerActionsLayout }.first
      return actions.map { (String(index + 1), $0.actions) }
    }
  }

  @Test func underTheLastAnswerOfEachRun() async throws {
    let rows = try await Self.rows(in: "chatgpt")
    #expect(rows.map(\.id) == ["3", "5"])
    #expect(rows.first?.actions == [.copy, .thumbsUp, .thumbsDown, .readAloud, .regenerate])
    #expect(try await Self.rows(in: "claude").first?.actions == [.copy, .thumbsUp, .thumbsDown, .regenerate])
  }

  @Test func noneInABubbleTheme() async throws {
    #expect(try await Self.rows(in: "telegram").isEmpty)
  }
}
