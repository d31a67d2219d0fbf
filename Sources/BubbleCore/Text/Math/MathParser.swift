/// Reads the TeX subset of AI assistants' answers into a `MathExpression`.
///
/// Untrusted input: one pass over the scalars, each read once, so the cost is linear; nesting
/// (groups, arguments, `\left`, environments) deeper than `maximumDepth` is a problem, never a
/// deep recursion.
public enum MathParser {
  public static let maximumDepth = 32

  public static func parse(_ tex: String) -> Result<MathExpression, MathProblem> {
    var reader = MathReader(tex)
    do throws(MathProblem) {
      return .success(MathExpression(list: try reader.readFormula()))
    } catch {
      return .failure(error)
    }
  }
}

/// The parser's state: the source, where it is, how deep, and the alphabet letters map to.
struct MathReader {
  let scalars: [Unicode.Scalar]
  var index = 0
  var depth = 0
  var alphabet = MathAlphabet.italic

  init(_ tex: String) { scalars = Array(tex.unicodeScalars) }

  /// What ended a list.
  enum Stop: Hashable {
    case end, closeBrace, closeBracket, right, middle, ampersand, newline, endEnvironment

    var written: String {
      switch self {
      case .end: "the end"
      case .closeBrace: "}"
      case .closeBracket: "]"
      case .right: "\\right"
      case .middle: "\\middle"
      case .ampersand: "&"
      case .newline: "\\\\"
      case .endEnvironment: "\\end"
      }
    }
  }

  /// The whole formula: rows and columns (`\\`, `&`) at the top level are read as `aligned`.
  mutating func readFormula() throws(MathProblem) -> MathList {
    let rows = try readRows(until: .end)
    if rows.cells.count == 1, rows.cells[0].count == 1 { return rows.cells[0][0] }
    let columns = rows.cells.map(\.count).max() ?? 1
    let array =
      columns > 1
      ? MathArray(
        rows: rows.cells, alignments: (0..<columns).map { $0 % 2 == 0 ? .right : .left }, displayCells: true,
        columnGap: 2, pairsColumns: true, rowGaps: rows.gaps)
      : MathArray(rows: rows.cells, alignments: [.center], displayCells: true, rowGaps: rows.gaps)
    return MathList([.atom(MathAtom(.array(array)))])
  }

  // MARK: Nesting

  mutating func nest<T>(at position: Int, _ body: (inout MathReader) throws(MathProblem) -> T) throws(MathProblem)
    -> T
  {
    guard depth < MathParser.maximumDepth else {
      throw MathProblem("nested deeper than \(MathParser.maximumDepth) levels", at: position)
    }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  // MARK: Lists

  /// Items until one of `stops`; any other stop is a problem.
  mutating func readList(until stops: Set<Stop>) throws(MathProblem) -> (list: MathList, stop: Stop) {
    let start = index
    return try nest(at: start) { reader throws(MathProblem) in
      var items: [MathItem] = []
      while true {
        let position = reader.index
        if let stop = try reader.readItem(into: &items, stops: stops) {
          guard stops.contains(stop) else { throw reader.misplaced(stop, at: position, opening: start, stops: stops) }
          return (MathList(items), stop)
        }
      }
    }
  }

  private func misplaced(_ stop: Stop, at position: Int, opening: Int, stops: Set<Stop>) -> MathProblem {
    if stop == .end, stops.contains(.closeBrace) {
      return MathProblem("missing } for the { at character \(opening)", at: max(0, opening - 1))
    }
    if stop == .end, stops.contains(.right) { return MathProblem("\\left without \\right", at: max(0, opening - 1)) }
    if stop == .end, stops.contains(.endEnvironment) { return MathProblem("missing \\end", at: position) }
    if stop == .end, stops.contains(.closeBracket) { return MathProblem("missing ] after \\sqrt[", at: opening) }
    switch stop {
    case .closeBrace: return MathProblem("unbalanced }", at: position)
    case .right: return MathProblem("\\right without \\left", at: position)
    case .middle: return MathProblem("\\middle outside \\left … \\right", at: position)
    case .ampersand: return MathProblem("& outside a matrix or alignment", at: position)
    case .newline: return MathProblem("\\\\ outside a matrix or alignment", at: position)
    case .endEnvironment: return MathProblem("\\end without \\begin", at: position)
    default: return MathProblem("unexpected \(stop.written)", at: position)
    }
  }

  /// Reads one item (or script, or nothing for a space) into `items`; the stop when a list ends.
  private mutating func readItem(into items: inout [MathItem], stops: Set<Stop>) throws(MathProblem) -> Stop? {
    skipSpaces()
    guard index < scalars.count else { return .end }
    let position = index
    let scalar = scalars[index]
    switch scalar {
    case "}":
      index += 1
      return .closeBrace
    case "]" where stops.contains(.closeBracket):
      index += 1
      return .closeBracket
    case "&":
      index += 1
      return .ampersand
    case "^", "_", "'":
      try readScripts(into: &items)
    case "\\":
      let name = readCommandName()
      switch name {
      case "\\": return .newline
      case "right": return .right
      case "middle": return .middle
      case "end": return .endEnvironment
      default: try readCommand(name, at: position, into: &items)
      }
    case "{":
      index += 1
      let group = try readList(until: [.closeBrace]).list
      items.append(.atom(MathAtom(.group(group, .ord))))
    case "$", "#":
      throw MathProblem("\(scalar) is not allowed in math", at: position)
    case "~":
      index += 1
      items.append(.space(mu: 6))
    default:
      index += 1
      items.append(.atom(MathAtom(character(scalar))))
    }
    return nil
  }

  /// A character typed in math: letters in the alphabet, operators in their TeX class.
  func character(_ scalar: Unicode.Scalar) -> MathNucleus {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "\u{391}"..."\u{3A9}", "\u{3B1}"..."\u{3C9}":
      return .symbol(alphabet.map(scalar), .ord)
    case "-": return .symbol("\u{2212}", .bin)
    case "*": return .symbol("\u{2217}", .bin)
    case "+": return .symbol(scalar, .bin)
    case "=", "<", ">", ":": return .symbol(scalar, .rel)
    case ",", ";": return .symbol(scalar, .punct)
    case "(", "[": return .symbol(scalar, .open)
    case ")", "]", "!", "?": return .symbol(scalar, .close)
    default:
      if let large = MathReader.largeByScalar[scalar.value] { return .largeOperator(Unicode.Scalar(large) ?? scalar) }
      return .symbol(scalar, MathReader.classByScalar[scalar.value] ?? .ord)
    }
  }

  /// Operators typed as Unicode (×, ≤, →) in the class of their command.
  static let classByScalar: [UInt32: MathClass] = {
    var classes: [UInt32: MathClass] = [:]
    for (scalar, mathClass) in MathCommand.symbols.values where scalar > 0x7F {
      classes[scalar] = mathClass
    }
    return classes
  }()

  static let largeByScalar: [UInt32: UInt32] = Dictionary(
    MathCommand.largeOperators.values.map { ($0.0, $0.0) }, uniquingKeysWith: { first, _ in first })

  // MARK: Scripts

  /// `^`, `_` and primes after the last atom (or an empty one, as `{}^2`).
  private mutating func readScripts(into items: inout [MathItem]) throws(MathProblem) {
    var atom: MathAtom
    if case .atom(let last)? = items.last {
      atom = last
      items.removeLast()
    } else {
      atom = MathAtom(.group(MathList(), .ord))
    }
    let position = index
    let scalar = scalars[index]
    index += 1
    if scalar == "'" {
      guard atom.superscript == nil else { throw MathProblem("double superscript", at: position) }
      var primes: [MathItem] = [.atom(MathAtom(.symbol("\u{2032}", .ord)))]
      while index < scalars.count, scalars[index] == "'" {
        primes.append(.atom(MathAtom(.symbol("\u{2032}", .ord))))
        index += 1
      }
      skipSpaces()
      // x'^2: the primes and the superscript share one.
      if index < scalars.count, scalars[index] == "^" {
        index += 1
        primes += try readArgument(for: "^").items
      }
      atom.superscript = MathList(primes)
    } else if scalar == "^" {
      guard atom.superscript == nil else { throw MathProblem("double superscript", at: position) }
      atom.superscript = try readArgument(for: "^")
    } else {
      guard atom.lowerScript == nil else { throw MathProblem("double subscript", at: position) }
      atom.lowerScript = try readArgument(for: "_")
    }
    items.append(.atom(atom))
  }

  // MARK: Arguments

  /// A command's argument: a `{…}` group, one command, or one character.
  mutating func readArgument(for command: String) throws(MathProblem) -> MathList {
    skipSpaces()
    let position = index
    guard index < scalars.count else {
      throw MathProblem("\(command) needs an argument", at: max(0, position - 1))
    }
    switch scalars[index] {
    case "{":
      index += 1
      return try readList(until: [.closeBrace]).list
    case "}", "&", "^", "_", "'", "$", "#":
      throw MathProblem("\(command) needs an argument", at: position)
    case "\\":
      return try nest(at: position) { reader throws(MathProblem) in
        let name = reader.readCommandName()
        guard !["\\", "right", "middle", "end"].contains(name) else {
          throw MathProblem("\(command) needs an argument, not \\\(name)", at: position)
        }
        var items: [MathItem] = []
        try reader.readCommand(name, at: position, into: &items)
        return MathList(items)
      }
    default:
      let scalar = scalars[index]
      index += 1
      return MathList([.atom(MathAtom(character(scalar)))])
    }
  }

  /// An argument read in another alphabet (`\mathbf{…}`).
  mutating func readArgument(for command: String, in alphabet: MathAlphabet) throws(MathProblem) -> MathList {
    let saved = self.alphabet
    self.alphabet = alphabet
    defer { self.alphabet = saved }
    return try readArgument(for: command)
  }

  /// A `{name}` argument read as plain letters (an environment's name, an array's columns).
  mutating func readName(for command: String) throws(MathProblem) -> String {
    skipSpaces()
    let position = index
    guard index < scalars.count, scalars[index] == "{" else {
      throw MathProblem("\(command) needs a {…} argument", at: position)
    }
    index += 1
    var name = ""
    while index < scalars.count, scalars[index] != "}" {
      guard name.unicodeScalars.count < 64 else { throw MathProblem("\(command)'s argument is too long", at: position) }
      if !scalars[index].properties.isWhitespace { name.unicodeScalars.append(scalars[index]) }
      index += 1
    }
    guard index < scalars.count else { throw MathProblem("missing } after \(command){", at: position) }
    index += 1
    return name
  }

  // MARK: Tokens

  /// After a backslash: a run of letters, or one other character (`\,`, `\{`, `\\`).
  mutating func readCommandName() -> String {
    index += 1
    guard index < scalars.count else { return "" }
    var name = ""
    if scalars[index].isASCIILetter {
      while index < scalars.count, scalars[index].isASCIILetter {
        name.unicodeScalars.append(scalars[index])
        index += 1
      }
    } else {
      name.unicodeScalars.append(scalars[index])
      index += 1
    }
    return name
  }

  /// Spaces mean nothing in math; `%` starts a comment to the end of the line.
  mutating func skipSpaces() {
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "%" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
      } else if scalar.properties.isWhitespace {
        index += 1
      } else {
        return
      }
    }
  }

  /// Whether the next non-space character is `scalar` (which is then read).
  mutating func take(_ scalar: Unicode.Scalar) -> Bool {
    skipSpaces()
    guard index < scalars.count, scalars[index] == scalar else { return false }
    index += 1
    return true
  }
}

extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
