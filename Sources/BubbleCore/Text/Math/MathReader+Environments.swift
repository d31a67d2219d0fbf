extension MathReader {
  /// Cells read row by row (`&` between cells, `\\` between rows), and the extra space asked
  /// below each row (`\\[4pt]`), in ems.
  struct Rows {
    var cells: [[MathList]] = []
    var gaps: [Double] = []
  }

  /// Rows until `end` (`\end` or the end of the formula). A last row left empty by a final `\\`
  /// is dropped.
  mutating func readRows(until end: Stop) throws(MathProblem) -> Rows {
    var rows = Rows()
    var row: [MathList] = []
    var gap = 0.0
    while true {
      let (cell, stop) = try readList(until: [.ampersand, .newline, end])
      row.append(cell)
      guard stop != .ampersand else { continue }
      let lastRowIsEmpty = row.count == 1 && cell.isEmpty && !rows.cells.isEmpty
      if stop == end {
        if !lastRowIsEmpty {
          rows.cells.append(row)
          rows.gaps.append(0)
        }
        return rows
      }
      gap = try readRowGap()
      rows.cells.append(row)
      rows.gaps.append(gap)
      row = []
    }
  }

  /// The optional `[length]` after `\\` (and its `*`), in ems; 0 without one.
  private mutating func readRowGap() throws(MathProblem) -> Double {
    _ = take("*")
    skipSpaces()
    guard index < scalars.count, scalars[index] == "[" else { return 0 }
    let position = index
    index += 1
    var written = ""
    while index < scalars.count, scalars[index] != "]" {
      guard written.unicodeScalars.count < 24 else { throw MathProblem("a row gap too long to read", at: position) }
      if !scalars[index].properties.isWhitespace { written.unicodeScalars.append(scalars[index]) }
      index += 1
    }
    guard index < scalars.count else { throw MathProblem("missing ] after \\\\[", at: position) }
    index += 1
    guard let ems = Self.ems(written) else { throw MathProblem("cannot read the length \(written)", at: position) }
    return ems
  }

  /// A TeX length in ems of a 10 pt font, within ±10 em.
  static func ems(_ written: String) -> Double? {
    let units: [(String, Double)] = [
      ("pt", 0.1), ("em", 1), ("ex", 0.43), ("mm", 0.2845), ("cm", 2.845), ("in", 7.227), ("mu", 1.0 / 18),
      ("px", 0.1), ("bp", 0.1004),
    ]
    guard let (unit, factor) = units.first(where: { written.hasSuffix($0.0) }),
      let number = Double(written.dropLast(unit.count)), number.isFinite
    else { return nil }
    return min(max(number * factor, -10), 10)
  }

  /// `\begin{name} … \end{name}`, the `\begin` already read.
  mutating func readEnvironment(at position: Int) throws(MathProblem) -> MathAtom {
    let name = try readName(for: "\\begin")
    guard let shape = EnvironmentShape(name) else {
      throw MathProblem("unknown environment \(name)", at: position)
    }
    var alignments = shape.alignments
    if name == "array" {
      alignments = try readColumns()
    }
    let rows = try nest(at: position) { reader throws(MathProblem) in try reader.readRows(until: .endEnvironment) }
    let endPosition = index
    let ending = try readName(for: "\\end")
    guard ending == name else {
      throw MathProblem("\\end{\(ending)} does not match \\begin{\(name)}", at: endPosition)
    }
    if shape.isPlain {
      return MathAtom(.group(rows.cells.first?.first ?? MathList(), .ord))
    }
    let columns = rows.cells.map(\.count).max() ?? 0
    if shape.pairsColumns {
      alignments = (0..<max(columns, 1)).map { $0 % 2 == 0 ? .right : .left }
    }
    let array = MathArray(
      rows: rows.cells, alignments: alignments, displayCells: shape.displayCells, columnGap: shape.columnGap,
      pairsColumns: shape.pairsColumns, rowGaps: rows.gaps, left: shape.left.map(MathDelimiter.init),
      right: shape.right.map(MathDelimiter.init))
    return MathAtom(.array(array))
  }

  /// An array's column letters (`{lcr}`); rules (`|`) are read and not drawn.
  private mutating func readColumns() throws(MathProblem) -> [MathColumnAlignment] {
    let position = index
    let spec = try readName(for: "\\begin{array}")
    var columns: [MathColumnAlignment] = []
    for letter in spec {
      switch letter {
      case "l": columns.append(.left)
      case "c": columns.append(.center)
      case "r": columns.append(.right)
      case "|": continue
      default: throw MathProblem("array columns are l, c and r, not \(letter)", at: position)
      }
    }
    return columns
  }
}

/// How an environment lays out its cells.
struct EnvironmentShape {
  var alignments: [MathColumnAlignment] = []
  var displayCells = false
  var columnGap = 1.0
  var pairsColumns = false
  var left: Unicode.Scalar?
  var right: Unicode.Scalar?
  /// `equation`: the content as it is.
  var isPlain = false

  init?(_ name: String) {
    switch name {
    case "matrix", "smallmatrix", "array": break
    case "pmatrix": (left, right) = ("(", ")")
    case "bmatrix": (left, right) = ("[", "]")
    case "Bmatrix": (left, right) = ("{", "}")
    case "vmatrix": (left, right) = ("|", "|")
    case "Vmatrix": (left, right) = ("\u{2016}", "\u{2016}")
    case "cases", "dcases", "rcases":
      alignments = [.left, .left]
      displayCells = name == "dcases"
      if name == "rcases" { right = "}" } else { left = "{" }
    case "aligned", "align", "align*", "split", "eqnarray", "eqnarray*":
      (displayCells, pairsColumns, columnGap) = (true, true, 2)
    case "gathered", "gather", "gather*", "multline", "multline*":
      (alignments, displayCells) = ([.center], true)
    case "equation", "equation*", "displaymath": isPlain = true
    default: return nil
    }
  }
}
