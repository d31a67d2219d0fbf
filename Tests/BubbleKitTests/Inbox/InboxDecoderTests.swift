import BubbleKit
import Foundation
import Testing

/// The inbox format: files and inline conversations, options, and problems reported with their
/// JSON path and line and column (a referenced file's with its own).
@Suite struct InboxDecoderTests {
  static let examples = TestSupport.packageRoot.appendingPathComponent("Examples")

  static func decode(_ json: String, directory: URL? = examples) -> Result<DecodedInbox, ConversationDecodingError> {
    InboxDecoder.decode(Data(json.utf8), directory: directory)
  }

  static func issues(_ json: String, directory: URL? = examples) -> [String] {
    switch decode(json, directory: directory) {
    case .success: return []
    case .failure(let error): return error.issues.map(\.description)
    }
  }

  static let inline = """
    { "format": "bubbles/1", "participants": [{ "id": "a" }], "messages": [{ "id": "1", "from": "a", "text": "hi" }] }
    """

  @Test func theExampleInboxDecodes() throws {
    let data = try Data(contentsOf: Self.examples.appendingPathComponent("inbox.json"))
    let decoded = try InboxDecoder.decode(data, directory: Self.examples).get()
    #expect(decoded.warnings.isEmpty)
    let entries = decoded.inbox.entries
    #expect(entries.count == 10)
    #expect(entries[0].pinned && entries[0].conversation.title == "Alice")
    // A file's media resolve against its own folder; inline ones against the inbox's.
    #expect(entries[0].mediaDirectory?.standardizedFileURL == TestSupport.corpus.standardizedFileURL)
    #expect(entries[1].mediaDirectory == Self.examples)
    #expect(entries[1].unread == 2)
    #expect(entries[2].muted && entries[2].unread == nil && entries[2].unreadCount == 3)
    #expect(entries[3].draft == "Let me check the new mockups and get back to you")
    #expect(entries[4].unread == 150)
  }

  @Test func optionsAndNow() throws {
    let json = """
      { "format": "bubbles-inbox/1", "now": "2026-11-22T18:00:00+08:00",
        "conversations": [{ "conversation": \(Self.inline), "pinned": true, "muted": true, "unread": 0, "draft": "" }] }
      """
    let inbox = try Self.decode(json).get().inbox
    #expect(inbox.now == Timestamp(secondsSince1970: 1_795_341_600, utcOffsetSeconds: 8 * 3600))
    let entry = try #require(inbox.entries.first)
    #expect(entry.pinned && entry.muted && entry.unread == 0)
    // An empty draft is no draft.
    #expect(entry.draft == nil)
  }

  @Test(arguments: [
    (
      #"{ "conversations": [{ "pinned": true }] }"#,
      #"conversations[0] (line 1, column 21): missing "file" (a path to a conversation file) or "conversation" (one written inline)"#
    ),
    (
      #"{ "conversations": [{ "file": "a.json", "conversation": {} }] }"#,
      #"conversations[0] (line 1, column 21): has both "file" and "conversation"; give one"#
    ),
    (#"{ "conversations": {} }"#, "conversations (line 1, column 20): expected an array, found object"),
    ("{}", #"conversations (line 1, column 1): missing required field "conversations""#),
    (
      #"{ "format": "inbox/2", "conversations": [] }"#,
      #"format (line 1, column 13): unsupported format "inbox/2"; expected "bubbles-inbox/1""#
    ),
    (
      #"{ "now": "yesterday", "conversations": [] }"#,
      #"now (line 1, column 10): expected ISO 8601 time with offset or Unix seconds, found "yesterday""#
    ),
  ])
  func structuralErrors(json: String, expected: String) {
    #expect(Self.issues(json) == [expected])
  }

  @Test func optionTypesAreChecked() {
    let json = """
      { "conversations": [{ "conversation": \(Self.inline), "pinned": "yes", "unread": -1, "draft": 3 }] }
      """
    let issues = Self.issues(json)
    #expect(issues.count == 3)
    #expect(
      issues.contains {
        $0.hasPrefix("conversations[0].pinned") && $0.hasSuffix("expected true or false, found string")
      })
    #expect(issues.contains { $0.hasPrefix("conversations[0].unread") && $0.contains("expected an integer from 0") })
    #expect(
      issues.contains { $0.hasPrefix("conversations[0].draft") && $0.hasSuffix("expected a string, found number") })
  }

  @Test func inlineProblemsKeepTheirLocationUnderTheEntrysPath() {
    let json = """
      {
        "conversations": [
          { "conversation": { "participants": [{ "id": "a" }],
                              "messages": [{ "id": "1", "from": "b", "text": "hi" }] } }
        ]
      }
      """
    let issues = Self.issues(json)
    #expect(issues.count == 1)
    #expect(
      issues.first?.hasPrefix(
        #"conversations[0].conversation.messages[0].from (line 4, column 59): unknown participant "b""#) == true,
      "\(issues)")
  }

  @Test func fileProblemsNameTheFileAndTheirLineInIt() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{ "participants": [], "messages": [{ "id": 1 }] }"#.utf8).write(
      to: folder.appendingPathComponent("bad.json"))
    let json = #"{ "conversations": [{ "file": "bad.json" }, { "file": "missing.json" }] }"#
    let issues = Self.issues(json, directory: folder)
    // Each problem inside bad.json, at the "file" field, with its own line and column there.
    let inFile = #"conversations[0].file (line 1, column 31): in bad.json: "#
    #expect(issues.contains(inFile + "1:44: messages[0].id: expected a non-empty string, found number"))
    #expect(issues.contains { $0.hasPrefix(inFile + #"1:36: messages[0].from: missing required field "from""#) })
    #expect(issues.last?.hasPrefix(#"conversations[1].file (line 1, column 55): cannot read "missing.json""#) == true)
  }

  @Test func unknownFieldsAreWarnings() throws {
    let json = #"{ "conversations": [{ "conversation": \#(Self.inline), "archived": true }], "theme": "x" }"#
    let warnings = try Self.decode(json).get().warnings.map(\.description)
    #expect(warnings.count == 2)
    #expect(
      warnings.contains {
        $0.hasPrefix("conversations[0].archived") && $0.hasSuffix(#"unknown field "archived"; ignored"#)
      })
    #expect(warnings.contains { $0.hasPrefix("theme") })
  }

  @Test func malformedJSONIsASyntaxError() {
    guard case .failure(.syntax(let error)) = Self.decode(#"{ "conversations": [ }"#) else {
      Issue.record("expected a syntax error")
      return
    }
    #expect(error.line == 1)
  }

  /// An inbox names conversation files by the rule of media paths. A file outside the inbox's
  /// folder is never opened, so no message can quote it: before, `/etc/passwd` was read and its
  /// first word came back as `unexpected "root"`.
  @Test func filesOutsideTheInboxFolderAreNeverOpened() throws {
    let top = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: top) }
    let folder = top.appendingPathComponent("inbox", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let secret = top.appendingPathComponent("secret.json")
    try Data("SECRET-WORD and more".utf8).write(to: secret)
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("link.json"), withDestinationURL: secret)
    let names = ["/etc/passwd", "/etc/os-release", secret.path, "../secret.json", "link.json"]
    let json = #"{ "conversations": ["# + names.map { #"{ "file": "\#($0)" }"# }.joined(separator: ", ") + "] }"
    let issues = Self.issues(json, directory: folder)
    #expect(issues.count == names.count)
    for (issue, name) in zip(issues, names) {
      #expect(issue.contains(#"cannot read "\#(name.prefix(40))"#), "\(issue)")
      #expect(!issue.contains("SECRET") && !issue.contains("root") && !issue.contains("unexpected"), "\(issue)")
    }
  }

  /// A conversation file inside the folder is input like the inbox: its problems are quoted.
  @Test func aFileInsideTheFolderIsInputAndItsProblemsAreQuoted() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("nonsense".utf8).write(to: folder.appendingPathComponent("chat.json"))
    let issues = Self.issues(#"{ "conversations": [{ "file": "chat.json" }] }"#, directory: folder)
    #expect(issues.count == 1)
    #expect(issues.first?.contains(#"in chat.json: 1:1: unexpected "nonsense""#) == true, "\(issues)")
  }

  /// An inbox from standard input has no folder: it holds conversations inline, and names no file,
  /// not even by an absolute path.
  @Test func fileEntriesNeedAFolder() {
    let issues = Self.issues(#"{ "conversations": [{ "file": "a.json" }, { "file": "/etc/passwd" }] }"#, directory: nil)
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.contains("a file entry needs an inbox file") }, "\(issues)")
  }

  @Test func referenceTimesParse() {
    #expect(InboxReferenceTime.parse("1795341600") == Timestamp(secondsSince1970: 1_795_341_600))
    #expect(
      InboxReferenceTime.parse("2026-11-22T18:00:00+08:00")
        == Timestamp(secondsSince1970: 1_795_341_600, utcOffsetSeconds: 28800))
    #expect(InboxReferenceTime.parse("2026-11-22T18:00:00") == nil)
    #expect(InboxReferenceTime.parse("soon") == nil)
  }
}
