import BubbleKit
import Foundation
import Testing

@testable import BubbleCore

@Suite("Decoding: times")
struct TimeDecodingTests {
  @Test(arguments: [
    ("2026-11-20T09:12:00+08:00", 1_795_137_120.0, 28_800),
    ("2026-11-20T01:12:00Z", 1_795_137_120, 0),
    ("2026-11-20t01:12:00z", 1_795_137_120, 0),
    ("2026-11-20 01:12:00Z", 1_795_137_120, 0),
    ("2026-11-20T01:12Z", 1_795_137_120, 0),
    ("2026-11-19T20:42:00-04:30", 1_795_137_120, -16_200),
    ("2026-11-20T09:12:00+0800", 1_795_137_120, 28_800),
    ("2026-11-20T09:12:00+08", 1_795_137_120, 28_800),
    ("2026-11-20T01:12:00.5Z", 1_795_137_120.5, 0),
    ("2026-11-20T01:12:00,125Z", 1_795_137_120.125, 0),
    ("1970-01-01T00:00:00Z", 0, 0),
    ("1969-12-31T23:59:59Z", -1, 0),
    ("2024-02-29T00:00:00Z", 1_709_164_800, 0),
    ("2000-03-01T00:00:00Z", 951_868_800, 0),
    ("0001-01-01T00:00:00Z", -62_135_596_800, 0),
    ("9999-12-31T23:59:59Z", 253_402_300_799, 0),
  ])
  func parsesISO8601WithOffset(text: String, seconds: Double, offset: Int) throws {
    let timestamp = try ISO8601TimeParser.parse(text).get()
    #expect(timestamp == Timestamp(secondsSince1970: seconds, utcOffsetSeconds: offset))
  }

  @Test(arguments: [
    ("2026-11-20T09:12:00", ISO8601TimeParser.Failure.missingOffset),
    ("2026-11-20T09:12", .missingOffset),
    ("2026-11-20", .malformed),
    ("20261120T091200Z", .malformed),
    ("2026-11-20T09:12:00+8:00", .malformed),
    ("2026-11-20T09:12:00+08:0", .malformed),
    ("2026-11-20T09:12:00+08:60", .malformed),
    ("2026-11-20T09:12:00.Z", .malformed),
    ("2026-11-20T09:12:00Z ", .malformed),
    ("2026-11-20T09:12:00 +08:00", .malformed),
    ("yesterday", .malformed),
    ("", .malformed),
    ("2026-13-01T00:00:00Z", .outOfRange("month 13 is out of range")),
    ("2026-00-01T00:00:00Z", .outOfRange("month 0 is out of range")),
    ("2026-02-29T00:00:00Z", .outOfRange("day 29 is out of range for month 2 of 2026")),
    ("1900-02-29T00:00:00Z", .outOfRange("day 29 is out of range for month 2 of 1900")),
    ("2026-04-31T00:00:00Z", .outOfRange("day 31 is out of range for month 4 of 2026")),
    ("2026-11-20T24:00:00Z", .outOfRange("hour 24 is out of range")),
    ("2026-11-20T23:60:00Z", .outOfRange("minute 60 is out of range")),
    ("2026-11-20T23:59:61Z", .outOfRange("second 61 is out of range")),
    ("2026-11-20T23:59:00+24:00", .outOfRange("the UTC offset is out of range")),
    ("0000-12-31T23:00:00Z", .outOfRange("the time is outside years 1 to 9999")),
    ("9999-12-31T23:59:60Z", .outOfRange("the time is outside years 1 to 9999")),
  ])
  func rejectsInvalidTimes(text: String, failure: ISO8601TimeParser.Failure) {
    #expect(throws: failure) { try ISO8601TimeParser.parse(text).get() }
  }

  @Test func unixSeconds() throws {
    let json = DecodingFixture.document(
      messages: #"{ "id": "1", "from": "bob", "text": "x", "time": 1763600000 }"#)
    let message = try #require(DecodingFixture.decode(json)?.conversation.messages.first)
    #expect(message.time == Timestamp(secondsSince1970: 1_763_600_000, utcOffsetSeconds: 0))
  }

  @Test func reportsTimeProblemsWithTheExpectedForms() {
    let times = [
      #""2026-11-20T09:12:00""#, #""next Friday""#, #""2026-02-30T10:00:00Z""#, "1763600000.5",
      "1e12", "true", #"["2026"]"#,
    ]
    let messages = times.enumerated().map { index, time in
      #"{ "id": "\#(index)", "from": "bob", "text": "x", "time": \#(time) }"#
    }
    #expect(
      DecodingFixture.errors(DecodingFixture.document(messages: messages.joined(separator: ",\n")))
        == [
          #"messages[0].time: expected ISO 8601 time with offset or Unix seconds, found "2026-11-20T09:12:00", which has no UTC offset (add "Z" or an offset like "+08:00")"#,
          #"messages[1].time: expected ISO 8601 time with offset or Unix seconds, found "next Friday""#,
          #"messages[2].time: invalid time "2026-02-30T10:00:00Z": day 30 is out of range for month 2 of 2026"#,
          "messages[3].time: expected ISO 8601 time with offset or Unix seconds (whole seconds of years 1 to 9999), found 1763600000.5",
          "messages[4].time: expected ISO 8601 time with offset or Unix seconds (whole seconds of years 1 to 9999), found 1000000000000",
          "messages[5].time: expected an ISO 8601 time string with offset or integer Unix seconds, found boolean",
          "messages[6].time: expected an ISO 8601 time string with offset or integer Unix seconds, found array",
        ])
  }
}
