/// A Telegram message's media (`photo`, `file` with `media_type`, `location_information`,
/// `poll`, `contact_information`) as a content kind. A file the export left out
/// (`(File not included. ...)`) draws as a file card named after the media type ("Photo, not
/// included"); a voice message or an audio file, whose card shows no picture, draws as usual.
enum TelegramMedia {
  static func decode(_ reader: ObjectReader, message: JSONField) -> MessageContent? {
    if let photo = reader.field("photo") {
      _ = reader.field("photo_file_size")
      guard let path = mediaPath(photo) else {
        _ = (reader.field("width"), reader.field("height"))
        return notIncluded("Photo", at: photo, message: message)
      }
      var fields = ContentFields(of: message)
      fields.set("src", .string(path), at: photo)
      fields.copyNumber("width", from: reader.field("width"))
      fields.copyNumber("height", from: reader.field("height"))
      return fields.content("image")
    }
    if let file = reader.field("file") { return decodeFile(file, reader: reader, message: message) }
    if let location = reader.field("location_information") {
      return decodeLocation(location, reader: reader, message: message)
    }
    if let poll = reader.field("poll") { return decodePoll(poll, message: message) }
    if let contact = reader.field("contact_information") { return decodeContact(contact, message: message) }
    return nil
  }

  /// The media types of `file`, and how each reads when the file was left out.
  static let mediaTypeNames = [
    "sticker": "Sticker", "voice_message": "Voice message", "audio_file": "Audio file", "video_file": "Video file",
    "animation": "GIF", "video_message": "Video message",
  ]

  private static func decodeFile(_ file: JSONField, reader: ObjectReader, message: JSONField) -> MessageContent? {
    let typeField = reader.field("media_type")
    let mediaType = typeField?.string()
    let path = mediaPath(file)
    let thumbnailField = reader.field("thumbnail")
    let thumbnail = thumbnailField.flatMap(mediaPath)
    _ = reader.field("thumbnail_file_size")
    let mime = reader.field("mime_type")
    // A file's name and size are written for every kind; only a file card shows them.
    let fileName = reader.field("file_name")
    let fileSize = reader.field("file_size")
    var fields = ContentFields(of: message)
    let size = (reader.field("width"), reader.field("height"))
    let drawsPicture = ["sticker", "video_file", "animation", "video_message"].contains(mediaType ?? "")
    if drawsPicture, path == nil, let name = mediaType.flatMap({ mediaTypeNames[$0] }) {
      _ = (reader.field("sticker_emoji"), reader.field("duration_seconds"))
      return notIncluded(name, at: file, message: message)
    }
    switch mediaType {
    case "sticker":
      // Animated stickers (.tgs, .webm) cannot be drawn: their thumbnail stands in.
      let drawable = path.map { !$0.lowercased().hasSuffix(".tgs") && !$0.lowercased().hasSuffix(".webm") } ?? false
      if let source = drawable ? path : thumbnail { fields.set("src", .string(source), at: file) }
      fields.copyNumber("width", from: size.0)
      fields.copyNumber("height", from: size.1)
      fields.copy("emoji", from: reader.field("sticker_emoji"))
      return fields.content("sticker")
    case "voice_message":
      fields.copyNumber("duration", from: reader.field("duration_seconds"))
      if fields.members.isEmpty { fields.set("duration", .number(0, isInteger: true)) }
      return fields.content("voice")
    case "video_file", "animation", "video_message":
      if let thumbnail { fields.set("poster", .string(thumbnail), at: thumbnailField) }
      fields.copyNumber("width", from: size.0)
      fields.copyNumber("height", from: size.1)
      fields.copyNumber("duration", from: reader.field("duration_seconds"))
      return fields.content("video")
    case "audio_file":
      // A file without tags is named by its file name, as the app shows it.
      fields.copy("title", from: reader.field("title") ?? reader.field("file_name"))
      fields.copy("performer", from: reader.field("performer"))
      fields.copyNumber("duration", from: reader.field("duration_seconds"))
      return fields.content("audio")
    default:
      if let mediaType, let typeField {
        let known = mediaTypeNames.keys.sorted().joined(separator: ", ")
        typeField.warning("unknown media type \(quoted(mediaType)); drawn as a file (known: \(known))")
      }
      let name = fileName?.string() ?? path.map { String($0.split(separator: "/").last ?? "") }
      let missing = "\(mediaType.flatMap { mediaTypeNames[$0] } ?? "File"), not included"
      fields.set("name", .string(name.flatMap { $0.isEmpty ? nil : $0 } ?? missing), at: file)
      fields.copyNumber("size", from: fileSize)
      fields.copy("mime", from: mime)
      return fields.content("file")
    }
  }

  /// A file card named after the media type, for a picture the export left out: a grey box
  /// would not say what is missing.
  private static func notIncluded(_ name: String, at field: JSONField, message: JSONField) -> MessageContent? {
    var fields = ContentFields(of: message)
    fields.set("name", .string("\(name), not included"), at: field)
    return fields.content("file")
  }

  private static func decodeLocation(
    _ location: JSONField, reader: ObjectReader, message: JSONField
  ) -> MessageContent? {
    guard let point = location.object() else { return nil }
    defer { point.finish() }
    var fields = ContentFields(of: message)
    fields.copyNumber("latitude", from: point.requiredField("latitude"))
    fields.copyNumber("longitude", from: point.requiredField("longitude"))
    fields.copy("title", from: reader.field("place_name"))
    fields.copy("address", from: reader.field("address"))
    _ = reader.field("live_location_period_seconds")
    guard fields.members.count >= 2 else { return nil }
    return fields.content("location")
  }

  private static func decodePoll(_ poll: JSONField, message: JSONField) -> MessageContent? {
    guard let reader = poll.object() else { return nil }
    defer { reader.finish() }
    var fields = ContentFields(of: message)
    fields.copy("question", from: reader.requiredField("question"))
    fields.copyNumber("total_voters", from: reader.field("total_voters"))
    _ = reader.field("closed").map(TelegramLenient.bool)
    let answers = reader.requiredField("answers")?.elements(maxCount: reader.limits.maxPollOptions) ?? []
    let options = answers.enumerated().compactMap { index, answer -> JSONNode? in
      guard let option = answer.object() else { return nil }
      defer { option.finish() }
      var members: [JSONMember] = []
      let read = [("text", option.requiredField("text"), false), ("votes", option.field("voters"), true)]
      for (key, source, isNumber) in read {
        guard let source else { continue }
        let value = isNumber ? ContentFields.numberNode(source.node) : source.node
        members.append(JSONMember(key: key, keyLocation: source.location, value: value))
        fields.map("options[\(index)].\(key)", to: source)
      }
      _ = option.field("chosen").map(TelegramLenient.bool)
      return JSONNode(.object(members), at: answer.location)
    }
    fields.set("options", .array(options), at: reader.field("answers"))
    return fields.content("poll")
  }

  private static func decodeContact(_ contact: JSONField, message: JSONField) -> MessageContent? {
    guard let reader = contact.object() else { return nil }
    defer { reader.finish() }
    let parts = [reader.string("first_name"), reader.string("last_name")].compactMap { $0 }.filter { !$0.isEmpty }
    let phone = reader.string("phone_number")
    var fields = ContentFields(of: message)
    fields.set("name", .string(parts.isEmpty ? (phone ?? "Contact") : parts.joined(separator: " ")), at: contact)
    if let phone, !phone.isEmpty { fields.set("phone", .string(phone), at: contact) }
    return fields.content("contact")
  }

  /// The relative path a media field names, or `nil` when the export left the file out (its
  /// text is then a sentence in parentheses) or the path would lead out of the export's folder.
  static func mediaPath(_ field: JSONField) -> String? {
    guard let text = field.string(nonEmpty: true) else { return nil }
    if text.hasPrefix("(") && text.hasSuffix(")") { return nil }
    guard !text.hasPrefix("/"), !text.contains("\0"), !text.split(separator: "/").contains("..") else {
      field.warning("the path leads out of the export's folder; drawn as a placeholder")
      return nil
    }
    // An export's media are files beside it, never URLs, data: URIs or Bot API files.
    let isPath = if case .path = MediaSource(text) { true } else { false }
    return isPath ? text : "./" + text
  }
}
