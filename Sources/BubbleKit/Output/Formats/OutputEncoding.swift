import BubbleCore
import BubbleGraphics

/// An encoder: a format with its settings, what a job's images are written as. The same value
/// says it for the CLI (`--format`, `--quality`), the service (`format=`, `quality=`) and a program.
public struct OutputEncoding: Hashable, Sendable, Codable {
  public var format: OutputFormat
  /// The lossy formats only (`OutputFormat.qualityRange`): WebP is lossless without it, JPEG at
  /// `defaultJPEGQuality`.
  public var quality: Int?
  /// PNG only: the level, 0 (stores) to 9 (1 and 2 the flat-image writer, 3 up libdeflate's);
  /// `nil` is the job's own default
  /// (`RenderJob.defaultPNGLevel`).
  public var pngLevel: Int?
  /// What a JPEG is flattened on, its alpha ignored; `nil` is the theme's canvas colour.
  public var background: RGBColor?

  public static let qualityRange = 0...100
  public static let defaultJPEGQuality = 90

  public init(_ format: OutputFormat, quality: Int? = nil, pngLevel: Int? = nil, background: RGBColor? = nil) {
    self.format = format
    self.quality = quality
    self.pngLevel = pngLevel
    self.background = background
  }

  public static func png(level: Int? = nil) -> OutputEncoding { OutputEncoding(.png, pngLevel: level) }
  public static func webp(quality: Int? = nil) -> OutputEncoding { OutputEncoding(.webp, quality: quality) }
  public static func jpeg(quality: Int? = nil, background: RGBColor? = nil) -> OutputEncoding {
    OutputEncoding(.jpeg, quality: quality, background: background)
  }
  public static let png = OutputEncoding(.png)
  public static let pdf = OutputEncoding(.pdf)
  public static let svg = OutputEncoding(.svg)

  /// Why these settings cannot be written, worded for a usage message (`name` is the option's).
  public var qualityProblem: String? { qualityProblem(name: "quality") }

  public func qualityProblem(name: String) -> String? {
    guard let quality else { return nil }
    guard let range = format.qualityRange else {
      return "\(name) is for \(OutputFormat.lossyNames); \(format.name) has no quality setting"
    }
    guard range.contains(quality) else {
      return "\(name) \(quality) is outside \(range.lowerBound) to \(range.upperBound)"
    }
    return nil
  }

  /// "png-level must be between 0 and 9, not 12" (`name` is the option's); `nil` without a
  /// level or within range.
  public func pngLevelProblem(name: String) -> String? {
    guard let pngLevel else { return nil }
    guard format.production.isPNG else { return "\(name) is for png; \(format.name) has no level" }
    guard RenderOptions.pngCompressionRange.contains(pngLevel) else {
      return "\(name) must be between 0 and 9, not \(pngLevel)"
    }
    return nil
  }

  /// The image's bytes in a raster format from pixels already drawn (a diff image, a picture of
  /// a program's own): PNG at `pngLevel` (else 2), the others by their encoders. A vector format
  /// cannot be made from pixels: its jobs draw it.
  public func encoded(_ image: RasterImage) throws(GraphicsError) -> [UInt8] {
    switch format.production {
    case .png: return try image.pngData(level: pngLevel ?? 2)
    case .pixels(let encode): return try encode(image, self)
    case .document: throw GraphicsError("\(format.name) is drawn, not encoded from pixels")
    }
  }
}

extension OutputFormat.Production {
  var isPNG: Bool {
    if case .png = self { return true }
    return false
  }
}
