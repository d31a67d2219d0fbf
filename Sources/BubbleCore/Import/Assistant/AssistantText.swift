import Foundation

/// The texts an AI assistant's export is drawn with: answers as Markdown, the steps behind them
/// (`ToolMessages.show`) as short notices, code as fenced blocks; each text checked against the
/// limits as the `bubbles/1` decoder checks one.
enum AssistantText {
  /// A notice's lines and characters at most: a step is a line in the chat, not a page of output.
  static let noticeLines = 6
  static let noticeCharacters = 400

  /// `label: text`, its first lines, cut with "…" past `noticeLines` or `noticeCharacters`.
  static func notice(_ label: String, _ text: String) -> String {
    let trimmed = text.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return label }
    var lines = trimmed.split(separator: "\n", maxSplits: noticeLines, omittingEmptySubsequences: true)
    var cut = lines.count > noticeLines
    lines = Array(lines.prefix(noticeLines))
    var body = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
    if body.count > noticeCharacters {
      body = String(body.prefix(noticeCharacters)).trimmingCharacters(in: .whitespaces)
      cut = true
    }
    return "\(label): \(body)\(cut ? "…" : "")"
  }

  /// `code` as a Markdown fenced block under `language`, its fence longer than any run of
  /// backticks inside it, so that the code cannot close it.
  static func codeBlock(_ code: String, language: String?) -> String {
    var longest = 0
    var run = 0
    for scalar in code.unicodeScalars {
      run = scalar == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let body = code.replacingOccurrences(of: "\r\n", with: "\n")
    return fence + (language ?? "") + "\n" + body + (body.hasSuffix("\n") ? "" : "\n") + fence
  }

  /// `**title**`, its Markdown punctuation escaped so that it reads as written.
  static func boldTitle(_ title: String) -> String {
    var escaped = ""
    for character in title {
      if "\\`*_[]<>#|~".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    return "**\(escaped)**"
  }

  /// Whether `text` fits one message's limit (`maxTextBytes`) and the conversation's budget; an
  /// error at `field` when it does not.
  static func fits(_ text: String, at field: JSONField) -> Bool {
    let bytes = text.utf8.count
    guard bytes <= field.limits.maxTextBytes else {
      field.error(
        "the message's text is \(bytes) bytes of UTF-8; the limit is \(formatByteCount(field.limits.maxTextBytes))")
      return false
    }
    field.context.countText(bytes: bytes, segments: 1, at: field.path, field.location)
    return true
  }
}
