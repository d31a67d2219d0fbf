extension LinkPreviewKind {
  /// `kinds.link_preview`: the card under a message's text: accent bar, site, title, description,
  /// image.
  public struct Style: ContentStyle {
    /// Where the preview goes: a card under the text (Telegram), above it (WhatsApp), a rich-link
    /// bubble of its own (iMessage), or nowhere (WeChat).
    public var placement = LinkPreviewPlacement.belowText
    public var barWidth = 3.0
    public var radius = 4.0
    /// Around the card's text, measured from the bar's outer edge on the left.
    public var padding = EdgeInsets(top: 4, left: 10, bottom: 6, right: 8)
    public var siteNameSize = 14.0
    public var titleSize = 14.0
    public var descriptionSize = 14.0
    public var titleMaxLines = 2
    public var descriptionMaxLines = 3
    /// A last line with the address's domain in the secondary colour (WhatsApp).
    public var showDomain = false
    public var domainSize = 13.0
    /// Between the site name, title and description.
    public var lineSpacing = 1.0
    /// Images at least this wide for their height go full width under the text.
    public var wideImageMinRatio = 1.2
    /// A wide image heads the card, above the text (WhatsApp), instead of closing it.
    public var wideImageFirst = false
    public var imageMinHeight = 74.0
    public var imageMaxHeight = 240.0
    public var imageRadius = 6.0
    /// Between the text and a wide image.
    public var imageSpacing = 6.0
    /// The square thumbnail on the trailing side, for images that are not wide.
    public var thumbnailSize = 56.0
    public var thumbnailGap = 8.0
    /// `separate`: the rich-link bubble's width, corner radius, its footer and the words on it.
    public var cardWidth = 260.0
    public var cardRadius = 18.0
    public var cardFooterBackground = RGBColor(rgb: 0xE9E9EB)
    public var cardTitle = RGBColor(rgb: 0x000000)
    public var cardDomain = RGBColor(rgb: 0x8E8E93)
    public var cardDomainSize = 13.0
    public var cardPadding = EdgeInsets(top: 8, left: 12, bottom: 9, right: 12)
  }

  public static let defaultStyle = Style()
}

/// `kinds.link_preview.placement`.
public enum LinkPreviewPlacement: String, Codable, Sendable, Hashable, CaseIterable {
  /// A card under the text, in the same bubble (Telegram).
  case belowText = "below_text"
  /// The card at the top of the bubble, the text under it (WhatsApp).
  case aboveText = "above_text"
  /// A rich-link bubble of its own: image, then title and domain on a grey footer (iMessage).
  case separate
  /// No preview: the text with its link only (WeChat).
  case none

  /// A wrong value is an error that lists the allowed ones, as the theme's own choices are.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = Self(rawValue: text) else {
      let names = Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected one of \(names), found \"\(text)\"")
    }
    self = value
  }
}
