extension PresentationBuilder {
  /// The quoted header of a reply, or `nil` when the message replies to nothing.
  func reply(for message: Message) -> ReplyPresentation? {
    guard let targetID = message.replyTo else { return nil }
    let strings = settings.strings
    guard let target = messagesByID[targetID] else {
      return missingTargetReply(message.replyPreview, strings: strings)
    }
    let isFromMe = conversation.me != nil && target.from == conversation.me
    let avatars = showsAvatars && (!isFromMe || settings.showsOutgoingAvatars)
    let senderName = isFromMe ? settings.selfName ?? target.from.map(name) : target.from.map(name)
    switch target.kind {
    case .message:
      var reply = ReplyPresentation(
        senderName: senderName, color: senderColor(target.from),
        preview: MediaSummary.oneLine(text: target.text, media: target.media, strings: strings), isFromMe: isFromMe,
        sideReservesAvatarSpace: avatars)
      if settings.quotesShowAvatars { reply.avatar = target.from.map(avatar(for:)) }
      reply.caption = caption(replier: message.from, quoted: target.from)
      return reply
    case .recalled:
      // Who wrote it is still known; what it said is gone.
      return ReplyPresentation(
        senderName: senderName, color: senderColor(target.from), preview: strings.deletedMessage, isFromMe: isFromMe,
        sideReservesAvatarSpace: avatars)
    case .system:
      // A notice has no sender: quote its text alone.
      return ReplyPresentation(
        senderName: nil, color: Self.neutralColor,
        preview: MediaSummary.singleLine(target.text?.previewText ?? ""))
    }
  }

  /// The replied message is not in this conversation (an export cut before it):
  /// the preview written by the exporter, else "Deleted message".
  private func missingTargetReply(
    _ replyPreview: Message.ReplyPreview?, strings: PresentationStrings
  ) -> ReplyPresentation {
    let senderName = replyPreview?.from.flatMap { $0.isEmpty ? nil : $0 }
    let text = replyPreview?.text.map(MediaSummary.singleLine) ?? ""
    return ReplyPresentation(
      senderName: senderName, color: colorForWrittenName(senderName),
      preview: text.isEmpty ? strings.deletedMessage : text)
  }

  /// Who replied to whom, in the theme's words; `nil` when the theme has none for the case.
  private func caption(replier: String?, quoted: String?) -> String? {
    guard let replier, let quoted else { return nil }
    let strings = settings.strings
    let me = conversation.me
    let pattern: String
    let names: [String]
    switch (replier == me, quoted == me, replier == quoted) {
    case (true, true, _): (pattern, names) = (strings.youRepliedToYourself, [])
    case (true, false, _): (pattern, names) = (strings.youRepliedTo, [name(of: quoted)])
    case (false, true, _): (pattern, names) = (strings.repliedToYou, [name(of: replier)])
    case (false, false, true): (pattern, names) = (strings.repliedToThemself, [name(of: replier)])
    case (false, false, false): (pattern, names) = (strings.repliedTo, [name(of: replier), name(of: quoted)])
    }
    guard !pattern.isEmpty else { return nil }
    return MediaSummary.fill(pattern, with: names)
  }

  private func senderColor(_ participantID: String?) -> RGBColor {
    participantID.flatMap(nameColor) ?? Self.neutralColor
  }

  /// A preview names its sender by display name: use that participant's colour
  /// when one has the name, else a stable palette colour for the name itself.
  private func colorForWrittenName(_ name: String?) -> RGBColor {
    guard let name else { return Self.neutralColor }
    if let participant = conversation.participants.first(where: { $0.name == name }) {
      return senderColor(participant.id)
    }
    return ParticipantAppearance.paletteColor(for: name, in: settings.namePalette)
      ?? Self.neutralColor
  }
}
