import Foundation

/// A Telegram export's times: `date` is the exporting computer's local time without an offset
/// (`2026-11-21T09:14:02`), `date_unixtime` the exact instant as a string of seconds. The instant
/// comes from `date_unixtime`; the difference between the two is the offset it is shown in.
enum TelegramTime {
  /// UTC offsets are at most 14 hours (Kiribati) and whole minutes.
  static let maxOffset = 14 * 3600

  /// Reads `dateKey` and `unixKey` of `reader`; `zone` places a `date` without `date_unixtime`.
  static func decode(
    _ reader: ObjectReader, dateKey: String = "date", unixKey: String = "date_unixtime", zone: TimeZone?
  ) -> Timestamp? {
    let local = reader.field(dateKey).flatMap(localSeconds)
    guard let unix = reader.field(unixKey).flatMap(unixSeconds) else {
      guard let local else { return nil }
      let zone = zone ?? .current
      let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(local)))
      return Timestamp(secondsSince1970: Double(local - offset), utcOffsetSeconds: offset)
    }
    var offset = local.map { $0 - unix } ?? zone?.secondsFromGMT(for: Date(timeIntervalSince1970: Double(unix))) ?? 0
    if abs(offset) > maxOffset || offset % 60 != 0 { offset = 0 }
    return Timestamp(secondsSince1970: Double(unix), utcOffsetSeconds: offset)
  }

  /// `"1763716442"` (Telegram writes it as a string), or the number itself.
  static func unixSeconds(_ field: JSONField) -> Int? {
    let expected = "Unix seconds written as a string of digits (like \"1763716442\")"
    switch field.node.value {
    case .number: return field.integer(in: InputNumberRanges.unixSeconds)
    case .string(let text):
      guard let seconds = Int(text), InputNumberRanges.unixSeconds.contains(seconds) else {
        field.error("expected \(expected), found \(quoted(text))")
        return nil
      }
      return seconds
    default:
      field.reportTypeMismatch(expected: expected)
      return nil
    }
  }

  /// `2026-11-21T09:14:02` as seconds since 1970 read as if it were UTC.
  static func localSeconds(_ field: JSONField) -> Int? {
    guard let text = field.string() else { return nil }
    guard let seconds = parseLocal(text) else {
      field.error("expected a local time like \"2026-11-21T09:14:02\", found \(quoted(text))")
      return nil
    }
    return seconds
  }

  static func parseLocal(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count == 19, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      guard bytes[range].allSatisfy(ASCII.isDigit) else { return nil }
      return bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      year >= 1, ISO8601TimeParser.rangeProblem(year: year, month: month, day: day) == nil, hour < 24,
      minute < 60, second < 61
    else { return nil }
    return ISO8601TimeParser.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60
      + second
  }
}
