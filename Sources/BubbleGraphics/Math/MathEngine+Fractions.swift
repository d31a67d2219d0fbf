import BubbleCore

extension MathEngine {
  /// TeX's null delimiter space (1.2 pt at 10 pt) on each side of a fraction.
  func nullDelimiterSpace(_ style: MathStyle) -> Double { 0.12 * size(style) }

  /// Rule 15: numerator and denominator shifted from the axis by the font's shifts, at least its
  /// gaps apart from the bar (or from each other, without one), centred over each other.
  func fraction(_ fraction: MathFraction, style outer: MathStyle) throws(MathProblem) -> MathBox {
    let style = fraction.style.map { MathStyle(level: $0, cramped: outer.cramped) } ?? outer
    let numerator = try layout(fraction.numerator, style: style.numerator)
    let denominator = try layout(fraction.denominator, style: style.denominator)
    let c = constants
    let display = style.isDisplay
    let axis = points(c.axisHeight, style)
    var up: Double
    var down: Double
    var thickness = 0.0
    if fraction.hasRule {
      thickness = points(c.fractionRuleThickness, style)
      up = points(display ? c.fractionNumeratorDisplayStyleShiftUp : c.fractionNumeratorShiftUp, style)
      down = points(display ? c.fractionDenominatorDisplayStyleShiftDown : c.fractionDenominatorShiftDown, style)
      let numeratorGap = points(display ? c.fractionNumDisplayStyleGapMin : c.fractionNumeratorGapMin, style)
      let denominatorGap = points(display ? c.fractionDenomDisplayStyleGapMin : c.fractionDenominatorGapMin, style)
      up = max(up, axis + thickness / 2 + numeratorGap + numerator.descent)
      down = max(down, denominatorGap + thickness / 2 - axis + denominator.ascent)
    } else {
      up = points(display ? c.stackTopDisplayStyleShiftUp : c.stackTopShiftUp, style)
      down = points(display ? c.stackBottomDisplayStyleShiftDown : c.stackBottomShiftDown, style)
      let gap = (up - numerator.descent) - (denominator.ascent - down)
      let minimum = points(display ? c.stackDisplayStyleGapMin : c.stackGapMin, style)
      if gap < minimum {
        up += (minimum - gap) / 2
        down += (minimum - gap) / 2
      }
    }
    let hasDelimiters = fraction.left != nil || fraction.right != nil
    let pad = hasDelimiters ? 0 : nullDelimiterSpace(style)
    let width = max(numerator.width, denominator.width)
    var box = MathBox()
    box.place(numerator, x: pad + (width - numerator.width) / 2, y: -up)
    box.place(denominator, x: pad + (width - denominator.width) / 2, y: down)
    if fraction.hasRule {
      box.rules.append(Rect(x: pad, y: -(axis + thickness / 2), width: width, height: thickness))
      box.ascent = max(box.ascent, axis + thickness / 2)
    }
    box.width = width + 2 * pad
    guard hasDelimiters else { return box }
    // TeX's delim1 and delim2: the size of \binom's parentheses.
    let least = (display ? 2.39 : 1.01) * size(style)
    return try delimit(box, left: fraction.left, right: fraction.right, least: least, style: style)
  }

  // MARK: Radicals

  /// Rule 11: the radical sign grown to cover the cramped radicand with the font's gap above it,
  /// its overbar at the sign's top; a degree in scriptscript style raised by the font's percentage.
  func radical(_ radicand: MathList, degree: MathList?, style: MathStyle) throws(MathProblem) -> MathBox {
    let body = try layout(radicand, style: style.crampedStyle)
    let c = constants
    let thickness = points(c.radicalRuleThickness, style)
    var gap = points(style.isDisplay ? c.radicalDisplayStyleVerticalGap : c.radicalVerticalGap, style)
    let needed = body.ascent + body.descent + gap + thickness
    let sign = try stretched("\u{221A}", vertical: true, toCover: needed, style: style)
    let extra = sign.ascent + sign.descent - needed
    if extra > 0 { gap += extra / 2 }
    let top = body.ascent + gap + thickness
    let placedSign = sign.shifted(down: sign.ascent - top)
    var root = MathBox()
    root.place(placedSign, x: 0, y: 0)
    root.place(body, x: sign.width, y: 0)
    root.rules.append(Rect(x: sign.width, y: -top, width: body.width, height: thickness))
    root.ascent = top + points(c.radicalExtraAscender, style)
    root.width = sign.width + body.width
    guard let degree else { return root }
    let index = try layout(degree, style: MathStyle(level: .scriptScript, cramped: true))
    let before = points(c.radicalKernBeforeDegree, style)
    let after = points(c.radicalKernAfterDegree, style)
    let raise = c.radicalDegreeBottomRaisePercent / 100 * (placedSign.ascent + placedSign.descent)
    let indexBaseline = placedSign.descent - raise
    // The sign starts after the degree and its (negative) kern, never left of the box.
    let signX = max(0, before + index.width + after)
    var box = MathBox()
    box.place(index, x: signX - after - index.width, y: indexBaseline)
    box.place(root, x: signX, y: 0)
    box.width = signX + root.width
    return box
  }

  // MARK: Lines and frames

  func overline(_ list: MathList, style: MathStyle) throws(MathProblem) -> MathBox {
    let c = constants
    var box = try layout(list, style: style.crampedStyle)
    let thickness = points(c.overbarRuleThickness, style)
    let top = box.ascent + points(c.overbarVerticalGap, style) + thickness
    box.rules.append(Rect(x: 0, y: -top, width: box.width, height: thickness))
    box.ascent = top + points(c.overbarExtraAscender, style)
    box.character = nil
    return box
  }

  func underline(_ list: MathList, style: MathStyle) throws(MathProblem) -> MathBox {
    let c = constants
    var box = try layout(list, style: style)
    let thickness = points(c.underbarRuleThickness, style)
    let bottom = box.descent + points(c.underbarVerticalGap, style)
    box.rules.append(Rect(x: 0, y: bottom, width: box.width, height: thickness))
    box.descent = bottom + thickness + points(c.underbarExtraDescender, style)
    box.character = nil
    return box
  }

  /// `\boxed`: a 0.4 pt frame 3 pt around the content (at 10 pt), as LaTeX's `\fbox`.
  func boxed(_ list: MathList, style: MathStyle) throws(MathProblem) -> MathBox {
    let content = try layout(list, style: style)
    let rule = 0.04 * size(style)
    let pad = 0.3 * size(style)
    let width = content.width + 2 * (pad + rule)
    let top = content.ascent + pad + rule
    let height = top + content.descent + pad + rule
    var box = MathBox()
    box.place(content, x: pad + rule, y: 0)
    box.rules += [
      Rect(x: 0, y: -top, width: width, height: rule), Rect(x: 0, y: -top + height - rule, width: width, height: rule),
      Rect(x: 0, y: -top, width: rule, height: height), Rect(x: width - rule, y: -top, width: rule, height: height),
    ]
    box.width = width
    box.ascent = top
    box.descent = height - top
    return box
  }
}
