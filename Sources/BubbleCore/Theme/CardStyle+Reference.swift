// The keys of the theme sections declared in CardStyle.swift, as Themes/README.md and
// theme.schema.json describe them (`bubbles themes --reference`, `--schema`).

extension CardStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "top_padding",
      "Added above a card row, on top of the bubble's text inset (Telegram's file and voice bubbles sit lower than text)."
    ),
    .key("min_width", "Narrowest audio, file and contact card, so a short name does not make a stub bubble."),
    .key("button_size", "Play buttons, file icons' row height, call and contact circles (Telegram 44)."),
    .key(
      "glyph_color",
      "Play triangles and file extensions, drawn on the side's `accent` (Telegram: white). One colour for both sides: pick one that reads on both accents."
    ),
    .key("icon_gap", "Between a button or icon and the text beside it."),
    .key("title_size", "Track and file names, contact names, call titles, poll questions."),
    .key("subtitle_size", "Performers, phone numbers, call details."),
    .key("caption_size", "Durations, file sizes, vote counts."),
    .key("line_spacing", "Between stacked lines of one card."),
    .section("labels", title: "Labels (words the cards draw)"),
  ]
}

extension CardLabels: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("unknown_track", "Audio without a title."),
    .key("unknown_performer", "Audio without a performer."),
    .key("view_contact", "Action under a shared contact."),
    .key("outgoing_call", "Call titles..."),
    .key("incoming_call", "..."),
    .key("missed_call", "..."),
    .key("voice_call", "Call kinds..."),
    .key("video_call", "..."),
    .key("anonymous_poll", "Poll subtitle."),
    .key("no_votes", "Vote counts: none..."),
    .key("one_vote", "...one..."),
    .key("votes", "...more; `%d` is the count."),
    .key("red_packet", "Red packet band label."),
    .key("red_packet_greeting", "Shown when a red packet has no greeting."),
    .key("red_packet_opened", "Opened red packets."),
    .key("transfer", "Transfer band label."),
    .key("transfer_note", "Shown when a transfer has no note."),
    .key("transfer_accepted", "Accepted transfers."),
  ]
}
