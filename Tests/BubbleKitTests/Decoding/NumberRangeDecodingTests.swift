import Foundation
import Testing

@testable import BubbleKit

/// Numbers of a conversation or an inbox far outside their range (Int64.max, 1e300) are located
/// errors that state the range (issue 11), never accepted and never a trap later.
@Suite("Decoding: number ranges") struct NumberRangeDecodingTests {
  static let int64Max = "9223372036854775807"

  @Test func hugeCountsSizesAndDurationsStateTheirRange() {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "text": "hi", "reactions": [{ "emoji": "👍", "count": \(Self.int64Max) }] },
        { "id": "2", "from": "bob", "media": { "type": "poll", "question": "Q", "total_voters": 1e300, "options": [{ "text": "A", "votes": \(Self.int64Max) }] } },
        { "id": "3", "from": "bob", "media": { "type": "file", "name": "a", "size": \(Self.int64Max) } },
        { "id": "4", "from": "bob", "media": { "type": "voice", "duration": 1e300 } },
        { "id": "5", "from": "bob", "media": { "type": "video", "duration": 31536000.5 } },
        { "id": "6", "from": "bob", "media": { "type": "audio", "duration": 1e300 } },
        { "id": "7", "from": "bob", "time": \(Self.int64Max), "text": "late" }
        """)
    #expect(
      DecodingFixture.errors(json) == [
        "messages[0].reactions[0].count: expected an integer from 1 to 1000000000, found 9.223372036854776e+18",
        "messages[1].media.total_voters: expected an integer from 0 to 1000000000, found 1e+300",
        "messages[1].media.options[0].votes: expected an integer from 0 to 1000000000, found 9.223372036854776e+18",
        "messages[2].media.size: expected an integer from 0 to 9007199254740991, found 9.223372036854776e+18",
        "messages[3].media.duration: expected a number from 0 to 31536000, found 1e+300",
        "messages[4].media.duration: expected a number from 0 to 31536000, found 31536000.5",
        "messages[5].media.duration: expected a number from 0 to 31536000, found 1e+300",
        "messages[6].time: expected ISO 8601 time with offset or Unix seconds (whole seconds of years 1 to 9999), "
          + "found 9.223372036854776e+18",
      ])
  }

  @Test func theLargestValuesInRangeDecode() throws {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "text": "hi", "reactions": [{ "emoji": "👍", "count": 1000000000 }] },
        { "id": "2", "from": "bob", "media": { "type": "file", "name": "a", "size": 9007199254740991 } },
        { "id": "3", "from": "bob", "media": { "type": "call", "duration": 31536000 } }
        """)
    let messages = try #require(DecodingFixture.decode(json)).conversation.messages
    #expect(messages[0].reactions.first?.count == 1_000_000_000)
    #expect(messages[1].media?.content(of: FileKind.self)?.size == 9_007_199_254_740_991)
    #expect(messages[2].media?.content(of: CallKind.self)?.duration == 31_536_000)
  }

  @Test func anInboxUnreadCountBeyondItsRangeIsLocated() {
    let json = """
      { "conversations": [{ "conversation": \(InboxDecoderTests.inline), "unread": \(Self.int64Max) }] }
      """
    let issues = InboxDecoderTests.issues(json)
    #expect(
      issues.contains {
        $0.hasPrefix("conversations[0].unread (line 1, column ")
          && $0.hasSuffix("expected an integer from 0 to 1000000000, found 9.223372036854776e+18")
      }, "\(issues)")
  }

  @Test func aReferenceTimeInUnixSecondsMustBeWithinYearsOneTo9999() {
    #expect(InboxReferenceTime.parse("253402300799") != nil)
    #expect(InboxReferenceTime.parse("253402300800") == nil)
    #expect(InboxReferenceTime.parse(Self.int64Max) == nil)
    #expect(InboxReferenceTime.parse("-62135596800") != nil)
  }
}
