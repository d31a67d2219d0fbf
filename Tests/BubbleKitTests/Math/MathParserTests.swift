import BubbleCore
import Testing

/// The TeX subset read into atoms: each construct, problems with their place, hostile input.
@Suite struct MathParserTests {
  private func parse(_ tex: String) throws -> [MathItem] {
    try MathParser.parse(tex).get().list.items
  }

  private func atoms(_ tex: String) throws -> [MathAtom] {
    try parse(tex).compactMap { item in
      if case .atom(let atom) = item { return atom }
      return nil
    }
  }

  private func problem(_ tex: String) -> MathProblem? {
    if case .failure(let problem) = MathParser.parse(tex) { return problem }
    return nil
  }

  private func symbol(_ atom: MathAtom) -> (Unicode.Scalar, MathClass)? {
    if case .symbol(let scalar, let mathClass) = atom.nucleus { return (scalar, mathClass) }
    return nil
  }

  @Test func lettersAreMathItalicWithTeXsExceptions() throws {
    let letters = try atoms("a z A h 1").compactMap(symbol)
    #expect(letters.map(\.0.value) == [0x1D44E, 0x1D467, 0x1D434, 0x210E, 0x31])
    #expect(letters.allSatisfy { $0.1 == .ord })
  }

  @Test func operatorsTakeTheirTeXClasses() throws {
    let classes = try atoms(#"a+b-c=d<e,f;(g)!\cdot\times\leq\to\in\{\}\langle\rangle\ldots"#).compactMap(symbol)
      .map(\.1)
    #expect(
      classes == [
        .ord, .bin, .ord, .bin, .ord, .rel, .ord, .rel, .ord, .punct, .ord, .punct, .open, .ord, .close, .close, .bin,
        .bin, .rel, .rel, .rel, .open, .close, .open, .close, .inner,
      ])
    #expect(try atoms("-").compactMap(symbol).first?.0 == "\u{2212}")
  }

  @Test func scriptsAndPrimes() throws {
    let atom = try #require(try atoms("x_1^2").first)
    #expect(atom.superscript?.items.count == 1)
    #expect(atom.lowerScript?.items.count == 1)
    let primed = try #require(try atoms("f''^2").first)
    #expect(primed.superscript?.items.count == 3)
    let empty = try #require(try atoms("^2").first)
    #expect(empty.nucleus == .group(MathList(), .ord))
    #expect(problem("x^1^2")?.message == "double superscript")
    #expect(problem("x_1_2")?.message == "double subscript")
    #expect(problem("x^")?.message == "^ needs an argument")
  }

  @Test func fractionsRootsAndBinomials() throws {
    guard case .fraction(let fraction) = try #require(try atoms(#"\frac12"#).first).nucleus else {
      Issue.record("not a fraction")
      return
    }
    #expect(fraction.numerator.items.count == 1 && fraction.hasRule && fraction.style == nil)
    guard case .fraction(let display) = try #require(try atoms(#"\dfrac{a}{b}"#).first).nucleus,
      case .fraction(let binomial) = try #require(try atoms(#"\binom{n}{k}"#).first).nucleus
    else {
      Issue.record("not fractions")
      return
    }
    #expect(display.style == .display)
    #expect(!binomial.hasRule && binomial.left == MathDelimiter("("))
    guard case .radical(let radicand, let degree) = try #require(try atoms(#"\sqrt[n]{x+1}"#).first).nucleus else {
      Issue.record("not a root")
      return
    }
    #expect(radicand.items.count == 3 && degree?.items.count == 1)
    #expect(problem(#"\sqrt[3{x}"#) != nil)
  }

  @Test func greekWithVariantForms() throws {
    let scalars = try atoms(#"\alpha\epsilon\varepsilon\phi\varphi\Gamma"#)
      .compactMap(symbol).map(\.0.value)
    #expect(scalars == [0x1D6FC, 0x1D716, 0x1D700, 0x1D719, 0x1D711, 0x393])
  }

  @Test func bigOperatorsAndFunctionNames() throws {
    let sum = try #require(try atoms(#"\sum_{i=1}^n"#).first)
    #expect(sum.nucleus == .largeOperator("\u{2211}") && sum.limits == .displayOnly)
    #expect(try atoms(#"\int"#).first?.limits == .never)
    #expect(try atoms(#"\int\limits_0^1"#).first?.limits == .always)
    #expect(try atoms(#"\sum\nolimits"#).first?.limits == .never)
    let lim = try #require(try atoms(#"\lim_{x\to0}"#).first)
    #expect(lim.limits == .displayOnly && lim.mathClass == .op)
    #expect(try atoms(#"\sin x"#).first?.limits == .never)
    #expect(try atoms(#"\operatorname*{arg\,max}"#).first?.limits == .displayOnly)
    #expect(problem(#"x\limits"#)?.message == #"\limits is allowed only after an operator"#)
  }

  @Test func delimitersThatGrow() throws {
    guard case .delimited(let delimited) = try #require(try atoms(#"\left( a \middle| b \right."#).first).nucleus else {
      Issue.record("not delimited")
      return
    }
    #expect(delimited.left == MathDelimiter("(") && delimited.right == MathDelimiter(nil))
    #expect(delimited.parts.count == 2 && delimited.middles == [MathDelimiter("|")])
    #expect(problem(#"\left( x"#)?.message == #"\left without \right"#)
    #expect(problem(#"x \right)"#)?.message == #"\right without \left"#)
    #expect(problem(#"\left x \right)"#) != nil)
    let bigs = try atoms(#"\big( \Bigl[ \biggr\} \Biggm|"#).map(\.nucleus)
    #expect(
      bigs == [
        .bigDelimiter(MathDelimiter("("), size: 1, .ord), .bigDelimiter(MathDelimiter("["), size: 2, .open),
        .bigDelimiter(MathDelimiter("}"), size: 3, .close), .bigDelimiter(MathDelimiter("|"), size: 4, .rel),
      ])
  }

  @Test func environments() throws {
    let shapes: [(String, Unicode.Scalar?, Unicode.Scalar?)] = [
      ("matrix", nil, nil), ("pmatrix", "(", ")"), ("bmatrix", "[", "]"), ("Bmatrix", "{", "}"),
      ("vmatrix", "|", "|"), ("Vmatrix", "\u{2016}", "\u{2016}"), ("cases", "{", nil),
    ]
    for (name, left, right) in shapes {
      guard
        case .array(let array) = try #require(try atoms(#"\begin{\#(name)} a & b \\ c & d \\ \end{\#(name)}"#).first)
          .nucleus
      else {
        Issue.record("\(name) is not an array")
        continue
      }
      #expect(array.rows.count == 2 && array.columnCount == 2, "\(name)")
      #expect(array.left?.scalar == left && array.right?.scalar == right, "\(name)")
    }
    guard
      case .array(let aligned) = try #require(try atoms(#"\begin{aligned} a &= b \\[4pt] &= c \end{aligned}"#).first)
        .nucleus,
      case .array(let array) = try #require(try atoms(#"\begin{array}{lc|r} 1 & 2 & 3 \end{array}"#).first).nucleus
    else {
      Issue.record("not arrays")
      return
    }
    #expect(aligned.pairsColumns && aligned.displayCells && aligned.rowGaps.first == 0.4)
    #expect(array.alignments == [.left, .center, .right])
    #expect(problem(#"\begin{pmatrix} 1 \end{bmatrix}"#)?.message == #"\end{bmatrix} does not match \begin{pmatrix}"#)
    #expect(problem(#"\begin{foo} 1 \end{foo}"#)?.message == "unknown environment foo")
    #expect(problem(#"\begin{matrix} 1"#)?.message == #"missing \end"#)
    // Rows at the top level read as an alignment.
    guard case .array(let top) = try #require(try atoms(#"a &= b \\ &= c"#).first).nucleus else {
      Issue.record("not an alignment")
      return
    }
    #expect(top.rows.count == 2 && top.pairsColumns)
    guard case .array(let substack) = try #require(try atoms(#"\substack{i < n \\ i \ne j}"#).first).nucleus else {
      Issue.record("not a substack")
      return
    }
    #expect(substack.rows.count == 2 && substack.inheritsStyle)
    #expect(problem(#"\substack{a \\ b"#)?.message.hasPrefix("missing }") == true)
  }

  @Test func textAndAlphabets() throws {
    #expect(try atoms(#"\text{if  } x"#).first?.nucleus == .text("if "))
    #expect(try atoms(#"\text{a{b}\}c}"#).first?.nucleus == .text("ab}c"))
    #expect(try atoms(#"\mathbb{R}"#).first.flatMap(symbol)?.0 == "\u{211D}")
    #expect(try atoms(#"\mathbb R"#).first.flatMap(symbol)?.0 == "\u{211D}")
    #expect(try atoms(#"\mathbf{v}"#).first.flatMap(symbol)?.0.value == 0x1D42F)
    #expect(try atoms(#"\mathrm{d}"#).first.flatMap(symbol)?.0 == "d")
    #expect(try atoms(#"\mathcal{L}"#).first.flatMap(symbol)?.0 == "\u{2112}")
    #expect(try atoms(#"\mathsf{T}"#).first.flatMap(symbol)?.0.value == 0x1D5B3)
    #expect(try atoms(#"\mathtt{x}"#).first.flatMap(symbol)?.0.value == 0x1D6A1)
    #expect(try atoms(#"\boldsymbol{\mu}"#).first.flatMap(symbol)?.0.value == 0x1D741)
    #expect(try atoms(#"\mathit{x}"#).first.flatMap(symbol)?.0.value == 0x1D465)
    #expect(problem(#"\text{$x$}"#) != nil)
    #expect(problem(#"\text{abc"#) != nil)
  }

  @Test func accentsAndBraces() throws {
    let nuclei = try atoms(
      #"\hat a \widehat{xy} \vec v \overline{AB} \underline c \overbrace{x}^{n} \underbrace{y}_{m}"#)
    #expect(nuclei.count == 7)
    guard case .accent(let wide) = nuclei[1].nucleus, case .brace(_, let over) = nuclei[5].nucleus else {
      Issue.record("not an accent and a brace")
      return
    }
    #expect(wide.stretches && wide.base.items.count == 2)
    #expect(over && nuclei[5].superscript != nil && nuclei[5].limits == .always)
  }

  @Test func spaces() throws {
    let spaces = try parse(#"a\,b\:c\;d\quad e\qquad f\!g~h\ i"#).compactMap { item -> Double? in
      if case .space(let mu) = item { return mu }
      return nil
    }
    #expect(spaces == [3, 4, 5, 18, 36, -3, 6, 6])
  }

  @Test func unknownCommandIsAProblemWithItsPlace() {
    let found = problem(#"x + \foo{y}"#)
    #expect(found?.message == #"unknown command \foo"#)
    #expect(found?.position == 4)
    #expect(found?.description == #"unknown command \foo at character 5"#)
    #expect(problem("{x")?.message.hasPrefix("missing }") == true)
    #expect(problem("x}")?.message == "unbalanced }")
    #expect(problem("a & b \\\\ c")?.message == nil)
    #expect(problem("$x$")?.message == "$ is not allowed in math")
  }

  @Test func nestingBeyondTheLimitIsAProblem() {
    let fine = String(repeating: "{", count: 30) + "x" + String(repeating: "}", count: 30)
    #expect(problem(fine) == nil)
    let deep = String(repeating: "{", count: 40) + "x" + String(repeating: "}", count: 40)
    #expect(problem(deep)?.message == "nested deeper than 32 levels")
    #expect(problem(String(repeating: #"\sqrt"#, count: 100) + "x")?.message == "nested deeper than 32 levels")
    #expect(problem(String(repeating: "x^{", count: 40) + String(repeating: "}", count: 40)) != nil)
  }

  /// Hostile sizes: each is read in one pass (these would take minutes if anything were
  /// quadratic, and overflow the stack if anything recursed per character).
  @Test func hostileInputIsBounded() {
    #expect(problem(String(repeating: "{", count: 10_000)) != nil)
    #expect(problem(String(repeating: "^", count: 10_000)) != nil)
    #expect(problem(String(repeating: "x^", count: 10_000)) != nil)
    #expect(problem(String(repeating: "\\left(", count: 10_000)) != nil)
    let fractions = String(repeating: #"\frac{a}{b}"#, count: 65_536 / 11)
    #expect(problem(fractions) == nil)
    #expect(problem(String(repeating: #"\frac"#, count: 65_536 / 5)) != nil)
    let rows = #"\begin{matrix}"# + String(repeating: "1 & 2 \\\\ ", count: 5000) + #"\end{matrix}"#
    #expect(problem(rows) == nil)
  }
}
