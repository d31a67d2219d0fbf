import BubbleCore

/// What the `quote` job makes of a conversation's bubbles, cut out of a clear canvas: a sticker,
/// a picture on a wallpaper, a story, or the bubbles as drawn. quote-api's `type`s are these.
public enum QuoteShape: Sendable, Hashable, Codable {
  /// A sticker by a platform's rules.
  case sticker(StickerPlatform)
  /// quote-api's `image`: the bubbles at `pixelsPerPoint` on a wallpaper glowing from
  /// `backdrop`, with 95 x 75 points of it around them.
  case backdrop(QuoteBackdrop, pixelsPerPoint: Double)
  /// quote-api's `stories`: 720 x 1280 px of wallpaper with the bubbles in the middle, at most
  /// 500 x 1060 px of them.
  case story(QuoteBackdrop)
  /// The bubbles as drawn, at `pixelsPerPoint`, cut to their edges.
  case cutOut(pixelsPerPoint: Double)
  /// quote-api's `quote`: a Telegram sticker, unless the bubbles at `pixelsPerPoint` are taller
  /// than `tallQuoteHeight`: then they come cut out, as PNG.
  case quoteSticker(pixelsPerPoint: Double)

  /// quote-api's limit: a taller quote is no sticker.
  public static let tallQuoteHeight = 2048

  /// Whether bubbles this many pixels high are too tall for quote-api's sticker.
  public static func isTall(pixelHeight: Double) -> Bool { pixelHeight > Double(tallQuoteHeight) }
  public static func isTall(pixelHeight: Int) -> Bool { isTall(pixelHeight: Double(pixelHeight)) }

  /// quote-api scales up to 20 pixels per point.
  public static let pixelsPerPointRange: ClosedRange<Double> = 1...20
  public static let storySize = (width: 720, height: 1280)
  /// The wallpaper around a `backdrop`'s bubbles, in points (quote-api's 95 and 75).
  public static let backdropPadding = (width: 95.0, height: 75.0)
  /// The story's wallpaper around its bubbles, at least (quote-api's 110).
  public static let storyMargin = 110

  /// Pixels per point for bubbles `size` points large: a sticker's long side exactly its room,
  /// a story's bubbles within its middle (2 at most, quote-api's default scale), else the
  /// shape's own.
  public func drawingScale(for size: Size) -> Double {
    let longSide = max(size.width, size.height, 1)
    switch self {
    case .sticker(let platform): return Double(StickerPlatform.side - 2 * platform.margin) / longSide
    case .quoteSticker(let pixels):
      return Self.isTall(pixelHeight: size.height * pixels) ? pixels : Double(StickerPlatform.side) / longSide
    case .backdrop(_, let pixels), .cutOut(let pixels): return pixels
    case .story:
      let room = (
        width: Double(Self.storySize.width - 2 * Self.storyMargin),
        height: Double(Self.storySize.height - 2 * Self.storyMargin)
      )
      return min(2, room.width / max(size.width, 1), room.height / max(size.height, 1))
    }
  }

  /// Why the shape cannot be drawn as asked, or `nil`.
  public func problem(encoding: OutputEncoding) -> String? {
    switch self {
    case .sticker(.whatsapp) where encoding.format != .webp:
      return "a WhatsApp sticker is WebP, not \(encoding.format.name)"
    case .sticker(.telegram) where encoding.format != .webp && encoding.format != .png,
      .quoteSticker where encoding.format != .webp && encoding.format != .png:
      return "a Telegram sticker is WebP or PNG, not \(encoding.format.name)"
    case .backdrop(_, let pixels), .cutOut(let pixels), .quoteSticker(let pixels):
      guard Self.pixelsPerPointRange.contains(pixels) else {
        return "the quote's scale must be between 1 and 20, not \(formatNumber(pixels))"
      }
      return nil
    default:
      return nil
    }
  }
}

/// A sticker platform's rules for a sticker's size, in pixels and bytes.
public enum StickerPlatform: String, Sendable, Hashable, Codable, CaseIterable {
  /// One side exactly 512 px, the other at most; WebP or PNG of at most 512 KB.
  case telegram
  /// 512 x 512 px WebP with a 16 px clear margin, at most 100 KB.
  case whatsapp

  public static let side = 512

  public var maxBytes: Int {
    switch self {
    case .telegram: 512 * 1024
    case .whatsapp: 100 * 1024
    }
  }

  /// The clear margin round the bubbles.
  public var margin: Int {
    switch self {
    case .telegram: 0
    case .whatsapp: 16
    }
  }
}

/// A quote's wallpaper: a glow from `center` to `edge`, the colours quote-api derives from the
/// bubbles' colour (a much darker backdrop for dark bubbles, a pastel one for light bubbles).
public struct QuoteBackdrop: Sendable, Hashable, Codable {
  public var center: RGBColor
  public var edge: RGBColor

  public init(center: RGBColor, edge: RGBColor) {
    self.center = center
    self.edge = edge
  }

  /// The wallpaper for bubbles of `bubble`'s colour, as quote-api's `wallpaperColors`.
  public init(bubble: RGBColor) {
    guard bubble.perceivedBrightness > 0.5 else {
      self.init(center: bubble.luminance(-0.35), edge: bubble.luminance(-0.6))
      return
    }
    var (hue, saturation) = bubble.hueAndSaturation
    if saturation < 0.08 {
      // A washed-out grey or white: a soft blue, like Telegram's light wallpapers.
      (hue, saturation) = (207, 0.45)
    } else {
      saturation = min(1, max(saturation * 1.8, 0.35))
    }
    self.init(
      center: RGBColor(hue: hue, saturation: saturation, lightness: 0.8),
      edge: RGBColor(hue: hue, saturation: saturation, lightness: 0.62))
  }
}

extension RGBColor {
  /// HSL's hue in degrees and saturation 0 to 1.
  var hueAndSaturation: (Double, Double) {
    let high = max(red, green, blue)
    let low = min(red, green, blue)
    let lightness = (high + low) / 2
    guard high != low else { return (0, 0) }
    let spread = high - low
    let saturation = lightness > 0.5 ? spread / (2 - high - low) : spread / (high + low)
    let sector: Double =
      if high == red { (green - blue) / spread + (green < blue ? 6 : 0) } else if high == green {
        (blue - red) / spread + 2
      } else { (red - green) / spread + 4 }
    return (sector * 60, saturation)
  }

  init(hue: Double, saturation: Double, lightness: Double) {
    let chroma = (1 - abs(2 * lightness - 1)) * saturation
    let sector = hue / 60
    let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
    let (r, g, b): (Double, Double, Double) =
      switch Int(sector) % 6 {
      case 0: (chroma, second, 0)
      case 1: (second, chroma, 0)
      case 2: (0, chroma, second)
      case 3: (0, second, chroma)
      case 4: (second, 0, chroma)
      default: (chroma, 0, second)
      }
    let base = lightness - chroma / 2
    self.init(red: r + base, green: g + base, blue: b + base)
  }
}
