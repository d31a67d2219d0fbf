/// iMessage's rich link (`placement: separate`): a rounded card of its own with the image on top
/// and the title and domain on a grey footer. It stands in for the bubble when the message is only
/// the address, and sits under the text's bubble otherwise.
struct RichLinkCardNode: ContentNode {
  let preview: LinkPreviewMedia
  let placement: NodePlacement

  func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: LinkPreviewKind.self)
    let width = max(1, min(maxWidth, style.cardWidth))
    let (picture, pixelSize) = MediaPicture.load(preview.image, owner: "message \(context.messageID)", in: context)
    let imageHeight = pixelSize.map { size in
      min(style.imageMaxHeight, max(style.imageMinHeight, (width * size.height / max(1, size.width)).rounded()))
    }
    let padding = style.cardPadding
    let textWidth = max(1, width - padding.horizontal)
    let titleString = [preview.title, preview.siteName].lazy.compactMap { $0 }.first { !$0.isEmpty }
    let title = titleString.map {
      context.measurer.shape(
        context.text(
          $0, size: style.titleSize, bold: true, color: style.cardTitle, truncation: .end(maxLines: style.titleMaxLines)
        ),
        maxWidth: textWidth)
    }
    let domain = context.measurer.shape(
      context.text(
        Self.domain(of: preview.url), size: style.cardDomainSize, color: style.cardDomain,
        truncation: .end(maxLines: 1)),
      maxWidth: textWidth)
    let footerTop = imageHeight ?? 0
    let titleHeight = title.map { $0.size.height + style.lineSpacing } ?? 0
    let footerHeight = padding.vertical + titleHeight + domain.size.height
    return RichLinkCardLayout(
      size: Size(width: width, height: footerTop + footerHeight),
      picture: imageHeight.map { (picture, $0) }, title: title, domain: domain, titleHeight: titleHeight,
      style: style)
  }

  /// "https://www.example.com/a/b" is shown as "example.com".
  static func domain(of url: String) -> String {
    var host = Substring(url)
    if let scheme = host.range(of: "://") { host = host[scheme.upperBound...] }
    host = host.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    if host.lowercased().hasPrefix("www.") { host = host.dropFirst(4) }
    return host.isEmpty ? url : String(host)
  }
}

struct RichLinkCardLayout: NodeLayout {
  var size: Size
  var picture: (picture: MediaPicture, height: Double)?
  var title: ShapedText?
  var domain: ShapedText
  var titleHeight: Double
  var style: LinkPreviewKind.Style
  var kind: String { "rich_link" }

  func draw(in rect: Rect, context: DrawContext) {
    let canvas = context.canvas
    let card = Rect(x: rect.minX, y: rect.minY, width: size.width, height: size.height)
    let outline = Path.roundedRect(card, radius: style.cardRadius)
    let footerTop = card.minY + (picture?.height ?? 0)
    canvas.withState {
      canvas.clip(to: outline)
      canvas.fill(card, color: style.cardFooterBackground)
      if let picture {
        let frame = Rect(x: card.minX, y: card.minY, width: card.width, height: picture.height)
        // Clipped to its own frame too: the image fills only the card's top, above the footer.
        picture.picture.draw(in: frame, clippedTo: .rect(frame), context: context)
      }
    }
    let padding = style.cardPadding
    let textWidth = card.width - padding.horizontal
    var y = footerTop + padding.top
    if let title {
      canvas.draw(title, in: Rect(x: card.minX + padding.left, y: y, width: textWidth, height: title.size.height))
      y += titleHeight
    }
    canvas.draw(domain, in: Rect(x: card.minX + padding.left, y: y, width: textWidth, height: domain.size.height))
  }
}
