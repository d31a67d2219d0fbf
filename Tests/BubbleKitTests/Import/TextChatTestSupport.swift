import Foundation
import Testing

@testable import BubbleKit

/// Small text exports (LINE, KakaoTalk) imported in UTC, as `auto` detects them.
enum TextChatFixture {
  static let utc = TimeZone(identifier: "UTC")!

  static func imported(
    _ text: String, me: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> ImportedConversation {
    let result = ConversationImport.importConversation(Data(text.utf8), options: ImportOptions(me: me, timeZone: utc))
    switch result {
    case .success(let imported): return imported
    case .failure(let error):
      Issue.record("import failed:\n\(error)", sourceLocation: sourceLocation)
      throw error
    }
  }

  /// The format `auto` reads `text` as.
  static func detected(_ text: String) -> String {
    ConversationImport.detectedFormat(of: Data(text.utf8)).rawValue
  }

  /// Seconds since 1970 of `2017-11-20T16:46:00Z`.
  static func seconds(_ iso: String) -> Double {
    ISO8601DateFormatter().date(from: iso).map(\.timeIntervalSince1970) ?? .nan
  }

  static let whatsApp = "[21/11/2026, 09:14:02] Ana: hi\n[21/11/2026, 09:15:00] Bo: hello\n"
  static let bubblesJSON =
    #"{"format":"bubbles/1","participants":[{"id":"a","name":"Ann"}],"messages":["#
    + #"{"id":"1","from":"a","time":"2024-05-01T10:00:00Z","text":"hi"}]}"#
}
