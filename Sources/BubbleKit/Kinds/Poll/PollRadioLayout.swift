/// A poll as WhatsApp draws it: the question in bold, "Select one" (or "Select one or more" when
/// voters picked several) under it; each option with an empty round check on the leading side,
/// its text, its vote count on the trailing side and a track under the text filled in the accent
/// as far as its share; a hairline and a centred "View votes" close the card.
struct PollRadioLayout: NodeLayout {
  struct Option: Sendable {
    var circle: Rect
    var text: CardText
    var textOrigin: Point
    var count: CardText
    var countOrigin: Point
    var track: Rect
    /// 0...1 of the track.
    var share: Double
  }
  var size: Size
  var question: CardText
  var questionY: Double
  var hint: CardText
  var hintY: Double
  var options: [Option]
  var dividerY: Double
  var button: CardText
  var buttonY: Double
  var colors: (ring: RGBColor, track: RGBColor, fill: RGBColor, divider: RGBColor)
  var kind: String { "poll" }

  static func make(_ poll: PollMedia, maxWidth: Double, style: PollKind.Style, in context: NodeContext)
    -> PollRadioLayout
  {
    let cards = context.theme.cards
    let side = context.side
    let measurer = context.measurer
    func card(_ string: String, size: Double, bold: Bool = false, color: RGBColor, lines: Int, width: Double?)
      -> CardText
    {
      CardText(
        context.text(string, size: size, bold: bold, color: color, truncation: .end(maxLines: lines)),
        maxWidth: width, measurer: measurer)
    }
    let votes = poll.options.map(\.votes)
    let voters = PollTally.voterCount(votes: votes, totalVoters: poll.totalVoters)
    let picksSeveral = votes.reduce(0) { $0 + max(0, $1) } > voters
    let question = card(poll.question, size: cards.titleSize, bold: true, color: side.text, lines: 6, width: maxWidth)
    let hint = card(
      picksSeveral ? style.selectManyLabel : style.selectOneLabel, size: cards.captionSize, color: side.secondary,
      lines: 1, width: maxWidth)
    let textX = style.radioSize + style.radioGap
    let counts = votes.map {
      card("\(max(0, $0))", size: style.percentSize, color: side.secondary, lines: 1, width: nil)
    }
    let countColumn = (counts.map(\.width).max() ?? 0) + style.percentGap
    let texts = poll.options.map {
      card($0.text, size: style.optionSize, color: side.text, lines: 2, width: maxWidth - textX - countColumn)
    }
    let natural = max(question.width, hint.width, textX + (texts.map(\.width).max() ?? 0) + countColumn)
    let width = min(maxWidth, max(style.minWidth, natural))
    var y = cards.topPadding
    let questionY = y
    y += question.height + cards.lineSpacing
    let hintY = y
    y += hint.height + style.sectionSpacing

    var options: [Option] = []
    for (index, option) in poll.options.enumerated() {
      if index > 0 { y += style.optionSpacing }
      let (count, text) = (counts[index], texts[index])
      let rowHeight = max(text.height, style.radioSize)
      let circle = Rect(
        x: 0, y: y + (min(text.height, rowHeight) - style.radioSize) / 2, width: style.radioSize,
        height: style.radioSize)
      let trackY = y + rowHeight + style.barSpacing
      options.append(
        Option(
          circle: circle, text: text, textOrigin: Point(x: textX, y: y + (rowHeight - text.height) / 2),
          count: count, countOrigin: Point(x: width - count.width, y: y + (rowHeight - count.height) / 2),
          track: Rect(x: textX, y: trackY, width: width - textX, height: style.barHeight),
          share: voters > 0 ? min(1, Double(max(0, option.votes)) / Double(voters)) : 0))
      y = trackY + style.barHeight
    }
    y += style.sectionSpacing
    let dividerY = y
    y += style.sectionSpacing
    let button = card(
      style.viewVotesLabel, size: style.optionSize, bold: true, color: side.accent, lines: 1, width: width)
    let buttonY = y
    y += button.height
    return PollRadioLayout(
      size: Size(width: width, height: y), question: question, questionY: questionY, hint: hint, hintY: hintY,
      options: options, dividerY: dividerY, button: button, buttonY: buttonY,
      colors: (side.secondary, style.trackColor, side.accent, side.secondary.withAlpha(0.25)))
  }

  func draw(in rect: Rect, context: DrawContext) {
    let canvas = context.canvas
    func at(_ point: Point) -> Point { Point(x: rect.minX + point.x, y: rect.minY + point.y) }
    question.draw(at: at(Point(x: 0, y: questionY)), canvas: canvas)
    hint.draw(at: at(Point(x: 0, y: hintY)), canvas: canvas)
    for option in options {
      let ring = option.circle.offsetBy(dx: rect.minX, dy: rect.minY)
      let circle = Rect(x: ring.minX + 0.75, y: ring.minY + 0.75, width: ring.width - 1.5, height: ring.height - 1.5)
      canvas.stroke(.ellipse(in: circle), color: colors.ring, lineWidth: 1.5)
      option.text.draw(at: at(option.textOrigin), canvas: canvas)
      option.count.draw(at: at(option.countOrigin), canvas: canvas)
      let track = option.track.offsetBy(dx: rect.minX, dy: rect.minY)
      canvas.fill(.roundedRect(track, radius: track.height / 2), color: colors.track)
      guard option.share > 0 else { continue }
      let filled = Rect(
        x: track.minX, y: track.minY, width: max(track.height, track.width * option.share), height: track.height)
      canvas.fill(.roundedRect(filled, radius: track.height / 2), color: colors.fill)
    }
    // The hairline spans the bubble's content width, the button centred under it.
    canvas.fill(Rect(x: rect.minX, y: rect.minY + dividerY, width: rect.width, height: 0.5), color: colors.divider)
    button.draw(at: Point(x: rect.midX - button.width / 2, y: rect.minY + buttonY), canvas: canvas)
  }
}
