import Foundation

/// One-line descriptions of messages and media, for reply headers and (later)
/// the last-message line of a conversation list.
public enum MediaSummary {
  /// Longer previews are cut: a header shows one line, and measuring 64 KiB of
  /// text only to ellipsize it would be wasted work.
  public static let maxPreviewLength = 200

  /// What a message says in one line: its text, a media description ("Photo",
  /// "Voice message 0:07"), or both as "Photo, caption". Some kinds (link previews) are
  /// described only when the message has no text, since the text is the message.
  public static func oneLine(
    text: RichText?, media: MessageContent?, strings: PresentationStrings
  ) -> String {
    let caption = text.map(\.previewText).flatMap(nonEmpty)
    guard let media else { return singleLine(caption ?? "") }
    if media.traits.summaryDefersToText, let caption { return singleLine(caption) }
    let summary = media.summary(strings: strings)
    return singleLine(caption.map { "\(summary), \($0)" } ?? summary)
  }

  /// Line breaks (and the blanks around them) become one space; the result is
  /// trimmed and cut to `maxPreviewLength` characters with an ellipsis.
  public static func singleLine(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
    guard line.count > maxPreviewLength else { return line }
    return String(line.prefix(maxPreviewLength - 1)) + "…"
  }

  /// Replaces the first "%@" of a template from `PresentationStrings`.
  public static func fill(_ template: String, with value: String) -> String {
    guard let range = template.range(of: "%@") else { return template }
    return template.replacingCharacters(in: range, with: value)
  }

  /// Replaces each "%@" of a template with the next of `values`, in order (none left: nothing);
  /// a value's own "%@" stays as it is.
  public static func fill(_ template: String, with values: [String]) -> String {
    var result = ""
    var rest = values[...]
    var remainder = template[...]
    while let range = remainder.range(of: "%@") {
      result += remainder[..<range.lowerBound]
      result += rest.popFirst() ?? ""
      remainder = remainder[range.upperBound...]
    }
    return result + remainder
  }

  /// The non-blank parts separated by a space.
  public static func joined(_ parts: String?...) -> String {
    parts.compactMap { $0.flatMap(nonEmpty) }.joined(separator: " ")
  }

  /// `text`, or `nil` when it is blank.
  public static func nonEmpty(_ text: String) -> String? {
    text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
  }
}
