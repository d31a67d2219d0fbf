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
