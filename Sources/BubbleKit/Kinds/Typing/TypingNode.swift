/// Three dots in the secondary text colour, one brighter than the others as the pulse passes.
struct TypingNode: ContentNode {
  let step: Int
  var placement: NodePlacement { .inset }

  func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: TypingKind.self)
    let width = style.dotSize * 3 + style.dotSpacing * 2
    return TypingLayout(
      size: Size(width: min(maxWidth, width), height: max(style.minHeight, style.dotSize)), dotSize: style.dotSize,
      spacing: style.dotSpacing,
      colors: Self.colors(step: step, base: context.side.secondary, faintest: style.faintestDot))
  }

  /// The pulse travels left to right across the dots and round again.
  static func colors(step: Int, base: RGBColor, faintest: Double) -> [RGBColor] {
    let steps = Double(StoryMoment.typingSteps)
    return (0..<3).map { dot in
      let phase = (Double(step) / steps - Double(dot) / 3).truncatingRemainder(dividingBy: 1)
      let wrapped = phase < 0 ? phase + 1 : phase
      let brightness = max(0, 1 - abs(wrapped - 0.5) * 2)
      return base.withAlpha(base.alpha * (faintest + (1 - faintest) * brightness))
    }
  }
}

struct TypingLayout: NodeLayout {
  var size: Size
  var dotSize: Double
  var spacing: Double
  var colors: [RGBColor]
  var kind: String { "typing" }

  func draw(in rect: Rect, context: DrawContext) {
    let top = rect.minY + (size.height - dotSize) / 2
    for (index, color) in colors.enumerated() {
      let x = rect.minX + Double(index) * (dotSize + spacing)
      context.canvas.fill(.ellipse(in: Rect(x: x, y: top, width: dotSize, height: dotSize)), color: color)
    }
  }
}
