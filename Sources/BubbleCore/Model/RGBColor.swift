/// An sRGB colour with alpha, components 0...1.
public struct RGBColor: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `0xRRGGBB` with an alpha byte, as `#RRGGBB` (or `#RRGGBBAA`) parses: for defaults written in
  /// code, which cannot fail as parsing can.
  public init(rgb: UInt32, alpha: UInt8 = 0xFF) {
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255,
      alpha: Double(alpha) / 255)
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    var digits = Array(hex.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count == 6 || digits.count == 8,
      let value = UInt32(String(digits), radix: 16)
    else { return nil }
    let hasAlpha = digits.count == 8
    let rgb = hasAlpha ? value >> 8 : value
    self.init(
      red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
      blue: Double(rgb & 0xFF) / 255, alpha: hasAlpha ? Double(value & 0xFF) / 255 : 1)
  }

  public func withAlpha(_ alpha: Double) -> RGBColor {
    RGBColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour laid over `base` (itself taken as opaque): what the eye sees there.
  public func composited(over base: RGBColor) -> RGBColor {
    let a = min(max(alpha, 0), 1)
    return RGBColor(
      red: red * a + base.red * (1 - a), green: green * a + base.green * (1 - a),
      blue: blue * a + base.blue * (1 - a))
  }

  public static let black = RGBColor(red: 0, green: 0, blue: 0)
  public static let white = RGBColor(red: 1, green: 1, blue: 1)
  public static let clear = RGBColor(red: 0, green: 0, blue: 0, alpha: 0)
}
