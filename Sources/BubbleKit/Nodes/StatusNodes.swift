/// iMessage's words under a bubble (`footer.status: below`): "Edited", and under the last message
/// of mine "Delivered" or "Read"; "Not Delivered" in red under a failed one. Laid out under the
/// bubble on the sender's side, so the row's height includes it.
struct StatusLineNode: ContentNode {
  let words: String
  let isFailure: Bool
  var placement: NodePlacement { .inset }

  /// The line of `presented`, or `nil` when the theme writes status in the bubble or there is none.
  static func make(for presented: PresentedMessage, theme: Theme) -> StatusLineNode? {
    guard theme.footer.status == .below else { return nil }
    let footer = theme.footer
    let message = presented.message
    var words: [String] = []
    if message.edited { words.append(footer.editedLabel) }
    var isFailure = false
    if presented.direction == .outgoing, let status = message.status {
      switch status {
      case .failed:
        words.append(footer.notDeliveredLabel)
        isFailure = true
      case .delivered where presented.isLastOutgoing:
        words.append(footer.deliveredLabel)
      case .read where presented.isLastOutgoing:
        words.append(footer.readLabel)
      default:
        break
      }
    }
    guard !words.isEmpty else { return nil }
    return StatusLineNode(words: words.joined(separator: " · "), isFailure: isFailure)
  }

  func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let theme = context.theme
    let color = isFailure ? theme.outgoing.failed : theme.footer.statusLineColor
    let text = StyledText(
      words, font: FontSpec(families: theme.fonts.families, size: theme.footer.size, bold: isFailure), color: color,
      truncation: .end(maxLines: 1))
    let shaped = context.measurer.shape(text, maxWidth: maxWidth)
    return TextLineLayout(kind: "status_line", text: shaped, size: shaped.size)
  }
}

/// WhatsApp's deleted message (`deleted.style: bubble`): a crossed circle and grey italic words
/// where the content was.
struct DeletedMessageNode: ContentNode {
  let isMine: Bool
  var placement: NodePlacement { .inset }

  func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.theme.deleted
    let size = context.theme.fonts.textSize
    let mark = size
    let gap = size * 0.3
    let text = StyledText(
      isMine ? style.mineLabel : style.label,
      font: FontSpec(families: context.theme.fonts.families, size: size, italic: true), color: context.side.secondary)
    let shaped = context.measurer.shape(text, maxWidth: max(1, maxWidth - mark - gap))
    return IconTextLayout(
      kind: "deleted", icon: .deletedMark, iconSize: mark, gap: gap, text: shaped, color: context.side.secondary,
      endsTheBubble: true)
  }
}

/// WhatsApp's "Forwarded" (`headers.forwarded_style: label`): an arrow and a grey italic word.
struct ForwardedLabelNode: ContentNode {
  var placement: NodePlacement { .inset }

  func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let headers = context.theme.headers
    let gap = headers.size * 0.3
    let text = StyledText(
      headers.forwardedShortLabel,
      font: FontSpec(families: context.theme.fonts.families, size: headers.size, italic: true),
      color: context.side.secondary, truncation: .end(maxLines: 1))
    let shaped = context.measurer.shape(text, maxWidth: max(1, maxWidth - headers.size - gap))
    return IconTextLayout(
      kind: "forward_header", icon: .forwardArrow, iconSize: headers.size, gap: gap, text: shaped,
      color: context.side.secondary)
  }
}

/// An icon before a text, centred on the text's first line.
struct IconTextLayout: NodeLayout {
  var kind: String
  var icon: Icon
  var iconSize: Double
  var gap: Double
  var text: ShapedText
  var color: RGBColor
  /// The bubble's last line (a deleted message's words): the footer may sit beside it.
  var endsTheBubble = false

  var size: Size {
    Size(width: iconSize + gap + text.size.width, height: max(iconSize, text.size.height))
  }

  var trailingLineWidth: Double? { endsTheBubble ? size.width : nil }

  func draw(in rect: Rect, context: DrawContext) {
    let lineHeight = text.size.height / Double(max(1, text.metrics.lineCount))
    let iconTop = rect.minY + max(0, (min(lineHeight, size.height) - iconSize) / 2)
    context.canvas.draw(
      icon, in: Rect(x: rect.minX, y: iconTop, width: iconSize, height: iconSize), color: color, weight: 2)
    context.canvas.draw(
      text, in: Rect(x: rect.minX + iconSize + gap, y: rect.minY, width: text.size.width, height: text.size.height))
  }
}
