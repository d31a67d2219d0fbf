import Foundation

/// One node's message of a ChatGPT conversation, as the app shows it: the user's words as typed
/// (with their uploads), the assistant's answers as Markdown (with the pictures it made). Hidden
/// nodes, system messages, empty placeholders and the custom instructions are left out; tool
/// calls (as the assistant's code block), tool results and thoughts (as notices) are drawn only
/// with `ToolMessages.show`.
final class ChatGPTMessageDecoder {
  static let userID = "me"
  static let assistantID = "chatgpt"
  /// Uploads of one message read at most.
  static let maxAttachments = 256

  private let steps: ToolMessages
  private let files: AssistantFileIndex
  private let timeZone: TimeZone

  init(steps: ToolMessages, files: AssistantFileIndex, timeZone: TimeZone) {
    self.steps = steps
    self.files = files
    self.timeZone = timeZone
  }

  /// What one node of the thread shows, if anything.
  func message(_ node: JSONField, id nodeID: String) -> Message? {
    // The root node has no message.
    guard let field = node.object()?.field("message"), let reader = field.object() else { return nil }
    let metadata = reader.field("metadata")?.object()
    for flag in ["is_visually_hidden_from_conversation", "is_user_system_message"] {
      if metadata?.field(flag)?.bool() == true { return nil }
    }
    let author = reader.requiredField("author")?.object()
    let role = author?.requiredString("role")
    let toolName = author?.string("name")
    let recipient = reader.string("recipient") ?? "all"
    let time = reader.field("create_time").flatMap(timestamp)
    guard let content = reader.requiredField("content")?.object(), let type = content.requiredString("content_type")
    else { return nil }
    let id = reader.string("id").flatMap { $0.isEmpty ? nil : $0 } ?? nodeID
    let attached = attachments(metadata?.field("attachments"))
    guard let body = ChatGPTContent.body(content, type: type, attachments: attached, files: files) else { return nil }
    let draft = Draft(id: id, time: time, field: field)
    switch role {
    case "user"?:
      // Uploads that are no picture of the text (a PDF) are named only in its metadata.
      let others = attached.filter { !body.fileIDs.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
      return draft.message(from: Self.userID, plain: body.text, files: body.files + others)
    case "assistant"?:
      if ChatGPTContent.thinkingTypes.contains(type) {
        return steps == .show
          ? draft.notice(type == "thoughts" ? AssistantText.notice("Thought", body.text) : body.text) : nil
      }
      if recipient != "all" || type == "code" {
        guard steps == .show else { return nil }
        let language = content.string("language").flatMap { $0 == "unknown" || $0.isEmpty ? nil : $0 }
        let code = AssistantText.codeBlock(body.text, language: language ?? (recipient == "python" ? "python" : nil))
        return draft.message(from: Self.assistantID, markdown: code, files: [])
      }
      return draft.message(from: Self.assistantID, markdown: body.text, files: body.files)
    case "tool"?:
      // A picture a tool made (DALL·E's, image generation's) is the answer the app shows.
      if !body.files.isEmpty { return draft.message(from: Self.assistantID, markdown: "", files: body.files) }
      guard steps == .show else { return nil }
      let output = body.text.replacingOccurrences(of: "<<ImageDisplayed>>", with: "[image]")
      return output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        ? nil : draft.notice(AssistantText.notice(toolName ?? "tool", output))
    case "system"?, nil:
      return nil
    case let other?:
      author?.field("role")?.warning(
        "unknown author role \(quoted(other)); left out (known: user, assistant, tool, system)")
      return nil
    }
  }

  /// `metadata.attachments`: the uploads' names and sizes by file id.
  private func attachments(_ field: JSONField?) -> [String: AssistantFile] {
    var byID: [String: AssistantFile] = [:]
    for item in field?.elements(maxCount: Self.maxAttachments) ?? [] {
      guard let reader = item.object(), let id = reader.string("id"), !id.isEmpty else { continue }
      let name = reader.string("name").flatMap { $0.isEmpty ? nil : $0 } ?? id
      var file = AssistantFile(name: name, path: files.path(for: id))
      file.size = reader.field("size")?.integer(in: InputNumberRanges.fileBytes)
      byID[id] = file
    }
    return byID
  }

  /// `create_time`: seconds since 1970, with a fraction; shown in `--timezone`.
  private func timestamp(_ field: JSONField) -> Timestamp? {
    let range = Double(InputNumberRanges.unixSeconds.lowerBound)...Double(InputNumberRanges.unixSeconds.upperBound)
    return field.number(in: range).map { .instant($0, shownIn: timeZone) }
  }

  /// What a message is made of, before it is known whether it is drawn.
  private struct Draft {
    var id: String
    var time: Timestamp?
    var field: JSONField

    func message(from sender: String, plain text: String, files: [AssistantFile]) -> Message? {
      make(from: sender, text: text, files: files) { RichText(plain: $0) }
    }

    func message(from sender: String, markdown text: String, files: [AssistantFile]) -> Message? {
      make(from: sender, text: text, files: files) { RichText(markdown: $0) }
    }

    func notice(_ text: String) -> Message? {
      guard AssistantText.fits(text, at: field) else { return nil }
      return Message(id: id, kind: .system, time: time, text: RichText(plain: text))
    }

    private func make(from sender: String, text: String, files: [AssistantFile], rich: (String) -> RichText)
      -> Message?
    {
      let shown = ChatGPTMarkers.stripped(text).trimmingCharacters(in: .whitespacesAndNewlines)
      let media = AssistantMedia.content(files, at: field)
      // An empty placeholder (the answer before it streamed in) shows nothing.
      guard !shown.isEmpty || media != nil else { return nil }
      guard shown.isEmpty || AssistantText.fits(shown, at: field) else { return nil }
      return Message(id: id, from: sender, time: time, text: shown.isEmpty ? nil : rich(shown), media: media)
    }
  }
}
