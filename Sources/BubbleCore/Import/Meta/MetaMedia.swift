/// A Meta message's media: `photos`, `videos`, `gifs`, `audio_files`, `files` (each a list of
/// `{uri, creation_timestamp}`), a `sticker`, a `share` (a link, drawn in the text). The first
/// one found is the message's content; a `uri` is read inside the thread's folder.
enum MetaMedia {
  static func decode(
    _ reader: ObjectReader, message: JSONField, threadFolder: String?, text: inout String?
  ) -> MessageContent? {
    var content: MessageContent?
    let lists: [(key: String, kind: String)] = [
      ("photos", "image"), ("gifs", "image"), ("videos", "video"), ("audio_files", "voice"), ("files", "file"),
    ]
    for (key, kind) in lists {
      guard let list = reader.field(key) else { continue }
      let items = list.elements(maxCount: 64) ?? []
      guard content == nil, let first = items.first, let item = first.object() else {
        for extra in items { extra.object()?.finish() }
        continue
      }
      defer { item.finish() }
      for extra in items.dropFirst() { extra.object()?.finish() }
      _ = (item.field("creation_timestamp"), item.field("media_path_INTERNAL"), item.field("type_INTERNAL"))
      _ = item.field("thumbnail")
      let path = item.field("uri").flatMap { localPath($0, threadFolder: threadFolder) }
      var fields = ContentFields(of: message)
      switch kind {
      case "image": if let path { fields.set("src", .string(path), at: item.field("uri")) }
      case "voice": fields.set("duration", .number(0, isInteger: true))
      case "file":
        let name = path.map { String($0.split(separator: "/").last ?? "") } ?? "File"
        fields.set("name", .string(name))
      default: break
      }
      content = fields.content(kind)
    }
    if let sticker = reader.field("sticker")?.object() {
      defer { sticker.finish() }
      _ = (sticker.field("ai_stickers"), sticker.field("media_path_INTERNAL"), sticker.field("type_INTERNAL"))
      if content == nil {
        var fields = ContentFields(of: message)
        if let path = sticker.field("uri").flatMap({ localPath($0, threadFolder: threadFolder) }) {
          fields.set("src", .string(path))
        }
        content = fields.content("sticker")
      }
    }
    if let share = reader.field("share")?.object() {
      defer { share.finish() }
      _ = (share.field("share_text"), share.field("original_content_owner"), share.field("profile_share_username"))
      if let link = share.string("link"), !(text ?? "").contains(link) {
        text = [text, link].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
      }
    }
    return content
  }

  /// `messages/inbox/alice_abc/photos/1.jpg` is `photos/1.jpg` beside `message_1.json` in
  /// `alice_abc`; a path that leads out of that folder is left out (a placeholder).
  static func localPath(_ field: JSONField, threadFolder: String?) -> String? {
    guard let uri = field.string(nonEmpty: true) else { return nil }
    var parts = uri.split(separator: "/").map(String.init)
    if let threadFolder, let index = parts.lastIndex(of: threadFolder) {
      parts = Array(parts[(index + 1)...])
    } else if parts.count > 2 {
      parts = Array(parts.suffix(2))
    }
    guard !parts.isEmpty, !parts.contains(".."), !uri.hasPrefix("http") else {
      field.warning("the path is not inside the export's folder; drawn as a placeholder")
      return nil
    }
    return parts.joined(separator: "/")
  }
}
