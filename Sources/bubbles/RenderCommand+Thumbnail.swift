import ArgumentParser
import BubbleKit

/// `bubbles render --thumbnail WxH [--fit end|start]`: one image of exactly that many pixels
/// instead of pages (`ConversationRenderer.thumbnail`).
extension RenderCommand {
  func validateThumbnailOptions() throws {
    guard let thumbnail else {
      if fit != nil { throw ValidationError("--fit needs --thumbnail (like --thumbnail 320x320)") }
      return
    }
    if screen != nil { throw ValidationError("--thumbnail and --screen draw different images: give one of them") }
    if output.imageFormat.isVector {
      throw ValidationError(
        "--thumbnail draws a fixed number of pixels: write png, webp or jpeg, not \(output.imageFormat.rawValue)")
    }
    guard let size = ThumbnailSize(parsing: thumbnail) else { throw ThumbnailOption.invalid(thumbnail) }
    // The renderer's range (it checks again), in the option's words.
    if let problem = size.rangeProblems(name: "--thumbnail").first { throw ValidationError(problem) }
    _ = try thumbnailFit()
  }

  /// `nil` without --thumbnail.
  func thumbnailRequest() throws -> ThumbnailRequest? {
    guard let thumbnail, let size = ThumbnailSize(parsing: thumbnail) else { return nil }
    return ThumbnailRequest(size: size, fit: try thumbnailFit())
  }

  private func thumbnailFit() throws -> ThumbnailFit {
    guard let fit else { return .end }
    guard let chosen = ThumbnailFit(rawValue: fit) else {
      let names = ThumbnailFit.allCases.map(\.rawValue).joined(separator: " or ")
      throw ValidationError("--fit must be \(names), not \(fit)")
    }
    return chosen
  }
}

/// What `--thumbnail` and `--fit` ask for.
struct ThumbnailRequest: Sendable {
  var size: ThumbnailSize
  var fit: ThumbnailFit
}

enum ThumbnailOption {
  static let help =
    "each side \(ThumbnailSize.sideRange.lowerBound) to \(ThumbnailSize.sideRange.upperBound)"

  static func invalid(_ text: String) -> ValidationError {
    ValidationError("--thumbnail must be WIDTHxHEIGHT in pixels, like 320x320 (\(help)), not \(text)")
  }
}
