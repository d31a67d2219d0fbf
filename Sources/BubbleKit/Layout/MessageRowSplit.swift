/// Row planning: a message the theme draws as several rows (`RowSplittingContentKind`: an album's
/// photos one by one, a caption in a bubble of its own) becomes one presented message per row,
/// sharing out what the whole had as if the pieces had been sent one after another: forward and
/// reply headers on the first; time, status and reactions on the last. Sent together, the pieces
/// form a group when the theme groups at all (the name on the first, the avatar beside the last);
/// in a theme that does not (WeChat), each stands alone with its own name and avatar.
enum MessageRowSplit {
  /// `textFirst` (`media.text_first`): a message's text is a row of its own above its media.
  /// `headerFirst` (a `list` layout): the avatar and time stay in the first piece's header.
  static func expand(
    _ items: [PresentationItem], registry: ContentNodeRegistry, styles: KindStyles, groups: Bool,
    textFirst: Bool = false, headerFirst: Bool = false
  ) -> [PresentationItem] {
    items.flatMap { item -> [PresentationItem] in
      guard case .message(let presented) = item, presented.message.kind == .message else { return [item] }
      var rows = registry.rows(of: presented, styles: styles)
      if textFirst, rows == nil, let media = presented.message.media {
        rows = MessageRows(media: [media], captionApart: true)
      }
      guard let rows else { return [item] }
      return pieces(of: presented, rows: rows, groups: groups, textFirst: textFirst, headerFirst: headerFirst)
        .map(PresentationItem.message)
    }
  }

  static func pieces(
    of whole: PresentedMessage, rows: MessageRows, groups: Bool = true, textFirst: Bool = false,
    headerFirst: Bool = false
  ) -> [PresentedMessage] {
    let caption = whole.message.text.flatMap { $0.plainText.isEmpty ? nil : $0 }
    var parts: [(media: MessageContent?, text: RichText?)] = rows.media.map { ($0, nil) }
    if let caption {
      if textFirst {
        parts.insert((nil, caption), at: 0)
      } else if rows.captionApart || parts.isEmpty {
        parts.append((nil, caption))
      } else {
        parts[parts.count - 1].text = caption
      }
    }
    // One row is the message as it was.
    guard parts.count > 1 else { return [whole] }
    return parts.enumerated().map { index, part in
      piece(
        of: whole, media: part.media, text: part.text, first: index == 0, last: index == parts.count - 1,
        groups: groups, headerFirst: headerFirst)
    }
  }

  private static func piece(
    of whole: PresentedMessage, media: MessageContent?, text: RichText?, first: Bool, last: Bool, groups: Bool,
    headerFirst: Bool
  ) -> PresentedMessage {
    var piece = whole
    piece.message.media = media
    piece.message.text = text
    if groups {
      piece.position = position(in: whole.position, first: first, last: last)
      if !first { piece.senderName = nil }
      if headerFirst ? !first : !last { piece.avatar = nil }
    }
    if !first {
      piece.reply = nil
      piece.forwardedFrom = nil
    }
    if headerFirst ? !first : !last { piece.timeText = nil }
    if !last {
      piece.isLastOutgoing = false
      piece.message.status = nil
      piece.message.edited = false
      piece.message.pinned = false
      piece.message.reactions = []
    }
    return piece
  }

  /// A piece's place in its group: the whole's neighbours outside, its sibling pieces inside.
  static func position(in whole: GroupPosition, first: Bool, last: Bool) -> GroupPosition {
    switch (!first || whole.hasNeighbourAbove, !last || whole.hasNeighbourBelow) {
    case (false, false): .single
    case (false, true): .first
    case (true, true): .middle
    case (true, false): .last
    }
  }
}
