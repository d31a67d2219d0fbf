/// The math alphabets of `\mathbf`, `\mathbb` … as Unicode's Mathematical Alphanumeric Symbols,
/// with the letters Unicode had encoded before (ℎ, ℝ, ℬ …) at their older places.
public enum MathAlphabet: Sendable, Hashable {
  /// The default: Latin and lowercase Greek letters italic, capital Greek and digits upright.
  case italic
  case roman, bold, boldItalic, blackboard, calligraphic, fraktur, sansSerif, monospace

  /// The scalar `scalar` is drawn with in this alphabet (unchanged when the alphabet lacks it).
  public func map(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    switch value {
    case 0x41...0x5A: return latin(value - 0x41, capital: true) ?? scalar
    case 0x61...0x7A: return latin(value - 0x61, capital: false) ?? scalar
    case 0x30...0x39: return digit(value - 0x30) ?? scalar
    default: return greek(scalar) ?? scalar
    }
  }

  private func latin(_ index: UInt32, capital: Bool) -> Unicode.Scalar? {
    let letter = Character(Unicode.Scalar(index + (capital ? 0x41 : 0x61)) ?? "?")
    if let older = (capital ? Self.olderCapitals : Self.olderSmalls)[self]?[letter] {
      return Unicode.Scalar(older)
    }
    let start: UInt32? =
      switch self {
      case .italic: capital ? 0x1D434 : 0x1D44E
      case .roman: nil
      case .bold: capital ? 0x1D400 : 0x1D41A
      case .boldItalic: capital ? 0x1D468 : 0x1D482
      case .blackboard: capital ? 0x1D538 : 0x1D552
      case .calligraphic: capital ? 0x1D49C : 0x1D4B6
      case .fraktur: capital ? 0x1D504 : 0x1D51E
      case .sansSerif: capital ? 0x1D5A0 : 0x1D5BA
      case .monospace: capital ? 0x1D670 : 0x1D68A
      }
    return start.flatMap { Unicode.Scalar($0 + index) }
  }

  private func digit(_ index: UInt32) -> Unicode.Scalar? {
    let start: UInt32? =
      switch self {
      case .bold, .boldItalic: 0x1D7CE
      case .blackboard: 0x1D7D8
      case .sansSerif: 0x1D7E2
      case .monospace: 0x1D7F6
      default: nil
      }
    return start.flatMap { Unicode.Scalar($0 + index) }
  }

  /// Greek in the order of the math alphanumeric blocks: 25 capitals (ϴ in the gap after Ρ), ∇,
  /// then 25 smalls (ς after ρ), ∂ and the variant forms ϵ ϑ ϰ ϕ ϱ ϖ.
  private func greek(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let value = scalar.value
    let index: UInt32
    let capital: Bool
    switch value {
    case 0x391...0x3A9:
      (index, capital) = (value - 0x391, true)
    case 0x3B1...0x3C9:
      (index, capital) = (value - 0x3B1 + 26, false)
    default:
      guard let variant = Self.greekVariants.firstIndex(of: value) else { return nil }
      (index, capital) = (UInt32(51 + variant), false)
    }
    // As TeX: small Greek stays italic in every alphabet but bold italic; capitals are upright
    // unless bold.
    let start: UInt32? =
      switch self {
      case .boldItalic: 0x1D71C
      case .bold: capital ? 0x1D6A8 : 0x1D6E2
      default: capital ? nil : 0x1D6E2
      }
    return start.flatMap { Unicode.Scalar($0 + index) }
  }

  private static let greekVariants: [UInt32] = [0x2202, 0x3F5, 0x3D1, 0x3F0, 0x3D5, 0x3F1, 0x3D6]

  private static let olderCapitals: [MathAlphabet: [Character: UInt32]] = [
    .blackboard: ["C": 0x2102, "H": 0x210D, "N": 0x2115, "P": 0x2119, "Q": 0x211A, "R": 0x211D, "Z": 0x2124],
    .calligraphic: [
      "B": 0x212C, "E": 0x2130, "F": 0x2131, "H": 0x210B, "I": 0x2110, "L": 0x2112, "M": 0x2133, "R": 0x211B,
    ],
    .fraktur: ["C": 0x212D, "H": 0x210C, "I": 0x2111, "R": 0x211C, "Z": 0x2128],
  ]

  private static let olderSmalls: [MathAlphabet: [Character: UInt32]] = [
    .italic: ["h": 0x210E],
    .calligraphic: ["e": 0x212F, "g": 0x210A, "o": 0x2134],
  ]
}
