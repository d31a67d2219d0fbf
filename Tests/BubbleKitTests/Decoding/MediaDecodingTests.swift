import Foundation
import Testing

@testable import BubbleKit

@Suite("Decoding: media")
struct MediaDecodingTests {
  private func media(_ json: String) -> MessageContent? {
    DecodingFixture.decode(DecodingFixture.document(media: json))?.conversation.messages.first?
      .media
  }

  private func mediaErrors(_ json: String, limits: DecodingLimits = .default) -> [String] {
    DecodingFixture.errors(DecodingFixture.document(media: json), limits: limits)
  }

  @Test func decodesEveryType() {
    #expect(
      media(#"{ "type": "image", "src": "a.png", "width": 4, "height": 3 }"#)
        == .image(ImageMedia(src: .path("a.png"), width: 4, height: 3)))
    #expect(media(#"{ "type": "image" }"#) == .image(ImageMedia(src: nil)))
    #expect(
      media(#"{ "type": "video", "poster": "p.jpg", "duration": 1.5 }"#)
        == .video(VideoMedia(poster: .path("p.jpg"), duration: 1.5)))
    #expect(
      media(#"{ "type": "voice", "duration": 0, "waveform": [0, 31], "played": true }"#)
        == .voice(VoiceMedia(duration: 0, waveform: [0, 31], played: true)))
    #expect(
      media(#"{ "type": "audio", "title": "T", "performer": "P", "duration": 214 }"#)
        == .audio(AudioMedia(title: "T", performer: "P", duration: 214)))
    #expect(
      media(#"{ "type": "file", "name": "a.pdf", "size": 0 }"#)
        == .file(FileMedia(name: "a.pdf", size: 0)))
    #expect(
      media(#"{ "type": "location", "latitude": -90, "longitude": 180, "src": "map.png" }"#)
        == .location(LocationMedia(latitude: -90, longitude: 180, src: .path("map.png"))))
    #expect(
      media(
        #"{ "type": "contact", "name": "N", "phone": "1", "avatar": "data:image/png;base64,AA" }"#)
        == .contact(
          ContactMedia(name: "N", phone: "1", avatar: .dataURI("data:image/png;base64,AA"))))
    #expect(
      media(#"{ "type": "sticker", "src": "s.webp", "emoji": "😊" }"#)
        == .sticker(StickerMedia(src: .path("s.webp"), emoji: "😊")))
    #expect(
      media(#"{ "type": "link_preview", "url": "https://e.com", "image": "HTTPS://e.com/i.png" }"#)
        == .linkPreview(LinkPreviewMedia(url: "https://e.com", image: .url("HTTPS://e.com/i.png"))))
    #expect(media(#"{ "type": "call" }"#) == .call(CallMedia()))
    #expect(
      media(#"{ "type": "poll", "question": "Q", "options": [{ "text": "A" }] }"#)
        == .poll(PollMedia(question: "Q", options: [.init(text: "A", votes: 0)])))
    #expect(media(#"{ "type": "red_packet" }"#) == .redPacket(RedPacketMedia()))
    #expect(
      media(#"{ "type": "transfer", "amount": "¥1" }"#) == .transfer(TransferMedia(amount: "¥1")))
  }

  @Test func mediaWithoutTextIsAMessage() throws {
    let message = try #require(
      DecodingFixture.decode(DecodingFixture.document(media: #"{ "type": "call" }"#))?.conversation
        .messages.first)
    #expect(message.text == nil)
  }

  @Test func unknownTypeListsTheKnownOnes() {
    #expect(
      mediaErrors(#"{ "type": "vidoe", "poster": "p.jpg" }"#) == [
        #"messages[0].media.type: unknown media type "vidoe"; expected one of image, album, video, voice, audio, file, location, contact, sticker, link_preview, call, poll, red_packet, transfer, typing"#
      ])
    #expect(
      mediaErrors(#"{ "src": "a.png" }"#) == [
        #"messages[0].media.type: missing required field "type""#
      ])
    #expect(mediaErrors(#""a.png""#) == ["messages[0].media: expected an object, found string"])
  }

  @Test func requiredFieldsPerType() {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "media": { "type": "voice" } },
        { "id": "2", "from": "bob", "media": { "type": "file" } },
        { "id": "3", "from": "bob", "media": { "type": "location", "latitude": 1 } },
        { "id": "4", "from": "bob", "media": { "type": "contact" } },
        { "id": "5", "from": "bob", "media": { "type": "link_preview", "url": "" } },
        { "id": "6", "from": "bob", "media": { "type": "poll", "options": [] } },
        { "id": "7", "from": "bob", "media": { "type": "transfer" } },
        { "id": "8", "from": "bob", "media": { "type": "album" } }
        """)
    #expect(
      DecodingFixture.errors(json) == [
        #"messages[0].media.duration: missing required field "duration""#,
        #"messages[1].media.name: missing required field "name""#,
        #"messages[2].media.longitude: missing required field "longitude""#,
        #"messages[3].media.name: missing required field "name""#,
        "messages[4].media.url: expected a non-empty string",
        #"messages[5].media.question: missing required field "question""#,
        "messages[5].media.options: a poll needs at least 1 option",
        #"messages[6].media.amount: missing required field "amount""#,
        #"messages[7].media.items: missing required field "items""#,
      ])
  }

  @Test func rangesAndTypes() {
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "media": { "type": "image", "width": 0, "height": 100001, "src": "" } },
        { "id": "2", "from": "bob", "media": { "type": "video", "width": 2.5, "height": "9", "duration": -1 } },
        { "id": "3", "from": "bob", "media": { "type": "voice", "duration": "0:07", "waveform": [0, 32, -1, 1.5, "x"], "played": 1 } },
        { "id": "4", "from": "bob", "media": { "type": "file", "name": "a", "size": -1 } },
        { "id": "5", "from": "bob", "media": { "type": "location", "latitude": 90.5, "longitude": -180.01 } },
        { "id": "6", "from": "bob", "media": { "type": "poll", "question": "Q", "total_voters": -2, "options": [{ "text": "A", "votes": -1 }, { "votes": 1 }, "B"] } },
        { "id": "7", "from": "bob", "media": { "type": "call", "video": "yes", "missed": null, "duration": 1e308 } },
        { "id": "8", "from": "bob", "media": { "type": "sticker", "src": 5, "emoji": 1 } }
        """)
    #expect(
      DecodingFixture.errors(json) == [
        "messages[0].media.width: expected an integer from 1 to 100000, found 0",
        "messages[0].media.height: expected an integer from 1 to 100000, found 100001",
        "messages[0].media.src: expected a media source (a relative path, data: URI or URL), found an empty string",
        "messages[1].media.width: expected an integer from 1 to 100000, found 2.5",
        "messages[1].media.height: expected an integer from 1 to 100000, found string",
        "messages[1].media.duration: expected a number from 0 to 31536000, found -1",
        "messages[2].media.duration: expected a number from 0 to 31536000, found string",
        "messages[2].media.waveform[1]: expected an integer from 0 to 31, found 32",
        "messages[2].media.waveform[2]: expected an integer from 0 to 31, found -1",
        "messages[2].media.waveform[3]: expected an integer from 0 to 31, found 1.5",
        "messages[2].media.waveform[4]: expected an integer from 0 to 31, found string",
        "messages[2].media.played: expected true or false, found number",
        "messages[3].media.size: expected an integer from 0 to 9007199254740991, found -1",
        "messages[4].media.latitude: expected a number from -90 to 90, found 90.5",
        "messages[4].media.longitude: expected a number from -180 to 180, found -180.01",
        "messages[5].media.total_voters: expected an integer from 0 to 1000000000, found -2",
        "messages[5].media.options[0].votes: expected an integer from 0 to 1000000000, found -1",
        #"messages[5].media.options[1].text: missing required field "text""#,
        "messages[5].media.options[2]: expected an object, found string",
        "messages[6].media.video: expected true or false, found string",
        "messages[6].media.duration: expected a number from 0 to 31536000, found 1e+308",
        "messages[7].media.src: expected a media source string (a relative path, data: URI or URL), found number",
        "messages[7].media.emoji: expected a string, found number",
      ])
  }

  @Test func integersMayBeWrittenWithAZeroFraction() {
    // As in JSON Schema: 1280.0 is the integer 1280.
    #expect(
      media(#"{ "type": "image", "width": 1280.0, "height": 9.6e2 }"#)
        == .image(ImageMedia(src: nil, width: 1280, height: 960)))
  }

  @Test func albumItems() {
    let album = media(
      """
      { "type": "album", "items": [
        { "type": "image", "src": "a.jpg" }, { "type": "video", "poster": "b.jpg", "duration": 3 }
      ] }
      """)
    #expect(
      album
        == .album([
          .image(ImageMedia(src: .path("a.jpg"))),
          .video(VideoMedia(poster: .path("b.jpg"), duration: 3)),
        ]))

    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "media": { "type": "album", "items": [{ "type": "image" }] } },
        { "id": "2", "from": "bob", "media": { "type": "album", "items": [{ "type": "voice", "duration": 1 }, { "type": "image", "width": -1 }, 3] } },
        { "id": "3", "from": "bob", "media": { "type": "album", "items": [\(Array(repeating: #"{ "type": "image" }"#, count: 11).joined(separator: ", "))] } }
        """)
    #expect(
      DecodingFixture.errors(json) == [
        "messages[0].media.items: an album needs at least 2 items, found 1",
        #"messages[1].media.items[0].type: unknown album item type "voice"; expected one of image, video"#,
        "messages[1].media.items[1].width: expected an integer from 1 to 100000, found -1",
        "messages[1].media.items[2]: expected an object, found number",
        "messages[2].media.items: has 11 items; at most 10 are allowed",
      ])
  }

  @Test func unknownMediaFieldsAreWarnings() throws {
    let json = DecodingFixture.document(
      media: #"{ "type": "image", "src": "a.png", "alt": "A", "items": [] }"#)
    let decoded = try #require(DecodingFixture.decode(json))
    #expect(
      decoded.warnings.map(\.pathAndMessage) == [
        #"messages[0].media.alt: unknown field "alt"; ignored"#,
        #"messages[0].media.items: unknown field "items"; ignored"#,
      ])
  }

  @Test func mediaLimits() {
    var limits = DecodingLimits()
    limits.maxWaveformSamples = 2
    limits.maxPollOptions = 1
    limits.maxMediaDimension = 10
    limits.maxDataURIBytes = 30
    limits.maxStringBytes = 20
    let json = DecodingFixture.document(
      messages: """
        { "id": "1", "from": "bob", "media": { "type": "voice", "duration": 1, "waveform": [1, 2, 3] } },
        { "id": "2", "from": "bob", "media": { "type": "poll", "question": "Q", "options": [{ "text": "A" }, { "text": "B" }] } },
        { "id": "3", "from": "bob", "media": { "type": "image", "width": 11, "src": "data:image/png;base64,AAAAAAAAAAAA" } },
        { "id": "4", "from": "bob", "media": { "type": "image", "src": "data:image/png;base64,AAAA" } },
        { "id": "5", "from": "bob", "media": { "type": "image", "src": "a/very/long/path/to/an/image.png" } }
        """)
    #expect(
      DecodingFixture.errors(json, limits: limits) == [
        "messages[0].media.waveform: has 3 items; at most 2 are allowed",
        "messages[1].media.options: has 2 items; at most 1 are allowed",
        "messages[2].media.width: expected an integer from 1 to 10, found 11",
        "messages[2].media.src: string is 34 bytes of UTF-8; the limit is 30 bytes",
        "messages[4].media.src: string is 32 bytes of UTF-8; the limit is 20 bytes",
      ])
  }
}
