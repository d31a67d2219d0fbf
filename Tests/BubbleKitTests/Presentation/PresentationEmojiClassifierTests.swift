import BubbleKit
import Testing

@Suite("Presentation: emoji classification")
struct PresentationEmojiClassifierTests {
  typealias F = PresentationFixture

  @Test(arguments: [
    "👍", "❤️", "🇨🇳", "👨‍👩‍👧‍👦", "👋🏻", "1️⃣", "#️⃣", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "🏳️‍🌈", "☝🏻", "😂", "©️",
  ])
  func emojiCharacters(_ text: String) throws {
    let character = try #require(text.count == 1 ? text.first : nil)
    #expect(EmojiClassifier.isEmoji(character))
  }

  @Test(arguments: ["1", "#", "*", "©", "™", "❤", "a", "李", "🇨", "⌚︎", " "])
  func textCharacters(_ text: String) throws {
    let character = try #require(text.count == 1 ? text.first : nil)
    #expect(!EmojiClassifier.isEmoji(character))
  }

  @Test(arguments: [
    ("👍", 1), ("😂😂😂", 3), ("❤️", 1), ("🇨🇳", 1), ("👨‍👩‍👧‍👦", 1), ("👋🏻", 1), ("1️⃣", 1),
    ("🏴󠁧󠁢󠁥󠁮󠁧󠁿", 1), (" 👍 \n 👍 ", 2), ("🇨🇳🇯🇵", 2),
  ])
  func bigEmojiTexts(text: String, count: Int) {
    #expect(EmojiClassifier.bigEmojiCount(text) == count)
  }

  @Test(arguments: ["1", "#", "©", "a", "👍👍👍👍", "👍 ok", "", "  \n", "👍!", "🇨"])
  func notBigEmoji(_ text: String) {
    #expect(EmojiClassifier.bigEmojiCount(text) == nil)
  }

  @Test func bigEmojiNeedsPlainTextAndNoMedia() {
    let bold = RichText(segments: [TextSegment(text: "🔥", styles: [.bold])])
    let conversation = F.conversation([
      F.text("plain", from: "alice", "🔥"),
      Message(id: "styled", from: "alice", text: bold),
      Message(
        id: "caption", from: "alice", text: RichText(plain: "🔥"),
        media: .image(ImageMedia(src: nil))),
      F.text("four", from: "alice", "🔥🔥🔥🔥"),
    ])
    let flags = F.messages(F.present(conversation)).map(\.isBigEmoji)
    #expect(flags == [true, false, false, false])
  }
}
