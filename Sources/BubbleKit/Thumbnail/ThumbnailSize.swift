/// The box a thumbnail fills, in pixels: the image is exactly this size, whatever the chat.
public struct ThumbnailSize: Sendable, Hashable, Codable, CustomStringConvertible {
  public var pixelWidth: Int
  public var pixelHeight: Int

  public init(pixelWidth: Int, pixelHeight: Int) {
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// Each side, in pixels: from a favicon-sized 16 (smaller shows nothing but colour) to 2048,
  /// past which a "thumbnail" is a page (`ConversationRenderer.pages`) and the pixels a service
  /// holds per request would grow past 16 MB.
  public static let sideRange: ClosedRange<Int> = 16...2048

  /// "320x320".
  public var description: String { "\(pixelWidth)x\(pixelHeight)" }

  /// Parses "320x320" (or "320X320"); `nil` unless it is two whole numbers joined by an x. The
  /// numbers are not range-checked here: `rangeProblems` names the side that is out.
  public init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let width = Int(parts[0]), let height = Int(parts[1])
    else { return nil }
    self.init(pixelWidth: width, pixelHeight: height)
  }

  /// Each side outside `sideRange`, as a sentence naming it; empty when both are in.
  /// `name` is how the caller's user knows the size ("thumbnail", "--thumbnail", "w and h").
  public func rangeProblems(name: String = "thumbnail") -> [String] {
    [("width", pixelWidth), ("height", pixelHeight)].compactMap { side, value in
      Self.sideRange.contains(value)
        ? nil
        : "the \(name) \(side) must be between \(Self.sideRange.lowerBound) and \(Self.sideRange.upperBound) "
          + "pixels, not \(value)"
    }
  }

  func checkRanges() throws(RenderError) {
    let problems = rangeProblems()
    guard problems.isEmpty else {
      throw .invalidOptions("invalid thumbnail size: " + problems.joined(separator: "; "))
    }
  }
}

/// Which end of the conversation a thumbnail shows when the chat is taller than its box.
public enum ThumbnailFit: String, Sendable, Hashable, Codable, CaseIterable {
  /// The newest messages, the last at the bottom edge above the theme's bottom padding, as a
  /// notification preview or a chat opened on a phone shows it. A short chat is anchored at the
  /// bottom, the background filling the space above it.
  case end
  /// The first messages, from the top with the theme's top padding. A short chat is drawn at the
  /// top, the background filling the space below it.
  case start
}
