import BubbleGraphics

/// Reactions in the theme's `reactions.style`: chips ("👍 3") flowing in rows under the content,
/// the footer sharing the last row (Telegram); WhatsApp's pill or iMessage's tapbacks outside
/// the bubble (`ReactionPillLayout`, `TapbackLayout`); or nothing (WeChat).
public struct ReactionsNode: ContentNode {
  public let reactions: [Message.Reaction]
  public var placement: NodePlacement { .inset }

  public func placement(in context: NodeContext) -> NodePlacement? {
    switch context.theme.reactions.style {
    case .chipsInside: .inset
    case .pillBelow, .tapback: .outside
    case .none: nil
    }
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    switch context.theme.reactions.style {
    case .pillBelow: ReactionPillLayout.make(reactions, maxWidth: maxWidth, in: context)
    case .tapback: TapbackLayout.make(reactions, in: context)
    case .chipsInside, .none: chipsLayout(maxWidth: maxWidth, in: context)
    }
  }

  private func chipsLayout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.theme.reactions
    var chips: [ReactionsLayout.Chip] = []
    var x = 0.0
    var y = 0.0
    var width = 0.0
    for reaction in reactions {
      let color = reaction.mine ? context.side.reactionMineText : context.side.reactionText
      let text = context.text("\(reaction.emoji) \(reaction.count)", size: style.size, bold: true, color: color)
      let shaped = context.measurer.shape(text, maxWidth: nil)
      let metrics = shaped.metrics
      let chipWidth = min(maxWidth, metrics.size.width + 2 * style.padding)
      if x > 0, x + chipWidth > maxWidth {
        x = 0
        y += style.height + style.spacing
      }
      chips.append(
        ReactionsLayout.Chip(
          frame: Rect(x: x, y: y, width: chipWidth, height: style.height), text: shaped,
          textHeight: metrics.size.height,
          background: reaction.mine ? context.side.reactionMineBackground : context.side.reactionBackground))
      x += chipWidth + style.spacing
      width = max(width, x - style.spacing)
    }
    let lastRowWidth = max(0, x - style.spacing)
    return ReactionsLayout(
      chips: chips, size: Size(width: width, height: chips.isEmpty ? 0 : y + style.height),
      trailingLineWidth: lastRowWidth,
      padding: style.padding)
  }
}

struct ReactionsLayout: NodeLayout {
  struct Chip: Sendable {
    var frame: Rect
    var text: ShapedText
    var textHeight: Double
    var background: RGBColor
  }
  var chips: [Chip]
  var size: Size
  var trailingLineWidth: Double?
  var padding: Double
  var kind: String { "reactions" }

  func draw(in rect: Rect, context: DrawContext) {
    for chip in chips {
      let frame = chip.frame.offsetBy(dx: rect.minX, dy: rect.minY)
      context.canvas.fill(.roundedRect(frame, radius: frame.height / 2), color: chip.background)
      context.canvas.draw(
        chip.text,
        in: Rect(
          x: frame.minX + padding, y: frame.midY - chip.textHeight / 2, width: frame.width - 2 * padding,
          height: chip.textHeight))
    }
  }
}
