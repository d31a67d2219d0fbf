import BubbleKit
import Testing

/// Bot API entities (UTF-16 offsets, nested and overlapping) as styled runs.
@Suite struct BotAPIEntitiesTests {
  typealias Entity = BotAPIEntities.Entity

  /// nutgram's entities.json: bold, underline, and a link whose last word is bold too, after two
  /// emoji of two UTF-16 units each.
  @Test func overlappingEntitiesAfterEmojiCountUTF16Units() {
    let (text, problems) = BotAPIEntities.richText(
      "test bold underline 😆👍 look here",
      entities: [
        Entity(type: "bold", offset: 5, length: 4), Entity(type: "underline", offset: 10, length: 9),
        Entity(type: "text_link", offset: 25, length: 9, url: "http://google.it/"),
        Entity(type: "bold", offset: 30, length: 4),
      ])
    #expect(problems.isEmpty)
    #expect(text.plainText == "test bold underline 😆👍 look here")
    let runs = text.segments.map { ($0.text, $0.styles.map(\.rawValue).sorted(), $0.href) }
    #expect(runs.map(\.0) == ["test ", "bold", " ", "underline", " 😆👍 ", "look ", "here"])
    #expect(runs[1].1 == ["bold"] && runs[3].1 == ["underline"])
    #expect(runs[5].1 == ["text_link"] && runs[5].2 == "http://google.it/")
    #expect(runs[6].1 == ["bold", "text_link"] && runs[6].2 == "http://google.it/")
  }

  @Test func rightToLeftAndCodeKeepTheirCharacters() {
    let source = "سلام world مرحبا"
    let (text, _) = BotAPIEntities.richText(
      source,
      entities: [
        Entity(type: "code", offset: 5, length: 5), Entity(type: "pre", offset: 11, length: 5, language: "ar"),
      ])
    #expect(text.plainText == source)
    #expect(text.segments.map(\.text) == ["سلام ", "world", " ", "مرحبا"])
    #expect(text.segments[3].styles == [.pre] && text.segments[3].language == "ar")
  }

  @Test func mentionsQuotesAndCustomEmojiMapToTheModel() {
    let (text, problems) = BotAPIEntities.richText(
      "@ann hi 🔥 > quoted",
      entities: [
        Entity(type: "mention", offset: 0, length: 4), Entity(type: "text_mention", offset: 5, length: 2, userID: "42"),
        Entity(type: "custom_emoji", offset: 8, length: 2),
        Entity(type: "expandable_blockquote", offset: 11, length: 8),
      ])
    #expect(problems.isEmpty)
    #expect(text.segments.first?.styles == [.mention])
    #expect(text.segments.first { $0.text == "hi" }?.userID == "42")
    // A custom emoji draws as its fallback emoji, the text itself.
    #expect(text.segments.contains { $0.text.contains("🔥") && $0.styles.isEmpty })
    #expect(text.segments.last?.styles == [.blockquote])
  }

  /// Entities past the end, empty or negative, and unknown types are reported by index; a cut
  /// inside a surrogate pair widens to the whole emoji.
  @Test func badEntitiesAreReportedAndTheTextStillReads() {
    let (text, problems) = BotAPIEntities.richText(
      "ab😆",
      entities: [
        Entity(type: "bold", offset: 1, length: 99), Entity(type: "bold", offset: 0, length: 0),
        Entity(type: "italic", offset: -1, length: 2), Entity(type: "sparkle", offset: 0, length: 1),
        Entity(type: "underline", offset: 3, length: 1),
      ])
    #expect(problems.map(\.0) == [0, 1, 2, 3])
    #expect(problems[3].1.contains("unknown entity type \"sparkle\""))
    #expect(text.plainText == "ab😆")
    #expect(text.segments.map(\.text) == ["ab", "😆"])
    #expect(text.segments[1].styles == [.underline])
  }
}
