/// The Bot API files that draw as a picture, each as its kind with a `telegram-file:<file_id>`
/// source: a photo's largest size, a sticker (its thumbnail when it is animated: a .tgs or
/// .webm cannot be drawn), the thumbnail of an animation, a video or a video note as the video's
/// poster; a voice message draws as one with its duration. `nil` when there is nothing to draw
/// (no thumbnail): the caller draws the file card instead.
enum BotAPIPictures {
  /// Photo sizes above this are not chosen: the Bot API sends several, and a smaller one is
  /// plenty for a bubble.
  static let maxPhotoBytes = 10 << 20

  static func content(_ key: String, field: JSONField) -> MessageContent? {
    switch key {
    case "photo": photo(field)
    case "sticker": sticker(field)
    case "animation", "video": video(field, isRound: false)
    case "video_note": video(field, isRound: true)
    case "voice": voice(field)
    default: nil
    }
  }

  /// The size with the most pixels within `maxPhotoBytes` (the last of equals: the Bot API lists
  /// them smallest first).
  private static func photo(_ field: JSONField) -> MessageContent? {
    guard case .array = field.node.value else { return nil }
    let sizes = (field.elements(maxCount: 100) ?? []).compactMap { $0.object() }
    var best: (pixels: Double, size: ObjectReader)?
    for size in sizes where number(size.field("file_size")) ?? 0 <= Double(maxPhotoBytes) {
      let pixels = (number(size.field("width")) ?? 0) * (number(size.field("height")) ?? 0)
      if pixels >= best?.pixels ?? 0 { best = (pixels, size) }
    }
    guard let best, let source = fileSource(best.size) else { return nil }
    var fields = ContentFields(of: field)
    fields.set("src", .string(source.text), at: source.field)
    fields.copyNumber("width", from: best.size.field("width"))
    fields.copyNumber("height", from: best.size.field("height"))
    return fields.content("image")
  }

  private static func sticker(_ field: JSONField) -> MessageContent? {
    guard let sticker = field.object() else { return nil }
    let isMoving = sticker.bool("is_animated") == true || sticker.bool("is_video") == true
    guard let source = isMoving ? thumbnail(of: sticker) : fileSource(sticker) else { return nil }
    var fields = ContentFields(of: field)
    fields.set("src", .string(source.text), at: source.field)
    fields.copyNumber("width", from: sticker.field("width"))
    fields.copyNumber("height", from: sticker.field("height"))
    fields.copy("emoji", from: sticker.field("emoji"))
    return fields.content("sticker")
  }

  /// An animation, a video or a video note (round: its `length` is both sides) as a video with
  /// its thumbnail for a poster.
  private static func video(_ field: JSONField, isRound: Bool) -> MessageContent? {
    guard let video = field.object(), let poster = thumbnail(of: video) else { return nil }
    let side = isRound ? video.field("length") : nil
    var fields = ContentFields(of: field)
    fields.set("poster", .string(poster.text), at: poster.field)
    fields.copyNumber("width", from: side ?? video.field("width"))
    fields.copyNumber("height", from: side ?? video.field("height"))
    fields.copyNumber("duration", from: video.field("duration"))
    return fields.content("video")
  }

  private static func voice(_ field: JSONField) -> MessageContent? {
    guard let duration = field.object()?.field("duration") else { return nil }
    var fields = ContentFields(of: field)
    fields.copyNumber("duration", from: duration)
    return fields.content("voice")
  }

  /// `thumbnail` (Bot API 6.6), or `thumb` as older servers and libraries write it.
  private static func thumbnail(of file: ObjectReader) -> (text: String, field: JSONField)? {
    (file.field("thumbnail") ?? file.field("thumb"))?.object().flatMap(fileSource)
  }

  /// The file's `file_id` as a source; a `file_id` that cannot be one is a warning at it.
  private static func fileSource(_ file: ObjectReader) -> (text: String, field: JSONField)? {
    guard let field = file.field("file_id"), let id = field.string() else { return nil }
    guard MediaSource.isTelegramFileID(id) else {
      field.warning(
        "not a Bot API file_id (1 to \(MediaSource.maxTelegramFileIDLength) letters, digits, - and _); "
          + "drawn as a file card")
      return nil
    }
    return (MediaSource.telegramFile(id).written, field)
  }

  /// A number to compare sizes by, without a problem when it is not one (the kind reports
  /// the width and height it is given).
  private static func number(_ field: JSONField?) -> Double? {
    guard case .number(let value, _) = field?.node.value else { return nil }
    return value
  }
}
