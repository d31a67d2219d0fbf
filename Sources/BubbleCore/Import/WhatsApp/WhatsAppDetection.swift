import Foundation

/// Tells a WhatsApp export from other text by its first lines: iOS writes
/// `[21/11/2026, 09:14:02] Name: text`, Android `21/11/2026, 09:14 - Name: text` (in any date
/// order, with `.` or `-` as date separators and an optional AM/PM), often after U+200E.
enum WhatsAppDetection {
  /// Lines looked at: the first message line may follow a few lines of other text.
  static let linesChecked = 5

  static func looksLikeChat(_ data: Data) -> Bool {
    let head = String(decoding: data.prefix(4096), as: UTF8.self)
    return head.split(whereSeparator: \.isNewline).prefix(linesChecked).contains { isMessageLine(Substring($0)) }
  }

  /// Whether `line` starts with iOS's `[date, time] ` or Android's `date, time - `.
  static func isMessageLine(_ line: Substring) -> Bool {
    var scalars = line.unicodeScalars.drop { $0 == "\u{FEFF}" || $0 == "\u{200E}" || $0 == " " }
    let bracketed = scalars.first == "["
    if bracketed { scalars = scalars.dropFirst() }
    guard skipDateAndTime(&scalars) else { return false }
    // "9:14 AM", "9:14 a. m.", after a space, a no-break space or a narrow one.
    let markerScalars = " \u{00A0}\u{202F}aApPmM.".unicodeScalars
    scalars = scalars.drop { markerScalars.contains($0) }
    return bracketed ? scalars.first == "]" : scalars.starts(with: "- ".unicodeScalars)
  }

  /// Skips `dd/mm/yyyy, hh:mm[:ss]` (any order of the date's parts, `/`, `.` or `-` between them).
  private static func skipDateAndTime(_ scalars: inout Substring.UnicodeScalarView) -> Bool {
    for part in 0..<3 {
      guard skipDigits(&scalars, 1...4) else { return false }
      if part < 2 {
        guard let separator = scalars.first, "/.-".unicodeScalars.contains(separator) else { return false }
        scalars = scalars.dropFirst()
      }
    }
    if scalars.first == "," { scalars = scalars.dropFirst() }
    guard scalars.first == " " else { return false }
    scalars = scalars.dropFirst()
    guard skipDigits(&scalars, 1...2), scalars.first == ":" else { return false }
    scalars = scalars.dropFirst()
    guard skipDigits(&scalars, 2...2) else { return false }
    if scalars.first == ":" {
      scalars = scalars.dropFirst()
      return skipDigits(&scalars, 2...2)
    }
    return true
  }

  private static func skipDigits(_ scalars: inout Substring.UnicodeScalarView, _ count: ClosedRange<Int>) -> Bool {
    let run = scalars.prefix { ("0"..."9").contains($0) }
    guard count.contains(run.count) else { return false }
    scalars = scalars.dropFirst(run.count)
    return true
  }
}
