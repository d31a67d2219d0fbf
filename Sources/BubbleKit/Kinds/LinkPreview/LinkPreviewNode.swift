import Foundation

/// A link preview card under the message text, in the same bubble: a tinted
/// box with an accent bar on the leading side, the site name (bold, accent),
/// the title (bold), the description and, in themes that show it, the domain. A wide image (or the only content)
/// goes full width under the text; another image is a square thumbnail on the
/// trailing side. An image that cannot be drawn is left out.
public struct LinkPreviewNode: ContentNode {
  public let preview: LinkPreviewMedia
  /// The message's own text, which `placement` may drop or keep beside the card.
  public let messageText: String?
  public var placement: NodePlacement { .inset }

  public init(preview: LinkPreviewMedia, messageText: String? = nil) {
    self.preview = preview
    self.messageText = messageText
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: LinkPreviewKind.self)
    let side = context.side
    let (picture, pixelSize) = MediaPicture.load(preview.image, owner: "message \(context.messageID)", in: context)
    let image = picture.isLoaded ? pixelSize.map { (picture: picture, ratio: $0.width / max(1, $0.height)) } : nil

    var lines: [StyledText] = []
    func add(_ string: String?, size: Double, bold: Bool, color: RGBColor, maxLines: Int) {
      guard let string = string.flatMap(Self.nonBlank) else { return }
      lines.append(
        context.text(string, size: size, bold: bold, color: color, truncation: .end(maxLines: max(1, maxLines))))
    }
    add(preview.siteName, size: style.siteNameSize, bold: true, color: side.accent, maxLines: 1)
    add(preview.title, size: style.titleSize, bold: true, color: side.text, maxLines: style.titleMaxLines)
    add(
      preview.description, size: style.descriptionSize, bold: false, color: side.text,
      maxLines: style.descriptionMaxLines)
    if style.showDomain && !lines.isEmpty {
      add(
        RichLinkCardNode.domain(of: preview.url), size: style.domainSize, bold: false, color: side.secondary,
        maxLines: 1)
    }
    if lines.isEmpty && image == nil {
      // Nothing else to show: the address itself, so the card is never empty.
      add(preview.url, size: style.siteNameSize, bold: true, color: side.accent, maxLines: 1)
    }

    let textLeft = style.barWidth + style.padding.left
    let innerWidth = max(1, maxWidth - textLeft - style.padding.right)
    // In a narrow bubble a thumbnail would squeeze the text to a sliver: put the image under it instead.
    let roomForThumbnail = innerWidth - style.thumbnailSize - style.thumbnailGap >= 2 * style.thumbnailSize
    let isWide = image.map { lines.isEmpty || $0.ratio >= style.wideImageMinRatio || !roomForThumbnail } ?? false
    let thumbnail = image != nil && !isWide ? style.thumbnailSize : nil
    let textWidthLimit = max(1, innerWidth - (thumbnail.map { $0 + style.thumbnailGap } ?? 0))

    var placedLines: [LinkPreviewLayout.Line] = []
    var y = style.padding.top
    var textWidth = 0.0
    for text in lines {
      if !placedLines.isEmpty { y += style.lineSpacing }
      let shaped = context.measurer.shape(text, maxWidth: textWidthLimit)
      let size = shaped.size
      placedLines.append(
        LinkPreviewLayout.Line(text: shaped, frame: Rect(x: textLeft, y: y, width: size.width, height: size.height)))
      y += size.height
      textWidth = max(textWidth, size.width)
    }
    var cardWidth = textLeft + textWidth + style.padding.right
    var bottom = y
    var imagePart: LinkPreviewLayout.ImagePart?
    if let image, isWide {
      // A big image takes the whole width the bubble allows, like the app.
      cardWidth = maxWidth
      let height = min(style.imageMaxHeight, max(style.imageMinHeight, (innerWidth / image.ratio).rounded()))
      if style.wideImageFirst && !placedLines.isEmpty {
        // The image heads the card and the text moves under it (WhatsApp).
        let shift = height + style.imageSpacing
        placedLines = placedLines.map { line in
          LinkPreviewLayout.Line(text: line.text, frame: line.frame.offsetBy(dx: 0, dy: shift))
        }
        imagePart = .wide(picture: image.picture, top: style.padding.top, height: height)
        bottom = y + shift
      } else {
        let top = placedLines.isEmpty ? style.padding.top : y + style.imageSpacing
        imagePart = .wide(picture: image.picture, top: top, height: height)
        bottom = top + height
      }
    } else if let image, let thumbnail {
      cardWidth += style.thumbnailGap + thumbnail
      imagePart = .thumbnail(picture: image.picture, side: thumbnail)
      bottom = max(bottom, style.padding.top + thumbnail)
    }
    return LinkPreviewLayout(
      size: Size(width: min(maxWidth, cardWidth), height: bottom + style.padding.bottom), lines: placedLines,
      imagePart: imagePart, textLeft: textLeft, style: style, accent: side.accent, background: side.quoteBackground)
  }

  private static func nonBlank(_ text: String) -> String? {
    text.allSatisfy(\.isWhitespace) ? nil : text
  }
}

extension LinkPreviewNode: ThemeArrangedNode {
  func arrangement(theme: Theme, styles: KindStyles) -> NodeArrangement {
    let text = messageText?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    switch styles.style(for: LinkPreviewKind.self).placement {
    case .belowText:
      return .keep
    case .aboveText:
      return .beforeText
    case .none:
      // With no text the address is all there is to show: drawn as a link.
      let address = RichText(segments: [TextSegment(text: preview.url, styles: [.link])])
      return .replaced(by: text.isEmpty ? TextNode(text: address) : nil)
    case .separate:
      // A message that is only the address shows the card alone (iMessage does not repeat it).
      guard text.isEmpty || text == preview.url else {
        return .belowBubble(RichLinkCardNode(preview: preview, placement: .inset))
      }
      return .replacesText(by: RichLinkCardNode(preview: preview, placement: .fullBleed))
    }
  }
}

struct LinkPreviewLayout: NodeLayout {
  struct Line: Sendable {
    var text: ShapedText
    /// Relative to the card's top-left; text wraps at the width it was measured for.
    var frame: Rect
  }

  enum ImagePart: Sendable {
    case wide(picture: MediaPicture, top: Double, height: Double)
    case thumbnail(picture: MediaPicture, side: Double)
  }

  var size: Size
  var lines: [Line]
  var imagePart: ImagePart?
  var textLeft: Double
  var style: LinkPreviewKind.Style
  var accent: RGBColor
  var background: RGBColor
  var kind: String { "link_preview" }

  func draw(in rect: Rect, context: DrawContext) {
    // The card stretches to the bubble's content width, like a reply header.
    let card = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: size.height)
    let canvas = context.canvas
    canvas.withState {
      canvas.clip(to: .roundedRect(card, radius: style.radius))
      canvas.fill(card, color: background)
      canvas.fill(Rect(x: card.minX, y: card.minY, width: style.barWidth, height: card.height), color: accent)
    }
    for line in lines {
      canvas.draw(line.text, in: line.frame.offsetBy(dx: card.minX, dy: card.minY))
    }
    switch imagePart {
    case .wide(let picture, let top, let height):
      let frame = Rect(
        x: card.minX + textLeft, y: card.minY + top, width: card.width - textLeft - style.padding.right,
        height: height)
      picture.draw(in: frame, clippedTo: .roundedRect(frame, radius: style.imageRadius), context: context)
    case .thumbnail(let picture, let side):
      let frame = Rect(
        x: card.maxX - style.padding.right - side, y: card.minY + style.padding.top, width: side, height: side)
      picture.draw(in: frame, clippedTo: .roundedRect(frame, radius: style.imageRadius), context: context)
    case nil:
      break
    }
  }
}
