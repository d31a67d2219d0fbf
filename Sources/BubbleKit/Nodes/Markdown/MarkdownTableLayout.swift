import BubbleGraphics

/// A GitHub table laid out: column widths from the cells' natural widths, shared out when the
/// room is short (narrow columns keep theirs, wide ones split the rest and wrap), the text
/// shrunk first when the theme says `shrink`. Never cut: a cell wraps rather than overflow.
struct MarkdownTableLayout: Sendable {
  struct Cell: Sendable {
    var text: ShapedText
    var math: [MathLayout]
    var origin: Point
  }

  var size: Size
  var cells: [Cell]
  var columnEdges: [Double]
  var rowEdges: [Double]
  var headerHeight: Double
  var border: RGBColor
  var headerFill: RGBColor
  var radius: Double
  var lineWidth: Double

  static func make(_ table: MarkdownTable, maxWidth: Double, context: NodeContext) -> MarkdownTableLayout {
    let style = context.theme.markdown
    let padding = style.tableCellPadding
    let columns = max(table.alignments.count, table.header.count, table.rows.map(\.count).max() ?? 0, 1)
    let rows = [table.header] + table.rows
    let room = max(1, maxWidth - Double(columns) * padding.horizontal)

    func texts(scale: Double) -> [[MarkdownInlines.Paragraph]] {
      rows.enumerated().map { index, row in
        (0..<columns).map { column in
          let runs = column < row.count ? row[column] : []
          return MarkdownInlines.styled(
            runs, context: context, size: context.theme.fonts.textSize * scale, bold: index == 0,
            alignment: alignment(table, column))
        }
      }
    }
    var scale = 1.0
    var styled = texts(scale: scale)
    var natural = styled.map { $0.map { context.measurer.shape($0.text, maxWidth: nil) } }
    var widths = columnWidths(natural, columns: columns)
    if widths.reduce(0, +) > room, style.wideContent == .shrink {
      scale = max(style.minShrinkFraction, room / widths.reduce(0, +))
      styled = texts(scale: scale)
      natural = styled.map { $0.map { context.measurer.shape($0.text, maxWidth: nil) } }
      widths = columnWidths(natural, columns: columns)
    }
    if widths.reduce(0, +) > room { widths = shared(widths, room: room) }

    var cells: [Cell] = []
    var rowEdges = [0.0]
    let columnEdges = widths.reduce(into: [0.0]) { $0.append($0.last! + $1 + padding.horizontal) }
    for (index, row) in styled.enumerated() {
      let top = rowEdges.last!
      let shaped = row.enumerated().map { column, text in
        natural[index][column].size.width <= widths[column] + 0.01
          ? natural[index][column] : context.measurer.shape(text.text, maxWidth: widths[column])
      }
      let height = (shaped.map(\.size.height).max() ?? 0) + padding.vertical
      for (column, text) in shaped.enumerated() {
        let free = widths[column] - text.size.width
        let shift: Double =
          switch alignment(table, column) {
          case .center: free / 2
          case .right: free
          default: 0
          }
        cells.append(
          Cell(
            text: text, math: row[column].math,
            origin: Point(x: columnEdges[column] + padding.left + max(0, shift), y: top + padding.top)))
      }
      rowEdges.append(top + height)
    }
    return MarkdownTableLayout(
      size: Size(width: columnEdges.last!, height: rowEdges.last!), cells: cells, columnEdges: columnEdges,
      rowEdges: rowEdges, headerHeight: rowEdges.count > 1 ? rowEdges[1] : 0,
      border: context.side.secondary.withAlpha(0.35), headerFill: context.side.codeBackground,
      radius: style.tableRadius, lineWidth: style.lineWidth)
  }

  private static func alignment(_ table: MarkdownTable, _ column: Int) -> TextAlignment {
    guard column < table.alignments.count else { return .natural }
    switch table.alignments[column] {
    case .center: return .center
    case .right: return .right
    default: return .natural
    }
  }

  /// Each column as wide as its widest cell on one line.
  private static func columnWidths(_ shaped: [[ShapedText]], columns: Int) -> [Double] {
    (0..<columns).map { column in shaped.map { $0[column].size.width }.max() ?? 0 }
  }

  /// `room` shared out fairly: columns narrower than an even share keep their width, the others
  /// split what is left evenly (and their cells wrap).
  private static func shared(_ widths: [Double], room: Double) -> [Double] {
    var result = widths
    var remaining = room
    var left = widths.count
    for column in widths.indices.sorted(by: { widths[$0] < widths[$1] }) {
      let share = remaining / Double(left)
      result[column] = min(widths[column], share)
      remaining -= result[column]
      left -= 1
    }
    return result.map { max(1, $0) }
  }

  func draw(at origin: Point, on canvas: Canvas) {
    let frame = Rect(origin: origin, size: size)
    let outline = Path.roundedRect(frame, radius: radius)
    canvas.withState {
      canvas.clip(to: outline)
      canvas.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: headerHeight), color: headerFill)
      for edge in rowEdges.dropFirst().dropLast() {
        canvas.fill(
          Rect(x: frame.minX, y: frame.minY + edge - lineWidth / 2, width: frame.width, height: lineWidth),
          color: border)
      }
      for edge in columnEdges.dropFirst().dropLast() {
        canvas.fill(
          Rect(x: frame.minX + edge - lineWidth / 2, y: frame.minY, width: lineWidth, height: frame.height),
          color: border)
      }
    }
    canvas.stroke(outline, color: border, lineWidth: lineWidth)
    for cell in cells {
      ShapedParagraph(text: cell.text, math: cell.math).draw(
        in: Rect(
          x: origin.x + cell.origin.x, y: origin.y + cell.origin.y, width: cell.text.size.width,
          height: cell.text.size.height),
        on: canvas)
    }
  }
}
