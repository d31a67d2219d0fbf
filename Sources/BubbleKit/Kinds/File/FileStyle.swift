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

extension FileKind.Style {
  public static let referenceTitle = "Files (`file`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("icon_width", "The page icon's width."),
    .key("icon_height", "The page icon's height."),
    .key("icon_radius", "Its corner radius."),
    .key("fold_size", "Side of its folded corner."),
    .key("fold_opacity", "The fold is `glyph_color` at this opacity over the page."),
    .key("extension_size", "The extension written on the page (\"PDF\")."),
    .key(
      "type_colors",
      "The page takes its file type's colour below (by the extension: PDF; documents such as DOC, DOCX, TXT; spreadsheets such as XLS, XLSX, CSV; slides such as PPT, PPTX, KEY; archives such as ZIP, RAR, 7Z) instead of the accent; other types keep the accent (WeChat)."
    ),
    .key("pdf_color", "`type_colors`: PDF files."),
    .key("document_color", "`type_colors`: documents."),
    .key("spreadsheet_color", "`type_colors`: spreadsheets."),
    .key("presentation_color", "`type_colors`: slides."),
    .key("archive_color", "`type_colors`: archives."),
    .key(
      "style",
      "`row`: the page icon left of the name (one line, cut in the middle) and size, in the side's bubble (Telegram). `card`: a card of `fill` in both directions, the name (up to `name_max_lines`) and size on the left, the icon on the right, and `label` under a divider; its text and icon take the incoming side's colours (WeChat). The keys below apply to `card` only."
    ),
    .key("fill", "The bubble's fill, in both directions."),
    .key("card_width", "The bubble's width (WeChat about 240), capped by the bubble's maximum."),
    .key("name_max_lines", "Name lines before an ellipsis."),
    .key("label", "Under the divider; empty: no divider and no label."),
    .key("label_size", "The label, in the incoming side's `secondary` colour."),
    .key("section_spacing", "Above and below the divider."),
    .key("divider_width", "The divider's thickness."),
    .key("divider_opacity", "The divider is the incoming side's `secondary` colour at this opacity."),
  ]
}
