import BubbleCore

extension MathEngine {
  /// Matrices, cases and alignments as LaTeX's `array` sets them: every row at least as tall and
  /// deep as a strut (0.7 and 0.3 of a 1.2 em baseline skip), `aligned` rows `\jot` (0.3 em)
  /// further apart, cases' rows stretched by 1.2 as amsmath's; columns `columnGap` ems apart,
  /// aligned in their column; the whole centred on the math axis, between its delimiters.
  func array(_ array: MathArray, style: MathStyle) throws(MathProblem) -> MathBox {
    let cellStyle = array.inheritsStyle ? style : MathStyle(level: array.displayCells ? .display : .text)
    let em = size(style)
    let columns = array.columnCount
    var cells: [[MathBox]] = []
    var widths = [Double](repeating: 0, count: columns)
    for row in array.rows {
      var boxes: [MathBox] = []
      for (column, list) in row.enumerated() {
        // `&=`: the relation after an alignment point keeps its space on the left, as `{}=`.
        let leading: [MathItem] =
          array.pairsColumns && column % 2 == 1 ? [.atom(MathAtom(.group(MathList(), .ord)))] : []
        let box = try layout(MathList(leading + list.items), style: cellStyle)
        widths[column] = max(widths[column], box.width)
        boxes.append(box)
      }
      cells.append(boxes)
    }
    let stretch = array.left?.scalar == "{" && array.alignments == [.left, .left] ? 1.2 : 1
    let strutAscent = 0.7 * 1.2 * em * stretch
    let strutDescent = 0.3 * 1.2 * em * stretch
    let jot = array.displayCells ? 0.3 * em : 0
    var xs: [Double] = []
    var x = 0.0
    for column in 0..<columns {
      if column > 0, !array.pairsColumns || column % 2 == 0 { x += array.columnGap * em }
      xs.append(x)
      x += widths[column]
    }
    var grid = MathBox()
    var y = 0.0
    for (rowIndex, row) in cells.enumerated() {
      let ascent = max(strutAscent, row.map(\.ascent).max() ?? 0)
      let descent = max(strutDescent, row.map(\.descent).max() ?? 0)
      if rowIndex > 0 { y += jot }
      y += ascent
      for (column, cell) in row.enumerated() {
        let alignment = column < array.alignments.count ? array.alignments[column] : .center
        let slack = widths[column] - cell.width
        let offset =
          switch alignment {
          case .left: 0.0
          case .center: slack / 2
          case .right: slack
          }
        grid.place(cell, x: xs[column] + offset, y: y)
      }
      let gap = rowIndex < array.rowGaps.count ? array.rowGaps[rowIndex] * em : 0
      y += descent + max(gap, -descent)
    }
    grid.width = x
    let axis = points(constants.axisHeight, style)
    // Rows were placed from the top at 0: the middle of the whole goes on the axis.
    var box = grid.shifted(down: -(y / 2 + axis))
    box.ascent = y / 2 + axis
    box.descent = y / 2 - axis
    box.character = nil
    guard array.left != nil || array.right != nil else { return box }
    var padded = MathBox()
    // amsmath cancels the array's outer \arraycolsep: the delimiters' own side bearings part them.
    let inset = 0.1 * em
    padded.place(box, x: inset, y: 0)
    padded.width = box.width + 2 * inset
    return try delimit(padded, left: array.left, right: array.right, style: style)
  }
}
