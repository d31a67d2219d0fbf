// The keys of the theme sections declared in MediaStyle.swift, as Themes/README.md and
// theme.schema.json describe them (`bubbles themes --reference`, `--schema`).

extension MediaStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "placeholder_icon_size", "Side of the picture glyph drawn on missing images (the box uses `placeholder` colours)."
    ),
    .key(
      "unsupported_kinds",
      "Media types (`media.type`) the app does not have, drawn as the app draws a message it cannot show: `strings.unsupported_message` in the side's secondary colour (WeChat's `red_packet` and `transfer` in Telegram, `poll` in iMessage). Names of no registered kind are ignored."
    ),
    .key(
      "hidden_kinds",
      "Media types (`media.type`) of which the app shows no message at all: those messages are left out, their caption too (`call` in iMessage, which logs calls in the Phone app, not in the chat)."
    ),
    .key(
      "text_first",
      "`true`: a message's text goes above its media, as a row of its own (Discord, Slack, whose messages read top to bottom: the words, then the attachments); `false`: the text is the media's caption (under a photo, or as `kinds.image.caption` places it)."
    ),
    .section("play_button", title: "Play button"),
    .section("duration_badge", title: "Duration badge"),
  ]
}

extension MediaStyle.PlayButton: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("size", "The round play button over videos."),
    .key("tile_size", "The play button on video tiles of an album."),
    .key("background", "Its fill."),
    .key("icon", "Its triangle."),
  ]
}

extension MediaStyle.DurationBadge: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("size", "\"2:05\" on a capsule at a video's top-leading corner: text size."),
    .key("text", "Its text colour."),
    .key("background", "Its capsule."),
    .key("padding", "Around its text."),
    .key("margin", "From the video's top and leading edges."),
  ]
}
