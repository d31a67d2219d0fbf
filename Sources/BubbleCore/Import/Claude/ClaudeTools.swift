import Foundation

/// A Claude message's `tool_use` and `tool_result` blocks. The artifacts tool's `create` and
/// `rewrite` are the answer's titled code block, as `<antArtifact>` is in older exports; every
/// other call and every result is a step: "web_search: bakeries in Lisbon".
enum ClaudeTools {
  static func call(_ block: ObjectReader) -> ClaudePiece? {
    let name = block.string("name") ?? "tool"
    let input = block.field("input")?.object()
    let maxBytes = block.limits.maxTextBytes
    func text(_ key: String) -> String? {
      input?.field(key)?.string(maxBytes: maxBytes).flatMap { $0.isEmpty ? nil : $0 }
    }
    if name == "artifacts" {
      let command = text("command")
      if command == "create" || command == "rewrite", let content = text("content") {
        var attributes: [String: String] = [:]
        for key in ["title", "type", "language"] { attributes[key] = text(key) }
        return .answer(ClaudeArtifacts.block(content[...], attributes: attributes))
      }
      return .step(AssistantText.notice("Artifact \(command ?? "changed")", text("title") ?? text("id") ?? ""))
    }
    // What a call is about, where it says so: a search's query, a page's address.
    let subject = ["query", "url", "path", "command", "title"].lazy.compactMap(text).first
    return .step(AssistantText.notice(name, subject ?? ""))
  }

  /// A result's text blocks (or its text), under the tool's name.
  static func result(_ block: ObjectReader) -> ClaudePiece? {
    let name = block.string("name") ?? "tool"
    let maxBytes = block.limits.maxTextBytes
    guard let content = block.field("content") else { return .step(name + " result") }
    let text: String
    if case .string = content.node.value {
      text = content.string(maxBytes: maxBytes) ?? ""
    } else {
      let items = content.elements(maxCount: ClaudeMessageDecoder.maxBlocks) ?? []
      // Text blocks by their text; a search's results (`knowledge`) by their titles.
      text = items.compactMap { item -> String? in
        guard case .object = item.node.value else { return nil }
        let key = item.node["type"]?.stringText == "knowledge" ? "title" : "text"
        return item.object()?.field(key)?.string(maxBytes: maxBytes)
      }.joined(separator: "\n")
    }
    return .step(AssistantText.notice(name + " result", text))
  }
}
