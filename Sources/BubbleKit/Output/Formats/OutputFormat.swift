import BubbleCore
import BubbleGraphics

/// An image format BubbleKit writes: its name, its files and how it is made. Formats are values,
/// as swift-snapshot-testing's strategies are: the built-in ones (one file each beside this one)
/// are made with the same public initialiser a program uses for a format of its own, and
/// `allCases` lists them (the CLI's `--format`, the service's `format=`, help and messages).
public struct OutputFormat: Sendable, Hashable, CustomStringConvertible {
  /// How the images of a format are made from what a job drew.
  public enum Production: Sendable {
    /// Deflated as PNG strip by strip while drawing (the renderers' own format, with the strip cache).
    case png
    /// Drawn into pixels, then encoded: `encode` gets them (premultiplied ARGB) and the settings.
    case pixels(encode: @Sendable (_ image: RasterImage, _ encoding: OutputEncoding) throws(GraphicsError) -> [UInt8])
    /// Drawn again with the same calls on a Cairo PDF or SVG surface: text as text, shapes as paths.
    /// `holdsAllPages`: one file holds every page of a conversation (a PDF) rather than one a page.
    case document(VectorDocumentKind, holdsAllPages: Bool)
  }

  /// Lowercase, as typed after `--format` and `format=`: "png".
  public let name: String
  /// File name extensions, lowercase; the first is given to names that need one (`OUTPUT-1.png`).
  public let extensions: [String]
  /// The HTTP `Content-Type` of an image in this format.
  public let mediaType: String
  /// The first bytes of every file of this format: only such files are ever removed as stale images.
  public let signature: [UInt8]
  public let production: Production
  /// The qualities a lossy format takes (`OutputEncoding.quality`); `nil` when it takes none.
  public let qualityRange: ClosedRange<Int>?

  public init(
    name: String, extensions: [String], mediaType: String, signature: [UInt8], production: Production,
    qualityRange: ClosedRange<Int>? = nil
  ) {
    self.name = name
    self.extensions = extensions
    self.mediaType = mediaType
    self.signature = signature
    self.production = production
    self.qualityRange = qualityRange
  }

  /// The built-in formats, in the order help lists them: the one line a new format adds itself to.
  public static let allCases: [OutputFormat] = [.png, .webp, .jpeg, .pdf, .svg]

  public var description: String { name }
  /// The name; formats compare and hash by it.
  public var rawValue: String { name }
  public var preferredExtension: String { extensions[0] }

  /// Drawn on a vector surface rather than as pixels: a fixed number of pixels (a thumbnail, a
  /// contact sheet) cannot be written in it.
  public var isVector: Bool {
    if case .document = production { return true }
    return false
  }

  /// One file holds every page of a conversation (a PDF); the others write a page per file.
  public var holdsAllPages: Bool {
    if case .document(_, let holdsAllPages) = production { return holdsAllPages }
    return false
  }

  /// Takes a quality (`OutputEncoding.quality`): the lossy formats.
  public var takesQuality: Bool { qualityRange != nil }

  public static func == (lhs: OutputFormat, rhs: OutputFormat) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// "png, webp, jpeg, pdf, svg", for messages and help.
  public static var names: String { allCases.map(\.name).joined(separator: ", ") }

  /// The raster formats' names, "png, webp or jpeg": what a job drawing a fixed number of pixels writes.
  public static var rasterNames: String { listed(allCases.filter { !$0.isVector }.map(\.name), joinedBy: "or") }

  /// The lossy formats' names, "webp and jpeg": what takes a quality.
  public static var lossyNames: String { listed(allCases.filter(\.takesQuality).map(\.name), joinedBy: "and") }

  /// A format's name (case-insensitive; an extension like `jpg` names its format too).
  public static func named(_ name: String) -> OutputFormat? {
    allCases.first { $0.name == name.lowercased() } ?? forExtension(name)
  }

  public static func forExtension(_ fileExtension: String) -> OutputFormat? {
    allCases.first { $0.extensions.contains(fileExtension.lowercased()) }
  }

  /// "a, b or c".
  private static func listed(_ names: [String], joinedBy word: String) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " \(word) " + names[names.count - 1]
  }
}

extension OutputFormat: Codable {
  /// A format is written as its name and read back among `allCases`.
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let format = Self.named(name) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "no format \"\(name)\"; formats: \(Self.names)"))
    }
    self = format
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(name)
  }
}
