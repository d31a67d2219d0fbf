import BubbleKit

/// The built-in themes in contact sheets of a readable width: the first seven keep the names
/// their sheets always had; the list apps and the bubble apps added in issue 25 get their own.
enum ThemeSheets {
  static let groups: [(suffix: String, names: [String])] = [
    ("", ["default", "imessage", "nim", "telegram", "telegram-dark", "wechat", "whatsapp"]),
    ("-lists", ["discord", "discord-dark", "slack", "slack-dark"]),
    (
      "-apps",
      ["kakaotalk", "kakaotalk-dark", "line", "line-dark", "messenger", "messenger-dark", "signal", "signal-dark"]
    ),
    // Sticker themes: their canvas is clear, so the sheets show them on the sheet's own colour.
    ("-quote", ["quote", "quote-light"]),
    // AI assistants (issue 30): the user's bubbles on the right, answers across the page.
    ("-assistants", ["chatgpt", "chatgpt-dark", "claude", "claude-dark"]),
  ]

  static func columns(_ names: [String]) throws -> [ContactSheet.Column] {
    try names.map { ContactSheet.Column(name: $0, theme: try ThemeLoader.load($0)) }
  }

  /// A sheet of `count` phone screens 390 wide, 8 apart and from the edges.
  static func screensWidth(_ count: Int) -> Int { count * 390 + (count + 1) * 8 }
}
