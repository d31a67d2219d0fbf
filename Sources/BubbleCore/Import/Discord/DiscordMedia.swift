import Foundation

/// A Discord message's media: its attachments (one picture, video, audio or file; several
/// pictures and videos an album; the rest named in a file card), else its first embed (a link
/// preview), else its sticker. Downloaded media are paths beside the JSON, written with
/// backslashes on Windows; others are Discord's URLs (drawn only when remote media are allowed).
enum DiscordMedia {
  static func decode(_ reader: ObjectReader, message: JSONField) -> MessageContent? {
    let attachments = reader.field("attachments")?.elements(maxCount: 64) ?? []
    let embeds = reader.field("embeds")?.elements(maxCount: 64) ?? []
    let stickers = reader.field("stickers")?.elements(maxCount: 16) ?? []
    let files = attachments.compactMap(attachment)
    let embed = embeds.first.flatMap { linkPreview($0, message: message) }
    let sticker = stickers.first.flatMap { stickerContent($0, message: message) }
    if files.count > 1, files.allSatisfy({ $0.kind == "image" || $0.kind == "video" }) {
      var fields = ContentFields(of: message)
      let items = files.map { file -> JSONValue in
        var members: [String: JSONValue] = ["type": .string(file.kind)]
        if let source = file.source { members[file.kind == "video" ? "poster" : "src"] = .string(source) }
        return .object(
          members.sorted { $0.key < $1.key }.map {
            JSONMember(key: $0.key, keyLocation: message.location, value: JSONNode($0.value, at: message.location))
          })
      }
      fields.set("items", .array(items.map { JSONNode($0, at: message.location) }))
      return fields.content("album")
    }
    if let file = files.first {
      var fields = ContentFields(of: message)
      switch file.kind {
      case "image": if let source = file.source { fields.set("src", .string(source)) }
      case "audio": fields.set("title", .string(file.name))
      case "file":
        let others = files.count > 1 ? " and \(files.count - 1) more" : ""
        fields.set("name", .string(file.name + others))
        if let size = file.size { fields.set("size", .number(Double(size), isInteger: true)) }
      default: break
      }
      return fields.content(file.kind)
    }
    return embed ?? sticker
  }

  struct Attachment {
    var kind: String
    var name: String
    var source: String?
    var size: Int?
  }

  private static func attachment(_ field: JSONField) -> Attachment? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    _ = reader.field("id")
    let name = reader.string("fileName") ?? "file"
    let size = reader.field("fileSizeBytes")?.integer(in: InputNumberRanges.fileBytes)
    let source = reader.field("url").flatMap(path)
    return Attachment(kind: kind(of: name), name: name, source: source, size: size)
  }

  static func kind(of name: String) -> String {
    switch name.split(separator: ".").last?.lowercased() ?? "" {
    case "png", "jpg", "jpeg", "gif", "webp": "image"
    case "mp4", "mov", "webm", "mkv": "video"
    case "mp3", "ogg", "wav", "m4a", "flac", "opus": "audio"
    default: "file"
    }
  }

  private static func linkPreview(_ field: JSONField, message: JSONField) -> MessageContent? {
    // An embed's many fields (colour, footer, fields, video) are read as a whole: no warnings.
    guard let reader = field.object() else { return nil }
    guard let url = reader.string("url"), !url.isEmpty else { return nil }
    var fields = ContentFields(of: message)
    fields.set("url", .string(url))
    if let title = reader.string("title") { fields.set("title", .string(title)) }
    if let description = reader.string("description") { fields.set("description", .string(description)) }
    if let site = reader.field("author")?.object()?.string("name") { fields.set("site_name", .string(site)) }
    let thumbnail = reader.field("thumbnail")?.object()
    if let image = thumbnail?.field("url").flatMap(path) { fields.set("image", .string(image)) }
    return fields.content("link_preview")
  }

  private static func stickerContent(_ field: JSONField, message: JSONField) -> MessageContent? {
    guard let reader = field.object() else { return nil }
    defer { reader.finish() }
    _ = (reader.field("id"), reader.field("name"), reader.field("format"))
    var fields = ContentFields(of: message)
    if let source = reader.field("sourceUrl").flatMap(path) { fields.set("src", .string(source)) }
    return fields.content("sticker")
  }

  /// A media path as the renderer reads it: a downloaded file beside the JSON (backslashes made
  /// slashes), or Discord's URL; a path that leads out of the export's folder is left out.
  static func path(_ field: JSONField) -> String? {
    // An empty path is how some versions write "none".
    guard let text = field.string(), !text.isEmpty else { return nil }
    let lower = text.lowercased()
    if lower.hasPrefix("https://") || lower.hasPrefix("http://") { return text }
    let local = text.replacingOccurrences(of: "\\", with: "/")
    guard !local.hasPrefix("/"), !local.contains(":"), !local.split(separator: "/").contains("..") else {
      field.warning("the path leads out of the export's folder; drawn as a placeholder")
      return nil
    }
    return local
  }

  static func source(_ field: JSONField) -> MediaSource? {
    path(field).map(MediaSource.init)
  }
}
