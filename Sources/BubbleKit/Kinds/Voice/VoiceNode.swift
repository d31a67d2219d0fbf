import BubbleGraphics

/// A voice note (Telegram): round play button, waveform bars, the duration
/// under them and, until it is played, a small accent dot. The footer shares
/// the duration's row when it fits.
///
/// Colour rule: a still image has no playback progress, so the bars tell
/// "new" from "heard": full accent until played, faded accent afterwards.
/// Without a waveform the bars are a flat line at the theme's `flatLevel`.
/// `kinds.voice.style: "glyph"` draws WeChat's look instead (`VoiceGlyphLayout`).
public struct VoiceNode: ContentNode {
  public let voice: VoiceMedia
  public var placement: NodePlacement { .inset }

  public init(voice: VoiceMedia) { self.voice = voice }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: VoiceKind.self)
    switch style.style {
    case .waveform: return waveformLayout(maxWidth: maxWidth, style: style, in: context)
    case .glyph: return VoiceGlyphLayout.make(voice: voice, maxWidth: maxWidth, style: style, in: context)
    }
  }

  private func waveformLayout(maxWidth: Double, style: VoiceKind.Style, in context: NodeContext) -> any NodeLayout {
    let cards = context.theme.cards
    let button = cards.buttonSize
    let textX = button + cards.iconGap
    let waveformWidth = VoiceWaveform.width(
      duration: voice.duration, available: maxWidth - textX, style: style)
    let barCount = VoiceWaveform.barCount(width: waveformWidth, barWidth: style.barWidth, gap: style.barGap)
    let samples = voice.waveform.flatMap { $0.isEmpty ? nil : $0 } ?? [style.flatLevel]
    let heights = VoiceWaveform.resample(samples, count: barCount).map {
      VoiceWaveform.barHeight(sample: $0, minHeight: style.minBarHeight, maxHeight: style.maxBarHeight)
    }
    let duration = CardText(
      context.text(
        DurationFormat.string(seconds: voice.duration), size: cards.captionSize, color: context.side.secondary),
      maxWidth: nil, measurer: context.measurer)

    // The waveform and duration column ends at the node's bottom, where the footer's row is.
    let columnHeight = style.maxBarHeight + style.durationSpacing + duration.height
    let contentHeight = max(button, columnHeight)
    let top = cards.topPadding
    let showsDot = !voice.played && style.unplayedDot
    let durationRowWidth = textX + duration.width + (showsDot ? style.unplayedDotGap + style.unplayedDotSize : 0)
    let accent = context.side.accent
    return VoiceLayout(
      size: Size(width: max(textX + waveformWidth, durationRowWidth), height: top + contentHeight),
      trailingLineWidth: durationRowWidth,
      button: Rect(x: 0, y: top + (contentHeight - button) / 2, width: button, height: button),
      waveformOrigin: Point(x: textX, y: top + contentHeight - columnHeight),
      barHeights: heights, duration: duration,
      durationOrigin: Point(x: textX, y: top + contentHeight - duration.height),
      unplayedDot: showsDot ? style.unplayedDotSize : nil, style: style, accent: accent, glyph: cards.glyphColor,
      barColor: voice.played ? accent.withAlpha(accent.alpha * style.playedOpacity) : accent)
  }
}

struct VoiceLayout: NodeLayout {
  var size: Size
  var trailingLineWidth: Double?
  var button: Rect
  var waveformOrigin: Point
  var barHeights: [Double]
  var duration: CardText
  var durationOrigin: Point
  /// Diameter of the unplayed dot, `nil` once played.
  var unplayedDot: Double?
  var style: VoiceKind.Style
  var accent: RGBColor
  var glyph: RGBColor
  var barColor: RGBColor
  var kind: String { "voice" }

  func draw(in rect: Rect, context: DrawContext) {
    let canvas = context.canvas
    canvas.draw(
      .playButton, in: button.offsetBy(dx: rect.minX, dy: rect.minY), inks: IconInks(accent, secondary: glyph))
    // Bars stand on a common baseline, as in Telegram.
    let baseline = rect.minY + waveformOrigin.y + style.maxBarHeight
    var x = rect.minX + waveformOrigin.x
    var bars = Path()
    for height in barHeights {
      let bar = Rect(x: x, y: baseline - height, width: style.barWidth, height: height)
      bars.append(.roundedRect(bar, radius: style.barWidth / 2))
      x += style.barWidth + style.barGap
    }
    canvas.fill(bars, color: barColor)
    let durationPoint = Point(x: rect.minX + durationOrigin.x, y: rect.minY + durationOrigin.y)
    duration.draw(at: durationPoint, canvas: canvas)
    if let dot = unplayedDot {
      let dotRect = Rect(
        x: durationPoint.x + duration.width + style.unplayedDotGap,
        y: durationPoint.y + (duration.height - dot) / 2, width: dot, height: dot)
      canvas.fill(.ellipse(in: dotRect), color: accent)
    }
  }
}
