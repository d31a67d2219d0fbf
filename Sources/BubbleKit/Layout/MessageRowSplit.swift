/// Row planning: a message the theme draws as several rows (`RowSplittingContentKind`: an album's
/// photos one by one, a caption in a bubble of its own) becomes one presented message per row,
/// sharing out what the whole had as if the pieces had been sent one after another: forward and
/// reply headers on the first; time, status and reactions on the last. Sent together, the pieces
/// form a group when the theme groups at all (the name on the first, the avatar beside the last);
/// in a theme that does not (WeChat), each stands alone with its own name and avatar.
enum MessageRowSplit {
  static func expand(
    _ items: [PresentationItem], registry: ContentNodeRegistry, styles: KindStyles, groups: Bool
  ) -> [PresentationItem] {
    items.flatMap { item -> [PresentationItem] in
      guard case .message(let presented) = item, presented.message.kind == .message,
        let rows = registry.rows(of: presented, styles: styles)
      else { return [item] }
      return pieces(of: presented, rows: rows, groups: groups).map(PresentationItem.message)
    }
  }

  static func pieces(of whole: PresentedMessage, rows: MessageRows, groups: Bool = true) -> [PresentedMessage] {
    let caption = whole.message.text.flatMap { $0.plainText.isEmpty ? nil : $0 }
    var parts: [(media: MessageContent?, text: RichText?)] = rows.media.map { ($0, nil) }
    if let caption {
      if rows.captionApart || parts.isEmpty {
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
        groups: groups)
    }
  }

  private static func piece(
    of whole: PresentedMessage, media: MessageContent?, text: RichText?, first: Bool, last: Bool, groups: Bool
  ) -> PresentedMessage {
    var piece = whole
    piece.message.media = media
    piece.message.text = text
    if groups {
      piece.position = position(in: whole.position, first: first, last: last)
      if !first { piece.senderName = nil }
      if !last { piece.avatar = nil }
    }
    if !first {
      piece.reply = nil
      piece.forwardedFrom = nil
    }
    if !last {
      piece.timeText = nil
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
