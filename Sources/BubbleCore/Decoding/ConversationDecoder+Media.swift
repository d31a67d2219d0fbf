/// The `media` object: its `type` picks which fields are read.
///
/// Missing required fields are reported and replaced by placeholders (empty strings, zeros):
/// any error rejects the whole document, so placeholders are never rendered.
extension ConversationDecoder {
  static func decodeMedia(_ field: JSONField) -> Media? {
    guard let reader = field.object(),
      let typeField = reader.requiredField("type"), let type = typeField.string()
    else { return nil }
    let media: Media
    switch type {
    case "image": media = .image(decodeImage(reader))
    case "album": media = .album(decodeAlbumItems(reader))
    case "video": media = .video(decodeVideo(reader))
    case "voice": media = .voice(decodeVoice(reader))
    case "audio":
      media = .audio(
        AudioMedia(
          title: reader.string("title"), performer: reader.string("performer"),
          duration: duration(reader)))
    case "file":
      media = .file(
        FileMedia(
          name: reader.requiredString("name") ?? "",
          size: reader.field("size")?.integer(in: 0...Int.max).map(Int64.init),
          mime: reader.string("mime")))
    case "location": media = .location(decodeLocation(reader))
    case "contact":
      media = .contact(
        ContactMedia(
          name: reader.requiredString("name") ?? "", phone: reader.string("phone"),
          avatar: reader.field("avatar")?.mediaSource()))
    case "sticker":
      media = .sticker(
        StickerMedia(
          src: reader.field("src")?.mediaSource(), width: dimension(reader, "width"),
          height: dimension(reader, "height"), emoji: reader.string("emoji")))
    case "link_preview":
      media = .linkPreview(
        LinkPreviewMedia(
          url: reader.requiredString("url", nonEmpty: true) ?? "",
          siteName: reader.string("site_name"), title: reader.string("title"),
          description: reader.string("description"), image: reader.field("image")?.mediaSource()))
    case "call":
      media = .call(
        CallMedia(
          video: reader.bool("video") ?? false, duration: duration(reader),
          missed: reader.bool("missed") ?? false))
    case "poll": media = .poll(decodePoll(reader))
    case "red_packet":
      media = .redPacket(
        RedPacketMedia(greeting: reader.string("greeting"), opened: reader.bool("opened") ?? false))
    case "transfer":
      media = .transfer(
        TransferMedia(
          amount: reader.requiredString("amount", nonEmpty: true) ?? "",
          note: reader.string("note"),
          accepted: reader.bool("accepted") ?? false))
    case _ where field.context.customMediaTypes.contains(type):
      // A custom type's fields belong to its node: keep them all, warn about none.
      return .custom(CustomMedia(type: type, fields: field.node.value))
    default:
      let expected = Media.typeNames.joined(separator: ", ")
      typeField.error("unknown media type \(quoted(type)); expected one of \(expected)")
      return nil  // Its other fields are unknown too: no warnings for them.
    }
    reader.finish()
    return media
  }

  private static func decodeImage(_ reader: ObjectReader) -> ImageMedia {
    ImageMedia(
      src: reader.field("src")?.mediaSource(), width: dimension(reader, "width"),
      height: dimension(reader, "height"))
  }

  private static func decodeVideo(_ reader: ObjectReader) -> VideoMedia {
    VideoMedia(
      poster: reader.field("poster")?.mediaSource(), width: dimension(reader, "width"),
      height: dimension(reader, "height"), duration: duration(reader))
  }

  /// 2 to `maxAlbumItems` images and videos.
  private static func decodeAlbumItems(_ reader: ObjectReader) -> [AlbumItem] {
    let minimumCount = 2
    guard let itemsField = reader.requiredField("items"),
      let items = itemsField.elements(maxCount: reader.limits.maxAlbumItems)
    else { return [] }
    if items.count < minimumCount {
      itemsField.error("an album needs at least \(minimumCount) items, found \(items.count)")
    }
    return items.compactMap { item in
      guard let itemReader = item.object(),
        let typeField = itemReader.requiredField("type"), let type = typeField.string()
      else { return nil }
      let albumItem: AlbumItem
      switch type {
      case "image": albumItem = .image(decodeImage(itemReader))
      case "video": albumItem = .video(decodeVideo(itemReader))
      default:
        typeField.error("unknown album item type \(quoted(type)); expected one of image, video")
        return nil
      }
      itemReader.finish()
      return albumItem
    }
  }

  private static func decodeVoice(_ reader: ObjectReader) -> VoiceMedia {
    let duration = reader.requiredField("duration")?.number(in: 0...(.greatestFiniteMagnitude))
    let maxBarHeight = 31
    let waveform = reader.field("waveform")?
      .elements(maxCount: reader.limits.maxWaveformSamples)?
      .map { $0.integer(in: 0...maxBarHeight) ?? 0 }
    return VoiceMedia(
      duration: duration ?? 0, waveform: waveform, played: reader.bool("played") ?? false)
  }

  private static func decodeLocation(_ reader: ObjectReader) -> LocationMedia {
    LocationMedia(
      latitude: reader.requiredField("latitude")?.number(in: -90...90) ?? 0,
      longitude: reader.requiredField("longitude")?.number(in: -180...180) ?? 0,
      title: reader.string("title"), address: reader.string("address"),
      src: reader.field("src")?.mediaSource())
  }

  private static func decodePoll(_ reader: ObjectReader) -> PollMedia {
    let question = reader.requiredString("question") ?? ""
    var options: [PollMedia.Option] = []
    if let optionsField = reader.requiredField("options"),
      let items = optionsField.elements(maxCount: reader.limits.maxPollOptions)
    {
      if items.isEmpty { optionsField.error("a poll needs at least 1 option") }
      options = items.compactMap { item in
        guard let optionReader = item.object() else { return nil }
        defer { optionReader.finish() }
        return PollMedia.Option(
          text: optionReader.requiredString("text") ?? "",
          votes: optionReader.field("votes")?.integer(in: 0...Int.max) ?? 0)
      }
    }
    return PollMedia(
      question: question, options: options,
      totalVoters: reader.field("total_voters")?.integer(in: 0...Int.max))
  }

  /// A `width` or `height` hint in pixels.
  private static func dimension(_ reader: ObjectReader, _ key: String) -> Int? {
    reader.field(key)?.integer(in: 1...reader.limits.maxMediaDimension)
  }

  /// Seconds; optional for every type but voice.
  private static func duration(_ reader: ObjectReader) -> Double? {
    reader.field("duration")?.number(in: 0...(.greatestFiniteMagnitude))
  }
}
