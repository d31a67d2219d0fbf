import Foundation
import OrderCardExample
import Testing

@testable import BubbleKit

/// Encoding a conversation and decoding the output, for the round-trip tests.
enum RoundTrip {
  /// The standard kinds plus the order card, so that every kind of the examples decodes.
  static let kinds = OrderCard.registry.contentKinds

  /// Checks that `conversation` survives `encode` then `decode` unchanged, and that encoding the
  /// result gives the same bytes (pretty and compact). Returns the pretty document.
  @discardableResult
  static func check(
    _ conversation: Conversation, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> Data {
    let encoded = try ConversationEncoder.encode(conversation)
    let decoded: DecodedConversation
    switch ConversationDecoder.decode(encoded, kinds: kinds) {
    case .success(let value): decoded = value
    case .failure(let error):
      Issue.record(
        "\(name): the encoded conversation does not decode:\n\(error)\n\(String(decoding: encoded, as: UTF8.self))",
        sourceLocation: sourceLocation)
      return encoded
    }
    #expect(decoded.warnings == [], "\(name)", sourceLocation: sourceLocation)
    expectEqual(decoded.conversation, conversation, name, sourceLocation: sourceLocation)
    #expect(try ConversationEncoder.encode(decoded.conversation) == encoded, "\(name)", sourceLocation: sourceLocation)
    let compact = try ConversationEncoder.encode(conversation, prettyPrinted: false)
    #expect(
      try ConversationDecoder.decode(compact, kinds: kinds).get().conversation == conversation, "\(name), compact",
      sourceLocation: sourceLocation)
    return encoded
  }

  /// Equal, or the first message that differs: a whole conversation in a failure says little.
  private static func expectEqual(
    _ actual: Conversation, _ expected: Conversation, _ name: String, sourceLocation: Testing.SourceLocation
  ) {
    guard actual != expected else { return }
    let differing = zip(actual.messages, expected.messages).first { $0 != $1 }
    Issue.record(
      "\(name): the decoded conversation differs; first differing message:\n\(String(describing: differing))",
      sourceLocation: sourceLocation)
  }
}
