import Foundation
import Testing

@testable import BubbleKit

@Suite("Decoding: rich text")
struct RichTextDecodingTests {
  private func text(_ json: String) -> DecodedConversation? {
    DecodingFixture.decode(
      DecodingFixture.document(messages: #"{ "id": "1", "from": "bob", "text": \#(json) }"#))
  }

  @Test func plainStringKeepsMarkupLiteral() throws {
    let decoded = try #require(text(#""<b>&amp; \"quoted\"\nline two""#))
    #expect(
      decoded.conversation.messages[0].text == RichText(plain: "<b>&amp; \"quoted\"\nline two"))
  }

  @Test func everyKnownSegmentType() throws {
    let items = TextStyle.allCases.map {
      #"{ "type": "\#($0.rawValue)", "text": "\#($0.rawValue)" }"#
    }
    let decoded = try #require(text("[" + items.joined(separator: ", ") + "]"))
    let segments = decoded.conversation.messages[0].text?.segments ?? []
    #expect(segments == TextStyle.allCases.map { TextSegment(text: $0.rawValue, styles: [$0]) })
    #expect(decoded.warnings == [])
  }

  @Test func segmentAttributesAndCombinedStyles() throws {
    let decoded = try #require(
      text(
        """
        [
          "plain ", { "type": "plain", "text": "also plain" },
          { "type": "pre", "text": "let x = 1", "language": "swift" },
          { "type": "text_link", "text": "here", "href": "https://example.com" },
          { "type": "mention", "text": "@me", "user_id": "me" },
          { "types": ["bold", "italic", "link"], "text": "https://a.example" },
          { "text": "no type" }
        ]
        """))
    #expect(
      decoded.conversation.messages[0].text?.segments == [
        TextSegment(text: "plain "), TextSegment(text: "also plain"),
        TextSegment(text: "let x = 1", styles: [.pre], language: "swift"),
        TextSegment(text: "here", styles: [.textLink], href: "https://example.com"),
        TextSegment(text: "@me", styles: [.mention], userID: "me"),
        TextSegment(text: "https://a.example", styles: [.bold, .italic, .link]),
        TextSegment(text: "no type"),
      ])
    #expect(decoded.warnings == [])
  }

  /// Telegram Desktop writes a mention of a user without a username as `mention_name` with a
  /// numeric `user_id`: a mention, not an error (issue 15).
  @Test func mentionNameWithNumericUserID() throws {
    let decoded = try #require(text(#"[{ "type": "mention_name", "text": "Bob", "user_id": 5127784512 }]"#))
    #expect(
      decoded.conversation.messages[0].text?.segments == [
        TextSegment(text: "Bob", styles: [.mention], userID: "5127784512")
      ])
    #expect(decoded.warnings == [])
    #expect(
      DecodingFixture.errors(
        DecodingFixture.document(
          messages: #"{ "id": "1", "from": "bob", "text": [{ "type": "mention", "text": "x", "user_id": -1 }] }"#))
        == [#"messages[0].text[0].user_id: expected an integer from 0 to 9007199254740991, found -1"#])
  }

  @Test func unknownSegmentTypesAreWarningsAndPlainText() throws {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "text": [
          { "type": "custom_emoji", "text": "🙂" },
          { "types": ["bold", "sparkle"], "text": "shiny" }
        ] }
        """)
    let decoded = try #require(DecodingFixture.decode(json))
    #expect(
      decoded.conversation.messages[0].text?.segments == [
        TextSegment(text: "🙂"), TextSegment(text: "shiny", styles: [.bold]),
      ])
    #expect(
      decoded.warnings.map(\.pathAndMessage) == [
        #"messages[0].text[0].type: unknown text style "custom_emoji"; drawn as plain text"#,
        #"messages[0].text[1].types[1]: unknown text style "sparkle"; drawn as plain text"#,
      ])
    #expect(decoded.warnings[0].location == JSONLocation(line: 9, column: 13))
  }

  /// A text styled in more runs than are drawn says so, at the text; alternating styles count,
  /// neighbours styled alike do not.
  @Test func moreStyledRunsThanAreDrawnIsAWarning() throws {
    let alternating = (0...RichText.styledRunsDrawn).map { $0 % 2 == 0 ? #""a""# : #"{"type":"bold","text":"b"}"# }
    let alike = Array(repeating: #"{"type":"bold","text":"b"}"#, count: RichText.styledRunsDrawn + 5)
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "text": [\(alternating.joined(separator: ","))] },
        { "id": "2", "from": "bob", "text": [\(alike.joined(separator: ","))] }
        """)
    let decoded = try #require(DecodingFixture.decode(json))
    #expect(
      decoded.warnings.map(\.pathAndMessage) == [
        "messages[0].text: the text has 1001 differently styled runs; the first 1000 are drawn, then an ellipsis"
      ])
    #expect(decoded.conversation.messages[1].text?.styledRunCount == 1)
  }

  @Test func malformedSegments() {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "text": [
          7,
          { "type": "bold" },
          { "type": "bold", "types": ["italic"], "text": "both" },
          { "type": 1, "text": "x" },
          { "types": "bold", "text": "x" },
          { "type": "pre", "text": "x", "language": 5 },
          ["nested"]
        ] },
        { "id": "2", "from": "bob", "text": { "type": "bold", "text": "x" } }
        """)
    #expect(
      DecodingFixture.errors(json) == [
        "messages[0].text[0]: expected a string or a text segment object, found number",
        #"messages[0].text[1].text: missing required field "text""#,
        #"messages[0].text[2]: a text segment has either "type" or "types", not both"#,
        "messages[0].text[3].type: expected a string, found number",
        "messages[0].text[4].types: expected an array, found string",
        "messages[0].text[5].language: expected a string, found number",
        "messages[0].text[6]: expected a string or a text segment object, found array",
        #"messages[1].text: expected a string, an array of strings and text segments, or {"markdown": string}, "#
          + #"found an object without "markdown" (put a segment inside an array)"#,
      ])
  }

  @Test func textLimitCountsUTF8BytesOfAllSegments() {
    var limits = DecodingLimits()
    limits.maxTextBytes = 10
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "text": "0123456789" },
        { "id": "2", "from": "bob", "text": "01234567890" },
        { "id": "3", "from": "bob", "text": ["01234", { "type": "bold", "text": "56789" }, "0"] },
        { "id": "4", "from": "bob", "text": "ééééé€" },
        { "id": "5", "type": "system", "text": "01234567890" },
        { "id": "6", "from": "bob", "text": "caption too long", "media": { "type": "image" } }
        """)
    #expect(
      DecodingFixture.errors(json, limits: limits) == [
        "messages[1].text: string is 11 bytes of UTF-8; the limit is 10 bytes",
        "messages[2].text: the text is 11 bytes of UTF-8; the limit is 10 bytes",
        "messages[3].text: string is 13 bytes of UTF-8; the limit is 10 bytes",
        "messages[4].text: string is 11 bytes of UTF-8; the limit is 10 bytes",
        "messages[5].text: string is 16 bytes of UTF-8; the limit is 10 bytes",
      ])
  }

  @Test func defaultTextLimitIs64KiB() {
    let long = String(repeating: "a", count: 64 * 1024 + 1)
    let json = DecodingFixture.document(
      messages: #"{ "id": "1", "from": "bob", "text": "\#(long)" }"#)
    #expect(
      DecodingFixture.errors(json) == [
        "messages[0].text: string is 65537 bytes of UTF-8; the limit is 64 KiB"
      ])
    let fits = String(repeating: "a", count: 64 * 1024)
    #expect(
      DecodingFixture.decode(
        DecodingFixture.document(messages: #"{ "id": "1", "from": "bob", "text": "\#(fits)" }"#))
        != nil)
  }
}
