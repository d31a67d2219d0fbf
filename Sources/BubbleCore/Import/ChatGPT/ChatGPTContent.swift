import Foundation

/// A ChatGPT message's `content` by its `content_type`: its text, and the pictures its
/// `image_asset_pointer` parts point to (`file-service://file-XXXX`, `sediment://file_XXXX`),
/// found in the export's folder as the file whose name starts with that id.
enum ChatGPTContent {
  struct Body {
    var text: String
    var files: [AssistantFile] = []
    /// The ids of the files its parts point to.
    var fileIDs: Set<String> = []
  }

  /// The model's reasoning: drawn as notices, and only with `ToolMessages.show`.
  static let thinkingTypes: Set<String> = ["thoughts", "reasoning_recap"]
  /// What the app keeps out of the conversation: the custom instructions and memories.
  static let contextTypes: Set<String> = ["user_editable_context", "model_editable_context"]
  /// Parts of one message read at most.
  static let maxParts = 10_000

  static func body(
    _ content: ObjectReader, type: String, attachments: [String: AssistantFile], files: AssistantFileIndex
  ) -> Body? {
    let maxBytes = content.limits.maxTextBytes
    switch type {
    case "text", "multimodal_text":
      return parts(content.field("parts"), attachments: attachments, files: files)
    case "code", "execution_output", "system_error":
      return Body(text: content.field("text")?.string(maxBytes: maxBytes) ?? "")
    case "tether_browsing_display":
      let text =
        content.field("result")?.string(maxBytes: maxBytes) ?? content.field("summary")?.string(maxBytes: maxBytes)
      return Body(text: text ?? "")
    case "tether_quote":
      let lines = ["title", "text"].compactMap { content.field($0)?.string(maxBytes: maxBytes) }
      return Body(text: lines.filter { !$0.isEmpty }.joined(separator: "\n"))
    case "thoughts":
      return Body(text: thoughts(content.field("thoughts")))
    case "reasoning_recap":
      return Body(text: content.field("content")?.string(maxBytes: maxBytes) ?? "")
    case _ where contextTypes.contains(type):
      return nil
    default:
      if let parts = content.field("parts") { return self.parts(parts, attachments: attachments, files: files) }
      if let text = content.field("text") { return Body(text: text.string(maxBytes: maxBytes) ?? "") }
      content.field("content_type")?.warning("content type \(quoted(type)) is not drawn; left out")
      return nil
    }
  }

  /// `parts`: strings, and objects (pictures, a voice message's transcription).
  private static func parts(_ field: JSONField?, attachments: [String: AssistantFile], files: AssistantFileIndex)
    -> Body
  {
    var body = Body(text: "")
    var texts: [String] = []
    for part in field?.elements(maxCount: maxParts) ?? [] {
      switch part.node.value {
      case .string:
        if let text = part.string(maxBytes: part.limits.maxTextBytes), !text.isEmpty { texts.append(text) }
      case .object:
        guard let reader = part.object() else { continue }
        switch reader.string("content_type") {
        case "image_asset_pointer"?:
          if let (id, file) = picture(reader, attachments: attachments, files: files) {
            body.files.append(file)
            body.fileIDs.insert(id)
          }
        case "audio_transcription"?:
          if let text = reader.field("text")?.string(maxBytes: part.limits.maxTextBytes), !text.isEmpty {
            texts.append(text)
          }
        default:
          continue
        }
      default:
        continue
      }
    }
    body.text = texts.joined(separator: "\n")
    return body
  }

  /// An `image_asset_pointer`: the file its id names, sized as written.
  private static func picture(_ reader: ObjectReader, attachments: [String: AssistantFile], files: AssistantFileIndex)
    -> (String, AssistantFile)?
  {
    guard let pointer = reader.requiredString("asset_pointer", nonEmpty: true) else { return nil }
    let id = fileID(ofPointer: pointer)
    let dimensions = 1...reader.limits.maxMediaDimension
    var file = attachments[id] ?? AssistantFile(name: id)
    file.path = files.path(for: id)
    file.size = reader.field("size_bytes")?.integer(in: InputNumberRanges.fileBytes) ?? file.size
    file.width = reader.field("width")?.integer(in: dimensions)
    file.height = reader.field("height")?.integer(in: dimensions)
    return (id, file)
  }

  /// `file-XXXX` of `file-service://file-XXXX` (and of `sediment://file_XXXX`, the newer form).
  static func fileID(ofPointer pointer: String) -> String {
    guard let scheme = pointer.range(of: "://") else { return pointer }
    return String(pointer[scheme.upperBound...])
  }

  /// The id a file of the export's folder is named for: `file-XXXX` of
  /// `file-XXXX-photo.png`, `file_XXXX` of `file_XXXX-1b2c….png`; `nil` for other files.
  static func fileID(ofName name: String) -> String? {
    guard name.hasPrefix("file-") || name.hasPrefix("file_") else { return nil }
    let rest = name.dropFirst(5)
    let id = rest.prefix { $0 != "-" && $0 != "." }
    return id.isEmpty ? nil : String(name.prefix(5 + id.count))
  }

  /// `thoughts: [{summary, content}]`: each summary, else its content.
  private static func thoughts(_ field: JSONField?) -> String {
    let items = field?.elements(maxCount: maxParts) ?? []
    return items.compactMap { item -> String? in
      guard let reader = item.object() else { return nil }
      let maxBytes = item.limits.maxTextBytes
      return reader.field("summary")?.string(maxBytes: maxBytes) ?? reader.field("content")?.string(maxBytes: maxBytes)
    }.filter { !$0.isEmpty }.joined(separator: "\n")
  }
}
