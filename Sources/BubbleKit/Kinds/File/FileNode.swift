import BubbleGraphics

/// A document (Telegram): a page icon in the accent colour showing the
/// extension, the name cut in the middle to one line (so the extension stays
/// visible), and the size. The footer shares the size's row. `kinds.file.style: "card"` draws
/// WeChat's card instead (`FileCardLayout`).
public struct FileNode: ContentNode {
  public let file: FileMedia
  public var placement: NodePlacement { .inset }

  public init(file: FileMedia) { self.file = file }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: FileKind.self)
    switch style.style {
    case .row: return rowLayout(maxWidth: maxWidth, style: style, in: context)
    case .card: return FileCardLayout.make(file: file, maxWidth: maxWidth, style: style, in: context)
    }
  }

  private func rowLayout(maxWidth: Double, style: FileKind.Style, in context: NodeContext) -> any NodeLayout {
    let cards = context.theme.cards
    let textX = style.iconWidth + cards.iconGap
    let textMax = maxWidth - textX
    let name = CardText(
      context.text(file.name, size: cards.titleSize, bold: true, color: context.side.text, truncation: .middle),
      maxWidth: textMax, measurer: context.measurer)
    var lines = [CardRowLayout.Line(name)]
    if let bytes = file.size {
      let size = CardText(
        context.text(
          ByteCountFormat.string(bytes: bytes), size: cards.captionSize, color: context.side.secondary,
          truncation: .end(maxLines: 1)),
        maxWidth: textMax, measurer: context.measurer)
      lines.append(CardRowLayout.Line(size))
    }
    let badge = Self.extensionLabel(name: file.name, mime: file.mime)
    let label = Self.extensionText(badge, style: style, in: context)
    return CardRowLayout(
      kind: "file",
      icon: .page(
        color: style.iconColor(label: badge, accent: context.side.accent), glyph: cards.glyphColor, label: label,
        style: style),
      iconSize: Size(width: style.iconWidth, height: style.iconHeight), lines: lines, lineSpacing: cards.lineSpacing,
      textX: textX, minWidth: min(maxWidth, cards.minWidth), topPadding: cards.topPadding)
  }

  /// The extension written on the page icon; `nil` when there is none.
  static func extensionText(_ badge: String, style: FileKind.Style, in context: NodeContext) -> CardText? {
    guard !badge.isEmpty else { return nil }
    return CardText(
      context.text(badge, size: style.extensionSize, bold: true, color: context.theme.cards.glyphColor),
      maxWidth: nil, measurer: context.measurer)
  }

  /// Up to four capitals for the icon: the name's extension ("route.gpx" ->
  /// "GPX"), else the MIME subtype ("application/pdf" -> "PDF",
  /// "application/gpx+xml" -> "GPX"); empty when neither says.
  public static func extensionLabel(name: String, mime: String?) -> String {
    func word(_ text: Substring) -> String? {
      guard !text.isEmpty, text.count <= 8, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
        return nil
      }
      return String(text.uppercased().prefix(4))
    }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex, let found = word(name[name.index(after: dot)...]) {
      return found
    }
    guard let mime, let slash = mime.firstIndex(of: "/") else { return "" }
    var subtype = mime[mime.index(after: slash)...]
    subtype = subtype.prefix { $0 != ";" && $0 != "+" }
    if subtype.hasPrefix("x-") { subtype = subtype.dropFirst(2) }
    if let lastDot = subtype.lastIndex(of: ".") { subtype = subtype[subtype.index(after: lastDot)...] }
    return word(subtype.lowercased()[...]) ?? ""
  }
}
