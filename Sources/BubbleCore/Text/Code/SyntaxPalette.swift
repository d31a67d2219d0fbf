/// The colours of a code block: one for each token kind (kinds without one keep the text's
/// colour), with the block's own text and background colours as the palette was drawn on.
public struct SyntaxPalette: Sendable, Hashable {
  public var colors: [CodeTokenKind: RGBColor]
  /// Plain code's colour: what the token colours were chosen against.
  public var foreground: RGBColor
  public var background: RGBColor

  public init(colors: [CodeTokenKind: RGBColor], foreground: RGBColor, background: RGBColor) {
    self.colors = colors
    self.foreground = foreground
    self.background = background
  }

  public func color(for kind: CodeTokenKind) -> RGBColor? { colors[kind] }

  /// The tokens as attribute runs of a `StyledText` (colour only), in order.
  public func runs(for tokens: [CodeToken]) -> [StyledRun] {
    tokens.compactMap { token in
      color(for: token.kind).map { StyledRun(utf8Range: token.utf8Range, attributes: TextAttributes(color: $0)) }
    }
  }

  /// A light code block like ChatGPT's and Claude's in light mode: rose keywords, green strings,
  /// blue numbers and constants, violet functions, grey comments, on near-white.
  public static let light = SyntaxPalette(
    colors: [
      .keyword: RGBColor(rgb: 0xC4264A),
      .type: RGBColor(rgb: 0x8F5200),
      .string: RGBColor(rgb: 0x177A3D),
      .number: RGBColor(rgb: 0x0B5CAD),
      .comment: RGBColor(rgb: 0x636B75),
      .function: RGBColor(rgb: 0x7340C4),
      .constant: RGBColor(rgb: 0x0B5CAD),
      .operator: RGBColor(rgb: 0x1F7A8C),
      .punctuation: RGBColor(rgb: 0x5A6270),
      .property: RGBColor(rgb: 0x0B5CAD),
      .tag: RGBColor(rgb: 0x177A3D),
      .variable: RGBColor(rgb: 0xB3501A),
      .escape: RGBColor(rgb: 0xA0308A),
      .decorator: RGBColor(rgb: 0x7340C4),
      .meta: RGBColor(rgb: 0x9A6700),
      .heading: RGBColor(rgb: 0x0B5CAD),
      .inserted: RGBColor(rgb: 0x177A3D),
      .deleted: RGBColor(rgb: 0xC0242F),
    ],
    foreground: RGBColor(rgb: 0x24292E), background: RGBColor(rgb: 0xF7F7F8))

  /// A dark code block like ChatGPT's: blue keywords, green strings, pink numbers, red function
  /// names, orange types and keys, grey comments, on near-black.
  public static let dark = SyntaxPalette(
    colors: [
      .keyword: RGBColor(rgb: 0x3A9BDC),
      .type: RGBColor(rgb: 0xE99A1A),
      .string: RGBColor(rgb: 0x14A980),
      .number: RGBColor(rgb: 0xE0417F),
      .comment: RGBColor(rgb: 0x8C8C8C),
      .function: RGBColor(rgb: 0xEF4B55),
      .constant: RGBColor(rgb: 0xE0417F),
      .operator: RGBColor(rgb: 0xB9C0C8),
      .punctuation: RGBColor(rgb: 0xA6A6A6),
      .property: RGBColor(rgb: 0xE99A1A),
      .tag: RGBColor(rgb: 0xEF4B55),
      .variable: RGBColor(rgb: 0xE0417F),
      .escape: RGBColor(rgb: 0xE99A1A),
      .decorator: RGBColor(rgb: 0xC792EA),
      .meta: RGBColor(rgb: 0xA98BE0),
      .heading: RGBColor(rgb: 0x3A9BDC),
      .inserted: RGBColor(rgb: 0x35B36A),
      .deleted: RGBColor(rgb: 0xF05A5A),
    ],
    foreground: RGBColor(rgb: 0xE8E8E8), background: RGBColor(rgb: 0x111111))
}
