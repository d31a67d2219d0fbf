import BubbleGraphics

/// A poll (Telegram): the question in bold, an "Anonymous poll" subtitle,
/// then each option with its percentage on the leading side and an accent bar
/// under its text, as long as its share; the vote count closes the card and
/// shares its row with the footer.
public struct PollNode: ContentNode {
  public let poll: PollMedia
  public var placement: NodePlacement { .inset }

  public init(poll: PollMedia) { self.poll = poll }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let cards = context.theme.cards
    let style = context.style(for: PollKind.self)
    if style.style == .radio { return PollRadioLayout.make(poll, maxWidth: maxWidth, style: style, in: context) }
    let labels = cards.labels
    let side = context.side
    let measurer = context.measurer
    // Line limits keep a runaway question or option from swallowing the screenshot.
    let question = CardText(
      context.text(poll.question, size: cards.titleSize, bold: true, color: side.text, truncation: .end(maxLines: 6)),
      maxWidth: maxWidth, measurer: measurer)
    let subtitle = CardText(
      context.text(labels.anonymousPoll, size: cards.captionSize, color: side.secondary, truncation: .end(maxLines: 1)),
      maxWidth: maxWidth, measurer: measurer)

    // Percentages right-aligned in a column as wide as "100%".
    func percentText(_ value: Int) -> StyledText {
      context.text("\(value)%", size: style.percentSize, bold: true, color: side.text)
    }
    let column = CardText(percentText(100), maxWidth: nil, measurer: measurer).width
    let optionX = column + style.percentGap
    let votes = poll.options.map(\.votes)
    let percents = PollTally.percentages(votes: votes, totalVoters: poll.totalVoters)
    let texts = poll.options.map {
      CardText(
        context.text($0.text, size: style.optionSize, color: side.text, truncation: .end(maxLines: 2)),
        maxWidth: maxWidth - optionX, measurer: measurer)
    }
    let count = PollTally.voterCount(votes: votes, totalVoters: poll.totalVoters)
    let countLabel =
      count == 0
      ? labels.noVotes : count == 1 ? labels.oneVote : labels.votes.replacingOccurrences(of: "%d", with: "\(count)")
    let total = CardText(
      context.text(countLabel, size: cards.captionSize, color: side.secondary, truncation: .end(maxLines: 1)),
      maxWidth: maxWidth, measurer: measurer)

    let natural = max(question.width, subtitle.width, optionX + (texts.map(\.width).max() ?? 0), total.width)
    let width = min(maxWidth, max(style.minWidth, natural))
    var y = cards.topPadding
    let questionY = y
    y += question.height + cards.lineSpacing
    let subtitleY = y
    y += subtitle.height + style.sectionSpacing
    var options: [PollLayout.Option] = []
    for (index, text) in texts.enumerated() {
      if index > 0 { y += style.optionSpacing }
      let percent = CardText(percentText(percents[index]), maxWidth: nil, measurer: measurer)
      let rowHeight = max(percent.height, text.height)
      let barY = y + rowHeight + style.barSpacing
      let barLength = (width - optionX) * Double(percents[index]) / 100
      options.append(
        PollLayout.Option(
          percent: percent, percentOrigin: Point(x: column - percent.width, y: y), text: text,
          textOrigin: Point(x: optionX, y: y),
          bar: Rect(x: optionX, y: barY, width: max(style.barHeight, barLength), height: style.barHeight)))
      y = barY + style.barHeight
    }
    y += style.sectionSpacing
    let totalY = y
    y += total.height
    return PollLayout(
      size: Size(width: width, height: y), trailingLineWidth: total.width, question: question, questionY: questionY,
      subtitle: subtitle, subtitleY: subtitleY, options: options, total: total, totalY: totalY, barColor: side.accent)
  }
}

struct PollLayout: NodeLayout {
  struct Option: Sendable {
    var percent: CardText
    var percentOrigin: Point
    var text: CardText
    var textOrigin: Point
    var bar: Rect
  }
  var size: Size
  var trailingLineWidth: Double?
  var question: CardText
  var questionY: Double
  var subtitle: CardText
  var subtitleY: Double
  var options: [Option]
  var total: CardText
  var totalY: Double
  var barColor: RGBColor
  var kind: String { "poll" }

  func draw(in rect: Rect, context: DrawContext) {
    let canvas = context.canvas
    func at(_ point: Point) -> Point { Point(x: rect.minX + point.x, y: rect.minY + point.y) }
    question.draw(at: at(Point(x: 0, y: questionY)), canvas: canvas)
    subtitle.draw(at: at(Point(x: 0, y: subtitleY)), canvas: canvas)
    for option in options {
      option.percent.draw(at: at(option.percentOrigin), canvas: canvas)
      option.text.draw(at: at(option.textOrigin), canvas: canvas)
      let bar = option.bar.offsetBy(dx: rect.minX, dy: rect.minY)
      canvas.fill(.roundedRect(bar, radius: bar.height / 2), color: barColor)
    }
    total.draw(at: at(Point(x: 0, y: totalY)), canvas: canvas)
  }
}
