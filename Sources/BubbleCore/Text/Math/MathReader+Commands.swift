extension MathReader {
  /// Reads the command `\name` (its arguments too) into `items`.
  mutating func readCommand(_ name: String, at position: Int, into items: inout [MathItem]) throws(MathProblem) {
    guard let command = MathCommand.named(name) else {
      if ["nonumber", "notag", "hline", "relax"].contains(name) { return }
      if name.isEmpty { throw MathProblem("a lone \\ at the end", at: position) }
      throw MathProblem("unknown command \\\(name)", at: position)
    }
    switch command {
    case .letter(let scalar): items.append(.atom(MathAtom(.symbol(alphabet.map(scalar), .ord))))
    case .symbol(let scalar, let mathClass): items.append(.atom(MathAtom(.symbol(scalar, mathClass))))
    case .largeOperator(let scalar, let limits): items.append(.atom(MathAtom(.largeOperator(scalar), limits: limits)))
    case .function(let name, let limits):
      items.append(.atom(MathAtom(.group(Self.upright(MathCommand.functionName(name)), .op), limits: limits)))
    case .space(let mu): items.append(.space(mu: mu))
    case .style(let level): items.append(.style(level))
    case .alphabet(let alphabet):
      items.append(.atom(MathAtom(Self.unwrapped(try readArgument(for: "\\" + name, in: alphabet)))))
    case .accent(let scalar, let stretches):
      let base = try readArgument(for: "\\" + name)
      items.append(.atom(MathAtom(.accent(MathAccent(scalar: scalar, base: base, stretches: stretches)))))
    case .classed(let mathClass): items.append(.atom(MathAtom(.group(try readArgument(for: "\\" + name), mathClass))))
    case .fraction(let hasRule, let style):
      let numerator = try readArgument(for: "\\" + name)
      let denominator = try readArgument(for: "\\" + name)
      let delimiters = hasRule ? nil : (MathDelimiter("("), MathDelimiter(")"))
      let fraction = MathFraction(
        numerator: numerator, denominator: denominator, hasRule: hasRule, style: style, left: delimiters?.0,
        right: delimiters?.1)
      items.append(.atom(MathAtom(.fraction(fraction))))
    case .big(let size, let mathClass):
      let delimiter = try readDelimiter(for: "\\" + name)
      items.append(.atom(MathAtom(.bigDelimiter(delimiter, size: size, mathClass))))
    case .text(let alphabet): items.append(.atom(MathAtom(.text(try readText(for: "\\" + name, in: alphabet)))))
    default: try readStructure(command, name: name, at: position, into: &items)
    }
  }

  /// The commands with a shape of their own: roots, delimiters, environments, limits.
  private mutating func readStructure(
    _ command: MathCommand, name: String, at position: Int, into items: inout [MathItem]
  ) throws(MathProblem) {
    let written = "\\" + name
    switch command {
    case .sqrt:
      var degree: MathList?
      if take("[") { degree = try readList(until: [.closeBracket]).list }
      let radicand = try readArgument(for: written)
      items.append(.atom(MathAtom(.radical(radicand: radicand, degree: degree))))
    case .left: items.append(.atom(MathAtom(.delimited(try readDelimited(at: position)))))
    case .begin: items.append(.atom(try readEnvironment(at: position)))
    case .limits: try setLimits(.always, on: &items, command: written, at: position)
    case .nolimits: try setLimits(.never, on: &items, command: written, at: position)
    case .overline: items.append(.atom(MathAtom(.overline(try readArgument(for: written)))))
    case .underline: items.append(.atom(MathAtom(.underline(try readArgument(for: written)))))
    case .overbrace: items.append(.atom(MathAtom(.brace(try readArgument(for: written), over: true), limits: .always)))
    case .underbrace:
      items.append(.atom(MathAtom(.brace(try readArgument(for: written), over: false), limits: .always)))
    case .overset:
      let over = try readArgument(for: written)
      items.append(.atom(MathAtom(.stack(base: try readArgument(for: written), over: over, under: nil))))
    case .underset:
      let under = try readArgument(for: written)
      items.append(.atom(MathAtom(.stack(base: try readArgument(for: written), over: nil, under: under))))
    case .stackrel:
      let over = try readArgument(for: written)
      let stack = MathAtom(.stack(base: try readArgument(for: written), over: over, under: nil))
      items.append(.atom(MathAtom(.group(MathList([.atom(stack)]), .rel))))
    case .operatorName:
      let limits: MathLimits = take("*") ? .displayOnly : .never
      items.append(.atom(MathAtom(.group(try readArgument(for: written, in: .roman), .op), limits: limits)))
    case .boxed: items.append(.atom(MathAtom(.boxed(try readArgument(for: written)))))
    case .phantom: items.append(.atom(MathAtom(.phantom(try readArgument(for: written)))))
    case .not: items.append(.atom(try readNegated(at: position)))
    case .pmod:
      let argument = try readArgument(for: written)
      items += [
        .space(mu: 8), .atom(MathAtom(.symbol("(", .open))), .atom(MathAtom(.group(Self.upright("mod"), .ord))),
        .space(mu: 6), .atom(MathAtom(.group(argument, .ord))), .atom(MathAtom(.symbol(")", .close))),
      ]
    case .bmod: items.append(.atom(MathAtom(.group(Self.upright("mod"), .bin))))
    case .substack:
      guard take("{") else { throw MathProblem("\\substack needs a {…} argument", at: index) }
      let rows = try nest(at: position) { reader throws(MathProblem) in try reader.readRows(until: .closeBrace) }
      var array = MathArray(rows: rows.cells, alignments: [.center], columnGap: 0, rowGaps: rows.gaps)
      array.inheritsStyle = true
      items.append(.atom(MathAtom(.array(array))))
    default: throw MathProblem("unexpected \(written)", at: position)
    }
  }

  private func setLimits(
    _ limits: MathLimits, on items: inout [MathItem], command: String, at position: Int
  ) throws(MathProblem) {
    guard case .atom(var atom)? = items.last, atom.isOperator else {
      throw MathProblem("\(command) is allowed only after an operator", at: position)
    }
    atom.limits = limits
    items[items.count - 1] = .atom(atom)
  }

  /// Letters drawn upright, a thin space for a space (`lim sup`).
  static func upright(_ name: String) -> MathList {
    MathList(name.unicodeScalars.map { $0 == " " ? .space(mu: 3) : .atom(MathAtom(.symbol($0, .ord))) })
  }

  /// `\mathbf{x}` is the letter itself, so that it takes scripts and accents as a letter does.
  static func unwrapped(_ list: MathList) -> MathNucleus {
    if list.items.count == 1, case .atom(let atom) = list.items[0], !atom.hasScripts, case .symbol = atom.nucleus {
      return atom.nucleus
    }
    return .group(list, .ord)
  }

  // MARK: Delimiters

  /// The delimiter after `\left`, `\right`, `\middle` or `\big`; `.` is none.
  mutating func readDelimiter(for command: String) throws(MathProblem) -> MathDelimiter {
    skipSpaces()
    let position = index
    guard index < scalars.count else { throw MathProblem("\(command) needs a delimiter", at: max(0, position - 1)) }
    let scalar = scalars[index]
    switch scalar {
    case ".":
      index += 1
      return MathDelimiter(nil)
    case "(", ")", "[", "]", "|", "/":
      index += 1
      return MathDelimiter(scalar)
    case "<":
      index += 1
      return MathDelimiter("\u{27E8}")
    case ">":
      index += 1
      return MathDelimiter("\u{27E9}")
    case "\\":
      let name = readCommandName()
      if let (value, mathClass) = MathCommand.symbols[name], let found = Unicode.Scalar(value),
        [.open, .close].contains(mathClass) || Self.otherDelimiters.contains(value)
      {
        return MathDelimiter(found)
      }
      throw MathProblem("\(command) needs a delimiter, not \\\(name)", at: position)
    default:
      throw MathProblem("\(command) needs a delimiter, not \(scalar)", at: position)
    }
  }

  /// Delimiters that are not opening or closing symbols: bars, arrows, the backslash.
  static let otherDelimiters: Set<UInt32> = [
    0x7C, 0x2016, 0x5C, 0x2191, 0x2193, 0x2195, 0x21D1, 0x21D3, 0x21D5, 0x2223, 0x2225,
  ]

  /// `\left… \middle… \right…`, the `\left` already read.
  private mutating func readDelimited(at position: Int) throws(MathProblem) -> MathDelimited {
    let left = try readDelimiter(for: "\\left")
    var parts: [MathList] = []
    var middles: [MathDelimiter] = []
    while true {
      let (part, stop) = try readList(until: [.right, .middle])
      parts.append(part)
      if stop == .right { break }
      middles.append(try readDelimiter(for: "\\middle"))
    }
    let right = try readDelimiter(for: "\\right")
    return MathDelimited(left: left, parts: parts, middles: middles, right: right)
  }

  // MARK: Negation

  /// `\not` before a relation: its negated character (`\not=` is ≠).
  private mutating func readNegated(at position: Int) throws(MathProblem) -> MathAtom {
    let argument = try readArgument(for: "\\not")
    if argument.items.count == 1, case .atom(let atom) = argument.items[0], !atom.hasScripts,
      case .symbol(let scalar, let mathClass) = atom.nucleus, let negated = Self.negations[scalar.value],
      let found = Unicode.Scalar(negated)
    {
      return MathAtom(.symbol(found, mathClass))
    }
    throw MathProblem("\\not is supported before =, <, >, \\in, \\leq, \\subset … only", at: position)
  }

  static let negations: [UInt32: UInt32] = [
    0x3D: 0x2260, 0x2208: 0x2209, 0x3C: 0x226E, 0x3E: 0x226F, 0x2264: 0x2270, 0x2265: 0x2271, 0x2282: 0x2284,
    0x2283: 0x2285, 0x2286: 0x2288, 0x2287: 0x2289, 0x2261: 0x2262, 0x223C: 0x2241, 0x2248: 0x2249,
    0x2245: 0x2247, 0x2223: 0x2224, 0x2225: 0x2226, 0x2203: 0x2204, 0x220B: 0x220C, 0x2243: 0x2244,
  ]

  // MARK: Text

  /// `\text{…}`: characters as written (letters in `alphabet`), runs of spaces as one, braces
  /// flattened; the escapes `\{ \} \$ \% \& \_ \#`.
  private mutating func readText(for command: String, in alphabet: MathAlphabet) throws(MathProblem) -> String {
    guard take("{") else { throw MathProblem("\(command) needs a {…} argument", at: index) }
    let start = index - 1
    var text = ""
    var level = 1
    var lastWasSpace = false
    while index < scalars.count {
      let scalar = scalars[index]
      let position = index
      index += 1
      switch scalar {
      case "{":
        level += 1
        guard level <= MathParser.maximumDepth else {
          throw MathProblem("nested deeper than \(MathParser.maximumDepth) levels", at: position)
        }
        continue
      case "}":
        level -= 1
        if level == 0 { return text }
        continue
      case "\\":
        index = position
        let name = readCommandName()
        guard name.unicodeScalars.count == 1, let escaped = name.unicodeScalars.first,
          "{}$%&_# ".unicodeScalars.contains(escaped)
        else { throw MathProblem("\\\(name) is not supported in \(command)", at: position) }
        text.unicodeScalars.append(escaped)
      case "$":
        throw MathProblem("math inside \(command) is not supported", at: position)
      default:
        if scalar.properties.isWhitespace {
          if !lastWasSpace { text.unicodeScalars.append(" ") }
          lastWasSpace = true
          continue
        }
        text.unicodeScalars.append(alphabet.map(scalar))
      }
      lastWasSpace = false
    }
    throw MathProblem("missing } for \(command){", at: start)
  }
}

extension MathAtom {
  /// An operator, which `\limits` and `\nolimits` may follow.
  var isOperator: Bool {
    switch nucleus {
    case .largeOperator: true
    case .group(_, let mathClass): mathClass == .op
    case .brace: true
    default: false
    }
  }
}
