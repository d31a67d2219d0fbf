extension RGBColor: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let color = RGBColor(hex: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
    }
    self = color
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexString)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var hexString: String {
    func byte(_ value: Double) -> String {
      // Saturated: a channel of a colour built in code may be out of range, or NaN (written as 00).
      let text = String(UInt8.saturating(value * 255), radix: 16, uppercase: true)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }
}
