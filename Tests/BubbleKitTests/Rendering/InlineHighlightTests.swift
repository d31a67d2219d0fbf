import BubbleGraphics
import Testing

@testable import BubbleKit

/// `inline_code_background` and `mention_background`: Discord and Slack highlight inline code
/// and @mentions behind the words; Telegram colours them only.
@Suite struct InlineHighlightTests {
  func attributes(_ styles: Set<TextStyle>, theme name: String) throws -> TextAttributes {
    let context = NodeContext(
      theme: try ThemeLoader.load(name), direction: .incoming, measurer: try FontSystem(), media: .empty,
      messageID: "m1")
    return RichTextBlocks.attributes(for: styles, context: context)
  }

  @Test(arguments: ["discord", "discord-dark", "slack", "slack-dark"])
  func listAppsHighlightCodeAndMentions(theme name: String) throws {
    let side = try ThemeLoader.load(name).incoming
    #expect(try attributes([.code], theme: name).background == side.inlineCodeBackground)
    #expect(try attributes([.mention], theme: name).background == side.mentionBackground)
    #expect(try attributes([.mention], theme: name).color == side.link)
    #expect(try attributes([.hashtag], theme: name).background == nil)
  }

  @Test func telegramColoursThemOnly() throws {
    #expect(try attributes([.code], theme: "telegram").background == nil)
    #expect(try attributes([.mention], theme: "telegram").background == nil)
  }
}
