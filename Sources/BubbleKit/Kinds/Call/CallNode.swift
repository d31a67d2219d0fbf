/// A call record (Telegram): a tinted circle with a handset or a camera,
/// "Outgoing call" / "Incoming call" (or "Missed call" in red), and under it
/// a direction arrow, green when answered and red when missed, with the
/// duration (or the call's kind when there is none). The footer shares that row.
/// `kinds.call.style: "text"` draws WeChat's text bubble instead (`CallTextLayout`).
public struct CallNode: ContentNode {
  public let call: CallMedia
  public var placement: NodePlacement { .inset }

  public init(call: CallMedia) { self.call = call }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: CallKind.self)
    switch style.style {
    case .card: return cardLayout(maxWidth: maxWidth, style: style, in: context)
    case .text: return CallTextLayout.make(call: call, maxWidth: maxWidth, style: style, in: context)
    }
  }

  private func cardLayout(maxWidth: Double, style: CallKind.Style, in context: NodeContext) -> any NodeLayout {
    let cards = context.theme.cards
    let labels = cards.labels
    let outgoing = context.direction == .outgoing
    let textX = cards.buttonSize + cards.iconGap
    let textMax = maxWidth - textX
    // A declined call is drawn as a missed one here.
    let missed = call.missed || call.declined
    let title = missed ? labels.missedCall : (outgoing ? labels.outgoingCall : labels.incomingCall)
    let detail: String =
      if !missed, let duration = call.duration {
        DurationFormat.string(seconds: duration)
      } else {
        call.video ? labels.videoCall : labels.voiceCall
      }
    let arrow = CardMark(
      shape: .callArrow(outgoing: outgoing), size: style.arrowSize, gap: style.arrowSize / 2,
      color: missed ? style.missedColor : style.answeredColor)
    let lines = [
      CardRowLayout.Line(
        CardText(
          context.text(
            title, size: cards.titleSize, bold: true, color: missed ? style.missedColor : context.side.text,
            truncation: .end(maxLines: 1)),
          maxWidth: textMax, measurer: context.measurer)),
      CardRowLayout.Line(
        CardText(
          context.text(
            detail, size: cards.subtitleSize, color: context.side.secondary, truncation: .end(maxLines: 1)),
          maxWidth: textMax - arrow.size - arrow.gap, measurer: context.measurer),
        mark: arrow),
    ]
    let accent = context.side.accent
    return CardRowLayout(
      kind: "call",
      icon: .callBadge(
        tint: accent.withAlpha(accent.alpha * style.iconTintOpacity), glyph: accent, video: call.video,
        glyphSize: style.glyphSize),
      iconSize: Size(width: cards.buttonSize, height: cards.buttonSize), lines: lines, lineSpacing: cards.lineSpacing,
      textX: textX, minWidth: 0, topPadding: cards.topPadding)
  }
}
