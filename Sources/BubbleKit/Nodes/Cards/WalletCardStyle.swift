/// WeChat's red packet and transfer cards: the whole bubble orange, a white band at the bottom.
///
/// Both kinds draw one frame (`WalletCardLayout`), so they share this type as their `Style`, and
/// each still has its own section (`kinds.red_packet`, `kinds.transfer`) with every key, so a
/// theme can tune one card without the other. Keys only one card draws (the envelope for red
/// packets, the round icon and the amount for transfers) are accepted in the other's section and
/// do nothing there.
public struct WalletCardStyle: ContentStyle {
  /// Bubble width (WeChat: about 230 to 240 pt), capped by the bubble's maximum.
  public var width = 240.0
  /// From the bubble's edges to the icon and text.
  public var padding = EdgeInsets(top: 13, left: 12, bottom: 13, right: 12)
  public var background = RGBColor(rgb: 0xFA9D3B)
  /// Opened red packets and accepted transfers fade (WeChat).
  public var paleBackground = RGBColor(rgb: 0xF8C690)
  public var text = RGBColor(rgb: 0xFFFFFF)
  public var band = RGBColor(rgb: 0xFFFFFF)
  public var bandText = RGBColor(rgb: 0xA8A8A8)
  public var bandLabelSize = 11.0
  /// Above the band's label; the bubble's bottom inset is below it.
  public var bandPadding = 5.0
  public var iconGap = 10.0
  public var greetingSize = 16.0
  public var detailSize = 12.0
  public var amountSize = 19.0
  public var envelopeWidth = 30.0
  public var envelopeHeight = 38.0
  public var envelope = RGBColor(rgb: 0xF2553F)
  public var envelopeFlap = RGBColor(rgb: 0xFF6F55)
  public var envelopeSeal = RGBColor(rgb: 0xF9D27A)
  /// The transfer's round icon and its line width.
  public var transferIconSize = 36.0
  public var transferIconLine = 2.0
}

extension WalletCardStyle {
  public static let referenceTitle = "WeChat red packets and transfers (`red_packet`, `transfer`)"
  public static let referenceSummary: String? =
    "A WeChat red packet or transfer card (`kinds.red_packet`, `kinds.transfer`). Both cards draw one frame, so each section has every key (a theme may tune one card alone); keys only one card draws do nothing in the other's section."
  public static let referenceIntro: String? =
    "Both cards draw one frame, so each section has every key (a theme may tune one card alone); keys only one card draws do nothing in the other's section."
  public static let keyReference: [ThemeKeyReference] = [
    .key(
      "width",
      "Width of WeChat's red packet and transfer cards (the whole bubble is the card), capped by the bubble's maximum."),
    .key("padding", "From the card's edges to its icon and text."),
    .key("background", "Card colour (WeChat orange)."),
    .key("pale_background", "Opened red packets and accepted transfers fade to this."),
    .key("text", "Greeting, amount and details."),
    .key("band", "The band at the card's bottom."),
    .key("band_text", "The band's label (\"WeChat Red Packet\")."),
    .key("band_label_size", "Size of that label."),
    .key("band_padding", "Above the band's label."),
    .key("icon_gap", "Between the icon and the text."),
    .key("greeting_size", "Red packet greeting (red packets only)."),
    .key("detail_size", "\"Opened\", transfer notes."),
    .key("amount_size", "Transfer amount (transfers only)."),
    .key("envelope_width", "The red envelope icon's width (red packets only, as are the envelope keys below)."),
    .key("envelope_height", "Its height."),
    .key("envelope", "Envelope body."),
    .key("envelope_flap", "Envelope flap."),
    .key("envelope_seal", "Envelope seal."),
    .key("transfer_icon_size", "The transfer's round icon (transfers only)."),
    .key("transfer_icon_line", "Its line width."),
  ]
}
