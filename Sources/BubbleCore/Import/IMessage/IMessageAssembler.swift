import Foundation

/// Turns the records of either form into the builder's messages, settling what needs the whole
/// file: who the owner is (`Me`), a thread's replies (each replying to its message; a reply the
/// exporter also wrote at the top level is kept there, once), tapbacks as reactions, announcements
/// as notices (an unsent message as one unsent), and the chat's name from its last rename.
struct IMessageAssembler {
  let builder: TextChatBuilder
  let folder: URL?
  let owner: String

  init(builder: TextChatBuilder, folder: URL?, records: [IMessageRecord]) {
    self.builder = builder
    self.folder = folder
    owner = Self.owner(of: records)
  }

  /// The sender of the first message the owner sent (the exporter writes `Me`, or the
  /// `--custom-name`), else `Me`.
  static func owner(of records: [IMessageRecord]) -> String {
    for record in records {
      if record.isSent, let sender = record.sender { return sender }
      if let owner = record.replies.first(where: { $0.isSent && $0.sender != nil })?.sender { return owner }
    }
    return "Me"
  }

  /// Adds every record; the chat's name from its last rename, if any.
  func add(_ records: [IMessageRecord]) -> String? {
    let shownLater = Set(records.filter { $0.kind == .message && $0.respondsToEarlier }.map(\.identity))
    var threadOf: [String: String] = [:]
    var title: String?
    for record in records {
      if record.kind == .notice {
        title = IMessageAnnouncement.newName(record.text.plainText) ?? title
        addNotice(record)
        continue
      }
      let id = add(record, replyTo: record.respondsToEarlier ? threadOf[record.identity] : nil)
      addReplies(of: record, to: id, shownLater: shownLater, threadOf: &threadOf)
    }
    return title
  }

  /// A message's thread after it, each reply replying to it; a reply shown later is remembered
  /// as its thread's instead (the readers nest replies as deep as the file does, at most its
  /// depth limit).
  private func addReplies(
    of record: IMessageRecord, to id: String?, shownLater: Set<String>, threadOf: inout [String: String]
  ) {
    for reply in record.replies {
      if shownLater.contains(reply.identity) {
        threadOf[reply.identity] = id
      } else {
        let replyID = add(reply, replyTo: id)
        addReplies(of: reply, to: replyID, shownLater: shownLater, threadOf: &threadOf)
      }
    }
  }

  private func addNotice(_ record: IMessageRecord) {
    let words = record.text.plainText
    var draft = TextChatDraft(
      line: record.line, column: record.column, time: time(of: record), sender: nil, text: words)
    if let who = IMessageAnnouncement.unsender(words) {
      draft.sender = who == "You" ? owner : who
      draft.text = ""
      draft.extras.recalled = true
    }
    builder.start(draft)
  }

  /// The message's id once added (`nil` past the message budget).
  private func add(_ record: IMessageRecord, replyTo: String?) -> String? {
    var text = record.text
    var media = media(of: record)
    if media == nil {
      media = record.linkPreview
    } else if case .string(let link)? = record.linkPreview?.fields["url"] {
      text.segments.append(TextSegment(text: (text.segments.isEmpty ? "" : "\n") + link))  // One media a message.
    }
    var draft = TextChatDraft(
      line: record.line, column: record.column, time: time(of: record), sender: record.sender ?? owner,
      text: text.plainText, media: media)
    if !text.plainText.isEmpty { draft.extras.richText = text }
    draft.extras.replyTo = replyTo
    draft.extras.reactions = reactions(of: record)
    draft.extras.edited = record.edited
    draft.extras.recalled = record.isUnsent
    builder.start(draft)
    builder.flush()
    return builder.lastMessageID
  }

  private func time(of record: IMessageRecord) -> Timestamp? {
    guard let stamp = record.stamp else { return nil }
    let place = record.stampLocation ?? JSONLocation(line: record.line, column: record.column)
    if let hour = stamp.invalidHour {
      builder.warning(
        place.line, place.column, "invalid time: hour \(hour) is out of range; the message is kept without its time")
    }
    return builder.timestamp(stamp.clock, line: place.line, column: place.column)
  }

  private func reactions(of record: IMessageRecord) -> [Message.Reaction] {
    let reactions = IMessageTapbacks.reactions(record.tapbacks, owner: owner)
    let limit = builder.limits.maxReactionsPerMessage
    guard reactions.count > limit else { return reactions }
    builder.warning(record.line, record.column, "more than \(limit) kinds of tapback; the rest are left out")
    return Array(reactions.prefix(limit))
  }

  /// The first attachment's content, or an album of its pictures when it has several; a
  /// picture that cannot be drawn from the export's folder is a placeholder and a warning.
  private func media(of record: IMessageRecord) -> TextChatMedia? {
    let medias = record.attachments.map { attachment in
      var problem: String?
      let media = attachment.media(in: folder, captioned: !record.text.plainText.isEmpty, problem: &problem)
      if let problem {
        builder.warning(
          attachment.line, attachment.column,
          "attachment \(quoted(attachment.path)) cannot be drawn: \(problem); drawing a placeholder")
      }
      return media
    }
    let pictures = medias.filter { $0.type == "image" && $0.fields["src"] != nil }
    guard pictures.count >= 2 else { return medias.first }
    let items = pictures.prefix(builder.limits.maxAlbumItems).map { picture -> JSONValue in
      .object(
        [("type", JSONValue.string("image")), ("src", picture.fields["src"] ?? .null)].map {
          JSONMember(key: $0.0, keyLocation: Self.nowhere, value: JSONNode($0.1, at: Self.nowhere))
        })
    }
    return TextChatMedia(type: "album", fields: ["items": .array(items.map { JSONNode($0, at: Self.nowhere) })])
  }

  /// Nodes made here are placed at the message when they are decoded.
  private static let nowhere = JSONLocation(line: 0, column: 0)
}
