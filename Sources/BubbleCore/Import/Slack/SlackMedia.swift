import Foundation

/// A Slack message's media: its files (`files`, or the older `file`: the first a picture or a
/// file card, "and N more" named), else its first legacy attachment with a link (a link
/// preview). An attachment without a link (a bot's note: `pretext` and `text`) is text, given
/// back as the caption. Slack's file URLs need the workspace's token: they draw only when
/// remote media are allowed, else as placeholders.
enum SlackMedia {
  struct Decoded {
    var content: MessageContent?
    var caption: RichText?
  }

  static func decode(_ reader: ObjectReader, message: JSONField, text: SlackText) -> Decoded {
    let files = reader.field("files")?.elements(maxCount: 64) ?? reader.field("file").map { [$0] } ?? []
    let attachments = reader.field("attachments")?.elements(maxCount: 64) ?? []
    let caption = attachments.compactMap { note($0, text: text) }.first
    if let first = files.first, let content = file(first, others: files.count - 1, message: message) {
      return Decoded(content: content, caption: caption)
    }
    let preview = attachments.lazy.compactMap { linkPreview($0, message: message) }.first
    return Decoded(content: preview, caption: preview == nil ? caption : nil)
  }

  private static func file(_ field: JSONField, others: Int, message: JSONField) -> MessageContent? {
    guard let reader = field.object() else { return nil }
    // A file deleted since it was shared: `{"id": "F1", "mode": "tombstone"}`.
    let name = [reader.string("title"), reader.string("name")].compactMap { $0 }.first { !$0.isEmpty } ?? "file"
    let mime = reader.string("mimetype") ?? ""
    var fields = ContentFields(of: message)
    let picture = ["thumb_720", "thumb_480", "thumb_360", "url_private"].lazy.compactMap { reader.string($0) }
      .first { $0.hasPrefix("https://") }
    if mime.hasPrefix("image/"), others == 0, let picture {
      fields.set("src", .string(picture))
      for (key, source) in [("width", "original_w"), ("height", "original_h")] {
        // 0 is how Slack writes "not known".
        if case .number(let value, _)? = reader.field(source)?.node.value, (1...65_535).contains(value) {
          fields.set(key, .number(value.rounded(), isInteger: true))
        }
      }
      return fields.content("image")
    }
    fields.set("name", .string(name + (others > 0 ? " and \(others) more" : "")))
    if let size = reader.field("size")?.integer(in: InputNumberRanges.fileBytes), size > 0 {
      fields.set("size", .number(Double(size), isInteger: true))
    }
    return fields.content("file")
  }

  private static func linkPreview(_ field: JSONField, message: JSONField) -> MessageContent? {
    guard let reader = field.object() else { return nil }
    let url = ["title_link", "from_url", "original_url"].lazy.compactMap { reader.string($0) }.first { !$0.isEmpty }
    guard let url else { return nil }
    var fields = ContentFields(of: message)
    fields.set("url", .string(url))
    if let title = reader.string("title"), !title.isEmpty { fields.set("title", .string(title)) }
    if let text = reader.string("text"), !text.isEmpty {
      fields.set("description", .string(SlackText.unescaped(text[...])))
    }
    if let site = reader.string("service_name"), !site.isEmpty { fields.set("site_name", .string(site)) }
    let image = ["image_url", "thumb_url"].lazy.compactMap { reader.string($0) }.first { $0.hasPrefix("https://") }
    if let image { fields.set("image", .string(image)) }
    return fields.content("link_preview")
  }

  /// A bot's attachment without a link: its `pretext` and `text` (mrkdwn), else its `fallback`.
  private static func note(_ field: JSONField, text: SlackText) -> RichText? {
    guard let reader = field.object(), reader.string("title_link") == nil, reader.string("from_url") == nil else {
      return nil
    }
    let parts = [reader.string("pretext"), reader.string("text")].compactMap { $0 }.filter { !$0.isEmpty }
    let written = parts.isEmpty ? reader.string("fallback") ?? "" : parts.joined(separator: "\n")
    return written.isEmpty ? nil : text.richText(written)
  }
}
