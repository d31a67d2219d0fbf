import Foundation

/// A quote-api message's media as a content kind: `media` (a URL, a Telegram file, or an array
/// of a photo's sizes) drawn as `mediaType` says (`sticker`, `video`, `animation`/`gif`, else a
/// picture), or the attachment rows `voice`, `document` and `audio`.
enum QuoteAPIMedia {
  static func decode(_ message: ObjectReader) -> MessageContent? {
    // One of them is drawn, but each is checked: a wrong type is an error wherever it is.
    for key in ["voice", "document", "audio"] { _ = message.field(key)?.object() }
    _ = message.string("mediaType")
    _ = message.bool("mediaCrop")
    if let media = message.field("media"), let picture = picture(media, crop: message.bool("mediaCrop") == true) {
      return content(picture, type: message.string("mediaType"), message: message)
    }
    if let voice = message.field("voice"), let object = voice.object() {
      var fields = ContentFields(of: voice)
      fields.copyNumber("duration", from: object.field("duration"))
      if object.field("duration") == nil { fields.set("duration", .number(0, isInteger: true), at: voice) }
      fields.copy("waveform", from: object.field("waveform"))
      return fields.content("voice")
    }
    if let document = message.field("document"), let object = document.object() {
      var fields = ContentFields(of: document)
      fields.set("name", .string(object.string("file_name") ?? "File"), at: object.field("file_name"))
      if let size = object.field("file_size"), case .number(let bytes, _) = size.node.value {
        fields.set("size", .number(bytes.rounded(), isInteger: true), at: size)
      }
      fields.copy("mime", from: object.field("mime_type"))
      return fields.content("file")
    }
    if let audio = message.field("audio"), let object = audio.object() {
      var fields = ContentFields(of: audio)
      fields.copy("title", from: object.field("title"))
      fields.copy("performer", from: object.field("performer"))
      fields.copyNumber("duration", from: object.field("duration"))
      return fields.content("audio")
    }
    return nil
  }

  /// The picture a `media` names: `{url}`, `{file_id, width, height}`, or a photo's sizes (the
  /// last, the largest; the second with `mediaCrop`, as quote-api picks). An animated sticker
  /// draws its `thumb`.
  struct Picture {
    var source: JSONNode
    var width: JSONField?
    var height: JSONField?
    var at: JSONField
  }

  static func picture(_ media: JSONField, crop: Bool) -> Picture? {
    var chosen = media
    if case .array = media.node.value {
      guard let sizes = media.elements(maxCount: 100), let last = sizes.last else { return nil }
      chosen = crop && sizes.count > 1 ? sizes[1] : last
    }
    guard var object = chosen.object() else { return nil }
    if object.bool("is_animated") == true || object.bool("is_video") == true {
      guard let thumb = (object.field("thumb") ?? object.field("thumbnail"))?.object() else { return nil }
      object = thumb
    }
    let location = chosen.node.location
    // A data: URI may be as long as a conversation's.
    if let url = object.field("url"), url.mediaSource() != nil {
      return Picture(source: url.node, width: object.field("width"), height: object.field("height"), at: chosen)
    }
    guard let id = object.string("file_id") else {
      chosen.warning("expected media with a url or a file_id; drawn without it")
      return nil
    }
    return Picture(
      source: JSONNode(.string(MediaSource.telegramFile(id).written), at: location), width: object.field("width"),
      height: object.field("height"), at: chosen)
  }

  private static func content(_ picture: Picture, type: String?, message: ObjectReader) -> MessageContent? {
    var fields = ContentFields(of: picture.at)
    let kind: String
    switch type {
    case "sticker": kind = "sticker"
    case "video", "animation", "gif", "video_note": kind = "video"
    default: kind = "image"
    }
    let sourceKey = kind == "video" ? "poster" : "src"
    fields.set(sourceKey, picture.source.value, at: picture.at)
    fields.copyNumber("width", from: picture.width)
    fields.copyNumber("height", from: picture.height)
    if kind == "video" {
      if let duration = message.field("mediaDuration") {
        fields.copyNumber("duration", from: duration)
      } else {
        fields.set("duration", .number(0, isInteger: true))
      }
    }
    return fields.content(kind)
  }
}
