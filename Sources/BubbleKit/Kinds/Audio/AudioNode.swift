/// A music track (Telegram): round play button beside the title (bold, one
/// line), the performer and the duration. The footer shares the duration's row.
public struct AudioNode: ContentNode {
  public let audio: AudioMedia
  public var placement: NodePlacement { .inset }

  public init(audio: AudioMedia) { self.audio = audio }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let cards = context.theme.cards
    let labels = cards.labels
    let textX = cards.buttonSize + cards.iconGap
    let textMax = maxWidth - textX
    func line(_ string: String, size: Double, bold: Bool = false, color: RGBColor) -> CardText {
      CardText(
        context.text(string, size: size, bold: bold, color: color, truncation: .end(maxLines: 1)),
        maxWidth: textMax, measurer: context.measurer)
    }
    let title = line(
      nonEmpty(audio.title) ?? labels.unknownTrack, size: cards.titleSize, bold: true, color: context.side.text)
    let performer = line(
      nonEmpty(audio.performer) ?? labels.unknownPerformer, size: cards.subtitleSize, color: context.side.secondary)
    let duration = audio.duration.map {
      line(DurationFormat.string(seconds: $0), size: cards.captionSize, color: context.side.secondary)
    }
    let lines = [title, performer] + (duration.map { [$0] } ?? [])
    return CardRowLayout(
      kind: "audio", icon: .playButton(color: context.side.accent, glyph: cards.glyphColor),
      iconSize: Size(width: cards.buttonSize, height: cards.buttonSize), lines: lines.map { CardRowLayout.Line($0) },
      lineSpacing: cards.lineSpacing, textX: textX, minWidth: min(maxWidth, cards.minWidth),
      topPadding: cards.topPadding)
  }

  private func nonEmpty(_ string: String?) -> String? {
    guard let string, !string.allSatisfy(\.isWhitespace) else { return nil }
    return string
  }
}
