import BubbleCore

extension MathEngine {
  /// TeX's `\delimiterfactor` (901: a delimiter may cover 90.1% of the formula) and
  /// `\delimitershortfall` (5 pt at 10 pt: or fall short of it by that much).
  static let delimiterFactor = 0.901
  static let delimiterShortfall = 0.5

  /// At most this many copies of an assembly's extenders: a delimiter around a formula tens of
  /// thousands of points tall stops growing rather than holding that many glyphs.
  static let maximumRepeats = 4000

  /// The smallest form of `scalar` at least `length` points long (tall when `vertical`, wide
  /// otherwise): a variant of the font's, else its assembly of parts, else its largest variant.
  /// Not centred: a vertical form stands on its ink bottom as the font draws it.
  func stretched(
    _ scalar: Unicode.Scalar, vertical: Bool, toCover length: Double, style: MathStyle
  ) throws(MathProblem) -> MathBox {
    guard let glyph = font.glyph(for: scalar, scriptLevel: 0) else {
      throw MathProblem("the math font has no \(Self.describe(scalar))", at: nil)
    }
    let size = size(style)
    let target = length / (size / font.unitsPerEm)
    let variants = font.variants(glyph, vertical: vertical)
    if let variant = variants.first(where: { $0.advance >= target }) {
      return glyphBox(variant.glyph, size: size)
    }
    let parts = font.assembly(glyph, vertical: vertical)
    guard parts.contains(where: \.isExtender) else {
      return glyphBox(variants.last?.glyph ?? glyph, size: size)
    }
    return assembled(parts, vertical: vertical, length: target, size: size)
  }

  /// An assembly of `parts` `length` font units long: extenders repeated as few times as reach
  /// it, the overlaps between parts shared out evenly within what their connectors allow.
  private func assembled(_ parts: [MathGlyphPart], vertical: Bool, length: Double, size: Double) -> MathBox {
    let overlap = font.minConnectorOverlap(vertical: vertical)
    let fixed = parts.filter { !$0.isExtender }
    let extenders = parts.filter(\.isExtender)
    let fixedLength = fixed.reduce(0) { $0 + $1.fullAdvance } - Double(max(fixed.count - 1, 0)) * overlap
    let perRepeat = extenders.reduce(0) { $0 + $1.fullAdvance } - Double(extenders.count) * overlap
    var repeats = 0
    if length > fixedLength, perRepeat > 0 {
      let needed = ((length - fixedLength) / perRepeat).rounded(.up)
      repeats = Int(min(needed, Double(Self.maximumRepeats)))
    }
    let sequence = parts.flatMap { $0.isExtender ? Array(repeating: $0, count: repeats) : [$0] }
    let total = sequence.reduce(0) { $0 + $1.fullAdvance }
    let even = sequence.count > 1 ? (total - length) / Double(sequence.count - 1) : 0
    let scale = size / font.unitsPerEm
    var box = MathBox()
    var position = 0.0
    for (index, part) in sequence.enumerated() {
      if vertical {
        let bottom = font.extents(part.glyph).bottom
        box.place(glyphBox(part.glyph, size: size), x: 0, y: -(position - bottom) * scale)
        box.width = max(box.width, font.advance(part.glyph) * scale)
      } else {
        box.place(glyphBox(part.glyph, size: size), x: position * scale, y: 0)
      }
      guard index + 1 < sequence.count else {
        position += part.fullAdvance
        break
      }
      let allowed = max(min(part.endConnector, sequence[index + 1].startConnector), overlap)
      position += part.fullAdvance - min(max(even, overlap), allowed)
    }
    if vertical {
      box.ascent = position * scale
      box.descent = 0
    } else {
      box.width = position * scale
    }
    box.character = nil
    return box
  }

  /// A delimiter grown to cover what reaches `ascent` above and `descent` below the baseline
  /// (rule 19), centred on the axis; `nil` (`\left.`) is TeX's null delimiter space.
  func delimiter(
    _ delimiter: MathDelimiter?, ascent: Double, descent: Double, least: Double = 0, style: MathStyle
  ) throws(MathProblem) -> MathBox {
    guard let scalar = delimiter?.scalar else { return MathBox(width: nullDelimiterSpace(style)) }
    let axis = points(constants.axisHeight, style)
    let half = max(ascent - axis, descent + axis)
    let size = max(2 * half * Self.delimiterFactor, 2 * half - Self.delimiterShortfall * self.size(style), least)
    return centredOnAxis(try stretched(scalar, vertical: true, toCover: size, style: style), style: style)
  }

  /// `content` between delimiters grown to cover it, at least `least` tall.
  func delimit(
    _ content: MathBox, left: MathDelimiter?, right: MathDelimiter?, least: Double = 0, style: MathStyle
  ) throws(MathProblem) -> MathBox {
    var box = try delimiter(left, ascent: content.ascent, descent: content.descent, least: least, style: style)
    box.append(content)
    box.append(try delimiter(right, ascent: content.ascent, descent: content.descent, least: least, style: style))
    box.italic = 0
    return box
  }

  /// `\left… \middle… \right…`: every delimiter covers the tallest part.
  func delimited(_ delimited: MathDelimited, style: MathStyle) throws(MathProblem) -> MathBox {
    var parts: [MathBox] = []
    for part in delimited.parts {
      parts.append(try layout(part, style: style))
    }
    let ascent = parts.map(\.ascent).max() ?? 0
    let descent = parts.map(\.descent).max() ?? 0
    var box = try delimiter(delimited.left, ascent: ascent, descent: descent, style: style)
    for (index, part) in parts.enumerated() {
      box.append(part)
      if index < delimited.middles.count {
        box.append(try delimiter(delimited.middles[index], ascent: ascent, descent: descent, style: style))
      }
    }
    box.append(try delimiter(delimited.right, ascent: ascent, descent: descent, style: style))
    box.italic = 0
    return box
  }

  /// `\big` to `\Bigg`: amsmath's 1.2, 1.8, 2.4 and 3 em, taken as `\left` takes its formula.
  func big(_ delimiter: MathDelimiter, size step: Int, style: MathStyle) throws(MathProblem) -> MathBox {
    let height = [1.2, 1.8, 2.4, 3.0][min(max(step, 1), 4) - 1] * size(style)
    let axis = points(constants.axisHeight, style)
    return try self.delimiter(delimiter, ascent: axis + height / 2, descent: height / 2 - axis, style: style)
  }
}
