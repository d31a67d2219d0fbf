extension FileKind {
  /// `kinds.file`: a document's page icon with the extension on it, in a row (Telegram) or on a
  /// card (WeChat).
  public struct Style: ContentStyle {
    /// `row`: the icon on the left of the name and size, in the side's bubble (Telegram). `card`:
    /// a card of `fill` in both directions, the name and size on the left, the icon on the right,
    /// and `label` under a divider (WeChat).
    public var style = Look.row
    public var iconWidth = 38.0
    public var iconHeight = 46.0
    public var iconRadius = 5.0
    /// Side of the folded corner's triangle.
    public var foldSize = 12.0
    /// The fold is the glyph colour at this opacity over the page: a lighter flap of the same paper.
    public var foldOpacity = 0.45
    public var extensionSize = 11.0
    /// The page takes a colour by the file's type (WeChat's red PDF, blue document, green
    /// spreadsheet, orange slides, purple archive) instead of the accent; other types keep the accent.
    public var typeColors = false
    public var pdfColor = RGBColor(rgb: 0xF05645)
    public var documentColor = RGBColor(rgb: 0x3F83F0)
    public var spreadsheetColor = RGBColor(rgb: 0x2FA85B)
    public var presentationColor = RGBColor(rgb: 0xF3803A)
    public var archiveColor = RGBColor(rgb: 0x8C6CE0)

    // The `card` style. Its text and icon take the incoming side's colours, whatever the direction.
    public var fill = RGBColor(rgb: 0xFFFFFF)
    /// The bubble's width, capped by the bubble's maximum (WeChat: about 240 pt).
    public var cardWidth = 240.0
    public var nameMaxLines = 2
    /// Under the divider (WeChat names its client there); empty: no divider and no label.
    public var label = "WeChat"
    public var labelSize = 11.0
    /// Above and below the divider.
    public var sectionSpacing = 7.0
    /// The divider is the incoming side's secondary colour at this opacity.
    public var dividerWidth = 0.5
    public var dividerOpacity = 0.3
  }

  /// How a file is drawn (`kinds.file.style`).
  public enum Look: String, Codable, Sendable, Hashable, CaseIterable {
    case row, card
  }

  public static let defaultStyle = Style()
}
