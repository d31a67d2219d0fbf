import Foundation
import Testing

@testable import BubbleKit

/// The sample conversations in `Examples/corpus/` at the root of the package.
enum DecodingCorpus {
  static let names = [
    "direct-basics.json", "group-rich-text.json", "media-gallery.json", "scripts-and-emoji.json",
  ]

  static var directory: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Decoding
      .deletingLastPathComponent()  // BubbleKitTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // package root
      .appendingPathComponent("Examples/corpus")
  }

  static func url(_ name: String) -> URL {
    directory.appendingPathComponent(name)
  }
}

/// Building and decoding small documents.
enum DecodingFixture {
  /// Decodes `json` or records why it failed.
  static func decode(
    _ json: String, limits: DecodingLimits = .default,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> DecodedConversation? {
    switch ConversationDecoder.decode(Data(json.utf8), limits: limits) {
    case .success(let decoded):
      return decoded
    case .failure(let error):
      Issue.record("decoding failed:\n\(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The issues of a document expected to be invalid, as "path: message" lines (no locations,
  /// which have their own tests).
  static func errors(
    _ json: String, limits: DecodingLimits = .default,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> [String] {
    switch ConversationDecoder.decode(Data(json.utf8), limits: limits) {
    case .success:
      Issue.record("expected decoding to fail", sourceLocation: sourceLocation)
      return []
    case .failure(.syntax(let error)):
      Issue.record("expected semantic errors, got \(error)", sourceLocation: sourceLocation)
      return []
    case .failure(.invalid(let issues)):
      return issues.map(\.pathAndMessage)
    }
  }

  /// A valid document around `messages` (a JSON array body), with participants "me" and "bob".
  static func document(messages: String, extra: String = "") -> String {
    """
    {
      "format": "bubbles/1",
      "kind": "group",
      "me": "me",
      \(extra)
      "participants": [{ "id": "me", "name": "Me" }, { "id": "bob", "name": "Bob" }],
      "messages": [
        \(messages)
      ]
    }
    """
  }

  /// A document with one message from bob carrying `media` (a JSON object).
  static func document(media: String) -> String {
    DecodingFixture.document(messages: #"{ "id": "1", "from": "bob", "media": \#(media) }"#)
  }
}

extension DecodingIssue {
  /// "path: message", or just the message for the document as a whole.
  var pathAndMessage: String { path.isEmpty ? message : "\(path): \(message)" }
}
