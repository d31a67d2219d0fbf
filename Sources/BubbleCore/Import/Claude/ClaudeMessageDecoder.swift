import Foundation

/// One message of a Claude conversation, as Claude.ai shows it: the human's words as typed with
/// their attachments and files, the assistant's answer as Markdown. Its `content` blocks are
/// read rather than `text` (which runs the thinking into the answer): text blocks are the
/// answer; thinking, tool calls and their results are steps, drawn as notices between the
/// answer's parts only with `ToolMessages.show`.
final class ClaudeMessageDecoder {
  static let humanID = "me"
  static let assistantID = "claude"
  /// Blocks, attachments and files of one message read at most.
  static let maxBlocks = 10_000
  static let maxFiles = 256

  private let steps: ToolMessages
  private let files: AssistantFileIndex

  init(steps: ToolMessages, files: AssistantFileIndex) {
    self.steps = steps
    self.files = files
  }

  func messages(_ field: JSONField) -> [Message] {
    guard let reader = field.object() else { return [] }
    let id = reader.requiredString("uuid", nonEmpty: true) ?? field.path
    let sender = reader.requiredString("sender")
    let time = reader.field("created_at").flatMap(Self.time)
    let attached = self.attached(reader)
    let content = reader.field("content")
    let blocks = content.map(self.blocks) ?? []
    // `text` is the whole message, its thinking run in, where `content` is not written (older
    // exports) or empty.
    let hasContent = content?.node[0] != nil
    let fallback = hasContent ? nil : reader.field("text")?.string(maxBytes: reader.limits.maxTextBytes)
    switch sender {
    case "human"?:
      let text = blocks.compactMap(\.answer).joined(separator: "\n\n")
      let message = Part(id: id, time: time, field: field).message(
        from: Self.humanID, text: fallback ?? text, markdown: false, files: attached)
      return message.map { [$0] } ?? []
    case "assistant"?:
      let pieces = fallback.map(ClaudeArtifacts.pieces(of:)) ?? blocks
      return answer(pieces, id: id, time: time, field: field, files: attached)
    case let other?:
      reader.field("sender")?.warning("unknown sender \(quoted(other)); left out (known: human, assistant)")
      return []
    case nil:
      return []
    }
  }

  /// The answer's parts as messages, split by the steps drawn between them; its files go with
  /// its first message.
  private func answer(_ pieces: [ClaudePiece], id: String, time: Timestamp?, field: JSONField, files: [AssistantFile])
    -> [Message]
  {
    var messages: [Message] = []
    var text = ""
    var files = files
    func part() -> Part {
      Part(id: messages.isEmpty ? id : "\(id)-\(messages.count + 1)", time: time, field: field)
    }
    func flush() {
      guard let message = part().message(from: Self.assistantID, text: text, markdown: true, files: files) else {
        return
      }
      messages.append(message)
      (text, files) = ("", [])
    }
    for piece in pieces {
      switch piece {
      case .answer(let answer): text += text.isEmpty ? answer : "\n\n" + answer
      case .step(let step):
        guard steps == .show else { continue }
        flush()
        if let notice = part().notice(step) { messages.append(notice) }
      }
    }
    flush()
    return messages
  }

  /// `content`: text blocks the answer (their artifacts and thinking tags read), the others
  /// steps.
  private func blocks(_ field: JSONField) -> [ClaudePiece] {
    (field.elements(maxCount: Self.maxBlocks) ?? []).flatMap { item -> [ClaudePiece] in
      guard let block = item.object() else { return [] }
      let maxBytes = item.limits.maxTextBytes
      switch block.string("type") {
      case "text"?:
        return ClaudeArtifacts.pieces(of: block.field("text")?.string(maxBytes: maxBytes) ?? "")
      case "thinking"?:
        let thinking = block.field("thinking")?.string(maxBytes: maxBytes) ?? ""
        return thinking.isEmpty ? [] : [.step(AssistantText.notice("Thinking", thinking))]
      case "tool_use"?:
        return ClaudeTools.call(block).map { [$0] } ?? []
      case "tool_result"?:
        return ClaudeTools.result(block).map { [$0] } ?? []
      default:
        // Blocks the app draws no text for (a voice note's, a token budget's).
        return []
      }
    }
  }

  /// `attachments` (pasted or uploaded documents, their text extracted) and `files` (uploads:
  /// pictures), each found in the export's folder by its name.
  private func attached(_ reader: ObjectReader) -> [AssistantFile] {
    let lists = ["attachments", "files"].compactMap { reader.field($0)?.elements(maxCount: Self.maxFiles) }
    return lists.joined().compactMap { item in
      guard let file = item.object(), let name = file.string("file_name"), !name.isEmpty else { return nil }
      let size = file.field("file_size")?.integer(in: InputNumberRanges.fileBytes)
      return AssistantFile(name: name, path: files.path(for: name), size: size)
    }
  }

  /// `created_at`: an ISO 8601 time with its offset (`2024-10-29T15:59:38.340028+00:00`).
  static func time(_ field: JSONField) -> Timestamp? {
    guard let text = field.string() else { return nil }
    switch ISO8601TimeParser.parse(text) {
    case .success(let time): return time
    case .failure:
      field.error("expected a time like \"2024-10-29T15:59:38.340028+00:00\", found \(quoted(text))")
      return nil
    }
  }

  /// One message of those a Claude message is drawn as.
  private struct Part {
    var id: String
    var time: Timestamp?
    var field: JSONField

    func message(from sender: String, text: String, markdown: Bool, files: [AssistantFile]) -> Message? {
      let shown = text.trimmingCharacters(in: .whitespacesAndNewlines)
      let media = AssistantMedia.content(files, at: field)
      guard !shown.isEmpty || media != nil else { return nil }
      guard shown.isEmpty || AssistantText.fits(shown, at: field) else { return nil }
      let rich = shown.isEmpty ? nil : markdown ? RichText(markdown: shown) : RichText(plain: shown)
      return Message(id: id, from: sender, time: time, text: rich, media: media)
    }

    func notice(_ text: String) -> Message? {
      guard AssistantText.fits(text, at: field) else { return nil }
      return Message(id: id, kind: .system, time: time, text: RichText(plain: text))
    }
  }
}
