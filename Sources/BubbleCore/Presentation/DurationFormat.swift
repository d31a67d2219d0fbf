/// Clock-style durations for voice messages, calls, videos and audio.
public enum DurationFormat {
  /// "0:07", "3:05", "59:59", then hours from one hour up: "1:02:03".
  /// Rounded to the nearest second; negative or non-finite input gives "0:00".
  public static func string(seconds: Double) -> String {
    // Capped at about 31,700 years, far from where the arithmetic below could overflow.
    guard seconds.isFinite, seconds > 0 else { return "0:00" }
    let total = Int.saturating(seconds, in: 0...1_000_000_000_000)
    let hours = total / 3600
    let minutes = total / 60 % 60
    let secs = total % 60
    if hours > 0 {
      return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))"
    }
    return "\(minutes):\(twoDigits(secs))"
  }

  static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
