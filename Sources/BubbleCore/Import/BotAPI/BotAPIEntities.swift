/// A Telegram Bot API text and its `entities` (or a caption and its `caption_entities`) as
/// `RichText`. Offsets and lengths count UTF-16 code units; entities may nest and overlap (a
/// bold word inside a link), so the text is cut at every entity's edge and each piece gets the
/// styles of every entity over it. Entities past the text's end, empty, or of a type this does
/// not know are problems the caller reports; the text still reads.
public enum BotAPIEntities {
  /// One entity as the Bot API sends it.
  public struct Entity: Sendable, Hashable {
    public var type: String
    public var offset: Int
    public var length: Int
    /// `text_link`'s target.
    public var url: String?
    /// `pre`'s language.
    public var language: String?
    /// `text_mention`'s user id.
    public var userID: String?

    public init(
      type: String, offset: Int, length: Int, url: String? = nil, language: String? = nil, userID: String? = nil
    ) {
      self.type = type
      self.offset = offset
      self.length = length
      self.url = url
      self.language = language
      self.userID = userID
    }
  }

  /// What a known entity type draws as; `nil` for types drawn as plain text on purpose
  /// (`custom_emoji`: its fallback emoji is the text itself).
  static let styles: [String: TextStyle?] = [
    "bold": .bold, "italic": .italic, "underline": .underline, "strikethrough": .strikethrough,
    "spoiler": .spoiler, "code": .code, "pre": .pre, "text_link": .textLink, "text_mention": .mention,
    "mention": .mention, "hashtag": .hashtag, "cashtag": .cashtag, "bot_command": .botCommand, "url": .link,
    "email": .email, "phone_number": .phone, "blockquote": .blockquote, "expandable_blockquote": .blockquote,
    "custom_emoji": nil, "date_time": nil,
  ]

  /// The styled text, and a sentence for each entity that could not be applied (by its index).
  public static func richText(_ text: String, entities: [Entity]) -> (text: RichText, problems: [(Int, String)]) {
    let units = Array(text.utf16)
    var problems: [(Int, String)] = []
    var spans: [(start: Int, end: Int, entity: Entity)] = []
    for (index, entity) in entities.enumerated() {
      guard styles[entity.type] != nil else {
        problems.append((index, "unknown entity type \"\(entity.type)\": drawn as plain text"))
        continue
      }
      guard entity.offset >= 0, entity.length > 0, entity.offset <= units.count - entity.length else {
        problems.append(
          (
            index,
            "offset \(entity.offset) and length \(entity.length) are outside the text's \(units.count) UTF-16 units"
          ))
        continue
      }
      // A cut inside a surrogate pair would split one character: widen to whole characters.
      let start = wholeCharacterStart(entity.offset, in: units)
      let end = wholeCharacterEnd(entity.offset + entity.length, in: units)
      spans.append((start, end, entity))
    }
    return (RichText(segments: segments(units, spans: spans)), problems)
  }

  /// Cuts at every span's edge and styles each piece with the spans over it, in one sweep over
  /// the edges (sorted once): the cost grows with the text and the entities, not their product,
  /// except where many entities cover one piece.
  private static func segments(_ units: [UInt16], spans: [(start: Int, end: Int, entity: Entity)]) -> [TextSegment] {
    var edges = Set([0, units.count])
    for span in spans { edges.formUnion([span.start, span.end]) }
    let cuts = edges.sorted()
    let byStart = Dictionary(grouping: spans.indices, by: { spans[$0].start })
    var active: Set<Int> = []
    var segments: [TextSegment] = []
    for (from, to) in zip(cuts, cuts.dropFirst()) where from < to {
      active = active.filter { spans[$0].end > from }
      active.formUnion(byStart[from] ?? [])
      var segment = TextSegment(text: String(decoding: units[from..<to], as: UTF16.self))
      for index in active.sorted() {
        let entity = spans[index].entity
        guard let style = styles[entity.type] ?? nil else { continue }
        segment.styles.insert(style)
        if let url = entity.url, style == .textLink { segment.href = url }
        if let language = entity.language, style == .pre { segment.language = language }
        if let user = entity.userID, style == .mention { segment.userID = user }
      }
      if let last = segments.last, last.sameStyle(as: segment) {
        segments[segments.count - 1].text += segment.text
      } else {
        segments.append(segment)
      }
    }
    return segments
  }

  private static func wholeCharacterStart(_ offset: Int, in units: [UInt16]) -> Int {
    offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset]) ? offset - 1 : offset
  }

  private static func wholeCharacterEnd(_ end: Int, in units: [UInt16]) -> Int {
    end > 0 && end < units.count && UTF16.isTrailSurrogate(units[end]) ? end + 1 : end
  }
}
