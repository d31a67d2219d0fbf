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

  /// Whether `line` starts with iOS's `[date, time] ` or Android's `date, time - `, in the
  /// grammar the importer reads (`WhatsAppLineHeader`).
  static func isMessageLine(_ line: Substring) -> Bool {
    WhatsAppLineHeader.parse(Array(line.unicodeScalars.prefix(WhatsAppLineHeader.maxLength))) != nil
  }
}
