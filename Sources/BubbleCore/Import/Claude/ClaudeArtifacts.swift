import Foundation

/// What an answer's text holds besides Markdown, in Claude.ai's older form: an artifact
/// (`<antArtifact identifier="…" type="…" title="T" language="L">body</antArtifact>`), which the
/// app shows as a card that opens the code, drawn here as the titled code block it opens to; and
/// `<antThinking>…</antThinking>`, the model's note to itself, which the app never shows: a step.
enum ClaudeArtifacts {
  /// The text as pieces of the answer and steps, in one pass over it.
  static func pieces(of text: String) -> [ClaudePiece] {
    var pieces: [ClaudePiece] = []
    var answer = ""
    var rest = text[...]
    while let open = rest.range(of: "<ant") {
      let after = rest[open.upperBound...]
      if after.hasPrefix("Artifact") {
        // No `>` left: no tag either; what is left is text (and is not looked through again).
        guard let close = after.firstIndex(of: ">") else { break }
        answer += rest[..<open.lowerBound]
        let attributes = Self.attributes(after[after.index(after.startIndex, offsetBy: 8)..<close])
        let inside = after[after.index(after: close)...]
        let end = inside.range(of: "</antArtifact>")
        answer += "\n\n" + block(inside[..<(end?.lowerBound ?? inside.endIndex)], attributes: attributes) + "\n\n"
        rest = end.map { inside[$0.upperBound...] } ?? inside[inside.endIndex...]
      } else if after.hasPrefix("Thinking>") {
        answer += rest[..<open.lowerBound]
        let inside = after.dropFirst("Thinking>".count)
        let end = inside.range(of: "</antThinking>")
        pieces.append(.answer(answer))
        answer = ""
        pieces.append(.step(AssistantText.notice("Thinking", String(inside[..<(end?.lowerBound ?? inside.endIndex)]))))
        rest = end.map { inside[$0.upperBound...] } ?? inside[inside.endIndex...]
      } else {
        answer += rest[..<open.upperBound]
        rest = after
      }
    }
    answer += rest
    pieces.append(.answer(answer))
    return pieces.filter { $0.answer?.isEmpty != true }
  }

  /// An artifact as Markdown: its title in bold over its code.
  static func block(_ body: Substring, attributes: [String: String]) -> String {
    let code = body.trimmingCharacters(in: .newlines)
    let fenced = AssistantText.codeBlock(code, language: language(attributes))
    guard let title = attributes["title"], !title.isEmpty else { return fenced }
    return AssistantText.boldTitle(title) + "\n\n" + fenced
  }

  /// The code's language: the artifact's own, else its type's.
  static func language(_ attributes: [String: String]) -> String? {
    if let language = attributes["language"], !language.isEmpty { return language }
    switch attributes["type"] {
    case "application/vnd.ant.react"?: return "jsx"
    case "text/html"?: return "html"
    case "image/svg+xml"?: return "svg"
    case "application/vnd.ant.mermaid"?: return "mermaid"
    case "text/markdown"?: return "markdown"
    default: return nil
    }
  }

  /// `name="value"` pairs of a tag (single quotes too).
  static func attributes(_ text: Substring) -> [String: String] {
    var attributes: [String: String] = [:]
    var rest = text
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
      let value = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
      guard let quote = value.first, quote == "\"" || quote == "'" else {
        rest = value
        continue
      }
      let inside = value.dropFirst()
      let end = inside.firstIndex(of: quote) ?? inside.endIndex
      if !name.isEmpty { attributes[name] = String(inside[..<end]) }
      rest = end < inside.endIndex ? inside[inside.index(after: end)...] : inside[end...]
    }
    return attributes
  }
}

/// A part of a Claude message as drawn: the answer's Markdown, or a step behind it (a thought, a
/// tool's call or result) as a notice's text, drawn only with `ToolMessages.show`.
enum ClaudePiece: Equatable {
  case answer(String)
  case step(String)

  /// The answer's text, when it is one.
  var answer: String? {
    if case .answer(let text) = self { return text }
    return nil
  }
}
