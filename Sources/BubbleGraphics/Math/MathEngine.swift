import BubbleCore

/// TeX's Appendix G on an OpenType MATH font, as the OpenType specification, LuaTeX and MathJax
/// apply it: turns math lists into boxes. Lengths are in points; the font's constants are scaled
/// to the size of the style at hand.
struct MathEngine {
  let font: MathFont
  /// The text size, in points: display and text style.
  let fontSize: Double

  var constants: MathConstants { font.constants }

  // MARK: Sizes

  /// The font size of `style`: smaller by the font's scale-downs in scripts.
  func size(_ style: MathStyle) -> Double {
    switch style.level {
    case .display, .text: fontSize
    case .script: fontSize * constants.scriptPercentScaleDown / 100
    case .scriptScript: fontSize * constants.scriptScriptPercentScaleDown / 100
    }
  }

  /// Points per font unit in `style`.
  func scale(_ style: MathStyle) -> Double { size(style) / font.unitsPerEm }

  /// A constant of the font (in font units) in points at `style`'s size.
  func points(_ units: Double, _ style: MathStyle) -> Double { units * scale(style) }

  /// TeX's math unit: an 18th of the em at `style`'s size.
  func mu(_ style: MathStyle) -> Double { size(style) / 18 }

  // MARK: Lists

  /// A math list as a row of boxes with TeX's spaces between atoms (rules 5, 6 and the table of
  /// chapter 18).
  func layout(_ list: MathList, style initial: MathStyle) throws(MathProblem) -> MathBox {
    let classes = effectiveClasses(list)
    var style = initial
    var row = MathBox()
    var previous: MathClass?
    for (index, item) in list.items.enumerated() {
      switch item {
      case .style(let level):
        style = MathStyle(level: level, cramped: initial.cramped)
      case .space(let mu):
        row.appendSpace(mu * self.mu(style))
      case .atom(let atom):
        let mathClass = classes[index] ?? .ord
        if let previous { row.appendSpace(space(between: previous, and: mathClass, in: style)) }
        let box = try box(of: atom, style: style)
        row.append(box)
        // A group of one character is that character, for its scripts and accent.
        if list.items.count == 1 { row.character = box.character }
        previous = mathClass
      }
    }
    return row
  }

  /// Each atom's class once binary operators in a place where TeX reads them as ordinary (first,
  /// after an operator, relation, opening or punctuation; before a relation, closing or
  /// punctuation) are made ordinary.
  func effectiveClasses(_ list: MathList) -> [MathClass?] {
    var classes: [MathClass?] = list.items.map { item in
      if case .atom(let atom) = item { return atom.mathClass }
      return nil
    }
    var previous: Int?
    for index in classes.indices {
      guard var mathClass = classes[index] else { continue }
      if mathClass == .bin {
        let before = previous.flatMap { classes[$0] }
        if before == nil || [.bin, .op, .rel, .open, .punct].contains(before) { mathClass = .ord }
      }
      if [.rel, .close, .punct].contains(mathClass), let previous, classes[previous] == .bin {
        classes[previous] = .ord
      }
      classes[index] = mathClass
      previous = index
    }
    if let previous, classes[previous] == .bin { classes[previous] = .ord }
    return classes
  }

  /// TeX's table of spaces between atom classes: 1 thin (3 mu), 2 medium (4 mu), 3 thick (5 mu);
  /// negative entries only outside script styles.
  private static let spaces: [[Int]] = [
    // ord op  bin rel open close punct inner
    [0, 1, -2, -3, 0, 0, 0, -1],  // ord
    [1, 1, 0, -3, 0, 0, 0, -1],  // op
    [-2, -2, 0, 0, -2, 0, 0, -2],  // bin
    [-3, -3, 0, 0, -3, 0, 0, -3],  // rel
    [0, 0, 0, 0, 0, 0, 0, 0],  // open
    [0, 1, -2, -3, 0, 0, 0, -1],  // close
    [-1, -1, 0, -1, -1, -1, -1, -1],  // punct
    [-1, 1, -2, -3, -1, 0, -1, -1],  // inner
  ]

  func space(between left: MathClass, and right: MathClass, in style: MathStyle) -> Double {
    let entry = Self.spaces[left.rawValue][right.rawValue]
    guard entry > 0 || (entry < 0 && !style.isScript) else { return 0 }
    return Double([0, 3, 4, 5][abs(entry)]) * mu(style)
  }

  // MARK: Atoms

  func box(of atom: MathAtom, style: MathStyle) throws(MathProblem) -> MathBox {
    switch atom.nucleus {
    case .largeOperator(let scalar):
      let base = try largeOperator(scalar, style: style)
      return try scripts(of: atom, on: base, style: style, kind: .largeOperator)
    case .group(let list, .op):
      let base = try layout(list, style: style)
      return try scripts(of: atom, on: base, style: style, kind: .operatorGroup)
    case .brace(let list, let over):
      let base = try brace(list, over: over, style: style)
      return try scripts(of: atom, on: base, style: style, kind: .operatorGroup)
    case .symbol(let scalar, _):
      let base = try character(scalar, style: style)
      // An extended shape (a large delimiter typed as a character) takes scripts as a box does.
      let extended = base.character.map(font.isExtendedShape) ?? false
      return try scripts(of: atom, on: base, style: style, kind: extended ? .box : .character)
    default:
      let base = try nucleus(atom.nucleus, style: style)
      return try scripts(of: atom, on: base, style: style, kind: base.character == nil ? .box : .character)
    }
  }

  private func nucleus(_ nucleus: MathNucleus, style: MathStyle) throws(MathProblem) -> MathBox {
    switch nucleus {
    case .symbol(let scalar, _): return try character(scalar, style: style)
    case .largeOperator(let scalar): return try largeOperator(scalar, style: style)
    case .group(let list, _): return try layout(list, style: style)
    case .fraction(let fraction): return try self.fraction(fraction, style: style)
    case .radical(let radicand, let degree): return try radical(radicand, degree: degree, style: style)
    case .delimited(let delimited): return try self.delimited(delimited, style: style)
    case .bigDelimiter(let delimiter, let size, _): return try big(delimiter, size: size, style: style)
    case .accent(let accent): return try self.accent(accent, style: style)
    case .overline(let list): return try overline(list, style: style)
    case .underline(let list): return try underline(list, style: style)
    case .brace(let list, let over): return try brace(list, over: over, style: style)
    case .stack(let base, let over, let under): return try stack(base, over: over, under: under, style: style)
    case .array(let array): return try self.array(array, style: style)
    case .text(let text): return try self.text(text, style: style)
    case .boxed(let list): return try boxed(list, style: style)
    case .phantom(let list):
      let content = try layout(list, style: style)
      return MathBox(width: content.width, ascent: content.ascent, descent: content.descent)
    }
  }

  // MARK: Glyphs

  /// A character of the math font at `style`'s size (its script form in scripts), with its
  /// italic correction; a problem when the font lacks it.
  func character(_ scalar: Unicode.Scalar, style: MathStyle) throws(MathProblem) -> MathBox {
    guard let glyph = font.glyph(for: scalar, scriptLevel: style.scriptLevel) else {
      throw MathProblem("the math font has no \(Self.describe(scalar))", at: nil)
    }
    var box = glyphBox(glyph, size: size(style))
    box.ascent = max(box.ascent, 0)
    box.descent = max(box.descent, 0)
    return box
  }

  /// A glyph at `size` points, measured by its ink above and below the baseline.
  func glyphBox(_ glyph: UInt32, size: Double) -> MathBox {
    let scale = size / font.unitsPerEm
    let extents = font.extents(glyph)
    return MathBox(
      width: font.advance(glyph) * scale, ascent: extents.top * scale, descent: -extents.bottom * scale,
      italic: font.italicCorrection(glyph) * scale, glyphs: [MathGlyph(glyph: glyph, size: size, x: 0, y: 0)],
      character: glyph)
  }

  static func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\(scalar) (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))"
  }

  /// `\sum`, `\int`: the display form in display style (at least `displayOperatorMinHeight`),
  /// centred on the math axis.
  func largeOperator(_ scalar: Unicode.Scalar, style: MathStyle) throws(MathProblem) -> MathBox {
    guard var glyph = font.glyph(for: scalar, scriptLevel: 0) else {
      throw MathProblem("the math font has no \(Self.describe(scalar))", at: nil)
    }
    if style.isDisplay {
      let variants = font.variants(glyph, vertical: true)
      glyph =
        (variants.first { $0.advance >= constants.displayOperatorMinHeight } ?? variants.last)?.glyph ?? glyph
    }
    return centredOnAxis(glyphBox(glyph, size: size(style)), style: style)
  }

  /// Moves `box` up or down so that its middle is on the math axis.
  func centredOnAxis(_ box: MathBox, style: MathStyle) -> MathBox {
    let axis = points(constants.axisHeight, style)
    var centred = box.shifted(down: (box.ascent - box.descent) / 2 - axis)
    centred.character = nil
    return centred
  }

  // MARK: Text

  /// `\text{…}`: upright characters at the style's size, spaces as the font's space.
  func text(_ text: String, style: MathStyle) throws(MathProblem) -> MathBox {
    var row = MathBox()
    for scalar in text.unicodeScalars {
      guard let glyph = font.glyph(for: scalar, scriptLevel: 0) else {
        throw MathProblem("the math font has no \(Self.describe(scalar)) for \\text", at: nil)
      }
      var box = glyphBox(glyph, size: size(style))
      box.ascent = max(box.ascent, 0)
      box.descent = max(box.descent, 0)
      box.italic = 0
      row.append(box)
    }
    return row
  }
}
