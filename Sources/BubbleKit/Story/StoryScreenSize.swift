import BubbleCore

/// A story's video size (`bubbles animate --screen`, `screen=` of `/v1/animate`) in pixels, a preset (9:16, 1:1, 16:9) or WxH, as
/// a phone screen in points at the largest scale (3, 2 or 1) that divides it into a screen.
public struct StoryScreenSize: Sendable, Hashable {
  public var pixelWidth: Int
  public var pixelHeight: Int

  public static let presets: [(name: String, width: Int, height: Int)] = [
    ("9:16", 1080, 1920), ("1:1", 1080, 1080), ("16:9", 1920, 1080),
  ]

  public static let help = "9:16 (1080x1920), 1:1 (1080x1080), 16:9 (1920x1080), or WIDTHxHEIGHT in pixels"

  public init?(parsing text: String) {
    if let preset = Self.presets.first(where: { $0.name == text }) {
      (pixelWidth, pixelHeight) = (preset.width, preset.height)
      return
    }
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
    (pixelWidth, pixelHeight) = (width, height)
    guard screen != nil else { return nil }
  }

  /// The screen in points and its pixels per point: the largest scale whose screen is within
  /// `ScreenOptions`' ranges; `nil` when none is.
  public var screen: (size: Size, scale: Int)? {
    for scale in [3, 2, 1] where pixelWidth % scale == 0 && pixelHeight % scale == 0 {
      let size = Size(width: Double(pixelWidth / scale), height: Double(pixelHeight / scale))
      if ScreenOptions.widthRange.contains(size.width), ScreenOptions.heightRange.contains(size.height) {
        return (size, scale)
      }
    }
    return nil
  }

  /// What a size that is none of these is told, `name` being the option or parameter.
  public static func problem(_ text: String, name: String = "--screen") -> String {
    let width = ScreenOptions.widthRange
    let height = ScreenOptions.heightRange
    return
      "\(name) must be \(help), a screen of \(formatNumber(width.lowerBound)) to \(formatNumber(width.upperBound)) "
      + "by \(formatNumber(height.lowerBound)) to \(formatNumber(height.upperBound)) points at 1, 2 or 3 pixels "
      + "a point, not \(text)"
  }
}
