/// The sender's name above the content (first incoming bubble of a group); in a list, the name
/// in bold and the time after it in the side's secondary colour, on one baseline.
public struct SenderNameNode: ContentNode {
  public let name: String
  public let color: RGBColor
  /// Written after the name in a list (`layout.style: list`).
  public var time: String?
  public var placement: NodePlacement { .inset }

  public init(name: String, color: RGBColor, time: String? = nil) {
    self.name = name
    self.color = color
    self.time = time
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let theme = context.theme
    let text: StyledText
    if theme.layout.style == .list, let time {
      text = Self.listHeader(name: name, color: color, time: time, in: context)
    } else {
      text = context.text(
        name, size: theme.names.size, bold: true, color: color, alignment: .nameBeside(context.direction),
        truncation: .end(maxLines: 1))
    }
    let shaped = context.measurer.shape(text, maxWidth: maxWidth)
    let metrics = shaped.metrics
    return TextLineLayout(
      kind: "sender_name", text: shaped,
      size: Size(width: metrics.size.width, height: metrics.size.height + theme.names.spacing))
  }

  /// "Name  9:12 AM" as one text, so Pango puts both on one baseline. The gap is an em space
  /// scaled to `header_spacing` points; the time is scaled to `footer.size`.
  static func listHeader(name: String, color: RGBColor, time: String, in context: NodeContext) -> StyledText {
    let theme = context.theme
    // Left-to-right marks before and after the name: the line reads name then time even when the
    // name is Arabic (without the second, the time's digits would join the name's right-to-left run).
    let mark = "\u{200E}"
    let gap = mark + "\u{2003}"
    let string = mark + name + gap + time
    let nameStart = mark.utf8.count
    let nameEnd = nameStart + name.utf8.count
    let gapEnd = nameEnd + gap.utf8.count
    let size = theme.names.size
    let runs = [
      StyledRun(utf8Range: nameStart..<nameEnd, attributes: TextAttributes(bold: true, color: color)),
      StyledRun(utf8Range: nameEnd..<gapEnd, attributes: TextAttributes(scale: theme.layout.headerSpacing / size)),
      StyledRun(
        utf8Range: gapEnd..<string.utf8.count,
        attributes: TextAttributes(color: context.side.secondary, scale: theme.footer.size / size)),
    ]
    // The time stays on the line whatever the name's script: both read left to right.
    return context.text(
      string, size: size, color: color, runs: runs, alignment: .left, truncation: .end(maxLines: 1))
  }
}

extension TextAlignment {
  /// A name sits on its bubble's side, near the avatar, whatever its script: ليلى above an
  /// incoming bubble is left-aligned like Leila.
  static func nameBeside(_ direction: Direction) -> TextAlignment {
    direction == .incoming ? .left : .right
  }
}

/// "Forwarded from NAME".
public struct ForwardHeaderNode: ContentNode {
  public let origin: String
  public var placement: NodePlacement { .inset }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let label = context.theme.headers.forwardedLabel + "\n"
    let string = label + origin
    let bold = StyledRun(utf8Range: label.utf8.count..<string.utf8.count, attributes: TextAttributes(bold: true))
    // Both lines start at the left, under each other, whatever the name's script.
    let text = context.text(
      string, size: context.theme.headers.size, color: context.side.accent, runs: [bold], alignment: .left,
      truncation: .end(maxLines: 2))
    let shaped = context.measurer.shape(text, maxWidth: maxWidth)
    return TextLineLayout(kind: "forward_header", text: shaped, size: shaped.size)
  }
}

/// Draws one prepared text at its measured size.
struct TextLineLayout: NodeLayout {
  var kind: String
  var text: ShapedText
  var size: Size

  func draw(in rect: Rect, context: DrawContext) {
    context.canvas.draw(text, in: Rect(origin: rect.origin, size: Size(width: rect.width, height: size.height)))
  }
}

/// The quoted message of a reply, in the theme's `reply_style`: inside the bubble (accent bar,
/// sender name, one-line preview), or outside it (`ReplyBoxLayout`, `ReplyBubbleLayout`).
public struct ReplyHeaderNode: ContentNode {
  public let reply: ReplyPresentation
  public var placement: NodePlacement { .inset }

  public func placement(in context: NodeContext) -> NodePlacement? {
    context.theme.headers.replyStyle == .quoteInside ? .inset : .outside
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    switch context.theme.headers.replyStyle {
    case .quoteInside: quoteLayout(maxWidth: maxWidth, in: context)
    case .boxBelow: ReplyBoxLayout.make(reply, maxWidth: maxWidth, in: context)
    case .bubbleAbove: ReplyBubbleLayout.make(reply, maxWidth: maxWidth, in: context)
    case .spineAbove: ReplySpineLayout.make(reply, maxWidth: maxWidth, in: context)
    }
  }

  private func quoteLayout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.theme.headers
    let inner = max(1, maxWidth - style.replyPadding.horizontal)
    let accentInMine = context.direction == .outgoing && style.replyNameColor == .accentInMine
    let nameColor = accentInMine ? context.side.accent : reply.color
    let previewColor = style.replyPreviewColor == .secondary ? context.side.secondary : context.side.text
    let name = reply.senderName.map {
      // Left in the quote like a Latin name, whatever its script (the app's interface runs left to right).
      context.text(
        $0, size: style.size, bold: true, color: nameColor, alignment: .left, truncation: .end(maxLines: 1))
    }
    let preview = context.text(
      reply.preview.replacingOccurrences(of: "\n", with: " "), size: style.size,
      color: reply.senderName == nil ? context.side.secondary : previewColor, truncation: .end(maxLines: 1))
    let shapedName = name.map { context.measurer.shape($0, maxWidth: inner) }
    let shapedPreview = context.measurer.shape(preview, maxWidth: inner)
    let nameMetrics = shapedName?.metrics
    let previewMetrics = shapedPreview.metrics
    let textWidth = max(nameMetrics?.size.width ?? 0, previewMetrics.size.width)
    let height = (nameMetrics?.size.height ?? 0) + previewMetrics.size.height + style.replyPadding.vertical
    return ReplyHeaderLayout(
      name: shapedName, nameHeight: nameMetrics?.size.height ?? 0, preview: shapedPreview,
      size: Size(width: textWidth + style.replyPadding.horizontal, height: height), padding: style.replyPadding,
      barColor: nameColor,
      background: !accentInMine && style.replyTintOpacity > 0
        ? nameColor.withAlpha(nameColor.alpha * style.replyTintOpacity) : context.side.quoteBackground,
      barWidth: style.replyBarWidth,
      radius: style.replyRadius)
  }
}

struct ReplyHeaderLayout: NodeLayout {
  var name: ShapedText?
  var nameHeight: Double
  var preview: ShapedText
  var size: Size
  var padding: EdgeInsets
  var barColor: RGBColor
  var background: RGBColor
  var barWidth: Double
  var radius: Double
  var kind: String { "reply_header" }

  func draw(in rect: Rect, context: DrawContext) {
    let box = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: size.height)
    context.canvas.withState {
      context.canvas.clip(to: .roundedRect(box, radius: radius))
      context.canvas.fill(box, color: background)
      context.canvas.fill(Rect(x: box.minX, y: box.minY, width: barWidth, height: box.height), color: barColor)
    }
    let inner = box.insetBy(padding)
    if let name {
      context.canvas.draw(name, in: Rect(x: inner.minX, y: inner.minY, width: inner.width, height: nameHeight))
    }
    context.canvas.draw(
      preview,
      in: Rect(x: inner.minX, y: inner.minY + nameHeight, width: inner.width, height: inner.height - nameHeight))
  }
}

/// A content kind nobody registered, or one that could not be drawn.
public struct UnsupportedNode: ContentNode {
  public let kind: String
  public var placement: NodePlacement { .inset }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let words = MediaSummary.fill(context.theme.strings.unsupportedMessage, with: kind)
    let text = context.text(
      words, size: context.theme.headers.size, color: context.side.secondary, truncation: .end(maxLines: 3))
    let shaped = context.measurer.shape(text, maxWidth: maxWidth)
    return TextLineLayout(kind: "unsupported", text: shaped, size: shaped.size)
  }
}
