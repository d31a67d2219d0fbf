import Foundation
import Testing

@testable import BubbleKit

/// The sample exports in `Examples/exports/telegram/` and small documents for one rule each.
enum TelegramSamples {
  static let folder = TestSupport.packageRoot.appendingPathComponent("Examples/exports/telegram")
  static let singleChat = folder.appendingPathComponent("single-chat")
  static let account = folder.appendingPathComponent("account")

  static func data(_ export: URL) throws -> Data {
    try Data(contentsOf: export.appendingPathComponent("result.json"))
  }

  /// How many messages the export's JSON holds, counted without the importer.
  static func messageCount(_ export: URL) throws -> Int {
    let root = try JSONSerialization.jsonObject(with: try data(export)) as? [String: Any]
    return (root?["messages"] as? [Any])?.count ?? -1
  }

  static func importing(
    _ data: Data, options: ImportOptions = ImportOptions(), sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> ImportedConversation? {
    switch ConversationImport.importConversation(data, from: .telegram, options: options) {
    case .success(let imported): return imported
    case .failure(let error):
      Issue.record("import failed:\n\(error)", sourceLocation: sourceLocation)
      return nil
    }
  }

  /// The issues of an export expected to be invalid, as "path (line L, column C): message".
  static func errors(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    switch ConversationImport.importConversation(Data(json.utf8), from: .telegram) {
    case .failure(.invalid(let error)): return error.issues.map(\.description)
    case let other:
      Issue.record("expected the export to be invalid, got \(other)", sourceLocation: sourceLocation)
      return []
    }
  }

  /// A single-chat export around `messages` (the body of a JSON array).
  static func chat(_ messages: String) -> String {
    """
    {
     "name": "Test",
     "type": "personal_chat",
     "id": 77,
     "messages": [
    \(messages)
     ]
    }
    """
  }

  /// A message from Ana with `fields` (JSON members, with their trailing comma).
  static func message(_ id: Int, _ fields: String) -> String {
    """
      { "id": \(id), "type": "message", "date": "2026-11-21T09:14:02", "date_unixtime": "1795248842",
        "from": "Ana", "from_id": "user1", \(fields) "text_entities": [] }
    """
  }
}
