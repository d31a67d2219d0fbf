/// A Bot API message's media as a content kind. Files come as `file_id`s, drawn as
/// `telegram-file:<file_id>` sources that a Bot API server downloads when one is configured
/// (`BotAPIPictures`); a file with no picture to draw is a file card naming what it is.
/// Locations, venues, contacts and polls carry their data and draw as themselves.
enum BotAPIMedia {
  /// The file-bearing fields, in the order the Bot API prefers them (an animation also comes
  /// with a `document` of the same file), and what each is called.
  static let files: [(key: String, name: String)] = [
    ("animation", "GIF"), ("photo", "Photo"), ("sticker", "Sticker"), ("video_note", "Video message"),
    ("video", "Video"), ("voice", "Voice message"), ("audio", "Audio"), ("document", "File"),
  ]

  static func decode(_ reader: ObjectReader, message: ObjectReader) -> MessageContent? {
    if let location = reader.field("location") {
      let venue = reader.field("venue")?.object()
      return geo(location, title: venue?.string("title"), address: venue?.string("address"))
    }
    if let contact = reader.field("contact")?.object() { return self.contact(contact, at: reader) }
    if let poll = reader.field("poll") { return self.poll(poll) }
    for (key, name) in files {
      guard let field = reader.field(key) else { continue }
      return BotAPIPictures.content(key, field: field) ?? card(name, field: field, at: reader)
    }
    return nil
  }

  private static func card(_ name: String, field: JSONField, at reader: ObjectReader) -> MessageContent? {
    // A photo is its sizes, smallest first: the last is the picture.
    let isSizes = if case .array = field.node.value { true } else { false }
    let object = isSizes ? field.elements(maxCount: 100)?.last?.object() : field.object()
    var label = name
    if let emoji = object?.string("emoji") { label += " " + emoji }
    if let fileName = object?.string("file_name") { label = fileName }
    let owner = JSONField(path: reader.path, node: field.node, context: reader.context)
    var fields = ContentFields(of: owner)
    fields.set("name", .string(label), at: field)
    fields.copyNumber("size", from: object?.field("file_size"))
    fields.copy("mime", from: object?.field("mime_type"))
    return fields.content("file")
  }

  private static func geo(_ location: JSONField, title: String?, address: String?) -> MessageContent? {
    guard let point = location.object() else { return nil }
    var fields = ContentFields(of: location)
    fields.copyNumber("latitude", from: point.requiredField("latitude"))
    fields.copyNumber("longitude", from: point.requiredField("longitude"))
    if let title { fields.set("title", .string(title)) }
    if let address { fields.set("address", .string(address)) }
    return fields.content("location")
  }

  /// `poll`: the question and each option's `voter_count`.
  private static func poll(_ field: JSONField) -> MessageContent? {
    guard let poll = field.object() else { return nil }
    var fields = ContentFields(of: field)
    fields.copy("question", from: poll.requiredField("question"))
    fields.copyNumber("total_voters", from: poll.field("total_voter_count"))
    let items = poll.requiredField("options")?.elements(maxCount: poll.limits.maxPollOptions) ?? []
    let options = items.enumerated().compactMap { index, item -> JSONNode? in
      guard let option = item.object() else { return nil }
      var members: [JSONMember] = []
      for (key, source, isNumber) in [
        ("text", option.requiredField("text"), false), ("votes", option.field("voter_count"), true),
      ] {
        guard let source else { continue }
        let value = isNumber ? ContentFields.numberNode(source.node) : source.node
        members.append(JSONMember(key: key, keyLocation: source.location, value: value))
        fields.map("options[\(index)].\(key)", to: source)
      }
      return JSONNode(.object(members), at: item.location)
    }
    fields.set("options", .array(options), at: poll.field("options"))
    return fields.content("poll")
  }

  private static func contact(_ contact: ObjectReader, at reader: ObjectReader) -> MessageContent? {
    guard let field = reader.field("contact") else { return nil }
    var fields = ContentFields(of: field)
    let name = [contact.string("first_name"), contact.string("last_name")].compactMap { $0 }.joined(separator: " ")
    fields.set("name", .string(name.isEmpty ? "Contact" : name))
    fields.copy("phone", from: contact.field("phone_number"))
    return fields.content("contact")
  }
}
