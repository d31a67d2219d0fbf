extension ContactKind {
  /// `kinds.contact`: a shared contact's avatar, and the separator above its action label.
  public struct Style: ContentStyle {
    /// Telegram's contact bubbles use a 40 pt avatar.
    public var avatarSize = 40.0
    public var separatorWidth = 0.5
    /// The separator is the side's secondary colour at this opacity.
    public var separatorOpacity = 0.45
    /// Above and below the separator.
    public var sectionSpacing = 7.0
    public var actionSize = 14.0
  }

  public static let defaultStyle = Style()
}
