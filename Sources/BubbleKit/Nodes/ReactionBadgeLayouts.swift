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
/// behind it towards the sender; two small tail dots lead from the first badge down onto the
/// bubble. A ring in the canvas colour sets each shape off.
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

  static func make(_ reactions: [Message.Reaction], in context: NodeContext) -> TapbackLayout {
    let style = context.theme.reactions
    let diameter = style.tapbackSize
    let outline = style.outlineWidth
    // Distances from the far edge (the frame's edge away from the sender), mirrored at the end.
    var farDistance = outline
    var placed: [(from: Double, width: Double, text: ShapedText, background: RGBColor)] = []
    for reaction in reactions.prefix(3) {
      let label = reaction.count > 1 ? "\(reaction.emoji) \(reaction.count)" : reaction.emoji
      let color = reaction.mine ? context.side.reactionMineText : context.side.reactionText
      let text = context.measurer.shape(context.text(label, size: style.size, color: color), maxWidth: nil)
      let width = max(diameter, text.size.width + diameter / 2)
      placed.append(
        (
          farDistance, width, text,
          reaction.mine ? context.side.reactionMineBackground : context.side.reactionBackground
        ))
      farDistance += width * 0.8
    }
    let first = placed.first?.width ?? diameter
    let dots = [(0.68, 1.0, 0.3), (0.9, 1.2, 0.15)].map { along, down, scale in
      (from: outline + first * along, y: outline + diameter * down, size: diameter * scale)
    }
    let width = (placed.map { $0.from + $0.width }.max() ?? diameter) + outline
    let height = outline + diameter * (1.2 + 0.075) + outline
    let farOnRight = context.direction == .incoming
    func x(from: Double, width span: Double) -> Double { farOnRight ? width - from - span : from }
    return TapbackLayout(
      badges: placed.map {
        Badge(
          frame: Rect(x: x(from: $0.from, width: $0.width), y: outline, width: $0.width, height: diameter),
          text: $0.text, background: $0.background)
      },
      tailDots: dots.map {
        Rect(x: x(from: $0.from - $0.size / 2, width: $0.size), y: $0.y - $0.size / 2, width: $0.size, height: $0.size)
      },
      size: Size(width: width, height: height), outline: outline, ring: context.theme.canvas.background,
      anchor: .farTopCorner(overlap: style.tapbackOverlap, outset: style.tapbackOutset))
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
