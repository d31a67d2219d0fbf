import BubbleCore

extension MathEngine {
  /// Rule 12 with the MATH table: the accent's attachment point over the base's (a character's
  /// own, else the middle), raised by as much as the base stands above `accentBaseHeight`. A wide
  /// accent takes the largest variant no wider than the base; an arrow over (`\overrightarrow`)
  /// grows to the base's width and stands above it.
  func accent(_ accent: MathAccent, style: MathStyle) throws(MathProblem) -> MathBox {
    let base = try layout(accent.base, style: style.crampedStyle)
    guard Self.isCombining(accent.scalar) else {
      let arrow = try stretched(accent.scalar, vertical: false, toCover: base.width, style: style)
      let gap = points(constants.stretchStackGapBelowMin, style)
      var box = base
      let x = (base.width - arrow.width) / 2
      box.place(arrow, x: x, y: -(base.ascent + gap + arrow.descent))
      box.width = base.width
      box.character = nil
      return box
    }
    guard var glyph = font.glyph(for: accent.scalar, scriptLevel: 0) else {
      throw MathProblem("the math font has no accent \(Self.describe(accent.scalar))", at: nil)
    }
    let scale = scale(style)
    if accent.stretches {
      let fitting = font.variants(glyph, vertical: false).filter { $0.advance * scale <= base.width }
      glyph = fitting.last?.glyph ?? glyph
    }
    let mark = glyphBox(glyph, size: size(style))
    let baseAttachment = base.character.map { font.topAccentAttachment($0) * scale } ?? base.width / 2
    let markAttachment = font.topAccentAttachment(glyph) * scale
    let raise = max(0, base.ascent - points(constants.accentBaseHeight, style))
    var box = base
    box.place(mark, x: baseAttachment - markAttachment, y: -raise)
    box.width = base.width
    box.italic = base.italic
    box.character = nil
    return box
  }

  static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    (0x300...0x36F).contains(scalar.value) || (0x20D0...0x20FF).contains(scalar.value)
  }

  /// `\overbrace`, `\underbrace`: a brace grown to the base's width, the font's stretch-stack gap
  /// away; its script becomes a limit beyond it.
  func brace(_ list: MathList, over: Bool, style: MathStyle) throws(MathProblem) -> MathBox {
    let base = try layout(list, style: style)
    let scalar: Unicode.Scalar = over ? "\u{23DE}" : "\u{23DF}"
    let brace = try stretched(scalar, vertical: false, toCover: base.width, style: style)
    var box = base
    let x = (base.width - brace.width) / 2
    if over {
      let gap = points(constants.stretchStackGapBelowMin, style)
      box.place(brace, x: x, y: -(base.ascent + gap + brace.descent))
    } else {
      let gap = points(constants.stretchStackGapAboveMin, style)
      box.place(brace, x: x, y: base.descent + gap + brace.ascent)
    }
    box.width = max(base.width, brace.width)
    box.italic = 0
    box.character = nil
    return box
  }
}
