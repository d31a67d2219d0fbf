import BubbleGraphics

/// A GitHub table laid out: column widths from the cells' natural widths, shared out when the
/// room is short (narrow columns keep theirs, wide ones split the rest and wrap), the text
/// shrunk first when the theme says `shrink`, or the room widened by up to `widenBy` when it says
/// `widen`. Never cut: a cell wraps rather than overflow.
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
  var lines: TableLines

  static func make(_ table: MarkdownTable, maxWidth: Double, widenBy: Double = 0, context: NodeContext)
    -> MarkdownTableLayout
  {
    let style = context.theme.markdown
    var padding = style.tableCellPadding
    let columns = max(table.alignments.count, table.header.count, table.rows.map(\.count).max() ?? 0, 1)
    let rows = [table.header] + table.rows
    var room = max(1, maxWidth - Double(columns) * padding.horizontal)

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
    if widths.reduce(0, +) > room, style.wideTables == .shrink {
      // The cells' padding shrinks with their text: a narrow page's room goes to the words.
      let paddings = Double(columns) * padding.horizontal
      scale = max(style.minShrinkFraction, maxWidth / (widths.reduce(0, +) + paddings))
      padding = EdgeInsets(
        top: padding.top * scale, left: padding.left * scale, bottom: padding.bottom * scale,
        right: padding.right * scale)
      room = max(1, maxWidth - Double(columns) * padding.horizontal)
      styled = texts(scale: scale)
      natural = styled.map { $0.map { context.measurer.shape($0.text, maxWidth: nil) } }
      widths = columnWidths(natural, columns: columns)
    }
    if widths.reduce(0, +) > room { room = min(widths.reduce(0, +).rounded(.up), room + widenBy) }
    if widths.reduce(0, +) > room {
      let minimums = (0..<columns).map { column in
        zip(styled, natural).map { row, shaped in Self.longestWordWidth(row[column].text.string, shaped[column]) }.max()
          ?? 0
      }
      widths = shared(widths, minimums: minimums, room: room)
    }

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
      radius: style.tableRadius, lineWidth: style.lineWidth, lines: style.tableLines)
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

  /// About how wide a cell's longest word is: its share of the cell's one-line width by
  /// characters (a word is a run without spaces; each CJK character is one, as lines break
  /// between them). An estimate, so that no cell is shaped word by word.
  private static func longestWordWidth(_ string: String, _ shaped: ShapedText) -> Double {
    var longest = 0
    var current = 0
    var total = 0
    for character in string {
      total += 1
      let breaksAround = character.unicodeScalars.first.map { $0.value >= 0x2E80 } ?? false
      if character.isWhitespace || breaksAround {
        longest = max(longest, current, breaksAround ? 1 : 0)
        current = 0
      } else {
        current += 1
      }
    }
    longest = max(longest, current)
    return total == 0 ? 0 : shaped.size.width * Double(longest) / Double(total)
  }

  /// `room` shared out: each column gets its longest word's width and the rest goes to the
  /// columns in proportion to what they lack of one line (so the wide ones wrap); when even
  /// the words do not fit, the columns with the longest words give up room until they do, so
  /// only the longest words break ("Parameters", never "2023").
  private static func shared(_ widths: [Double], minimums: [Double], room: Double) -> [Double] {
    let floor = minimums.reduce(0, +)
    guard floor < room else { return capped(minimums, room: room).map { max(1, $0) } }
    let lacking = zip(widths, minimums).map { max(0, $0 - $1) }
    let lack = lacking.reduce(0, +)
    return zip(minimums, lacking).map { minimum, short in
      max(1, minimum + (lack > 0 ? short * (room - floor) / lack : 0))
    }
  }

  /// `widths` with the widest cut to one cap, the cap chosen so they sum to `room`.
  private static func capped(_ widths: [Double], room: Double) -> [Double] {
    let sorted = widths.sorted()
    var below = 0.0
    for (index, width) in sorted.enumerated() {
      // With the cap at this width, this column and every wider one take it.
      let cap = (room - below) / Double(sorted.count - index)
      if cap <= width { return widths.map { min($0, max(0, cap)) } }
      below += width
    }
    return widths
  }

  func draw(at origin: Point, on canvas: Canvas) {
    let frame = Rect(origin: origin, size: size)
    switch lines {
    case .grid: drawGrid(frame, on: canvas)
    case .rows:
      for edge in rowEdges.dropFirst().dropLast() {
        canvas.fill(
          Rect(x: frame.minX, y: frame.minY + edge - lineWidth / 2, width: frame.width, height: lineWidth),
          color: border)
      }
    }
    for cell in cells {
      ShapedParagraph(text: cell.text, math: cell.math).draw(
        in: Rect(
          x: origin.x + cell.origin.x, y: origin.y + cell.origin.y, width: cell.text.size.width,
          height: cell.text.size.height),
        on: canvas)
    }
  }

  private func drawGrid(_ frame: Rect, on canvas: Canvas) {
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
  }
}
