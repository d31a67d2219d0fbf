// The keys of the theme sections declared in Theme.swift, as Themes/README.md and
// theme.schema.json describe them (`bubbles themes --reference`, `--schema`).

extension Theme: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .fileOnly("$schema", "Where editors find this schema; ignored by the renderer.", shownDefault: "(none)"),
    .fileOnly(
      "extends",
      "The theme this file is laid over: a built-in name (`telegram`) or a path to a theme file inside this file's folder (relative, no `..`, no symbolic link leading out). Without it, the file is laid over `default`.",
      isNonEmpty: true, shownDefault: "(none: `default`)"),
    .key(
      "name",
      "The theme's name, shown by `bubbles themes`. A file that extends another inherits its name unless it sets one: give yours a name.",
      isNonEmpty: true),
    .key("description", "One line shown by `bubbles themes`.", shownDefault: "(one line)"),
    .key(
      "notes", "Free text for people: where the numbers come from. Ignored by the renderer.", shownDefault: "(text)"),
    .section("canvas", title: "Canvas", intro: "The picture's background and outer margins."),
    .section(
      "fonts", title: "Fonts",
      intro:
        "Font families and the base text size. The renderer sees only pinned font files (README, \"Deterministic\"): the Noto files every theme sees, and the theme's own `fonts.files`. A family neither provides is not drawn from whatever the machine has installed: its characters fall to the next family in the list. Never list `Noto Color Emoji` in `families` (emoji come from `emoji_families`).\n\nA theme's own files (`fonts.files`) are files Debian packages install under `/usr/share/fonts/`, each with its package: `{ \"path\": \"/usr/share/fonts/opentype/inter/Inter-Regular.otf\", \"package\": \"fonts-inter\" }`. Give a file for each face the renderer asks for (regular, bold, italic, bold italic; a missing face is synthesised from another) and name the family first in `families`, keeping the Noto families after it for the scripts it lacks. `imessage`, `whatsapp`, `telegram` and `telegram-dark` draw in Inter this way (from `fonts-inter`, which `.ci/install-deps` installs); `default`, `wechat` and `nim` use none. Rules, checked when the theme is loaded (with the line and column) and again when a renderer is made: an absolute path under `/usr/share/fonts/`, of letters, digits and `. _ + -` only, without `.` or `..` parts, ending in `.ttf`, `.otf`, `.ttc` or `.otc`, leading nowhere else through a symbolic link; a Debian package name; at most 32 files. A theme may come from a service user, so it cannot make the renderer open any other file: `\"path\": \"/etc/passwd\"` is refused without opening it. When a file is missing, making the renderer fails with an error naming the file and `apt-get install` with its package (`bubbles` prints it and exits with status 1); there is no fallback to another font, which would change the pixels. The files are seen only by renderers of that theme: they change no pixel of another theme."
    ),
    .section("bubble", title: "Bubble", intro: "Shape, tail, width and inner spacing of message bubbles."),
    .section(
      "layout", title: "Layout",
      intro:
        "How message rows are arranged. `bubbles`: mine on the right and theirs on the left, in bubbles. `list` (Discord, Slack; Telegram's list mode): every message on the left without a bubble, a group headed by its sender's avatar (`avatar`), name (`names`: size, palette; bold) and time (`footer.size`, the side's `secondary`); the rest of the group is its content only. In `list`, `bubble` keeps only its spacings, `radius` (the corners of media) and width rules; avatars and names show in every chat, on each group's first message."
    ),
    .section(
      "incoming", title: "Incoming and outgoing sides",
      intro:
        "`incoming` and `outgoing` have the same keys: the colours of one side's bubbles and of everything drawn on them. The default column shows `incoming` / `outgoing`."
    ),
    .sameTableAs("outgoing", "incoming"),
    .section(
      "grouping", title: "Grouping",
      intro: "Consecutive messages of one sender form a group: shared shape, one avatar, one name."),
    .section("avatar", title: "Avatar", intro: "Pictures or initials beside bubbles."),
    .section("names", title: "Sender names", intro: "Names of senders in group chats."),
    .section(
      "footer", title: "Footer: time, edited mark and status",
      intro: "The time, \"edited\", pin and delivery status of a message."),
    .section(
      "headers", title: "Reply and forward headers",
      intro: "The quoted message or \"Forwarded from\" line at the top of a bubble."),
    .section("blocks", title: "Code and quote blocks", intro: "`pre` code blocks and blockquotes inside text."),
    .section(
      "markdown", title: "Markdown",
      intro:
        "Markdown text (`{\"markdown\": …}`, an AI assistant's answer): headings, lists, code blocks, tables, "
        + "rules and math."),
    .section(
      "links", title: "Links",
      intro:
        "Links in message text: `link` and `text_link` segments, and web addresses found in plain text (never in code)."
    ),
    .section(
      "reactions", title: "Reactions", intro: "Reaction chips under a message's content (colours are per side)."),
    .section(
      "date_separator", title: "Date separators and time headers",
      intro:
        "Centred pills between messages: the day on each new day, plus (with `time_headers.gap_seconds`) the time after a pause. `date_separator` is a pill style; `notice` below has the same keys."
    ),
    .section("time_headers", title: "Time headers", intro: "When separators appear."),
    .section(
      "notice", title: "Service notices",
      intro:
        "Centred pills for service messages (\"Bob created the group\", \"message recalled\"); also the capsule behind the time of bubble-less messages (big emoji). Same keys as `date_separator`."
    ),
    .section(
      "deleted", title: "Deleted messages", intro: "Messages recalled by their sender (`\"type\": \"recalled\"`)."),
    .section("unread_divider", title: "Unread divider", intro: "The full-width \"Unread messages\" row."),
    .section(
      "placeholder", title: "Placeholders",
      intro: "Boxes drawn for media that cannot be shown (missing file, remote media not allowed)."),
    .section(
      "media", title: "Media",
      intro:
        "What visual media kinds share: the play button and duration badge of videos and album tiles, the glyph on missing images (MediaStyle). Each kind's own keys are under `kinds`."
    ),
    .section(
      "cards", title: "Cards",
      intro:
        "What card-like kinds share (voice notes, audio, files, contacts, calls, polls, WeChat red packets and transfers): button and text sizes, spacing, the words they draw (CardStyle). Text colours come from the side (`text`, `secondary`, `accent`). Each kind's own keys are under `kinds`."
    ),
    .section(
      "strings", title: "Words",
      intro:
        "Words the presenter writes: notices, the unread divider, and media named in reply previews and the conversation list. Words the cards draw are `cards.labels`; the footer's, headers' and deleted messages' are in their sections."
    ),
    .section(
      "dates", title: "Dates and times",
      intro:
        "How dates and times are written: patterns of date fields, and the names they use, so an app's own wording is data (\"Thu, Nov 20 at 9:12 AM\", \"오후 3:24\", \"2026년 11월 21일 토요일\"). Fields: `y` year, `yy` its last two digits, `M` month, `MM` two digits, `MMM` short name, `MMMM` name, `d` day, `dd` two digits, `EEE` short weekday, `EEEE` weekday, `h` hour 1-12, `hh` two digits, `H` hour 0-23, `HH` two digits, `mm` minute, `a` `am` or `pm`. Text in single quotes is literal (`''` is a quote); other letters are refused; anything else is copied."
    ),
    .section(
      "kinds", title: "Content kinds",
      intro:
        "Each content kind's own keys, by its `media.type`: `kinds.voice.bar_width` is `{ \"kinds\": { \"voice\": { \"bar_width\": 3 } } }`. A kind declares them, with their defaults, in its `Style` (Sources/BubbleKit/Kinds/<Name>, README: \"Custom content\"); your own kinds' sections go here too and are checked against the kinds the renderer registers. Files laid over one another merge these sections key by key, like every other section.",
      schemaDescription:
        "Sections of content kinds, by `media.type`: the keys a kind declares in its `Style` (each optional; left-out keys keep the kind's defaults). The built-in kinds' keys are listed under \"Content kinds\"; your own kinds' sections are checked against the kinds the renderer registers. An unknown kind, an unknown key or a value of the wrong type is an error.",
      shownDefault: "(the kinds' own defaults)"),
    .section(
      "screen", title: "Screen (phone chrome and conversation list)",
      intro:
        "The phone screen drawn around the bubbles (`--screen`) and the conversation list (`bubbles inbox`): status bar, navigation bar, input bar, keyboard, emoji and plus panels, home indicator, inbox rows (ScreenStyle)."
    ),
  ]
}

extension CanvasStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("background", "Colour of the whole picture (the chat wallpaper, as a plain colour)."),
    .key("padding_top", "Space above the first row of each page."),
    .key("padding_bottom", "Space below the last row of each page."),
    .key(
      "side_margin",
      "Distance from the canvas edge to the outermost thing on a row: the tail side of a bubble, or the avatar when one is shown there."
    ),
    .section("wallpaper", title: "Wallpaper"),
  ]
}

extension WallpaperStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "style",
      "What is drawn over `background` behind the rows, repeated in tiles from the top-left corner of each page, thumbnail or screen chat area (our own drawings, not the apps' images). `plain`: nothing, the background colour alone. `doodle`: small line drawings scattered at angles, chat bubbles, hearts, stars, clocks, phones, cameras, notes (WhatsApp). `pattern`: staggered rows of small outlined shapes (Telegram)."
    ),
    .key(
      "tile_size",
      "`doodle` and `pattern`: side of the repeated tile; a whole number, so a tile is whole pixels at every page scale."
    ),
    .key("ink", "`doodle` and `pattern`: colour of the drawings; keep it faint, bubbles and pills sit on it."),
    .key(
      "gradient",
      "Laid over `background` with an opacity rising from none at the top of the page, thumbnail or chat area to full at its bottom (Telegram's gradient wallpapers); transparent (`#00000000`) for none. Drawn with any `style`."
    ),
    .key("line_width", "`doodle` and `pattern`: line width of the drawings."),
  ]
}

extension FontStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("families", "Font fallback list for text, first match wins per character.", isNonEmpty: true),
    .key("monospace_families", "Fallback list for inline code and code blocks.", isNonEmpty: true),
    .key(
      "emoji_families",
      "Families asked for on emoji, first match wins per emoji, with `Noto Color Emoji` always the last resort. To draw another design (Twemoji for Discord, your own), add its colour font to `files` and name its family first. No built-in theme can: Apple's emoji may not be redistributed and Debian 12 packages no colour emoji font but Noto's.",
      isNonEmpty: true),
    .key(
      "files",
      "The theme's own font files beyond the pinned Noto ones, each a file under `/usr/share/fonts/` and the Debian package that installs it (see above)."
    ),
    .key("text_size", "Message text size; most other sizes are set separately."),
    .key(
      "big_emoji",
      "Draw messages of 1 to 3 emoji large and without a bubble (Telegram, iMessage); `false` keeps them in a normal bubble (WeChat, NIMKit)."
    ),
    .key(
      "big_emoji_sizes",
      "Sizes of messages made only of 1, 2 and 3 emoji, drawn without a bubble (a shorter list reuses its last entry; an empty list means 4 x `text_size`)."
    ),
  ]
}

extension BubbleStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("radius", "Corner radius of a bubble."),
    .key(
      "merged_radius",
      "Radius of the sender-side corners that face a neighbour of the same group (Telegram 8). Set it equal to `radius` for apps that keep every corner round (iMessage, WhatsApp)."
    ),
    .key(
      "tail",
      "Tail shape: `hook` (Telegram's curved hook at the bottom sender-side corner; below a `radius` of 14 it degrades to a square corner), `curve` (iMessage's soft tail out of the bottom corner), `triangle` (WeChat's small triangle on the sender side, `tail_offset` below the top), `corner` (WhatsApp's flap at the top sender-side corner), `none`."
    ),
    .key(
      "tail_placement",
      "Which bubbles of a group carry the tail: `last` (Telegram, iMessage), `first` (WhatsApp), `every` (WeChat, NIMKit)."
    ),
    .key(
      "tail_width", "How far the tail reaches out of the bubble's body. 0 hides `curve`, `triangle` and `corner` tails."
    ),
    .key(
      "tail_offset",
      "`triangle` only: from the bubble's top to the triangle's centre (half the avatar size lines it up with a top-aligned avatar)."
    ),
    .key(
      "wide_canvas_threshold",
      "Canvas width up to which the maximum bubble width is `canvas - max_width_inset`; above it, `canvas * wide_max_width_fraction`."
    ),
    .key(
      "max_width_inset",
      "Narrow canvases: the bubble is at most this much narrower than the canvas (Telegram: 36). The avatar column (`avatar.size + avatar.gap`), when reserved, and a failed badge are subtracted on top."
    ),
    .key(
      "wide_max_width_fraction",
      "Wide canvases: the bubble is at most this fraction of the canvas (Telegram: 0.85), minus the avatar column."),
    .key("min_width", "Narrowest bubble."),
    .key(
      "text_insets",
      "Space between the bubble's edge and text content; the tail is outside these (it adds its own width)."),
    .key(
      "media_insets",
      "Space around full-bleed media (photos, videos, albums, maps) inside the bubble (Telegram: 2; 0 makes the media the bubble)."
    ),
    .key(
      "media_without_bubble",
      "Photos, videos, albums and maps with nothing else in the message draw bare: rounded with `radius`, no bubble, no tail (iMessage, WeChat)."
    ),
    .key("grouped_spacing", "Vertical space between bubbles of one group."),
    .key("group_spacing", "Vertical space between groups, and around separators and notices."),
    .key(
      "node_spacing", "Vertical space between content parts inside one bubble (reply header, text, link preview...)."),
  ]
}

extension SideStyle: ThemeSectionReference {
  public static let referenceSummary: String? =
    "`incoming` and `outgoing` have the same keys: the colours of one side's bubbles and of everything drawn on them. The default column shows `incoming` / `outgoing`."
  public static let keyReference: [ThemeKeyReference] = [
    .key("bubble", "Bubble fill."),
    .key(
      "bubble_gradient_top",
      "The bubble fill at the top of the page, thumbnail or screen's chat area, blending into `bubble` at its bottom: a bubble's colour follows where it sits, as in Messenger (violet at the top, blue at the bottom). Transparent (`#00000000`) for one colour. Media bubbles and card fills keep their own colours."
    ),
    .key("text", "Message text."),
    .key("link", "Links, mentions, hashtags (links are coloured, not underlined)."),
    .key("secondary", "Time, \"edited\", captions of cards, file sizes and other secondary text."),
    .key("ticks", "Clock, one tick and two ticks (outgoing messages only; in the incoming side it is unused)."),
    .key(
      "ticks_read",
      "Two ticks of a read message. Telegram uses the same colour as `ticks` (the second tick says \"read\"); WhatsApp blue."
    ),
    .key("failed", "The failed-to-send badge beside a bubble (only `outgoing.failed` is used: only my messages fail)."),
    .key("code_text", "Inline code and code blocks."),
    .key("code_background", "Behind code blocks."),
    .key(
      "inline_code_background",
      "Behind inline code, a highlight as tall as the line (Discord, Slack); transparent (`#00000000`) for none (Telegram colours the code only)."
    ),
    .key(
      "mention_background",
      "Behind @mentions, a highlight as tall as the line (Discord, Slack); transparent for none."),
    .key(
      "accent",
      "Blockquote bars, forward headers, reply headers in my bubbles (in others' bubbles a reply takes the quoted sender's name colour), link-preview bars and site names, card buttons (play, file, call icons), waveforms, poll bars, \"View contact\"."
    ),
    .key("quote_background", "Behind blockquotes, reply headers and link previews."),
    .key("reaction_background", "Reaction chips of other people."),
    .key("reaction_mine_background", "Reaction chips that include mine."),
    .key("reaction_text", "Counts on other people's reaction chips."),
    .key("reaction_mine_text", "Counts on my reaction chips."),
  ]
}

extension GroupingStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "window_seconds",
      "Consecutive messages of one sender closer than this many seconds form a group (Telegram 300). 0 turns grouping off: every message stands alone, with its own avatar, name and tail (WeChat, NIMKit)."
    )
  ]
}

extension LayoutStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "style",
      "`bubbles` (most apps), `list` (Discord, Slack: every message on the left under its sender's name, no bubbles) "
        + "or `answers` (ChatGPT, Claude: mine in bubbles on the right, theirs across the page without a bubble)."),
    .key("header_spacing", "`list`: space between the sender's name and the time after it."),
  ]
}

extension AvatarStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("size", "Diameter (or side) of avatars."),
    .key("gap", "Space between an avatar and the bubble's tail."),
    .key("shape", "`circle`, `rounded` (a rounded square, WeChat) or `square`."),
    .key(
      "visibility",
      "Which chats show avatars: `group` (group chats only, Telegram), `always` (WeChat, NIMKit), `never`."),
    .key(
      "show_outgoing",
      "Also show my own avatar beside my bubbles, on the right (WeChat, NIMKit), in the chats where `visibility` shows avatars."
    ),
    .key(
      "alignment",
      "The avatar sits beside one bubble of a group (`placement`; beside every bubble when grouping is off), level with its `bottom` (Telegram, iMessage) or its `top` (WeChat, NIMKit)."
    ),
    .key(
      "placement",
      "Which bubble of a group the avatar is beside: the `last` (Telegram, iMessage) or the `first`, under the name (WhatsApp; `list` layouts)."
    ),
    .key(
      "palette",
      "Background colours of initials avatars (participants without a picture), chosen by a stable hash of the participant id."
    ),
    .key(
      "gradient_tops",
      "Turns each `palette` colour into a vertical gradient: the colour at the same position here at the top, the palette's at the bottom (Telegram: `#FF885E` over `#FF516A`, iMessage's grey monograms). Empty, or shorter than `palette`, leaves the rest flat."
    ),
    .key("initials_color", "Initials on those avatars, or their silhouette (`fallback`)."),
    .key(
      "fallback",
      "A participant without a picture: their `initials` on a palette colour (Telegram, iMessage, Signal), or a person's `silhouette` in `initials_color` (WhatsApp, WeChat, KakaoTalk, which never write initials)."
    ),
    .key("initials_size", "Size of the initials."),
  ]
}

extension NameStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "visibility",
      "Which chats name the sender of each group of incoming messages: `group` chats (Telegram, WhatsApp), `always`, one-to-one chats too (LINE, KakaoTalk), or `never`. A `list` layout names every group in every chat."
    ),
    .key("size", "Sender names."),
    .key(
      "palette",
      "Name colours in group chats (Telegram's seven), chosen by a stable hash of the participant id unless the conversation gives a colour. Also colours the names in reply headers."
    ),
    .key("spacing", "Space between the name and the content below it."),
    .key(
      "placement",
      "`inside` the bubble, coloured (Telegram, WhatsApp), or `outside`: small text in `outside_color` above the bubble (iMessage, WeChat, NIMKit)."
    ),
    .key("outside_color", "Colour of names drawn outside bubbles."),
  ]
}

extension FooterStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "time_in_bubble",
      "Draw the time (and status) inside bubbles. `false` for apps that show times only in centred headers (WeChat, iMessage, NIMKit)."
    ),
    .key(
      "placement",
      "`inside`: the time in the bubble's corner (Telegram, WhatsApp); `beside`: on the canvas beside the bubble's bottom, on the side away from the sender, in `beside_color`, over photos and stickers too (LINE, KakaoTalk). The bubble's maximum width leaves room for it."
    ),
    .key(
      "tick_style",
      "`status: ticks` as `checks` (a clock, one tick, two ticks: Telegram, WhatsApp) or `circles` (a dotted circle, one circled check, two overlapping ones, two filled ones once read: Signal)."
    ),
    .key("beside_gap", "`beside`: space between the bubble (its tail included) and the time."),
    .key("beside_color", "`beside`: colour of the time, which sits on the canvas."),
    .key(
      "unread_label",
      "`status: words`: above the time of my messages sent but not yet read, in `status_line_color` (KakaoTalk's \"1\"); empty: nothing."
    ),
    .key(
      "same_minute",
      "`every`: every message shows its time; `last`: of one sender's consecutive messages in one minute, only the last does (KakaoTalk, Signal)."
    ),
    .key(
      "status",
      "`ticks`: clock, one tick, two ticks, coloured ticks for read, failed badge; `none`: no delivery status (WeChat); `below`: words under the bubble in small grey text instead of ticks: `delivered_label` or `read_label` under the last message of mine only, `edited_label` under edited messages, `not_delivered_label` in red under a failed message (iMessage). The row's height includes the line. `words` (with `placement: beside`): `read_label` above the time of my read messages (LINE), `unread_label` above the others (KakaoTalk)."
    ),
    .key("size", "Time and \"edited\" text."),
    .key(
      "inline_gap",
      "Space between the end of the last text line and a footer that fits on that line (Telegram's rule: inline if it fits, else its own line)."
    ),
    .key("item_spacing", "Space between time, \"edited\", pin and ticks."),
    .key("tick_size", "Size of the status icons."),
    .key("hour_cycle", "`h24` (\"18:05\") or `h12` (\"6:05 PM\"). The CLI's `--clock` overrides it."),
    .key("edited_label", "Word shown for edited messages."),
    .key("capsule_padding", "Around the footer when it sits on a capsule (over media, under big emoji and stickers)."),
    .key("overlay_background", "The capsule over media without a caption (photo, video, sticker)."),
    .key("overlay_text", "Time and ticks on that capsule."),
    .key("overlay_margin", "Distance of that capsule from the media's bottom and trailing edges (Telegram: 6)."),
    .key("failed_badge_size", "The red badge beside a bubble that failed to send."),
    .key("failed_badge_gap", "Space between that badge and the bubble."),
    .key(
      "failed_badge_placement",
      "`leading`: the badge left of a failed outgoing bubble (Telegram, WeChat); `trailing`: right of it, past the tail, the bubble moved in to make room (iMessage)."
    ),
    .key(
      "status_line_color",
      "`status: below`: colour of the words under the bubble (\"Not Delivered\" takes the outgoing `failed` colour)."),
    .key("delivered_label", "`status: below`: under the last message of mine once delivered."),
    .key("read_label", "`status: below`: under the last message of mine once read (the format has no read time)."),
    .key(
      "not_delivered_label",
      "`status: below`: in the failed colour under a message that failed to send, beside the failed badge."),
  ]
}

extension HeaderStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("size", "Text of reply and forward headers."),
    .key("reply_bar_width", "The accent bar at the leading edge of a reply header."),
    .key("reply_padding", "Around a reply header's text, measured from the bar's outer edge on the left."),
    .key(
      "reply_radius",
      "Corner radius of a reply header's background (`box_below`: of the box; `bubble_above`: of the quoted bubble)."),
    .key("forwarded_label", "Words before the original sender of a forwarded message."),
    .key(
      "reply_style",
      "Where a reply shows the message it quotes. `quote_inside`: a tinted box with a bar at the top of the bubble (Telegram, WhatsApp). `box_below`: a grey rounded box under the bubble with \"Name: text\" on up to `reply_max_lines` lines (WeChat). `bubble_above`: the quoted message as a small faded bubble above the reply, on the side of whoever wrote it, joined to the reply by a thin line (iMessage). `spine_above` (a `list` layout): one line above the sender's name with a small avatar of the quoted author, their name and the quote in `reply_box_text`, and a spine of `reply_line_width` in `reply_line_color` curving up into it from above the avatar (Discord). Rows keep room for a box, bubble or line outside."
    ),
    .key(
      "reply_name_color",
      "`quote_inside`: the bar and name in my bubbles take the side's `accent` (`accent_in_mine`, Telegram) or, like everywhere else, the quoted sender's name colour (`sender`, WhatsApp)."
    ),
    .key(
      "reply_preview_color",
      "`quote_inside`: the quoted text in the side's `text` or `secondary` colour (WhatsApp: `secondary`)."),
    .key(
      "reply_gap",
      "`box_below`, `bubble_above` and `spine_above`: space between the bubble (or a list's name) and the box, quoted bubble or line."
    ),
    .key(
      "reply_tint_opacity",
      "`quote_inside`: a quote whose bar takes the quoted sender's colour (`reply_name_color`) has a background of that colour at this opacity (Telegram); 0 keeps the side's `quote_background`."
    ),
    .key("reply_max_lines", "`box_below` and `bubble_above`: lines of quoted text before an ellipsis."),
    .key("reply_box_background", "`box_below`: the box's colour."),
    .key("reply_box_text", "`box_below`: the colour of its text (name and quote alike)."),
    .key(
      "reply_faded_opacity",
      "`bubble_above`: the quoted bubble is drawn in its side's bubble and text colours at this opacity."),
    .key("reply_line_width", "`bubble_above`: width of the line from the quoted bubble to the reply (0: none)."),
    .key("reply_line_color", "`bubble_above`: its colour."),
    .key(
      "reply_side",
      "`bubble_above`: the quote on the side of whoever wrote it, `quoted` (iMessage), or of the reply, `replier` (Messenger). A caption (`strings.replied_to`) goes over it in `names.outside_color` at `names.size`."
    ),
    .key(
      "forwarded_style",
      "`from_name`: \"Forwarded from\" and the original sender in the accent colour (Telegram); `label`: an arrow and `forwarded_short_label` in grey italic at the top of the bubble, no name (WhatsApp); `none`: no mark, as in apps that do not show one (WeChat, iMessage, LINE, KakaoTalk, Signal)."
    ),
    .key("forwarded_short_label", "`forwarded_style: label`: the word."),
    .key(
      "self_name",
      "The sender name on a quote of my own message: WhatsApp writes `\"You\"`; empty: my display name (Telegram, WeChat)."
    ),
  ]
}

extension BlockStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "formatting",
      "Draw the text's styles: bold, italic, underline, strikethrough, inline code, code blocks, blockquotes, spoilers. `false` for apps that have none (WeChat, LINE, KakaoTalk): the words are written plainly, links, mentions and hashtags still in the link colour."
    ),
    .key("code_padding", "Around a code block's text."),
    .key("code_radius", "Corner radius of code blocks."),
    .key(
      "line_height_ratio",
      "Lines of message text (paragraphs and quotes, not code) this many text sizes apart, as CSS's `line-height` (ChatGPT's bubble 1.5); 0: the font's own ascent plus descent. Markdown prose has `markdown.line_height_ratio`."
    ),
    .key(
      "inline_code_radius",
      "Inline code's background (`inline_code_background`) as a chip this round, reaching two thirds of that past the code on each side; 0: a square tint behind the letters."
    ),
    .key("code_size_ratio", "Code size as a fraction of the text size."),
    .key("quote_bar_width", "The accent bar at a blockquote's leading edge."),
    .key("quote_padding", "Around a blockquote's text, measured from the bar's outer edge on the left."),
    .key("quote_radius", "Corner radius of blockquote backgrounds."),
    .key("spacing", "Vertical space around blocks."),
  ]
}

extension LinkStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "auto_link",
      "Draw web addresses written in plain text (`https://...`, `www....`, `example.com/path`) as links, in the side's `link` colour; every app does. Trailing punctuation and unbalanced closing brackets are not part of an address; code is left alone."
    ),
    .key("underline", "Underline links as well as colouring them (iMessage)."),
  ]
}

extension ReactionStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("size", "Emoji and count text on reaction chips."),
    .key("height", "Height of a chip."),
    .key("padding", "Horizontal padding inside a chip."),
    .key("spacing", "Space between chips."),
    .key(
      "style",
      "How reactions show. `chips_inside`: chips under the content inside the bubble (Telegram; `size`, `height`, `padding`, `spacing` and the sides' reaction colours). `pill_below`: one white pill with up to three emoji and the total count, hanging off the bubble's bottom edge (WhatsApp). `tapback`: round badges on the bubble's top corner away from the sender, with a little tail (iMessage; the sides' reaction colours, mine or others'). `none`: reactions are not drawn (WeChat). Rows keep room for a pill or badges outside the bubble."
    ),
    .key("pill_background", "`pill_below`: the pill's colour."),
    .key("pill_text", "`pill_below`: the count's colour."),
    .key("pill_overlap", "`pill_below`: how far the pill reaches up into the bubble."),
    .key("pill_inset", "`pill_below`: distance from the bubble's sender-side edge to the pill."),
    .key("outline_width", "`pill_below` and `tapback`: a ring in the canvas colour around the pill or each badge."),
    .key("tapback_size", "`tapback`: a badge's diameter."),
    .key("tapback_overlap", "`tapback`: how far the badges and their tail reach down into the bubble."),
    .key("tapback_outset", "`tapback`: how far the corner badge reaches past the bubble's far edge."),
  ]
}

extension PillStyle: ThemeSectionReference {
  public static let referenceSummary: String? = "A centred pill: date separators, time headers and service notices."
  public static let keyReference: [ThemeKeyReference] = [
    .key("size", "Text size."),
    .key("bold", "Bold text."),
    .key("text", "Text colour."),
    .key("background", "Pill fill; `#00000000` for plain centred text without a pill (WeChat, iMessage)."),
    .key("padding", "Around the text inside the pill."),
    .key("radius", "Corner radius of the pill."),
    .key("margin", "Space above and below the pill."),
    .key("max_width_fraction", "Widest a pill may be, as a fraction of the canvas; longer text wraps."),
    .key(
      "rule",
      "A line across the canvas (within `canvas.side_margin`) through the pill's middle, stopping at the pill's edges, so a transparent pill leaves `padding` of space around its text (Discord, Slack); `#00000000`: none."
    ),
    .key("rule_width", "Width of that line."),
    .key("border", "A ring of 1 pt around the pill (Slack's date pill); `#00000000`: none."),
  ]
}

extension TimeHeaderStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "gap_seconds",
      "0: separators only on new days (Telegram, WhatsApp), showing the date. Above 0: every separator also shows the time, and a time-only separator appears when this many seconds pass between messages (WeChat and NIMKit: 300)."
    ),
    .key("shown", "`false`: no date or time separators at all (ChatGPT and Claude show none)."),
  ]
}

extension DeletedStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "style",
      "`notice`: a centred notice \"NAME recalled a message\" (Telegram, WeChat); `bubble`: the sender's bubble, in its place in the group, with a crossed circle and `label` (or `mine_label`) in grey italic and the time, no ticks (WhatsApp); `hidden`: nothing, as if never sent (Discord)."
    ),
    .key("label", "`style: bubble`: the words in someone else's deleted message."),
    .key("mine_label", "`style: bubble`: the words in a deleted message of mine."),
  ]
}

extension DividerStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "style",
      "`band`: a full-width band with the label centred (Telegram, WhatsApp); `line`: a thin line in `line_color` across the canvas with the label in a tag at its trailing end (Discord's \"NEW\", Slack's \"New\"); `none`: not drawn (iMessage, WeChat)."
    ),
    .key("size", "Label text size."),
    .key("text", "Label colour."),
    .key("background", "`band`: fill of the full-width band."),
    .key("height", "Height of the band, or of the tag."),
    .key("margin", "Space above and below the band or line."),
    .key("line_color", "`line`: the line's colour."),
    .key("line_width", "`line`: the line's width."),
    .key("tag_background", "`line`: behind the label (Discord: the line's red; Slack: the canvas colour)."),
  ]
}

extension PlaceholderStyle: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("background", "Fill of a media placeholder box."),
    .key("text", "The picture glyph drawn on it."),
    .key("default_aspect_ratio", "Width over height of placeholders for media without size hints."),
  ]
}

extension PresentationStrings: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("unread_messages", "The unread divider's label."),
    .key(
      "recalled_message",
      "The notice for a message someone recalled; `%@` is their name (iOS: \"%@ unsent a message\")."),
    .key("you_recalled_message", "The notice for a message I recalled."),
    .key("deleted_message", "The notice for a recalled message without a sender."),
    .key("photo", "A photo in reply previews and the conversation list."),
    .key("album", "An album there."),
    .key("video", "A video there."),
    .key("voice_message", "A voice message there; `%@` is its duration (\"0:07\")."),
    .key("audio", "An audio file there, without a title."),
    .key("file", "A file there, without a name."),
    .key("location", "A location there."),
    .key("contact", "A shared contact there."),
    .key("sticker", "A sticker there, without its emoji."),
    .key("call", "A call there."),
    .key("video_call", "A video call there."),
    .key("missed_call", "A missed call there."),
    .key("poll", "A poll there, before its question."),
    .key("red_packet", "A red packet there."),
    .key("transfer", "A transfer there."),
    .key(
      "unsupported_message",
      "A message of a kind the app does not have (`media.unsupported_kinds`) or nobody registered; `%@` is the kind's name (Telegram: \"This message is not supported by your version of Telegram.\")."
    ),
    .key(
      "replied_to",
      "A caption over a reply's quote, when neither is mine (Messenger: \"%@ replied to %@\", the replier then the quoted sender); empty (every theme but Messenger's) for no caption. The four below are its other cases."
    ),
    .key("you_replied_to", "I replied to someone (\"You replied to %@\")."),
    .key("replied_to_you", "Someone replied to me (\"%@ replied to you\")."),
    .key("you_replied_to_yourself", "I replied to myself (\"You replied to yourself\")."),
    .key("replied_to_themself", "Someone replied to themself (\"%@ replied to themself\")."),
  ]
}

extension DateWording: ThemeSectionReference {
  public static let keyReference: [ThemeKeyReference] = [
    .key("time_h12", "The time of a message on a 12-hour clock (`footer.hour_cycle`, `--clock`)."),
    .key("time_h24", "The same on a 24-hour clock."),
    .key("day", "Date separators: \"MMMM d, y\" is \"November 20, 2026\"."),
    .key(
      "day_and_time_h12",
      "Separators that show the time too (`time_headers.gap_seconds` above 0), 12-hour clock: iMessage writes \"EEE, MMM d 'at' h:mm a\"."
    ),
    .key("day_and_time_h24", "The same on a 24-hour clock."),
    .key("month_names", "Twelve names, January first (`MMMM`)."),
    .key("short_month_names", "Twelve short names (`MMM`)."),
    .key("weekday_names", "Seven names, Sunday first (`EEEE`)."),
    .key("short_weekday_names", "Seven short names (`EEE`)."),
    .key("am", "`a` before noon (\"AM\", \"오전\", \"午前\")."),
    .key("pm", "`a` from noon (\"PM\", \"오후\", \"午後\")."),
    .key(
      "today",
      "Date separators count back from the conversation's last day, taken as today (a chat is captured when its last message comes in): the separator of that day says this (\"Today\"); empty (the default) writes `day`."
    ),
    .key("yesterday", "The separator of the day before (\"Yesterday\"); empty: the patterns below, then `day`."),
    .key(
      "day_this_week",
      "A pattern for the five days before yesterday (\"EEEE\": \"Thursday\"); empty: the patterns below, then `day`."),
    .key(
      "day_this_year",
      "A pattern for the other days of today's year (\"MMMM d\": \"November 20\", Telegram); empty: `day`, as for other years."
    ),
  ]
}
