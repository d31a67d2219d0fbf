import ArgumentParser
import BubbleKit

/// `bubbles render --thumbnail WxH [--fit end|start]`: one image of exactly that many pixels
/// instead of pages (`RenderJob.thumbnail`).
extension RenderCommand {
  /// What only the command line can get wrong; the ranges and the formats are the request's.
  func validateThumbnailOptions() throws {
    guard let thumbnail else {
      if fit != nil { throw ValidationError("--fit needs --thumbnail (like --thumbnail 320x320)") }
      return
    }
    if screen != nil { throw ValidationError("--thumbnail and --screen draw different images: give one of them") }
    guard ThumbnailSize(parsing: thumbnail) != nil else { throw ThumbnailOption.invalid(thumbnail) }
  }

  /// `nil` without --thumbnail.
  func thumbnailSize() throws -> ThumbnailSize? {
    thumbnail.flatMap(ThumbnailSize.init(parsing:))
  }
}

enum ThumbnailOption {
  static let help =
    "each side \(ThumbnailSize.sideRange.lowerBound) to \(ThumbnailSize.sideRange.upperBound)"

  static func invalid(_ text: String) -> ValidationError {
    ValidationError("--thumbnail must be WIDTHxHEIGHT in pixels, like 320x320 (\(help)), not \(text)")
  }
}
