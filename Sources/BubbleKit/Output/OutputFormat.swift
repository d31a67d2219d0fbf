/// The image formats BubbleKit writes, shared by the CLI's `--format` and the service's `format=`.
/// Only PNG today; JPEG, WebP, PDF or SVG will each be a new case, and the exhaustive switches
/// below say what a case needs: its extensions, its signature, its media type and its encoding.
public enum OutputFormat: String, CaseIterable, Sendable {
  case png

  /// File name extensions, lowercase; the first is the one given to names that need one (`OUTPUT-1.png`).
  public var extensions: [String] {
    switch self {
    case .png: ["png"]
    }
  }

  public var preferredExtension: String { extensions[0] }

  /// The HTTP `Content-Type` of an image in this format.
  public var mediaType: String {
    switch self {
    case .png: "image/png"
    }
  }

  /// The first bytes of every file of this format: only such files are ever removed as stale images.
  public var signature: [UInt8] {
    switch self {
    case .png: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    }
  }

  /// The image's bytes in this format, from the PNG the renderers produce.
  public func encoded(fromPNG png: [UInt8]) -> [UInt8] {
    switch self {
    case .png: png
    }
  }

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
