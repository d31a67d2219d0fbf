/// quote-api's `backgroundColor`: the bubbles' colour, as two colours a bubble's gradient runs
/// between. `"#a/#b"` gives both; `"//#a"` a lighter and a darker shade of `#a` (its default
/// is `"//#292232"`); one colour is both. A colour is `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`,
/// a CSS name, or `random`: a colour from `randomChoices` picked by the request itself, so the
/// same request draws the same.
public struct QuoteBackground: Sendable, Hashable, Codable {
  public var colorOne: RGBColor
  public var colorTwo: RGBColor

  public init(colorOne: RGBColor, colorTwo: RGBColor) {
    self.colorOne = colorOne
    self.colorTwo = colorTwo
  }

  public static let defaultValue = "//#292232"

  /// `text` read as quote-api reads it, or why not; `seed` picks `random`'s colour.
  public init(parsing text: String, seed: Int = 0) throws(QuoteColorProblem) {
    let halves = text.split(separator: "/", omittingEmptySubsequences: false)
    if halves.count > 1, !halves[0].isEmpty {
      self.init(
        colorOne: try Self.color(String(halves[0]), seed: seed),
        colorTwo: try Self.color(String(halves[1]), seed: seed))
    } else if text.hasPrefix("//") {
      let base = try Self.color(String(text.dropFirst(2)), seed: seed)
      self.init(colorOne: base.luminance(0.35), colorTwo: base.luminance(-0.15))
    } else {
      let base = try Self.color(text, seed: seed)
      self.init(colorOne: base, colorTwo: base)
    }
  }

  /// Light bubbles get dark text and the light palette (quote-api's `lightOrDark` of the first
  /// colour: its perceived brightness over half).
  public var isLight: Bool { colorOne.perceivedBrightness > 0.5 }

  /// The colour halfway between the two: a bubble drawn in one colour.
  public var middle: RGBColor {
    RGBColor(
      red: (colorOne.red + colorTwo.red) / 2, green: (colorOne.green + colorTwo.green) / 2,
      blue: (colorOne.blue + colorTwo.blue) / 2, alpha: (colorOne.alpha + colorTwo.alpha) / 2)
  }

  /// Telegram's accent colours, which `random` picks from.
  public static let randomChoices: [UInt32] = [
    0x292232, 0x1B1429, 0x222B3C, 0x3C2A21, 0x1E3A2F, 0x2A2F45, 0xE7E4F0, 0xFFE5D0, 0xD9F2E6, 0xDCE8FA,
  ]

  static func color(_ text: String, seed: Int) throws(QuoteColorProblem) -> RGBColor {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    if trimmed == "random" {
      return RGBColor(rgb: randomChoices[Int(UInt(bitPattern: seed) % UInt(randomChoices.count))])
    }
    if let named = CSSColorNames.table[trimmed] { return RGBColor(rgb: named) }
    if let hex = RGBColor(hex: trimmed), [4, 7, 9].contains(trimmed.count) { return hex }
    if let functional = functionalRGB(trimmed) { return functional }
    throw QuoteColorProblem(text: text)
  }

  /// `rgb(r, g, b)` or `rgba(r, g, b, a)`, components 0 to 255, alpha 0 to 1.
  private static func functionalRGB(_ text: String) -> RGBColor? {
    guard text.hasSuffix(")"), let open = text.firstIndex(of: "("),
      ["rgb", "rgba"].contains(String(text[..<open]))
    else { return nil }
    let parts = text[text.index(after: open)..<text.index(before: text.endIndex)]
      .split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 3 || parts.count == 4, parts.allSatisfy({ $0 != nil }) else { return nil }
    let values = parts.compactMap { $0 }
    guard values.prefix(3).allSatisfy({ (0...255).contains($0) }), values.count == 3 || (0...1).contains(values[3])
    else { return nil }
    return RGBColor(
      red: values[0] / 255, green: values[1] / 255, blue: values[2] / 255, alpha: values.count == 4 ? values[3] : 1)
  }
}

/// A `backgroundColor` that names no colour.
public struct QuoteColorProblem: Error, Sendable, CustomStringConvertible {
  public var text: String
  public var description: String {
    "expected a colour (#rgb, #rrggbb, rgb(…), a CSS name or random), \"a/b\" or \"//a\", not \(quoted(text))"
  }
}

extension RGBColor {
  /// Each channel moved by `amount` of itself, as quote-api's `colorLuminance` does: 0.35 is a
  /// third lighter, -0.15 a little darker.
  public func luminance(_ amount: Double) -> RGBColor {
    func moved(_ channel: Double) -> Double { (min(max(0, channel + channel * amount), 1) * 255).rounded() / 255 }
    return RGBColor(red: moved(red), green: moved(green), blue: moved(blue), alpha: alpha)
  }

  /// HSP brightness, 0 to 1 (quote-api's `lightOrDark` compares it with a half).
  public var perceivedBrightness: Double {
    (0.299 * red * red + 0.587 * green * green + 0.114 * blue * blue).squareRoot()
  }
}
