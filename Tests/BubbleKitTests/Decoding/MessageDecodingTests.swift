import Foundation
import Testing

@testable import BubbleKit

@Suite("Decoding: messages")
struct MessageDecodingTests {
  @Test func decodesEveryMessageField() throws {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "me", "time": "2026-11-20T09:12:00.250+08:00", "text": "hi",
          "reply_to": "gone", "reply_preview": { "from": "Ann", "text": "old" },
          "forwarded_from": "News", "edited": true, "status": "read", "pinned": true,
          "reactions": [{ "emoji": "👍", "count": 2, "mine": true }, { "emoji": "🎉" }] }
        """)
    let message = try #require(DecodingFixture.decode(json)?.conversation.messages.first)
    #expect(
      message
        == Message(
          id: "1", from: "me",
          time: Timestamp(secondsSince1970: 1_795_137_120.25, utcOffsetSeconds: 8 * 3600),
          text: RichText(plain: "hi"), replyTo: "gone",
          replyPreview: Message.ReplyPreview(from: "Ann", text: "old"), forwardedFrom: "News",
          edited: true, status: .read,
          reactions: [
            Message.Reaction(emoji: "👍", count: 2, mine: true),
            Message.Reaction(emoji: "🎉", count: 1),
          ],
          pinned: true))
  }

  @Test func nullMeansNotGiven() throws {
    let json = DecodingFixture.document(
      messages:
        #"{ "id": "1", "from": "bob", "text": "x", "time": null, "status": null, "media": null }"#)
    let message = try #require(DecodingFixture.decode(json)?.conversation.messages.first)
    #expect(message == Message(id: "1", from: "bob", text: RichText(plain: "x")))
  }

  @Test func systemAndRecalledMessages() throws {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "type": "system", "text": "Bob joined" },
        { "id": "2", "type": "recalled", "from": "bob" },
        { "id": "3", "type": "system" }
        """)
    let decoded = try #require(DecodingFixture.decode(json))
    let messages = decoded.conversation.messages
    #expect(messages[0] == Message(id: "1", kind: .system, text: RichText(plain: "Bob joined")))
    #expect(messages[1] == Message(id: "2", kind: .recalled, from: "bob"))
    #expect(messages[2].text == RichText(plain: ""))
    #expect(
      decoded.warnings.map(\.pathAndMessage) == [
        #"messages[2]: a system message without "text" is drawn as an empty notice"#
      ])
  }

  @Test func reportsEveryMessageProblemAtOnce() {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "text": "ok" },
        { "id": "1", "from": "alice", "text": "dup" },
        { "from": "bob", "text": "no id" },
        { "id": "4", "text": "no sender" },
        { "id": "5", "type": "sticker", "from": "bob", "text": "x" },
        { "id": "6", "from": "bob" },
        { "id": "7", "from": "bob", "text": 42, "status": "seen", "edited": "yes" },
        { "id": 8, "from": "bob", "text": "x", "pinned": 1, "forwarded_from": false },
        { "id": "9", "from": "bob", "text": "x", "reply_to": "", "reply_preview": "Bob: hi" },
        "just text"
        """)
    #expect(
      DecodingFixture.errors(json) == [
        #"messages[1].id: duplicate message id "1"; already used at messages[0].id"#,
        #"messages[1].from: unknown participant "alice"; expected the id of a participant ("me", "bob")"#,
        #"messages[2].id: missing required field "id""#,
        #"messages[3].from: missing required field "from" (only a "system" message may omit it)"#,
        #"messages[4].type: unknown message type "sticker"; expected one of message, system, recalled"#,
        #"messages[5]: a message needs "text" or "media""#,
        #"messages[6].text: expected a string, an array of strings and text segments, or {"markdown": string}, "#
          + "found number",
        #"messages[6].status: unknown message status "seen"; expected one of sending, sent, delivered, read, failed"#,
        "messages[6].edited: expected true or false, found string",
        "messages[7].id: expected a non-empty string, found number",
        "messages[7].pinned: expected true or false, found number",
        "messages[7].forwarded_from: expected a string, found boolean",
        "messages[8].reply_to: expected a non-empty string",
        "messages[8].reply_preview: expected an object, found string",
        "messages[9]: expected an object, found string",
      ])
  }

  @Test func reactionProblems() {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "text": "x", "reactions": [
          { "emoji": "", "count": 0 }, { "count": 2.5, "mine": "no" }, "👍"
        ] },
        { "id": "2", "from": "bob", "text": "x", "reactions": { "👍": 1 } }
        """)
    #expect(
      DecodingFixture.errors(json) == [
        "messages[0].reactions[0].emoji: expected a non-empty string",
        "messages[0].reactions[0].count: expected an integer from 1 to 1000000000, found 0",
        #"messages[0].reactions[1].emoji: missing required field "emoji""#,
        "messages[0].reactions[1].count: expected an integer from 1 to 1000000000, found 2.5",
        "messages[0].reactions[1].mine: expected true or false, found string",
        "messages[0].reactions[2]: expected an object, found string",
        "messages[1].reactions: expected an array, found object",
      ])
  }

  @Test func messagesMustBeAnArray() {
    #expect(
      DecodingFixture.errors(#"{"participants": [], "messages": {}}"#) == [
        "messages: expected an array, found object"
      ])
  }

  @Test func unknownMessageFieldsAreWarnings() throws {
    let json = DecodingFixture.document(
      messages:
        #"{ "id": "1", "from": "bob", "text": "x", "txet": "y", "reply_preview": { "from": "A", "photo": true } }"#
    )
    let decoded = try #require(DecodingFixture.decode(json))
    #expect(
      decoded.warnings.map(\.pathAndMessage) == [
        #"messages[0].txet: unknown field "txet"; ignored"#,
        #"messages[0].reply_preview.photo: unknown field "photo"; ignored"#,
      ])
  }

  @Test func messageLimit() {
    var limits = DecodingLimits()
    limits.maxMessages = 3
    let messages = (0..<5).map { #"{ "id": "m\#($0)", "from": "bob", "text": "x" }"# }
    let json = DecodingFixture.document(
      messages: messages.joined(separator: ",") + #", { "id": "bad" }"#)
    // Only the messages within the limit are checked further.
    #expect(
      DecodingFixture.errors(json, limits: limits) == [
        "messages: has 6 items; at most 3 are allowed"
      ])
  }

  @Test func reactionLimit() {
    var limits = DecodingLimits()
    limits.maxReactionsPerMessage = 1
    let json = DecodingFixture.document(
      messages:
        #"{ "id": "1", "from": "bob", "text": "x", "reactions": [{ "emoji": "a" }, { "emoji": "b" }] }"#
    )
    #expect(
      DecodingFixture.errors(json, limits: limits) == [
        "messages[0].reactions: has 2 items; at most 1 are allowed"
      ])
  }

  @Test func decodesTenThousandMessagesQuickly() throws {
    let message =
      #"{ "id": "m%d", "from": "bob", "time": 1763600000, "text": ["hi ", { "type": "bold", "text": "there" }] }"#
    let messages = (0..<10_000).map { message.replacingOccurrences(of: "%d", with: "\($0)") }
    let json = DecodingFixture.document(messages: messages.joined(separator: ",\n"))
    let start = ContinuousClock.now
    let decoded = try #require(DecodingFixture.decode(json))
    #expect(decoded.conversation.messages.count == 10_000)
    #expect(ContinuousClock.now - start < .seconds(20))  // Generous for debug builds.
  }
}
