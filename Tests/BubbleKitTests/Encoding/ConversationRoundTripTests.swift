import Foundation
import PropertyBased
import Testing

@testable import BubbleKit

/// decode → encode → decode gives an equal conversation, and encoding is idempotent, over every
/// sample the repository has: the corpus, the imported exports and random conversations.
@Suite("Round trips: conversations written back to bubbles/1")
struct ConversationRoundTripTests {
  /// Every `.json` file of `Examples/corpus`, not only the ones other tests name.
  static var corpusNames: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: TestSupport.corpus.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  @Test func theCorpusIsFound() {
    #expect(Set(DecodingCorpus.names).isSubset(of: Set(Self.corpusNames)))
  }

  @Test(arguments: corpusNames)
  func corpusConversation(name: String) throws {
    let data = try Data(contentsOf: TestSupport.corpus.appendingPathComponent(name))
    let conversation = try ConversationDecoder.decode(data, kinds: RoundTrip.kinds).get().conversation
    try RoundTrip.check(conversation, name)
  }

  @Test func telegramSingleChatExport() throws {
    let imported = try #require(TelegramSamples.importing(try TelegramSamples.data(TelegramSamples.singleChat)))
    try RoundTrip.check(imported.conversation, "telegram/single-chat")
  }

  @Test(arguments: ["1001", "1002", "1777000"])
  func telegramAccountExportChat(chat: String) throws {
    let data = try TelegramSamples.data(TelegramSamples.account)
    let imported = try #require(TelegramSamples.importing(data, options: ImportOptions(chat: chat)))
    try RoundTrip.check(imported.conversation, "telegram/account chat \(chat)")
  }

  @Test func whatsAppExports() throws {
    for (folder, me) in [(WhatsAppFixture.ios, "Ana Lima"), (WhatsAppFixture.android, "Tomás")] {
      let imported = try WhatsAppFixture.importFolder(folder, me: me)
      try RoundTrip.check(imported.conversation, "whatsapp/\(folder.lastPathComponent)")
    }
  }

  @Test func randomConversationsBuiltInCode() async {
    await propertyCheck(count: 200, input: RandomConversationModel.generator) { conversation in
      try RoundTrip.check(conversation, "random conversation built in code")
    }
  }

  @Test func randomConversations() async {
    await propertyCheck(count: 50, input: RandomConversation.generator) { random in
      let conversation = try ConversationDecoder.decode(random.json).get().conversation
      try RoundTrip.check(conversation, "random conversation")
    }
  }
}
