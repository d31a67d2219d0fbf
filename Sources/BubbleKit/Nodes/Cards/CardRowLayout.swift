/// The common shape of Telegram's card rows: an icon on the leading side and
/// lines of text stacked beside it. The footer may share the last line.
struct CardRowLayout: NodeLayout {
  /// A line of text, optionally after a small mark (the call's arrow).
  struct Line: Sendable {
    var text: CardText
    var mark: CardMark?
    var origin: Point = .zero

    init(_ text: CardText, mark: CardMark? = nil) {
      self.text = text
      self.mark = mark
    }

    /// The mark's width and the gap after it.
    var indent: Double { mark.map { $0.size + $0.gap } ?? 0 }
    var width: Double { indent + text.width }
  }

  var kind: String
  var size: Size
  var trailingLineWidth: Double?
  var icon: CardIcon
  var iconFrame: Rect
  var lines: [Line]

  /// Stacks `lines` beside an icon of `iconSize`, `topPadding` from the top.
  /// The icon is centred on the text; when the icon is the taller, the text
  /// sits at the bottom instead, so its last line stays level with a footer
  /// that shares its row.
  init(
    kind: String, icon: CardIcon, iconSize: Size, lines: [Line], lineSpacing: Double, textX: Double,
    minWidth: Double, topPadding: Double
  ) {
    let textHeight =
      lines.map(\.text.height).reduce(0, +) + lineSpacing * Double(max(0, lines.count - 1))
    let contentHeight = max(iconSize.height, textHeight)
    var y = topPadding + contentHeight - textHeight
    if textHeight > iconSize.height { y = topPadding }
    var placed = lines
    for index in placed.indices {
      placed[index].origin = Point(x: textX, y: y)
      y += placed[index].text.height + lineSpacing
    }
    let textWidth = lines.map(\.width).max() ?? 0
    self.kind = kind
    self.size = Size(width: max(minWidth, textX + textWidth), height: topPadding + contentHeight)
    self.trailingLineWidth = lines.last.map { textX + $0.width }
    self.icon = icon
    self.iconFrame = Rect(
      x: 0, y: topPadding + (contentHeight - iconSize.height) / 2, width: iconSize.width, height: iconSize.height)
    self.lines = placed
  }

  func draw(in rect: Rect, context: DrawContext) {
    icon.draw(in: iconFrame.offsetBy(dx: rect.minX, dy: rect.minY), context: context)
    for line in lines {
      let origin = Point(x: rect.minX + line.origin.x, y: rect.minY + line.origin.y)
      if let mark = line.mark {
        let box = Rect(
          x: origin.x, y: origin.y + (line.text.height - mark.size) / 2, width: mark.size, height: mark.size)
        mark.draw(in: box, canvas: context.canvas)
      }
      line.text.draw(at: Point(x: origin.x + line.indent, y: origin.y), canvas: context.canvas)
    }
  }
}

/// A small glyph before a line of text.
struct CardMark: Sendable {
  enum Shape: Sendable {
    /// Up-right (outgoing) or down-left (incoming).
    case callArrow(outgoing: Bool)
  }
  var shape: Shape
  var size: Double
  var gap: Double
  var color: RGBColor

  func draw(in box: Rect, canvas: Canvas) {
    switch shape {
    case .callArrow(let outgoing):
      // Inset by half the line so the round caps stay inside the box.
      let line = max(1.2, size * 0.16)
      let inner = box.insetBy(EdgeInsets(top: line / 2, left: line / 2, bottom: line / 2, right: line / 2))
      canvas.draw(.callArrow(outgoing: outgoing), in: inner, color: color, lineWidth: line)
    }
  }
}
