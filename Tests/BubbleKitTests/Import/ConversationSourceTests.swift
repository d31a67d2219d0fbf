import Foundation
import Testing

@testable import BubbleKit

/// `ConversationSource`: a file, an export's folder or its zip opened through the library, as
/// every front end does.
@Suite struct ConversationSourceTests {
  static let exports = TestSupport.packageRoot.appendingPathComponent("Examples/exports/whatsapp")
  static let zip = exports.appendingPathComponent("WhatsApp Chat - Lisbon trip.zip")
  static let options = ImportOptions(me: "Ana Lima", timeZone: TimeZone(identifier: "UTC"))

  @Test func aZipImportsAsItsUnzippedFolderAndItsPicturesGoWithTheSource() throws {
    var source: ConversationSource? = try ConversationSource.open(Self.zip.path).get()
    let zipped = try #require(source).importConversation(options: Self.options).get()
    let folder = try WhatsAppFixture.importFolder(WhatsAppFixture.ios, me: "Ana Lima")
    #expect(zipped.format == .whatsapp)
    #expect(zipped.conversation == folder.conversation)
    #expect(zipped.warnings.map(\.message) == folder.warnings.map(\.message))
    #expect(try #require(source).displayName == Self.zip.path + "/_chat.txt")
    let pictures = try #require(zipped.baseDirectory)
    #expect(pictures.lastPathComponent == "WhatsApp Chat - Lisbon trip")
    let extracted = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
    #expect(extracted.allSatisfy { ["jpg", "png", "webp"].contains(URL(fileURLWithPath: $0).pathExtension) })
    #expect(!extracted.isEmpty)
    source = nil
    #expect(!FileManager.default.fileExists(atPath: pictures.deletingLastPathComponent().path))
  }

  /// A body holding a zip (the service's, one day) reads as the file does.
  @Test func aZipsBytesReadAsItsFile() throws {
    let source = try ConversationSource.open(zip: try Data(contentsOf: Self.zip), named: "chat.zip").get()
    #expect(source.displayName == "chat.zip/_chat.txt")
    #expect(source.baseDirectory.lastPathComponent == "chat")
    let fromFile = try ConversationSource.open(Self.zip.path).get()
    #expect(source.data == fromFile.data)
    #expect(source.exportFiles == fromFile.exportFiles)
    let imported = try source.importConversation(options: Self.options).get()
    #expect(imported.conversation.messages.count == 21)
  }

  @Test func aFolderReadsItsChatFile() throws {
    let source = try ConversationSource.open(WhatsAppFixture.android.path).get()
    #expect(source.displayName.hasSuffix("/WhatsApp Chat with Marta Reis.txt"))
    #expect(source.exportFiles == nil)
    let imported = try source.importConversation(options: ImportOptions(timeZone: WhatsAppFixture.utc)).get()
    #expect(imported.format == .whatsapp)
    #expect(imported.baseDirectory?.standardizedFileURL == WhatsAppFixture.android.standardizedFileURL)
  }

  @Test func problemsSayWhatKindTheyAre() {
    let missing = ConversationSource.open("/nonexistent/chat.json")
    #expect(missing.problem == SourceProblem(.notFound, "/nonexistent/chat.json: no such file; check the path"))
    let bomb = Self.exports.appendingPathComponent("hostile/declared-small.zip").path
    #expect(
      ConversationSource.open(bomb).problem
        == SourceProblem(
          .invalid, "\(bomb): _chat.txt: the entry does not inflate to the 200 bytes the archive declares"))
    var limits = DecodingLimits.default
    limits.maxInputBytes = 10
    #expect(ConversationSource.open(Self.zip.path, limits: limits).problem?.kind == .overInputLimit)
    #expect(ConversationSource.open(WhatsAppFixture.ios.path, limits: limits).problem?.kind == .overInputLimit)
  }
}

extension Result {
  fileprivate var problem: Failure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
