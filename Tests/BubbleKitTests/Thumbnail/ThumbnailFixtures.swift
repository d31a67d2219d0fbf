import BubbleKit
import Foundation

/// Conversations and helpers for the thumbnail tests.
enum ThumbnailFixtures {
  /// `count` one-line messages, "Message 1" to "Message N", alternating between two people a
  /// minute apart: far taller than any box, every row short, so which rows show is easy to tell.
  static func numbered(_ count: Int) -> String {
    let messages = (1...count).map { number in
      let from = number.isMultiple(of: 2) ? "me" : "sam"
      let minute = String(format: "%02d", number % 60)
      let hour = String(format: "%02d", 9 + number / 60)
      return """
        { "id": "\(number)", "from": "\(from)", "time": "2026-03-02T\(hour):\(minute):00Z", "text": "Message \(number)" }
        """
    }
    return """
      {
        "format": "bubbles/1", "kind": "direct", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "sam", "name": "Sam" }],
        "messages": [\(messages.joined(separator: ",\n"))]
      }
      """
  }

  /// One message: shorter than every box of these tests.
  static let single = """
    {
      "format": "bubbles/1", "kind": "direct", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "sam", "name": "Sam" }],
      "messages": [{ "id": "1", "from": "sam", "time": "2026-03-02T09:00:00Z", "text": "Are we still on for lunch?" }]
    }
    """

  static func renderer() throws -> ConversationRenderer {
    try ConversationRenderer(theme: try TestSupport.defaultTheme())
  }

  /// The thumbnail with the corpus's media, as a service would draw it.
  static func thumbnail(
    _ conversation: Conversation, _ width: Int, _ height: Int, fit: ThumbnailFit = .end,
    options: RenderOptions = TestSupport.patientOptions(), renderer: ConversationRenderer? = nil
  ) async throws -> RenderedThumbnail {
    try await (renderer ?? self.renderer()).thumbnail(
      conversation, size: ThumbnailSize(pixelWidth: width, pixelHeight: height), fit: fit, options: options,
      baseDirectory: TestSupport.corpus)
  }

  /// The decoded pixels of `png`, failing when it is not a PNG.
  static func image(_ png: [UInt8]) throws -> RasterImage {
    guard let image = RasterImage.decodePNG(png) else { throw DecodeFailure() }
    return image
  }

  struct DecodeFailure: Error {}
}
