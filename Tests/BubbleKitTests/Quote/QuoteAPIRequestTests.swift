import BubbleKit
import Foundation
import Testing

/// quote-api's `/generate` body read as quote-api reads it: its settings range-checked and
/// located, its messages as a conversation.
@Suite struct QuoteAPIRequestTests {
  static func decode(_ json: String) -> Result<QuoteAPIRequest, ConversationDecodingError> {
    QuoteAPIRequest.decode(Data(json.utf8), kinds: ContentNodeRegistry.standard.contentKinds)
  }

  static func errors(_ json: String) -> [String] {
    guard case .failure(.invalid(let issues)) = decode(json) else { return [] }
    return issues.map { issue in
      let place = issue.location.map { "\($0.line):\($0.column)" } ?? "-"
      return "\(place): \(issue.path): \(issue.message)"
    }
  }

  /// quote-api's README request.
  static let readme = """
    {"backgroundColor": "#1b1429", "width": 512, "height": 768, "scale": 2, "emojiBrand": "apple",
     "messages": [{"from": {"id": 66478514, "first_name": "Yuri 💜", "last_name": "Ly", "username": "LyoSU",
       "photo": {"big_file_id": "AQADbig"}},
       "text": "Welcome to the quote generator!",
       "entities": [{"type": "bold", "offset": 0, "length": 7}, {"type": "italic", "offset": 8, "length": 3}],
       "avatar": true,
       "replyMessage": {"name": "Charlie", "text": "How's the weather today?", "entities": [], "chatId": 123456789,
         "from": {"id": 123456789, "name": "Charlie"}}}]}
    """

  @Test func theReadmeRequestReadsAsQuoteAPIReadsIt() throws {
    let request = try Self.decode(Self.readme).get()
    #expect(request.kind == .raw)
    #expect(request.scale == 2 && request.width == 512 && request.height == 768)
    #expect(request.background.colorOne == RGBColor(hex: "#1b1429"))
    #expect(request.showsAvatars)
    let conversation = request.conversation
    #expect(conversation.participants.first?.name == "Yuri 💜 Ly")
    // Telegram's name colour: the user id modulo 7.
    #expect(conversation.participants.first?.paletteIndex == 66_478_514 % 7)
    #expect(conversation.participants.first?.avatar == MediaSource("telegram-file:AQADbig"))
    let message = try #require(conversation.messages.first)
    #expect(message.text?.plainText == "Welcome to the quote generator!")
    #expect(message.text?.segments.first?.styles.contains(.bold) == true)
    #expect(message.replyPreview?.from == "Charlie")
    #expect(message.replyPreview?.text == "How's the weather today?")
  }

  @Test func backgroundColoursAreQuoteAPIs() throws {
    let shades = try QuoteBackground(parsing: "//#292232")
    #expect(shades.colorOne.hexString == RGBColor(hex: "#372E44")?.hexString)
    #expect(shades.colorTwo.hexString == RGBColor(hex: "#231D2B")?.hexString)
    let pair = try QuoteBackground(parsing: "#111/#222222")
    #expect(pair.colorOne == RGBColor(hex: "#111") && pair.colorTwo == RGBColor(hex: "#222222"))
    #expect(try QuoteBackground(parsing: "Indigo").colorOne == RGBColor(hex: "#4B0082"))
    #expect(try QuoteBackground(parsing: "rgb(255, 0, 0)").colorOne == RGBColor(hex: "#FF0000"))
    #expect(try QuoteBackground(parsing: "white").isLight)
    #expect(try !QuoteBackground(parsing: "#1b1429").isLight)
    // `random` is a colour the request picks: the same request, the same colour.
    #expect(try QuoteBackground(parsing: "random", seed: 3) == QuoteBackground(parsing: "random", seed: 3))
    #expect(throws: QuoteColorProblem.self) { try QuoteBackground(parsing: "#12345") }
    #expect(throws: QuoteColorProblem.self) { try QuoteBackground(parsing: "rgb(300, 0, 0)") }
  }

  @Test func badSettingsAreLocated() {
    #expect(
      Self.errors(#"{"messages": [{"text": "a"}], "scale": "big", "ext": "gif", "width": 50}"#) == [
        "1:40: scale: expected a number from 1 to 20",
        "1:54: ext: expected \"png\" or \"webp\", not \"gif\"",
        "1:70: width: expected a number from 200 to 2000, not 50",
      ])
    #expect(Self.errors(#"{"messages": []}"#) == ["1:14: messages: expected at least one message"])
    #expect(Self.errors(#"{"type": "quote"}"#).first?.contains("missing required field \"messages\"") == true)
    #expect(
      Self.errors(#"{"messages": [{"text": "a"}], "backgroundColor": "nope"}"#).first?.contains(
        "expected a colour") == true)
  }

  @Test func scaleIsClampedAsQuoteAPIDoes() throws {
    #expect(try Self.decode(#"{"messages": [{"text": "a"}], "scale": 50}"#).get().scale == 20)
    #expect(try Self.decode(#"{"messages": [{"text": "a"}], "scale": "0.5"}"#).get().scale == 1)
  }

  @Test func mediaBecomeTheirKinds() throws {
    let request = try Self.decode(
      """
      [{"from": {"id": 1, "name": "A"}, "media": [{"file_id": "small", "width": 90, "height": 60},
         {"file_id": "large", "width": 1280, "height": 853}]},
       {"from": {"id": 1, "name": "A"}, "media": {"url": "https://example.com/s.webp"}, "mediaType": "sticker"},
       {"from": {"id": 2, "name": "B"}, "voice": {"waveform": [0, 4, 31], "duration": 83}},
       {"from": {"id": 2, "name": "B"}, "document": {"file_name": "report.pdf", "file_size": 2516582}},
       {"from": {"id": 3, "name": "C"}, "audio": {"title": "Song", "performer": "Band", "duration": 215}}]
      """
    ).get()
    let media = request.conversation.messages.map(\.media)
    #expect(media[0]?.typeName == "image")
    #expect(media[0]?.image?.src == MediaSource("telegram-file:large"))
    #expect(media[1]?.typeName == "sticker")
    #expect(media[2]?.voice?.waveform == [0, 4, 31] && media[2]?.voice?.duration == 83)
    #expect(media[3]?.typeName == "file")
    #expect(media[4]?.typeName == "audio")
  }

  @Test func theImporterReadsARequestAsAConversation() throws {
    let imported = try ConversationImport.importConversation(
      Data(Self.readme.utf8), kinds: ContentNodeRegistry.standard.contentKinds
    ).get()
    #expect(imported.format.rawValue == "quote-api")
    #expect(imported.conversation.messages.count == 1)
  }
}
