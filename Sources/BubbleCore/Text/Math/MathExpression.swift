/// A TeX formula read by `MathParser`: a list of atoms, each a nucleus with optional scripts,
/// as TeX's noads. Letters are already mapped to the scalars they are drawn with (math italic,
/// `\mathbf`, `\mathbb` …), so the layout only measures and places.
public struct MathExpression: Sendable, Hashable {
  public var list: MathList

  public init(list: MathList) { self.list = list }
}

/// A math list: what a group, a script, a numerator or a cell holds.
public struct MathList: Sendable, Hashable {
  public var items: [MathItem]

  public init(_ items: [MathItem] = []) { self.items = items }

  public var isEmpty: Bool { items.isEmpty }
}

/// TeX's atom classes, which decide the space between neighbours (The TeXbook, chapter 18).
public enum MathClass: Int, Sendable, Hashable, CaseIterable {
  case ord, op, bin, rel, open, close, punct, inner
}

/// TeX's four styles; each may be cramped (superscripts sit lower).
public enum MathStyleLevel: Int, Sendable, Hashable, Comparable {
  case display, text, script, scriptScript

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

public enum MathItem: Sendable, Hashable {
  case atom(MathAtom)
  /// Explicit space in math units (18 to the em of the current size); negative narrows.
  case space(mu: Double)
  /// `\displaystyle` and its kin: the rest of the list in that style.
  case style(MathStyleLevel)
}

/// Where an operator's scripts go: above and below (`\limits`), beside (`\nolimits`), or above
/// and below in display style only (`\sum`, `\lim`).
public enum MathLimits: Sendable, Hashable {
  case displayOnly, always, never
}

public struct MathAtom: Sendable, Hashable {
  public var nucleus: MathNucleus
  public var superscript: MathList?
  /// The subscript (`_`).
  public var lowerScript: MathList?
  public var limits: MathLimits

  public init(
    _ nucleus: MathNucleus, superscript: MathList? = nil, lowerScript: MathList? = nil,
    limits: MathLimits = .displayOnly
  ) {
    self.nucleus = nucleus
    self.superscript = superscript
    self.lowerScript = lowerScript
    self.limits = limits
  }

  public var hasScripts: Bool { superscript != nil || lowerScript != nil }
}

/// A delimiter that grows (`\left(`); `nil` scalar is `\left.`, nothing drawn.
public struct MathDelimiter: Sendable, Hashable {
  public var scalar: Unicode.Scalar?

  public init(_ scalar: Unicode.Scalar?) { self.scalar = scalar }
}

public indirect enum MathNucleus: Sendable, Hashable {
  /// One character of the math font in a class (`x`, `+`, `\leq`, `(`).
  case symbol(Unicode.Scalar, MathClass)
  /// `\sum`, `\int`: a larger variant in display style, centred on the math axis.
  case largeOperator(Unicode.Scalar)
  /// A group in a class: `{…}` (ord), `\mathrel{…}`, `\sin` (op, upright letters).
  case group(MathList, MathClass)
  case fraction(MathFraction)
  case radical(radicand: MathList, degree: MathList?)
  /// `\left… \middle… \right…`: the parts between the delimiters.
  case delimited(MathDelimited)
  /// `\big(` … `\Bigg)`: size 1 to 4, in a class (`\bigl` open, `\bigr` close, `\bigm` rel).
  case bigDelimiter(MathDelimiter, size: Int, MathClass)
  case accent(MathAccent)
  case overline(MathList)
  case underline(MathList)
  /// `\overbrace{…}` (`over`) or `\underbrace{…}`: its script becomes a limit.
  case brace(MathList, over: Bool)
  /// `\overset{over}{base}`, `\underset{under}{base}`, `\stackrel`.
  case stack(base: MathList, over: MathList?, under: MathList?)
  case array(MathArray)
  /// `\text{…}`: upright characters of the math font, spaces kept.
  case text(String)
  /// `\boxed{…}`: a frame around the formula.
  case boxed(MathList)
  /// `\phantom{…}`: the room it takes, nothing drawn.
  case phantom(MathList)
}

public struct MathFraction: Sendable, Hashable {
  public var numerator: MathList
  public var denominator: MathList
  /// `\binom` has none.
  public var hasRule: Bool
  /// `\dfrac` (display) or `\tfrac` (text); `nil` follows the surrounding style.
  public var style: MathStyleLevel?
  public var left: MathDelimiter?
  public var right: MathDelimiter?

  public init(
    numerator: MathList, denominator: MathList, hasRule: Bool = true, style: MathStyleLevel? = nil,
    left: MathDelimiter? = nil, right: MathDelimiter? = nil
  ) {
    self.numerator = numerator
    self.denominator = denominator
    self.hasRule = hasRule
    self.style = style
    self.left = left
    self.right = right
  }
}

public struct MathDelimited: Sendable, Hashable {
  public var left: MathDelimiter
  /// The lists between delimiters: one more than `middles`.
  public var parts: [MathList]
  public var middles: [MathDelimiter]
  public var right: MathDelimiter

  public init(left: MathDelimiter, parts: [MathList], middles: [MathDelimiter], right: MathDelimiter) {
    self.left = left
    self.parts = parts
    self.middles = middles
    self.right = right
  }
}

public struct MathAccent: Sendable, Hashable {
  /// The combining accent (`U+0302` for `\hat`) or arrow (`U+20D7` for `\vec`).
  public var scalar: Unicode.Scalar
  public var base: MathList
  /// `\widehat`, `\widetilde`: a wider variant to cover the base.
  public var stretches: Bool

  public init(scalar: Unicode.Scalar, base: MathList, stretches: Bool) {
    self.scalar = scalar
    self.base = base
    self.stretches = stretches
  }
}

public enum MathColumnAlignment: Sendable, Hashable {
  case left, center, right
}

/// `matrix`, `pmatrix` …, `cases`, `aligned`, `array`: rows of cells.
public struct MathArray: Sendable, Hashable {
  public var rows: [[MathList]]
  /// One per column; columns past the end are centred.
  public var alignments: [MathColumnAlignment]
  /// Cells in display style (`aligned`) rather than text style.
  public var displayCells: Bool
  /// Cells in the style around the array (`\substack` under a sum), neither display nor text.
  public var inheritsStyle = false
  /// Space between columns, in ems; `aligned` puts none between a right and a left column.
  public var columnGap: Double
  /// Columns pair up right-left with no gap inside a pair (`aligned`).
  public var pairsColumns: Bool
  /// Extra space below each row (`\\[4pt]`), in ems; one per row or empty.
  public var rowGaps: [Double]
  public var left: MathDelimiter?
  public var right: MathDelimiter?

  public init(
    rows: [[MathList]], alignments: [MathColumnAlignment], displayCells: Bool = false, columnGap: Double = 1,
    pairsColumns: Bool = false, rowGaps: [Double] = [], left: MathDelimiter? = nil, right: MathDelimiter? = nil
  ) {
    self.rows = rows
    self.alignments = alignments
    self.displayCells = displayCells
    self.columnGap = columnGap
    self.pairsColumns = pairsColumns
    self.rowGaps = rowGaps
    self.left = left
    self.right = right
  }

  public var columnCount: Int { rows.map(\.count).max() ?? 0 }
}

extension MathAtom {
  /// The class TeX gives the atom before rules 5 and 6.
  public var mathClass: MathClass {
    switch nucleus {
    case .symbol(_, let mathClass), .group(_, let mathClass), .bigDelimiter(_, _, let mathClass): mathClass
    case .largeOperator, .brace: .op
    case .fraction, .delimited: .inner
    case .array(let array): array.left != nil || array.right != nil ? .inner : .ord
    default: .ord
    }
  }
}
