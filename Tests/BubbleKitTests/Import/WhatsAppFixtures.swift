import Foundation
import Testing

@testable import BubbleKit

/// The WhatsApp sample exports in `Examples/exports/whatsapp/` and small texts imported in tests.
enum WhatsAppFixture {
  static let ios = TestSupport.packageRoot.appendingPathComponent("Examples/exports/whatsapp/ios")
  static let android = TestSupport.packageRoot.appendingPathComponent("Examples/exports/whatsapp/android")
  static let utc = TimeZone(identifier: "UTC")!

  /// The export in `folder`, imported as `bubbles render FOLDER --from whatsapp` does: its chat
  /// file found, its files listed.
  static func importFolder(
    _ folder: URL, me: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> ImportedConversation {
    let chat = try ExportFolder.chatFile(in: folder).get()
    let options = ImportOptions(me: me, timeZone: utc)
    let result = ConversationImport.importConversation(
      try Data(contentsOf: chat), from: .whatsapp, options: options, baseDirectory: folder)
    switch result {
    case .success(let imported): return imported
    case .failure(let error):
      Issue.record("import failed:\n\(error)", sourceLocation: sourceLocation)
      throw error
    }
  }

  /// `text` imported in UTC unless told otherwise, failing the test on an error.
  static func importText(
    _ text: String, options: WhatsAppImportOptions = WhatsAppImportOptions(timeZone: utc),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> DecodedConversation {
    try importData(Data(text.utf8), options: options, sourceLocation: sourceLocation)
  }

  static func importData(
    _ data: Data, options: WhatsAppImportOptions, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws -> DecodedConversation {
    switch WhatsAppChatImporter.decode(data, options: options) {
    case .success(let decoded): return decoded
    case .failure(let error):
      Issue.record("import failed:\n\(error)", sourceLocation: sourceLocation)
      throw error
    }
  }

  /// The errors of a text expected to be refused, as "line:column: message".
  static func errors(
    _ text: String, options: WhatsAppImportOptions = WhatsAppImportOptions(timeZone: utc),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> [String] {
    switch WhatsAppChatImporter.decode(Data(text.utf8), options: options) {
    case .success:
      Issue.record("expected the import to fail", sourceLocation: sourceLocation)
      return []
    case .failure(let error): return error.issues.map(located)
    }
  }

  static func located(_ issue: DecodingIssue) -> String {
    guard let location = issue.location else { return issue.message }
    return "\(location.line):\(location.column): \(issue.message)"
  }

  /// Lines that start a message, counted without the importer: what "every message accounted
  /// for" is checked against.
  static func timestampedLineCount(_ folder: URL, chatFile: String) throws -> Int {
    let text = try String(contentsOf: folder.appendingPathComponent(chatFile), encoding: .utf8)
    let pattern = try Regex(#"^\x{200E}?\[?\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4},? \d{1,2}:\d{2}"#)
    return text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
      .filter { $0.prefixMatch(of: pattern) != nil }.count
  }
}
