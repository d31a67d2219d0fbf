/// Human file sizes as Telegram shows them: 1024-based units with one decimal
/// ("47.1 KB" for 48,213 bytes, "3.2 MB"), whole bytes below 1 KB ("999 B").
/// 1024 rather than 1000 because the apps we imitate count that way, and
/// the format's own example ("47.1 KB") is 48,213 / 1024.
public enum ByteCountFormat {
  static let units = ["KB", "MB", "GB", "TB", "PB", "EB"]

  /// Negative sizes read as "0 B".
  public static func string(bytes: Int64) -> String {
    guard bytes >= 1024 else { return "\(max(0, bytes)) B" }
    var value = Double(bytes) / 1024
    var unit = 0
    // Move up a unit when rounding would print "1024.0 KB".
    while unit < units.count - 1, (value * 10).rounded() >= 1024 * 10 {
      value /= 1024
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }
}
