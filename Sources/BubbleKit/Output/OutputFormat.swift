import BubbleCore
import BubbleGraphics

/// The image formats BubbleKit writes, shared by the CLI's `--format` and the service's `format=`.
/// Raster formats (PNG, WebP, JPEG) come from the PNG the renderers draw; vector formats (PDF,
/// SVG) are drawn again with the same calls on a Cairo PDF or SVG surface (`VectorDocument`).
/// The exhaustive switches below say what a case needs: its extensions, its signature, its media
/// type and how it is made.
public enum OutputFormat: String, CaseIterable, Sendable {
  case png
  case webp
  case jpeg
  case pdf
  case svg

  /// File name extensions, lowercase; the first is the one given to names that need one (`OUTPUT-1.png`).
  public var extensions: [String] {
    switch self {
    case .png: ["png"]
    case .webp: ["webp"]
    case .jpeg: ["jpg", "jpeg"]
    case .pdf: ["pdf"]
    case .svg: ["svg"]
    }
  }

  public var preferredExtension: String { extensions[0] }

  /// The HTTP `Content-Type` of an image in this format.
  public var mediaType: String {
    switch self {
    case .png: "image/png"
    case .webp: "image/webp"
    case .jpeg: "image/jpeg"
    case .pdf: "application/pdf"
    case .svg: "image/svg+xml"
    }
  }

  /// The first bytes of every file of this format: only such files are ever removed as stale images.
  public var signature: [UInt8] {
    switch self {
    case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    case .webp: Array("RIFF".utf8)
    case .jpeg: [0xFF, 0xD8, 0xFF]
    case .pdf: Array("%PDF-".utf8)
    case .svg: Array("<?xml".utf8)
    }
  }

  /// Drawn on a Cairo PDF or SVG surface rather than encoded from pixels.
  public var isVector: Bool {
    switch self {
    case .png, .webp, .jpeg: false
    case .pdf, .svg: true
    }
  }

  /// One file holds every page of a conversation (a PDF); the others write a page per file.
  public var holdsAllPages: Bool { self == .pdf }

  /// Takes a quality, 0 to 100 (`OutputEncoding.quality`): the lossy formats.
  public var takesQuality: Bool { self == .webp || self == .jpeg }

  /// "png", or a list like "png, jpeg", for messages and help.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// A format's name (case-insensitive; an extension like `jpg` names its format too).
  public static func named(_ name: String) -> OutputFormat? {
    allCases.first { $0.rawValue == name.lowercased() } ?? forExtension(name)
  }

  public static func forExtension(_ fileExtension: String) -> OutputFormat? {
    allCases.first { $0.extensions.contains(fileExtension.lowercased()) }
  }
}

/// A format with its settings: what an image is written as.
public struct OutputEncoding: Hashable, Sendable {
  public var format: OutputFormat
  /// WebP and JPEG only, 0 to 100: WebP is lossless without it, JPEG at `defaultJPEGQuality`.
  public var quality: Int?
  /// What a JPEG is flattened on, its alpha ignored (JPEG has no alpha): the theme's canvas colour.
  public var background: RGBColor

  public static let qualityRange = 0...100
  public static let defaultJPEGQuality = 90

  public init(_ format: OutputFormat, quality: Int? = nil, background: RGBColor = .white) {
    self.format = format
    self.quality = quality
    self.background = background
  }

  public static let png = OutputEncoding(.png)

  /// Why these settings cannot be written, worded for a usage message (`name` is the option's).
  public var qualityProblem: String? { qualityProblem(name: "quality") }

  public func qualityProblem(name: String) -> String? {
    guard let quality else { return nil }
    guard format.takesQuality else {
      return "\(name) is for webp and jpeg; \(format.rawValue) has no quality setting"
    }
    guard Self.qualityRange.contains(quality) else { return "\(name) \(quality) is outside 0 to 100" }
    return nil
  }

  /// The image's bytes in this raster format, from the PNG the renderers produce. A vector
  /// format cannot be made from pixels: its renderers draw it (`PageStream.document`).
  public func encoded(fromPNG png: [UInt8]) throws(GraphicsError) -> [UInt8] {
    switch format {
    case .png: return png
    case .webp: return try RasterEncoder.webp(try Self.decode(png), quality: quality)
    case .jpeg:
      var opaque = background
      opaque.alpha = 1
      return try RasterEncoder.jpeg(
        try Self.decode(png), quality: quality ?? Self.defaultJPEGQuality, background: opaque)
    case .pdf, .svg: throw GraphicsError("\(format.rawValue) is drawn, not encoded from pixels")
    }
  }

  private static func decode(_ png: [UInt8]) throws(GraphicsError) -> RasterImage {
    guard let image = RasterImage.decodePNG(png) else { throw GraphicsError("cannot read back the rendered PNG") }
    return image
  }
}
