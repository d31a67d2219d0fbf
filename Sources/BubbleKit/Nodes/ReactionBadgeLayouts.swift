import BubbleGraphics

/// WhatsApp's reactions: a white pill with the emoji (up to three) and the total count, hanging
/// off the bubble's bottom edge near its sender-side corner, set off by a ring in the canvas
/// colour.
struct ReactionPillLayout: OutsideNodeLayout {
  var text: ShapedText
  var size: Size
  var outline: Double
  var ring: RGBColor
  var background: RGBColor
  var anchor: OutsideAnchor
  var kind: String { "reaction_pill" }

  static func make(_ reactions: [Message.Reaction], maxWidth: Double, in context: NodeContext) -> ReactionPillLayout {
    let style = context.theme.reactions
    let emoji = reactions.prefix(3).map(\.emoji).joined()
    let total = reactions.reduce(0) { $0 > Int.max - $1.count ? Int.max : $0 + $1.count }
    let text = context.text(
      total > 1 ? "\(emoji) \(total)" : emoji, size: style.size, color: style.pillText, truncation: .end(maxLines: 1))
    let outline = style.outlineWidth
    let shaped = context.measurer.shape(text, maxWidth: max(1, maxWidth - 2 * (style.padding + outline)))
    return ReactionPillLayout(
      text: shaped,
      size: Size(width: shaped.size.width + 2 * (style.padding + outline), height: style.height + 2 * outline),
      outline: outline, ring: context.theme.canvas.background, background: style.pillBackground,
      anchor: .below(gap: -style.pillOverlap, inset: style.pillInset))
  }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    context.canvas.fill(.roundedRect(frame, radius: frame.height / 2), color: ring)
    let pill = frame.insetBy(EdgeInsets(top: outline, left: outline, bottom: outline, right: outline))
    context.canvas.fill(.roundedRect(pill, radius: pill.height / 2), color: background)
    let textSize = text.size
    context.canvas.draw(
      text,
      in: Rect(
        x: pill.midX - textSize.width / 2, y: pill.midY - textSize.height / 2, width: textSize.width,
        height: textSize.height))
  }
}

/// iMessage's tapbacks: round badges over the bubble's top corner away from the sender, each
/// with its emoji (and a count above one), the first on the corner and the others tucked
/// behind it further out; two small tail dots lead from the first badge down onto the
/// bubble's corner. A ring in the canvas colour sets each shape off. None covers the text, and
/// no badge shows a count (iOS does not).
struct TapbackLayout: OutsideNodeLayout {
  struct Badge: Sendable {
    var frame: Rect
    var text: ShapedText
    var background: RGBColor
  }
  var badges: [Badge]
  var tailDots: [Rect]
  var size: Size
  var outline: Double
  var ring: RGBColor
  var anchor: OutsideAnchor
  var kind: String { "tapback" }

  private typealias Placed = (inner: Double, width: Double, text: ShapedText, background: RGBColor)

  static func make(_ reactions: [Message.Reaction], in context: NodeContext) -> TapbackLayout {
    let style = context.theme.reactions
    let diameter = style.tapbackSize
    let outline = style.outlineWidth
    let placed = badges(reactions, in: context)
    let first = placed.first?.width ?? diameter
    let width = (placed.map { $0.inner + $0.width }.max() ?? diameter) + outline
    let height = outline + diameter * (1.2 + 0.075) + outline
    // The badges end above the text's first line: the frame reaches `overlap` into the bubble,
    // the badges' ring `height - diameter - 2 * outline` less.
    let insets = context.theme.bubble.textInsets
    let overlap = min(style.tapbackOverlap, insets.top + height - diameter - 2 * outline)
    // Distances from the frame's inner edge (the sender's side) become x, mirrored for outgoing.
    let innerOnLeft = context.direction == .incoming
    func x(_ inner: Double, _ span: Double) -> Double { innerOnLeft ? inner : width - inner - span }
    return TapbackLayout(
      badges: placed.map {
        Badge(
          frame: Rect(x: x($0.inner, $0.width), y: outline, width: $0.width, height: diameter), text: $0.text,
          background: $0.background)
      },
      tailDots: tailDots(firstWidth: first, in: context).map {
        Rect(x: x($0.inner - $0.size / 2, $0.size), y: $0.y - $0.size / 2, width: $0.size, height: $0.size)
      },
      size: Size(width: width, height: height), outline: outline, ring: context.theme.canvas.background,
      // The corner badge `tapback_outset` past the far edge; the others beyond it.
      anchor: .farTopCorner(overlap: overlap, outset: style.tapbackOutset + width - first - 2 * outline))
  }

  /// The badges from the frame's inner edge: the first on the corner, the others tucked behind it
  /// away from the sender, where there is room (towards the sender they covered a short bubble's
  /// text, or were pushed off it by the canvas edge).
  private static func badges(_ reactions: [Message.Reaction], in context: NodeContext) -> [Placed] {
    let style = context.theme.reactions
    var inner = style.outlineWidth
    var placed: [Placed] = []
    for reaction in reactions.prefix(3) {
      // iOS shows each tapback once, never a count.
      let label = reaction.emoji
      let color = reaction.mine ? context.side.reactionMineText : context.side.reactionText
      let text = context.measurer.shape(context.text(label, size: style.size, color: color), maxWidth: nil)
      let width = max(style.tapbackSize, text.size.width + style.tapbackSize / 2)
      let background = reaction.mine ? context.side.reactionMineBackground : context.side.reactionBackground
      placed.append((inner, width, text, background))
      inner += width * 0.8
    }
    return placed
  }

  /// Two dots leading from the corner badge down onto the bubble's corner, in the padding before
  /// the text starts (`text_insets` on the far side): never over the first letter.
  private static func tailDots(firstWidth: Double, in context: NodeContext) -> [(
    inner: Double, y: Double, size: Double
  )] {
    let style = context.theme.reactions
    let (diameter, outline) = (style.tapbackSize, style.outlineWidth)
    let insets = context.theme.bubble.textInsets
    // From the corner badge's outer edge, which lies `tapback_outset - outline` past the far edge.
    let textStart = (context.direction == .incoming ? insets.right : insets.left) + style.tapbackOutset - outline
    return [(0.68, 1.0, 0.3), (0.9, 1.2, 0.15)].map { along, down, scale in
      let size = diameter * scale
      let fromOuter = min(firstWidth * along, textStart - size / 2 - outline - 1)
      return (inner: outline + firstWidth - fromOuter, y: outline + diameter * down, size: size)
    }
  }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    let canvas = context.canvas
    let origin = frame.origin
    let ring = EdgeInsets(top: -outline, left: -outline, bottom: -outline, right: -outline)
    if let first = badges.first {
      for dot in tailDots.reversed() {
        let placed = dot.offsetBy(dx: origin.x, dy: origin.y)
        canvas.fill(.ellipse(in: placed.insetBy(ring)), color: self.ring)
        canvas.fill(.ellipse(in: placed), color: first.background)
      }
    }
    // The corner badge last, on top of those tucked behind it.
    for badge in badges.reversed() {
      let placed = badge.frame.offsetBy(dx: origin.x, dy: origin.y)
      let outer = placed.insetBy(ring)
      canvas.fill(.roundedRect(outer, radius: outer.height / 2), color: self.ring)
      canvas.fill(.roundedRect(placed, radius: placed.height / 2), color: badge.background)
      let textSize = badge.text.size
      canvas.draw(
        badge.text,
        in: Rect(
          x: placed.midX - textSize.width / 2, y: placed.midY - textSize.height / 2, width: textSize.width,
          height: textSize.height))
    }
  }
}
