import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

@Suite("Timestamps from dates, and written back as ISO 8601")
struct TimestampDateTests {
  /// What the decoder reads `text` as.
  static func decoded(_ text: String) -> Timestamp? {
    try? ISO8601TimeParser.parse(text).get()
  }

  /// What the encoder writes for `time`; `nil` when it cannot.
  static func written(_ time: Timestamp) -> String? {
    try? ISO8601TimeWriter.string(time).get()
  }

  @Test func aDateWithAnOffsetIsTheTimeTheDecoderReads() throws {
    let date = Date(timeIntervalSince1970: 1_795_137_120)
    let time = try Timestamp(date, utcOffsetSeconds: 28_800)
    #expect(time == Self.decoded("2026-11-20T09:12:00+08:00"))
    #expect(time.date == date)
    #expect(Self.written(time) == "2026-11-20T09:12:00+08:00")
    #expect(try Timestamp(date) == Timestamp(secondsSince1970: 1_795_137_120))
  }

  @Test func negativeOffsetsAndZones() throws {
    let date = Date(timeIntervalSince1970: 1_795_137_120)
    let india = try Timestamp(date, utcOffsetSeconds: 19_800)
    #expect(Self.written(india) == "2026-11-20T06:42:00+05:30")
    let newfoundland = try Timestamp(date, utcOffsetSeconds: -12_600)
    #expect(Self.written(newfoundland) == "2026-11-19T21:42:00-03:30")
    #expect(Self.decoded("2026-11-19T21:42:00-03:30") == newfoundland)
    let zone = try #require(TimeZone(identifier: "America/New_York"))
    let newYork = try Timestamp(date, in: zone)
    #expect(newYork.utcOffsetSeconds == -18_000)
    #expect(Self.written(newYork) == "2026-11-19T20:12:00-05:00")
    let maximum = try Timestamp(date, utcOffsetSeconds: -86_340)
    #expect(Self.written(maximum) == "2026-11-19T01:13:00-23:59")
    #expect(Self.decoded("2026-11-19T01:13:00-23:59") == maximum)
  }

  @Test func offsetsTheFormatCannotWriteAreRefused() {
    let date = Date(timeIntervalSince1970: 0)
    for offset in [86_400, -86_400, 30, -90, 3601, Int.max, Int.min] {
      #expect(throws: Timestamp.RangeError.utcOffset(offset), "\(offset)") {
        try Timestamp(date, utcOffsetSeconds: offset)
      }
    }
  }

  @Test func timesOutsideYearsOneTo9999AreRefusedAsTheDecoderRefusesThem() throws {
    let first = Double(InputNumberRanges.unixSeconds.lowerBound)
    let last = Double(InputNumberRanges.unixSeconds.upperBound)
    #expect(Self.written(try Timestamp(Date(timeIntervalSince1970: first))) == "0001-01-01T00:00:00Z")
    #expect(Self.written(try Timestamp(Date(timeIntervalSince1970: last))) == "9999-12-31T23:59:59Z")
    #expect(
      Self.written(try Timestamp(Date(timeIntervalSince1970: last + 0.5))) == "9999-12-31T23:59:59.5Z")
    // The clock time counts: the first second of year 1 is year 0 an hour west of UTC.
    #expect(
      Self.written(try Timestamp(Date(timeIntervalSince1970: first), utcOffsetSeconds: 3600))
        == "0001-01-01T01:00:00+01:00")
    for (seconds, offset) in [(first - 1, 0), (first, -3600), (last + 1, 0), (last, 60), (Double.nan, 0), (1e300, 0)] {
      #expect(throws: Timestamp.RangeError.self, "\(seconds) at \(offset)") {
        try Timestamp(Date(timeIntervalSince1970: seconds), utcOffsetSeconds: offset)
      }
    }
    // The decoder's number form refuses the same seconds.
    let outside = #"{ "participants": [], "messages": [{ "id": "1", "type": "system", "time": -62135596801 }] }"#
    #expect(throws: ConversationDecodingError.self) { try ConversationDecoder.decode(Data(outside.utf8)).get() }
  }

  @Test func fractionsAreWrittenInTheFewestDigitsThatReadBackTheSame() {
    let cases: [(Double, Int, String)] = [
      (1_795_137_120.5, 0, "2026-11-20T01:12:00.5Z"),
      (1_795_137_120.125, 3600, "2026-11-20T02:12:00.125+01:00"),
      (1_795_137_120.123, 0, "2026-11-20T01:12:00.123Z"),
      (-0.25, 0, "1969-12-31T23:59:59.75Z"),
      (0.1, 0, "1970-01-01T00:00:00.1Z"),
      (1.5e-20, 0, "1970-01-01T00:00:00.000000000000000000015Z"),
    ]
    for (seconds, offset, expected) in cases {
      // Not through `Date`, which counts from 2001: `Date(timeIntervalSince1970: 0.1)` is 0.1000000238.
      let time = Timestamp(secondsSince1970: seconds, utcOffsetSeconds: offset)
      #expect(Self.written(time) == expected)
      #expect(Self.decoded(expected) == time, "\(expected)")
    }
  }

  @Test func everyWrittenTimeReadsBackTheSame() throws {
    var random = SplitMix(seed: 23)
    // A day inside the range at both ends, so that every offset keeps the clock time inside it.
    let first = Double(InputNumberRanges.unixSeconds.lowerBound + 86_400)
    let last = Double(InputNumberRanges.unixSeconds.upperBound - 86_400)
    for _ in 0..<2000 {
      let seconds = first + random.unit() * (last - first)
      let offset = (Int(random.next() % 2879) - 1439) * 60
      let whole = seconds.rounded(.down)
      for value in [seconds, whole, whole + 0.001] {
        let time = try Timestamp(Date(timeIntervalSince1970: value), utcOffsetSeconds: offset)
        #expect(Self.written(time).flatMap(Self.decoded) == time, "\(value) at \(offset)")
      }
    }
  }
}
