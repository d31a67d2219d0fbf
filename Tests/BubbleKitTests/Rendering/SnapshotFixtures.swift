/// Small conversations, each showing one rule of the layout.
enum SnapshotFixtures {
  static let participants = """
    "participants": [
      { "id": "me", "name": "Me" },
      { "id": "ann", "name": "Ann Lee" },
      { "id": "raj", "name": "Raj Patel" }
    ]
    """

  static let grouping = """
    { "kind": "group", "me": "me", \(participants), "messages": [
      { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "First of a group" },
      { "id": "2", "from": "ann", "time": "2026-03-01T10:01:00Z", "text": "Middle: corners on the sender side tighten" },
      { "id": "3", "from": "ann", "time": "2026-03-01T10:02:00Z", "text": "Last: tail and avatar" },
      { "id": "4", "from": "ann", "time": "2026-03-01T10:20:00Z", "text": "Twenty minutes later: a new group" },
      { "id": "5", "from": "raj", "time": "2026-03-01T10:21:00Z", "text": "Another sender" },
      { "id": "6", "from": "me", "time": "2026-03-01T10:22:00Z", "status": "read", "text": "Mine, first" },
      { "id": "7", "from": "me", "time": "2026-03-01T10:22:30Z", "status": "read", "text": "Mine, middle" },
      { "id": "8", "from": "me", "time": "2026-03-01T10:23:00Z", "status": "delivered", "text": "Mine, last with the tail" }
    ] }
    """

  static let footer = """
    { "me": "me", \(participants), "messages": [
      { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "Short: time inline" },
      { "id": "2", "from": "ann", "time": "2026-03-01T10:00:10Z", "text": "This last line is long enough that the time cannot fit" },
      { "id": "3", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read", "edited": true, "text": "Edited, read" },
      { "id": "4", "from": "me", "time": "2026-03-01T10:01:10Z", "status": "sent", "pinned": true, "text": "Pinned and sent, and the last line runs right to the end" },
      { "id": "5", "from": "me", "time": "2026-03-01T10:01:20Z", "status": "sending", "text": "Sending" },
      { "id": "6", "from": "me", "time": "2026-03-01T10:01:30Z", "status": "failed", "text": "Failed" },
      { "id": "7", "from": "me", "text": "No time at all" }
    ] }
    """

  static let bigEmoji = """
    { "me": "me", \(participants), "messages": [
      { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "😀" },
      { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read", "text": "🎉 🎊" },
      { "id": "3", "from": "ann", "time": "2026-03-01T10:02:00Z", "text": "👍🏽❤️🇯🇵" },
      { "id": "4", "from": "me", "time": "2026-03-01T10:03:00Z", "status": "read", "text": "😀😀😀😀" },
      { "id": "5", "from": "ann", "time": "2026-03-01T10:04:00Z", "text": "1" },
      { "id": "6", "from": "ann", "time": "2026-03-01T10:04:10Z", "text": "©" }
    ] }
    """

  static let rightToLeft = """
    { "kind": "group", "me": "me", \(participants), "messages": [
      { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "مرحبا، هذه رسالة طويلة بما يكفي لتلتف على سطرين داخل الفقاعة" },
      { "id": "2", "from": "raj", "time": "2026-03-01T10:01:00Z", "text": "שלום! מה שלומך היום?" },
      { "id": "3", "from": "me", "time": "2026-03-01T10:02:00Z", "status": "read", "text": "English first, then עברית and العربية" },
      { "id": "4", "from": "me", "time": "2026-03-01T10:02:30Z", "status": "read", "text": "سلام" }
    ] }
    """

  static let richSegments = """
    { "me": "me", \(participants), "messages": [
      { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": [
        { "type": "bold", "text": "bold" }, " ", { "type": "italic", "text": "italic" }, " ",
        { "type": "underline", "text": "underline" }, " ", { "type": "strikethrough", "text": "struck" }, " ",
        { "type": "code", "text": "code()" }, " ", { "type": "link", "text": "https://example.com" }, " ",
        { "type": "text_link", "text": "a link", "href": "https://example.com" }, " ",
        { "type": "mention", "text": "@raj" }, " ", { "type": "hashtag", "text": "#tag" }, " ",
        { "type": "cashtag", "text": "$BUB" }, " ", { "type": "bot_command", "text": "/start" }, " ",
        { "type": "email", "text": "ann@example.com" }, " ", { "type": "phone", "text": "+1 555 0100" }, " ",
        { "type": "spoiler", "text": "hidden words" }, " ", { "types": ["bold", "italic", "link"], "text": "all three" }
      ] },
      { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read", "text": [
        "Code block:\\n", { "type": "pre", "language": "swift", "text": "let x = 1\\nprint(x)" },
        "\\nand a quote:\\n", { "type": "blockquote", "text": "Quoted words stand apart." }, "\\nThe end."
      ] },
      { "id": "3", "from": "ann", "time": "2026-03-01T10:02:00Z", "text": "Markup stays literal: <b>not bold</b> & \\"quotes\\" <3" }
    ] }
    """

  static let longWords = """
    { "me": "me", \(participants), "messages": [
      { "id": "1", "from": "ann", "time": "2026-03-01T10:00:00Z", "text": "https://example.com/a/very/long/path/that/has/no/spaces/and/must/break/inside/the/bubble?query=1" },
      { "id": "2", "from": "me", "time": "2026-03-01T10:01:00Z", "status": "read", "text": "Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
      { "id": "3", "from": "ann", "time": "2026-03-01T10:02:00Z", "text": "Line one\\nLine two\\n\\nAfter a blank line" }
    ] }
    """

  static let dividers = """
    { "kind": "group", "me": "me", "unread_from": "4", \(participants), "messages": [
      { "id": "1", "type": "system", "time": "2026-03-01T10:00:00Z", "text": "Ann Lee created the group" },
      { "id": "2", "from": "ann", "time": "2026-03-01T23:59:00+01:00", "text": "Just before midnight" },
      { "id": "3", "from": "raj", "time": "2026-03-02T00:01:00+01:00", "text": "Just after midnight: a new day" },
      { "id": "4", "from": "ann", "time": "2026-03-02T09:00:00+01:00", "text": "First unread" },
      { "id": "5", "type": "recalled", "from": "raj", "time": "2026-03-02T09:01:00+01:00" },
      { "id": "6", "from": "me", "time": "2026-03-02T09:02:00+01:00", "reply_to": "2", "status": "read", "text": "Replying to a message" },
      { "id": "7", "from": "me", "time": "2026-03-02T09:03:00+01:00", "reply_to": "gone", "status": "read", "text": "Replying to a deleted one" },
      { "id": "8", "from": "raj", "time": "2026-03-02T09:04:00+01:00", "forwarded_from": "News Channel", "text": "Forwarded text", "reactions": [{ "emoji": "👍", "count": 2, "mine": true }, { "emoji": "😮", "count": 1 }] }
    ] }
    """
}
