/// Writes a time as `ISO8601TimeParser` reads it back to the same `Timestamp`: the clock time at
/// its own offset (`2026-11-20T09:12:00+08:00`, `Z` for UTC), with a fraction of a second only
/// when there is one, in the fewest digits that parse to the same `Double`.
enum ISO8601TimeWriter {
  /// The time, or why the format cannot hold it.
  static func string(_ time: Timestamp) -> Result<String, Timestamp.RangeError> {
    if let rangeError = time.rangeError { return .failure(rangeError) }
    let whole = time.secondsSince1970.rounded(.down)
    let clockSeconds = Int(whole) + time.utcOffsetSeconds
    let secondsPerDay = 86_400
    let dayNumber = DisplayClock.floorDivide(clockSeconds, secondsPerDay)
    let secondOfDay = clockSeconds - dayNumber * secondsPerDay
    let date = DisplayClock.civilDate(dayNumber: dayNumber)
    let fraction = fractionDigits(of: time.secondsSince1970, whole: whole).map { "." + $0 } ?? ""
    return .success(
      "\(padded(date.year, 4))-\(padded(date.month, 2))-\(padded(date.day, 2))T"
        + "\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))"
        + fraction + offset(time.utcOffsetSeconds))
  }

  /// `Z`, or `+hh:mm` / `-hh:mm`.
  private static func offset(_ seconds: Int) -> String {
    guard seconds != 0 else { return "Z" }
    let minutes = abs(seconds) / 60
    return (seconds < 0 ? "-" : "+") + "\(padded(minutes / 60, 2)):\(padded(minutes % 60, 2))"
  }

  /// The fewest digits after the point that the parser adds to `whole` to make `seconds`; `nil`
  /// for whole seconds.
  private static func fractionDigits(of seconds: Double, whole: Double) -> String? {
    let fraction = seconds - whole
    guard fraction > 0 else { return nil }
    for count in 1...17 {
      let scale = (1...count).reduce(1.0) { product, _ in product * 10 }
      // Never rounded up to a whole second: the digits stay below 1.
      let digits = padded(Int(min((fraction * scale).rounded(), scale - 1)), count)
      if whole + ISO8601TimeParser.fractionValue(digits.utf8) == seconds { return digits }
    }
    // 17 digits tell apart any two times but those less than a second after 1970 (1e-20): the
    // fraction written out in full.
    return allDigits(of: fraction)
  }

  /// The digits after the point of `fraction` (0 < fraction < 1), from its shortest description
  /// ("0.125", "1.5e-20"), written without an exponent.
  private static func allDigits(of fraction: Double) -> String {
    let description = "\(fraction)"
    guard let exponentStart = description.firstIndex(of: "e"),
      let exponent = Int(description[description.index(after: exponentStart)...])
    else { return String(description.drop { $0 != "." }.dropFirst()) }
    let mantissa = description[..<exponentStart].filter { $0 != "." }
    return String(repeating: "0", count: max(0, -exponent - 1)) + mantissa
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
