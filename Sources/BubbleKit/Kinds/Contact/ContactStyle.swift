extension ContactKind {
  /// `kinds.contact`: a shared contact's avatar, and the separator above its action label.
  public struct Style: ContentStyle {
    /// `row`: avatar, name and phone, then "View contact" (Telegram). `card`: a card of `fill` in
    /// both directions, the avatar (in the theme's avatar shape) and name, then `label` under the
    /// separator (WeChat's contact card).
    public var style = Look.row
    /// Telegram's contact bubbles use a 40 pt avatar.
    public var avatarSize = 40.0
    public var separatorWidth = 0.5
    /// The separator is the side's secondary colour at this opacity.
    public var separatorOpacity = 0.45
    /// Above and below the separator.
    public var sectionSpacing = 7.0
    public var actionSize = 14.0

    // The `card` style. Its text takes the incoming side's colours, whatever the direction.
    public var fill = RGBColor(rgb: 0xFFFFFF)
    /// The bubble's width, capped by the bubble's maximum.
    public var cardWidth = 240.0
    public var label = "Contact Card"
    public var labelSize = 11.0
  }

  /// How a shared contact is drawn (`kinds.contact.style`).
  public enum Look: String, Codable, Sendable, Hashable, CaseIterable {
    case row, card
  }

  public static let defaultStyle = Style()
}

extension ContactKind.Style {
  public static let referenceTitle = "Contacts (`contact`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("avatar_size", "The shared contact's avatar (Telegram 40)."),
    .key("separator_width", "The line above the action."),
    .key("separator_opacity", "The line is the side's `secondary` colour at this opacity."),
    .key("section_spacing", "Above and below the line."),
    .key("action_size", "\"View contact\"."),
    .key(
      "style",
      "`row`: a round avatar, the name and phone, then \"View contact\" under the separator (Telegram). `card`: a card of `fill` in both directions, the avatar (in `avatar.shape`) and the name, then `label` under the separator; its text takes the incoming side's colours (WeChat's contact card). The keys below apply to `card` only."
    ),
    .key("fill", "The bubble's fill, in both directions."),
    .key("card_width", "The bubble's width, capped by the bubble's maximum."),
    .key("label", "Under the separator; empty: no separator and no label."),
    .key("label_size", "The label, in the incoming side's `secondary` colour."),
  ]
}
