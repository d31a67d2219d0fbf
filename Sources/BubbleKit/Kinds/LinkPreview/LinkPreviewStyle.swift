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

extension LinkPreviewKind.Style {
  public static let referenceTitle = "Link previews (`link_preview`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "placement",
      "Where the preview goes: `below_text`, a card under the text in the same bubble (Telegram); `above_text`, the card at the top of the bubble with the text under it (WhatsApp); `separate`, a rich-link bubble of its own under the text's bubble, image on top and title and domain on a grey footer, standing alone when the message is only the address (iMessage); `none`, no preview, only the text with its link (WeChat; a preview without text shows its address as a link)."
    ),
    .key("bar_width", "The accent bar at the card's leading edge (0 for none)."),
    .key("radius", "Corner radius of the card."),
    .key("padding", "Around the card's text, measured from the bar's outer edge on the left."),
    .key("site_name_size", "Site name (in the accent colour)."),
    .key("title_size", "Title (bold)."),
    .key("description_size", "Description."),
    .key("title_max_lines", "Title lines before an ellipsis."),
    .key("description_max_lines", "Description lines before an ellipsis."),
    .key("show_domain", "A last line with the address's domain (\"example.com\") in the secondary colour (WhatsApp)."),
    .key("domain_size", "Size of that line."),
    .key("line_spacing", "Between site name, title and description."),
    .key(
      "wide_image_min_ratio",
      "Images at least this wide for their height go full width under the text; others become a square thumbnail."),
    .key(
      "wide_image_first",
      "A wide image heads the card, with the text under it (WhatsApp), instead of closing it (Telegram)."),
    .key("image_min_height", "Shortest wide image."),
    .key("image_max_height", "Tallest wide image."),
    .key("image_radius", "Corner radius of the image."),
    .key("image_spacing", "Between the text and a wide image."),
    .key("thumbnail_size", "Side of the square thumbnail on the trailing side."),
    .key("thumbnail_gap", "Between the text and the thumbnail."),
    .key("card_width", "`separate`: width of the rich-link bubble (at most the bubble width)."),
    .key("card_radius", "`separate`: corner radius of the rich-link bubble."),
    .key("card_footer_background", "`separate`: the footer under the image, holding title and domain."),
    .key("card_title", "`separate`: the title on the footer (bold, `title_size`)."),
    .key("card_domain", "`separate`: the domain under the title (\"example.com\")."),
    .key("card_domain_size", "`separate`: size of the domain."),
    .key("card_padding", "`separate`: around the footer's title and domain."),
  ]
}
