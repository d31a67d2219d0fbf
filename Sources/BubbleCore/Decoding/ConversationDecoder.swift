import Foundation

/// Reads a conversation (format `bubbles/1`) from JSON and validates it.
///
/// Every problem is reported, not just the first: an invalid document yields all its errors
/// (capped by `DecodingLimits.maxReportedIssues`), each with its JSON path, source location and
/// what was expected. Problems that do not stop rendering (unknown fields, unknown text styles)
/// are warnings on the decoded conversation.
public enum ConversationDecoder {
  public static let supportedFormat = "bubbles/1"

  /// `kinds` are the content kinds `media.type` may name (BubbleKit's
  /// `ContentNodeRegistry.standard.contentKinds`, plus your own).
  public static func decode(
    _ data: Data, limits: DecodingLimits = .default, kinds: ContentKinds
  ) -> Result<DecodedConversation, ConversationDecodingError> {
    guard data.count <= limits.maxInputBytes else {
      let message =
        "the input is \(data.count) bytes; the limit is \(formatByteCount(limits.maxInputBytes))"
      return .failure(.invalid([DecodingIssue(path: "", location: nil, message: message)]))
    }
    do {
      let root = try JSONParser.parse(
        data, depthLimit: limits.maxNestingDepth, maxValues: limits.maxValues, keeping: keep)
      return decode(root, limits: limits, kinds: kinds)
    } catch {
      return .failure(ConversationDecodingError(parsing: error))
    }
  }

  /// What the decoder reads of a document: the known fields of the conversation, of its
  /// participants and of its messages (everything below those); other fields' values are
  /// skipped while parsing and only warned about.
  public static let keep = JSONKeep.object(
    ["format", "title", "kind", "me", "participants", "unread_from", "messages"],
    members: [
      "participants": .array(of: .object(["id", "name", "avatar", "color", "palette"])),
      "messages": .array(
        of: .object([
          "id", "type", "from", "text", "media", "time", "reply_to", "reply_preview", "forwarded_from", "edited",
          "status", "reactions", "pinned", "timing",
        ])),
    ])

  /// Decodes an already parsed document.
  public static func decode(
    _ root: JSONNode, limits: DecodingLimits = .default, kinds: ContentKinds
  ) -> Result<DecodedConversation, ConversationDecodingError> {
    let context = DecodingContext(limits: limits, kinds: kinds)
    let conversation = decodeConversation(JSONField(path: "", node: root, context: context))
    guard let conversation, !context.hasErrors else {
      return .failure(.invalid(context.reportedErrors))
    }
    return .success(
      DecodedConversation(conversation: conversation, warnings: context.reportedWarnings))
  }

  private static func decodeConversation(_ root: JSONField) -> Conversation? {
    guard let reader = root.object() else { return nil }
    if let field = reader.field("format"), let format = field.string(), format != supportedFormat {
      field.error("unsupported format \(quoted(format)); expected \(quoted(supportedFormat))")
    }
    let title = reader.string("title")
    let kind = reader.field("kind")?.choice(Conversation.Kind.self, named: "conversation kind")
    let participants = reader.requiredField("participants").map(decodeParticipants) ?? []
    let directory = ParticipantDirectory(participants)
    let messages =
      reader.requiredField("messages").map { decodeMessages($0, participants: directory) } ?? []

    var me: String?
    if let field = reader.field("me"), let id = field.string(nonEmpty: true) {
      me = id
      directory.check(id, at: field)
    }
    var unreadFrom: String?
    if let field = reader.field("unread_from"), let id = field.string(nonEmpty: true) {
      unreadFrom = id
      if !messages.contains(where: { $0.id == id }) {
        field.error("unknown message id \(quoted(id)); expected the id of a message")
      }
    }
    reader.finish()
    return Conversation(
      title: title, kind: kind ?? .direct, me: me, participants: participants,
      unreadFrom: unreadFrom, messages: messages)
  }

  private static func decodeParticipants(_ field: JSONField) -> [Participant] {
    guard let items = field.elements(maxCount: field.limits.maxParticipants) else { return [] }
    var registry = IDRegistry(noun: "participant")
    return items.compactMap { item in
      guard let reader = item.object() else { return nil }
      defer { reader.finish() }
      let idField = reader.requiredField("id")
      let id = idField?.string(nonEmpty: true) ?? ""
      if let idField, !id.isEmpty { registry.register(id, at: idField) }
      var name = reader.string("name")
      if name?.isEmpty == true {
        reader.field("name")?.warning("empty name; the id is shown instead")
        name = nil
      }
      return Participant(
        id: id, name: name, avatar: reader.field("avatar")?.mediaSource(),
        color: reader.field("color").flatMap(decodeColor),
        paletteIndex: reader.field("palette")?.integer(in: Participant.paletteIndexRange))
    }
  }

  /// `#RRGGBB`, as the format specifies (not the shorter or alpha forms `RGBColor` also reads).
  static func decodeColor(_ field: JSONField) -> RGBColor? {
    guard let text = field.string() else { return nil }
    let isHexDigit = { (byte: UInt8) in ASCII.isDigit(byte) || (0x61...0x66).contains(byte | 0x20) }
    guard text.utf8.count == 7, text.hasPrefix("#"), text.utf8.dropFirst().allSatisfy(isHexDigit),
      let color = RGBColor(hex: text)
    else {
      field.error(
        "expected a colour written as \"#RRGGBB\" (like \"#3FAA5B\"), found \(quoted(text))")
      return nil
    }
    return color
  }

}

/// The valid participant ids, to check the references to them.
struct ParticipantDirectory {
  private let ids: Set<String>
  /// Listed in the error message when there are only a few.
  private let hint: String

  init(_ participants: [Participant]) {
    let validIDs = participants.map(\.id).filter { !$0.isEmpty }
    ids = Set(validIDs)
    let maxListed = 10
    hint =
      validIDs.isEmpty || validIDs.count > maxListed
      ? "" : " (\(validIDs.map { quoted($0) }.joined(separator: ", ")))"
  }

  /// Reports an error at `field` when `id` is not a participant's.
  func check(_ id: String, at field: JSONField) {
    if !ids.contains(id) {
      field.error("unknown participant \(quoted(id)); expected the id of a participant\(hint)")
    }
  }
}

/// Remembers where each id was first defined, to report a duplicate with both paths.
struct IDRegistry {
  let noun: String
  private var firstPaths: [String: String] = [:]

  init(noun: String) {
    self.noun = noun
  }

  func contains(_ id: String) -> Bool { firstPaths[id] != nil }

  mutating func register(_ id: String, at field: JSONField) {
    if let firstPath = firstPaths[id] {
      field.error("duplicate \(noun) id \(quoted(id)); already used at \(firstPath)")
    } else {
      firstPaths[id] = field.path
    }
  }
}
