// The keys of the theme sections declared in ScreenStyle.swift, as Themes/README.md and
// theme.schema.json describe them (`bubbles themes --reference`, `--schema`).

extension ScreenStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "list_anchor",
      "Where a chat too short to fill the screen sits: `top`, its first message under the navigation bar (WeChat), or `bottom`, its last message just above the input bar with bare wallpaper above (Telegram, WhatsApp, iMessage). A panel opening under a `bottom` list lifts the list with the input bar."
    ),
    .section("status_bar", title: "Status bar"),
    .section("navigation_bar", title: "Navigation bar"),
    .section("input_bar", title: "Input bar"),
    .section("keyboard", title: "Keyboard"),
    .section("emoji_panel", title: "Emoji panel"),
    .section("plus_panel", title: "Plus panel"),
    .section("home_indicator", title: "Home indicator"),
    .section("inbox", title: "Conversation list (inbox)"),
  ]
}

extension StatusBarStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("height", "Height of the status bar."),
    .key("time", "The clock shown; fixed so screens are the same on every run (Apple's \"9:41\")."),
    .key("text", "Clock and icons."),
    .key("size", "Clock size."),
    .key("battery_level", "Battery fill, 0 to 1."),
  ]
}

extension NavigationBarStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("height", "Height below the status bar."),
    .key("background", "Fill, also behind the status bar."),
    .key("separator", "Hairline under the bar."),
    .key("title_size", "Chat title."),
    .key("title_color", "Title colour."),
    .key("subtitle_size", "Line under the title."),
    .key("subtitle_color", "Its colour."),
    .key("tint", "Back chevron and label."),
    .key("back_label", "Beside the back chevron (\"Chats\"); empty for none."),
    .key(
      "back_unread",
      "How the back button shows the other chats' unread count (`--back-unread`), in place of `back_label`: `text`, the count after the chevron in the tint (\"< 12\"); `badge`, the count on a capsule of the tint (iMessage); `none`."
    ),
    .key(
      "trailing",
      "Right of the title: the chat's `avatar` (Telegram), a `more` ellipsis (WeChat), `calls`: video and voice call buttons in the tint (WhatsApp), or `none`."
    ),
    .key(
      "trailing_buttons",
      "Icon buttons left of `trailing`, left to right, in the tint: `search`, `call`, `video`, `menu` (three lines), `more` (an ellipsis); LINE's search, call and menu, iMessage's FaceTime `video`."
    ),
    .key("leading_avatar", "Draw the chat's avatar right of the back chevron (WhatsApp)."),
    .key(
      "title_alignment",
      "`center`: title and subtitle centred on the bar (Telegram, WeChat); `leading`: left-aligned after the back item and any leading avatar (WhatsApp); `below_avatar`: the chat's avatar (`avatar_size`) centred at the top of the bar, the title under it at `subtitle_size` in regular weight with a chevron in `subtitle_color`, no subtitle; the chat's bar grows to fit them, the conversation list's keeps `height` (iMessage)."
    ),
    .key("avatar_size", "The avatar's size (leading or trailing)."),
    .key("direct_subtitle", "Under a direct chat's title; empty for none."),
    .key("group_subtitle", "Under a group's title; `%d` is the number of participants; empty for none."),
    .key(
      "group_count",
      "Right after a group's title, kept whole when the title is cut short; `%d` is the number of participants (WeChat's `(%d)`; KakaoTalk's ` %d`, a space first); empty for none."
    ),
    .key("group_count_color", "Its colour."),
    .key("group_count_size", "Its size."),
    .key("side_margin", "From the screen edges to the bar's items."),
  ]
}

extension InputBarStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("background", "Fill of the input bar."),
    .key("separator", "Hairline above it."),
    .key("padding", "Around the field and buttons."),
    .key("button_size", "Attachment, emoji, voice and send buttons."),
    .key("button_spacing", "Between buttons and the field."),
    .key("icon", "Button glyphs."),
    .key("icon_style", "`plain` glyphs (Telegram) or `circled`: outlined glyphs in a thin circle (WeChat)."),
    .key(
      "left_buttons",
      "Buttons left of the field, in order, each one of `voice` (WeChat's voice toggle), `emoji`, `plus`, `attach` (a paperclip), `sticker`, `mic`, `waveform`, `camera`, `keyboard`, `send`. In a state a button opened (voice, emoji or plus panel) that button shows `keyboard`; `attach` and `plus` open the plus panel, `sticker` the emoji panel, `mic` and `waveform` the voice mode; `camera` opens no panel."
    ),
    .key(
      "field_buttons",
      "Buttons inside the field, at its right end (Telegram's `sticker`, iMessage's `waveform`); same names as `left_buttons`."
    ),
    .key(
      "right_buttons",
      "Buttons right of the field (WeChat `emoji`, `plus`; Telegram `mic`; WhatsApp `camera`, `mic`); same names as `left_buttons`."
    ),
    .key("field_button_size", "Buttons inside the field, and the send button there."),
    .key(
      "plus_shape",
      "The `plus` button: in a thin `ring` (WeChat), on a `disc` of `plus_disc` (iMessage), or `bare` (WhatsApp)."),
    .key("plus_disc", "The disc behind a `disc` plus."),
    .key(
      "send_button",
      "Once a draft is typed, a round send button replaces the `right` buttons (Telegram's mic, WhatsApp's camera and mic) or the `field` buttons (iMessage's waveform); `none`: the keyboard's return key sends (WeChat, NIM)."
    ),
    .key(
      "send_glyph", "On the send button: an `arrow` pointing up (Telegram, iMessage) or a paper `plane` (WhatsApp)."),
    .key("send_background", "The send button's disc."),
    .key("send_foreground", "Its glyph."),
    .key("field_background", "The text field."),
    .key("field_border", "Its outline."),
    .key("field_radius", "Its corner radius."),
    .key("field_min_height", "Its height with one line."),
    .key("field_padding", "Around the draft inside the field."),
    .key("text_size", "Draft text."),
    .key("text", "Draft colour."),
    .key("placeholder", "Shown in an empty field."),
    .key("placeholder_color", "Its colour."),
    .key("max_lines", "A draft grows the field up to this many lines; longer drafts show their end."),
    .key("caret", "The text caret."),
    .key(
      "voice_mode",
      "The voice state: `hold_to_talk`, the \"Hold to Talk\" button covers the field and the voice button turns into the keyboard button (WeChat); `idle_mic`, the resting bar with its mic shown, before it is held (iMessage, Messenger); `recording`, the mic held: a red mark and the timer (`--recording-time`) at the left, `recording_label` in the middle, the mic swollen into a disc of `recording_disc` with a lock above it (Telegram, WhatsApp, Signal)."
    ),
    .key("hold_to_talk_label", "The voice-mode button's label (WeChat's \"Hold to Talk\")."),
    .key("hold_to_talk_text", "Its text colour."),
    .key("hold_to_talk_background", "Its fill."),
    .key("recording_label", "`recording`: the words after the left chevron (\"Slide to cancel\")."),
    .key("recording_mark", "`recording`: `dot` (Telegram) or `mic` (WhatsApp, Signal) before the timer."),
    .key("recording_red", "`recording`: the mark's colour."),
    .key("recording_text", "`recording`: the timer's and the label's colour."),
    .key("recording_disc", "`recording`: the swollen mic's disc."),
    .key("recording_disc_icon", "`recording`: the mic on it."),
    .key("recording_disc_size", "`recording`: its diameter; it overhangs the bar and may run off the screen's edge."),
    .key(
      "recording_lock",
      "`recording`: draw the lock capsule above the disc (slide up to record hands-free), in the field's colours."),
  ]
}

extension KeyboardStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("height", "Keyboard height, including the suggestion bar and the home indicator's area."),
    .key("background", "Behind the keys."),
    .key("key", "Letter keys."),
    .key("special_key", "Shift, delete, 123, return."),
    .key("key_shadow", "The shadow under keys."),
    .key("key_text", "Key labels."),
    .key("key_radius", "Key corner radius."),
    .key("key_height", "Key height."),
    .key("key_gap", "Between keys of a row."),
    .key("row_gap", "Between rows."),
    .key("side_margin", "From the screen edges to the keys."),
    .key("label_size", "Key label size."),
    .key("suggestion_bar_height", "The suggestion bar above the keys."),
    .key("suggestion_size", "Its words' size."),
    .key("suggestions", "The suggestion bar's words when there is no draft."),
    .key("space_label", "Space bar label."),
    .key("return_label", "Return key label."),
    .key("return_key", "Return key fill; transparent: as the other special keys (WeChat's blue \"Send\" key)."),
    .key("return_text", "Its label's colour; transparent: `key_text`."),
    .key("numbers_label", "Numbers key label."),
  ]
}

extension EmojiPanelStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("height", "Panel height, including the home indicator's area."),
    .key("background", "Panel fill."),
    .key("title", "Category title above the grid."),
    .key("title_size", "Its size."),
    .key("title_color", "Its colour."),
    .key(
      "emoji", "The grid, one emoji per grapheme cluster, in order.",
      shownDefault: "smileys and gestures (see default.json)"),
    .key("emoji_size", "Emoji size."),
    .key("columns", "Emoji per row."),
    .key("row_height", "Height of a grid row."),
    .key("padding", "Around the grid."),
    .key("send_label", "The send button's label; empty for no button (Telegram, iMessage)."),
    .key("send_background", "Its fill."),
    .key("send_text", "Its text colour."),
    .key("toolbar_height", "The toolbar under the grid."),
    .key("toolbar_background", "Its fill."),
    .key(
      "toolbar_style",
      "The toolbar: `categories`, category icons (WeChat); `tabs`, the `tabs`' labels centred, the first one open (Telegram); `keyboard`, the iOS emoji keyboard's row: the `keyboard_label` key, category icons and a delete key (iMessage). The send button, if labelled, ends the row."
    ),
    .key("tabs", "The toolbar's tabs (`toolbar_style: tabs`), the first one open."),
    .key("keyboard_label", "The key back to the letters (`toolbar_style: keyboard`)."),
  ]
}

extension PlusPanelStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "style",
      "What the plus (attach) button opens: `grid`, a panel of action tiles under the input bar (WeChat, NIM), `sheet`, a sheet over the dimmed chat with a grid of recent photos (placeholders) and the actions as a tab bar, the first one open (Telegram), or `list`, a sheet over the dimmed chat listing the actions, one row of `tile_size` each: the glyph (`row_icon`) and the label at `title_size` in `title_color`, on rounded groups of `tile_background` (WhatsApp, iMessage). The keys below marked \"sheet\" apply to both sheets."
    ),
    .key(
      "height",
      "Panel height, including the home indicator's area; a sheet's height (at most the screen below the status bar)."),
    .key("background", "Panel fill."),
    .key("separator", "Hairline above it."),
    .key("tile_background", "Action tiles; a sheet's camera tile."),
    .key("tile_size", "Tile side."),
    .key("tile_radius", "Tile corner radius."),
    .key("icon", "Tile glyphs; a sheet's camera glyph."),
    .key("label_size", "Labels under tiles or tabs."),
    .key("label_color", "Their colour (a sheet's tabs but the open one, glyphs too)."),
    .key("columns", "Tiles per row; a sheet's photos per row."),
    .key("row_spacing", "Between rows of tiles."),
    .key("padding", "Around the tiles; a sheet's photo grid (top: below the title)."),
    .key(
      "actions",
      "The tiles, in order: objects `{ \"icon\": ..., \"label\": ... }`; `icon` is one of `album`, `camera`, `video_call`, `call`, `location`, `red_packet`, `transfer`, `favorites`, `contact`, `file`, `music`, `poll`. The first page shows `columns * 2`; page dots say there are more."
    ),
    .key("page_dot", "Page dots."),
    .key("page_dot_current", "The current page's dot."),
    .key("dim", "Sheet: over the chat, above the sheet."),
    .key("sheet_radius", "Sheet: its top corners' radius."),
    .key("title", "Sheet: the title above the photos (\"Recents\"), with a chevron; empty for none."),
    .key("title_size", "Sheet: its size; the header is three times as tall."),
    .key("title_color", "Sheet: its colour."),
    .key(
      "photo_colors",
      "Sheet: the placeholder photos' skies, in turn (each with a sun and two hills of our own); empty: `tile_background` only."
    ),
    .key("photo_gap", "Sheet: between photos."),
    .key("tab_bar_height", "Sheet: the tab bar of `actions` above the home indicator."),
    .key("tab_tint", "Sheet: the open (first) tab."),
    .key("action_colors", "`list`: each action's colour, in order (`icon` for the rest)."),
    .key(
      "row_icon",
      "`list`: `glyph`, the glyph in the action's colour (WhatsApp), or `disc`, a white glyph on a disc of it (iMessage's round app icons)."
    ),
  ]
}

extension HomeIndicatorStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("area_height", "The strip at the bottom kept free when no panel is open."),
    .key("width", "The indicator bar's width."),
    .key("thickness", "Its thickness."),
    .key("color", "Its colour."),
  ]
}

extension InboxStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("title", "Title of the conversation list."),
    .key("title_size", "Its size (iOS's large title: 34)."),
    .key(
      "title_alignment",
      "`center`: on the bar (Telegram, WeChat); `leading`: left on the bar, buttons on its right (LINE, KakaoTalk); `large`: iOS's large title, left on a row of its own under the bar's buttons (WhatsApp, iMessage)."
    ),
    .key("edit_label", "Left on the bar, in the navigation tint; empty for none."),
    .key("new_chat_icon", "The button at the bar's right end: `compose`, `plus` (in a circle) or `none`."),
    .key(
      "header_buttons",
      "Icon buttons left of the new-chat button, left to right, in the navigation tint: `camera`, `search`, `settings`, `more`, `menu`."
    ),
    .key(
      "header_background",
      "Behind the status bar, title, search field and filter chips; transparent: the navigation bar's."),
    .key("header_separator", "The line under the header; transparent: the navigation bar's."),
    .key("background", "List background."),
    .key("search_placeholder", "Search field text."),
    .key("search_background", "Search field fill."),
    .key("search_text", "Search field text colour."),
    .key("search_height", "Search field height."),
    .key(
      "filters",
      "Filter chips under the search field, the first one selected (WhatsApp's All, Unread, ...); empty for none."),
    .key("filter_height", "Chip height."),
    .key("filter_size", "Chip label size."),
    .key("filter_background", "Chip fill."),
    .key("filter_text", "Chip label colour."),
    .key("filter_selected_background", "The selected chip's fill."),
    .key("filter_selected_text", "Its label colour."),
    .key("row_height", "Height of a conversation row."),
    .key("avatar_size", "Row avatars."),
    .key("side_padding", "From the screen edges to row content."),
    .key("avatar_gap", "Between the avatar and the text."),
    .key("name_size", "Chat names."),
    .key("name_bold", "Chat names in bold."),
    .key("name_color", "Their colour."),
    .key("preview_size", "Last-message previews."),
    .key("preview_color", "Their colour."),
    .key("preview_lines", "Preview lines before an ellipsis."),
    .key("time_size", "Times at the row's trailing edge."),
    .key("time_color", "Their colour."),
    .key("unread_time_color", "The time of a row with unread messages (WhatsApp's green); transparent: `time_color`."),
    .key(
      "badge_placement",
      "Unread count `trailing`, right of the preview (Telegram), or on the `avatar`'s top-right corner (WeChat); `leading_dot`: a dot without a count in the margin left of the avatar (iMessage; keep `side_padding` wide enough for it)."
    ),
    .key("badge_background", "Unread badge fill."),
    .key("muted_badge_background", "Badge fill of muted chats."),
    .key("badge_text", "Badge count colour."),
    .key("badge_size", "Badge count size."),
    .key("badge_height", "Badge height."),
    .key("muted_icon", "The muted glyph."),
    .key("pin_icon", "The pinned glyph."),
    .key("pinned_background", "Fill of pinned rows."),
    .key("separator", "Lines between rows."),
    .key("draft_label", "Before a draft's text, in `draft_color` (\"Draft:\", WeChat's \"[Draft]\")."),
    .key("draft_color", "Its colour."),
    .key("you_label", "Sender of my own last message in a group (\"You: ...\")."),
    .key("yesterday_label", "Label for yesterday's times in the list (empty in default)."),
    .key("tabs", "Tab bar items: an icon (chats, contacts, calls, settings, discover, me) and a label each."),
    .key("selected_tab", "Which tab is selected (index into `tabs`, from 0)."),
    .key("tab_bar_height", "Tab bar height."),
    .key("tab_bar_background", "Tab bar fill."),
    .key("tab_tint", "Selected tab."),
    .key("tab_inactive", "Other tabs."),
    .key("tab_badge_background", "The selected tab's total-unread badge."),
    .key("tab_label_size", "Tab labels."),
  ]
}
