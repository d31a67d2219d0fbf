import BubbleKit
import Foundation
import Testing

/// `{"markdown": …}` in bubbles/1: decoded as Markdown, written back the same, held to the text
/// limit, and math beyond the TeX we typeset is a located warning.
struct MarkdownDecodingTests {
  private static func json(_ text: String) -> String {
    #"{ "participants": [{ "id": "a" }], "messages": [{ "id": "1", "from": "a", "text": \#(text) }] }"#
  }

  @Test func markdownDecodesAndEncodesBack() throws {
    let decoded = try ConversationDecoder.decode(Data(Self.json(###"{ "markdown": "## Hi\n*there*" }"###).utf8)).get()
    let text = try #require(decoded.conversation.messages.first?.text)
    #expect(text.markdownSource == "## Hi\n*there*")
    #expect(decoded.warnings.isEmpty)
    let encoded = try ConversationEncoder.encode(decoded.conversation)
    let again = try ConversationDecoder.decode(encoded).get().conversation
    #expect(again == decoded.conversation)
    #expect(String(decoding: encoded, as: UTF8.self).contains(#""markdown""#))
  }

  @Test func mathBeyondTheSubsetIsAWarningAtTheText() throws {
    let decoded = try ConversationDecoder.decode(
      Data(Self.json(#"{ "markdown": "fine $x^2$, not $\\foo{x}$ nor $\\bar{y}\\baz$" }"#).utf8)
    ).get()
    let warning = try #require(decoded.warnings.first)
    #expect(warning.path == "messages[0].text")
    #expect(warning.message.contains(#"\foo"#) && warning.message.contains("and 1 more"), "\(warning)")
  }

  @Test func aMarkdownTextHasTheTextLimitAndNoOtherKeys() throws {
    let long = String(repeating: "a", count: 65_537)
    let tooLong = ConversationDecoder.decode(Data(Self.json(#"{ "markdown": "\#(long)" }"#).utf8))
    #expect(throws: (any Error).self) { try tooLong.get() }
    let extra = ConversationDecoder.decode(Data(Self.json(#"{ "markdown": "x", "html": "<b>" }"#).utf8))
    let warnings = (try? extra.get().warnings) ?? []
    #expect(warnings.contains { $0.message.contains("html") } || (try? extra.get()) == nil)
  }
}
