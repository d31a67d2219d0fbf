import BubbleCore

/// One glyph of the math font, placed: `x` from the formula's left, `y` its baseline, downward
/// from the formula's baseline, both in points.
public struct MathGlyph: Sendable, Hashable {
  public var glyph: UInt32
  /// The font size it is drawn at, in points (smaller in scripts).
  public var size: Double
  public var x: Double
  public var y: Double

  public init(glyph: UInt32, size: Double, x: Double, y: Double) {
    self.glyph = glyph
    self.size = size
    self.x = x
    self.y = y
  }
}

/// A typeset formula: measured once by `MathTypesetter`, drawn as it is. The origin is the left
/// end of the baseline; `ascent` reaches above it and `descent` below (a caller sets inline math
/// on its text line's baseline, reserving both).
public struct MathLayout: Sendable, Hashable {
  public var width: Double
  public var ascent: Double
  public var descent: Double
  /// How far the last glyph's slant leans past `width` (a following upright glyph keeps clear).
  public var italicCorrection: Double
  public var glyphs: [MathGlyph]
  /// Fraction bars, root overbars, over- and underlines, frames, in the same coordinates.
  public var rules: [Rect]

  public init(
    width: Double, ascent: Double, descent: Double, italicCorrection: Double = 0, glyphs: [MathGlyph] = [],
    rules: [Rect] = []
  ) {
    self.width = width
    self.ascent = ascent
    self.descent = descent
    self.italicCorrection = italicCorrection
    self.glyphs = glyphs
    self.rules = rules
  }

  public var size: Size { Size(width: width, height: ascent + descent) }
}

/// A box of TeX's: width, height above the baseline, depth below, and what it draws relative to
/// its origin (the left end of its baseline, y downward).
struct MathBox {
  var width = 0.0
  var ascent = 0.0
  var descent = 0.0
  var italic = 0.0
  var glyphs: [MathGlyph] = []
  var rules: [Rect] = []
  /// The single glyph it is, for a character's scripts and accents (`nil`: built of more).
  var character: UInt32?

  /// Draws `other` with its origin at (`x`, `y`) of this box, growing this box to hold it.
  mutating func place(_ other: MathBox, x: Double, y: Double) {
    glyphs.reserveCapacity(glyphs.count + other.glyphs.count)
    for glyph in other.glyphs {
      glyphs.append(MathGlyph(glyph: glyph.glyph, size: glyph.size, x: glyph.x + x, y: glyph.y + y))
    }
    for rule in other.rules {
      rules.append(rule.offsetBy(dx: x, dy: y))
    }
    ascent = max(ascent, other.ascent - y)
    descent = max(descent, other.descent + y)
    width = max(width, x + other.width)
    character = nil
  }

  /// Appends `other` on the baseline after what this box holds.
  mutating func append(_ other: MathBox) {
    let x = width
    place(other, x: x, y: 0)
    width = x + other.width
    italic = other.italic
  }

  mutating func appendSpace(_ space: Double) {
    width += space
    italic = 0
  }

  /// Moves everything down by `dy` (up when negative).
  func shifted(down dy: Double) -> MathBox {
    var box = MathBox(width: width, italic: italic)
    box.place(self, x: 0, y: dy)
    box.ascent = ascent - dy
    box.descent = descent + dy
    box.character = character
    return box
  }

  var layout: MathLayout {
    MathLayout(width: width, ascent: ascent, descent: descent, italicCorrection: italic, glyphs: glyphs, rules: rules)
  }
}
