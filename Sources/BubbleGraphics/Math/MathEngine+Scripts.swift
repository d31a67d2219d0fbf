import BubbleCore

extension MathEngine {
  /// What the scripts attach to, which decides where they go.
  enum ScriptBase {
    /// A character: scripts by the font's shifts; the superscript after the italic correction.
    case character
    /// `\sum`, `\int`: limits above and below where asked, else the subscript tucked under the slant.
    case largeOperator
    /// `\lim`, `\operatorname*`, `\overbrace`: limits where asked.
    case operatorGroup
    /// Anything else: scripts hang from the box's top and bottom (rule 18a).
    case box
  }

  /// The atom's nucleus `base` with its scripts (rules 13 and 18), or `base` alone (a character
  /// then takes its italic correction into its width).
  func scripts(of atom: MathAtom, on base: MathBox, style: MathStyle, kind: ScriptBase) throws(MathProblem) -> MathBox {
    guard atom.hasScripts else {
      var box = base
      // TeX's kern after a slanted character: in the width from now on.
      if kind == .character {
        box.width += box.italic
        box.italic = 0
      }
      return box
    }
    let superscript = try atom.superscript.map { list throws(MathProblem) in
      try layout(list, style: style.superscript)
    }
    let lowerScript = try atom.lowerScript.map { list throws(MathProblem) in
      try layout(list, style: style.subscripted)
    }
    let takesLimits =
      (kind == .largeOperator || kind == .operatorGroup)
      && (atom.limits == .always || (atom.limits == .displayOnly && style.isDisplay))
    if takesLimits {
      return limits(base, over: superscript, under: lowerScript, italic: base.italic, style: style)
    }
    return attach(superscript: superscript, lowerScript: lowerScript, to: base, style: style, kind: kind)
  }

  /// Scripts beside the base (rule 18 with the OpenType MATH constants).
  private func attach(
    superscript: MathBox?, lowerScript: MathBox?, to base: MathBox, style: MathStyle, kind: ScriptBase
  ) -> MathBox {
    let c = constants
    var up = 0.0
    var down = 0.0
    if kind != .character {
      up = base.ascent - points(c.superscriptBaselineDropMax, style.superscript)
      down = base.descent + points(c.subscriptBaselineDropMin, style.subscripted)
    }
    if let superscript {
      let shift = style.cramped ? c.superscriptShiftUpCramped : c.superscriptShiftUp
      up = max(up, points(shift, style), superscript.descent + points(c.superscriptBottomMin, style))
    }
    if let lowerScript {
      down = max(down, points(c.subscriptShiftDown, style))
      if superscript == nil {
        down = max(down, lowerScript.ascent - points(c.subscriptTopMax, style))
      }
    }
    if let superscript, let lowerScript {
      let gap = (up - superscript.descent) - (lowerScript.ascent - down)
      let minimum = points(c.subSuperscriptGapMin, style)
      if gap < minimum {
        down += minimum - gap
        // Raise both while the superscript's bottom is below its limit, keeping the gap.
        let lift = points(c.superscriptBottomMaxWithSubscript, style) - (up - superscript.descent)
        if lift > 0 {
          up += lift
          down -= lift
        }
      }
    }
    // A slanted character's superscript clears the slant; an integral's subscript tucks under it.
    let superscriptX = kind == .character ? base.width + base.italic : base.width
    let lowerScriptX = kind == .largeOperator ? base.width - base.italic : base.width
    var box = base
    box.italic = 0
    var right = base.width + (superscript == nil ? base.italic : 0)
    if let superscript {
      box.place(superscript, x: superscriptX, y: -up)
      right = max(right, superscriptX + superscript.width)
    }
    if let lowerScript {
      box.place(lowerScript, x: lowerScriptX, y: down)
      right = max(right, lowerScriptX + lowerScript.width)
    }
    box.width = right + points(c.spaceAfterScript, style)
    return box
  }

  /// Limits centred above and below the base, shifted by half its italic correction each way.
  func limits(_ base: MathBox, over: MathBox?, under: MathBox?, italic: Double, style: MathStyle) -> MathBox {
    let c = constants
    let width = max(base.width, (over?.width ?? 0) + italic / 2, (under?.width ?? 0) + italic / 2)
    var box = MathBox()
    box.place(base, x: (width - base.width) / 2, y: 0)
    if let over {
      let rise = max(points(c.upperLimitBaselineRiseMin, style), points(c.upperLimitGapMin, style) + over.descent)
      box.place(over, x: (width - over.width + italic) / 2, y: -(base.ascent + rise))
    }
    if let under {
      let drop = max(points(c.lowerLimitBaselineDropMin, style), points(c.lowerLimitGapMin, style) + under.ascent)
      box.place(under, x: (width - under.width - italic) / 2, y: base.descent + drop)
    }
    box.width = width
    box.character = nil
    return box
  }

  /// `\overset`, `\underset`, `\stackrel`: marks in script style above or below the base, as limits.
  func stack(_ base: MathList, over: MathList?, under: MathList?, style: MathStyle) throws(MathProblem) -> MathBox {
    let baseBox = try layout(base, style: style)
    let overBox = try over.map { list throws(MathProblem) in try layout(list, style: style.superscript) }
    let underBox = try under.map { list throws(MathProblem) in try layout(list, style: style.subscripted) }
    return limits(baseBox, over: overBox, under: underBox, italic: 0, style: style)
  }
}
