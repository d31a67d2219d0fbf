import Foundation
import OrderCardExample
import Testing

@testable import BubbleCore
@testable import BubbleKit

@Suite("Encoding conversations to bubbles/1")
struct ConversationEncoderTests {
  /// The first example of docs/conversation-format.md, built in code.
  static func weekend() throws -> Conversation {
    let eightOClock = Date(timeIntervalSince1970: 1_777_701_600)  // 2026-05-02T08:00:00+02:00
    return Conversation(
      title: "Weekend", kind: .group, me: "me",
      participants: [
        Participant(id: "me", name: "Me"),
        Participant(id: "ana", name: "Ana Lima", avatar: .path("media/ana.png"), color: RGBColor(rgb: 0x3FAA5B)),
      ],
      unreadFrom: "2",
      messages: [
        Message(
          id: "n1", kind: .system, time: try Timestamp(eightOClock, utcOffsetSeconds: 7200),
          text: RichText(plain: "Ana Lima created the group")),
        Message(
          id: "1", from: "ana", time: try Timestamp(eightOClock.addingTimeInterval(60), utcOffsetSeconds: 7200),
          text: RichText(segments: [
            TextSegment(text: "Hike on "), TextSegment(text: "Sunday", styles: [.italic, .bold]),
            TextSegment(text: "?"),
          ]),
          reactions: [Message.Reaction(emoji: "👍", count: 2, mine: true)]),
        Message(
          id: "2", from: "me", time: Timestamp(secondsSince1970: 1_777_702_200), text: RichText(plain: "Same."),
          media: .location(LocationMedia(latitude: 46.55, longitude: 7.98, title: "Trailhead")), replyTo: "0",
          replyPreview: Message.ReplyPreview(from: "Kai", text: "Count me in"), edited: true, status: .read,
          pinned: true),
      ])
  }

  @Test func writesTheFormatsKeysInItsOrderAndLeavesDefaultsOut() throws {
    let json = String(decoding: try ConversationEncoder.encode(try Self.weekend()), as: UTF8.self)
    #expect(
      json == """
        {
          "format": "bubbles/1",
          "title": "Weekend",
          "kind": "group",
          "me": "me",
          "participants": [
            {
              "id": "me",
              "name": "Me"
            },
            {
              "id": "ana",
              "name": "Ana Lima",
              "avatar": "media/ana.png",
              "color": "#3FAA5B"
            }
          ],
          "unread_from": "2",
          "messages": [
            {
              "id": "n1",
              "type": "system",
              "time": "2026-05-02T08:00:00+02:00",
              "text": "Ana Lima created the group"
            },
            {
              "id": "1",
              "from": "ana",
              "time": "2026-05-02T08:01:00+02:00",
              "text": [
                "Hike on ",
                {
                  "types": ["bold", "italic"],
                  "text": "Sunday"
                },
                "?"
              ],
              "reactions": [
                {
                  "emoji": "👍",
                  "count": 2,
                  "mine": true
                }
              ]
            },
            {
              "id": "2",
              "from": "me",
              "time": "2026-05-02T06:10:00Z",
              "text": "Same.",
              "media": {
                "type": "location",
                "latitude": 46.55,
                "longitude": 7.98,
                "title": "Trailhead"
              },
              "reply_to": "0",
              "reply_preview": {
                "from": "Kai",
                "text": "Count me in"
              },
              "edited": true,
              "status": "read",
              "pinned": true
            }
          ]
        }

        """)
    try RoundTrip.check(try Self.weekend(), "weekend")
  }

  /// README, "Conversations in code".
  @Test func theReadmeExampleWritesADocumentThatDecodes() throws {
    let sunday = RichText(segments: [
      TextSegment(text: "Hike on "), TextSegment(text: "Sunday", styles: [.bold]), TextSegment(text: "?"),
    ])
    let conversation = Conversation(
      title: "Weekend", kind: .group, me: "me",
      participants: [
        Participant(id: "me", name: "Me"), Participant(id: "ana", name: "Ana Lima", avatar: .path("ana.png")),
      ],
      messages: [
        Message(id: "1", from: "ana", time: try Timestamp(Date(), in: .current), text: sunday),
        Message(
          id: "2", from: "me", time: try Timestamp(Date(), utcOffsetSeconds: 2 * 3600),
          text: RichText(plain: "Count me in"),
          media: .location(LocationMedia(latitude: 46.55, longitude: 7.98, title: "Trailhead")), replyTo: "1",
          status: .read),
      ])
    try RoundTrip.check(conversation, "README example")
  }

  @Test func compactOutputHasNoWhitespace() throws {
    let conversation = Conversation(
      participants: [Participant(id: "a")], messages: [Message(id: "1", from: "a", text: RichText(plain: "hi"))])
    let json = String(decoding: try ConversationEncoder.encode(conversation, prettyPrinted: false), as: UTF8.self)
    #expect(
      json
        == #"{"format":"bubbles/1","participants":[{"id":"a","name":"a"}],"messages":[{"id":"1","from":"a","text":"hi"}]}"#
    )
  }

  @Test func textIsWrittenAsItIsWithOnlyJSONsEscapes() throws {
    let text = "\"quoted\" \\ back\nnew\tline \u{1}\u{1F} <b>&amp;</b> / \u{2028} مرحبا 👨‍👩‍👧 e\u{301}"
    let conversation = Conversation(
      participants: [Participant(id: "a\"b", name: "Ä \\ \n")],
      messages: [
        Message(
          id: "1", from: "a\"b",
          text: RichText(segments: [
            TextSegment(text: text, styles: [.textLink], href: "https://example.com/?q=\"x\""),
            TextSegment(text: "", styles: [.pre], language: "swift"),
            TextSegment(text: "@ben", styles: [.mention], userID: "1002"), TextSegment(text: text),
          ]))
      ])
    let json = String(decoding: try RoundTrip.check(conversation, "escapes"), as: UTF8.self)
    #expect(json.contains(#""text": "\"quoted\" \\ back\nnew\tline \u0001\u001F <b>&amp;</b> / \#u{2028} مرحبا"#))
  }

  @Test func segmentsWriteTheirStylesAndAttributes() throws {
    let segments = [
      TextSegment(text: "a", styles: [.spoiler]), TextSegment(text: "b", href: "https://x.example"),
      TextSegment(text: "c", styles: [.botCommand, .bold, .textLink]),
    ]
    let field = ConversationEncoder.richText(RichText(segments: segments), path: "text", context: EncodingContext())
    #expect(
      field.text(prettyPrinted: false)
        == #"[{"type":"spoiler","text":"a"},{"text":"b","href":"https://x.example"},{"types":["bold","text_link","bot_command"],"text":"c"}]"#
    )
    let empty = ConversationEncoder.richText(RichText(segments: []), path: "text", context: EncodingContext())
    #expect(empty.text(prettyPrinted: false) == "[]")
  }

  @Test func everyBuiltInKindAndTheOrderCardWriteTheirFields() throws {
    let media: [MessageContent] = [
      .image(ImageMedia(src: .dataURI("data:image/png;base64,AAAA"), width: 10, height: 20)),
      .album([
        .image(ImageMedia(src: nil, width: 1, height: 2)), .video(VideoMedia(poster: .url("https://e.example/p.jpg"))),
      ]),
      .video(VideoMedia(poster: nil, width: 1280, height: 720, duration: 125.5)),
      .voice(VoiceMedia(duration: 0.1, waveform: [0, 31, 7], played: true)),
      .audio(AudioMedia(title: "Song", performer: "Band", duration: 1e-7)),
      .file(FileMedia(name: "a.pdf", size: 9_007_199_254_740_991, mime: "application/pdf")),
      .location(LocationMedia(latitude: -90, longitude: 180, address: "Pole", src: .path("map.png"))),
      .contact(ContactMedia(name: "Ranger", phone: "+852", avatar: .path("r.jpg"))),
      .sticker(StickerMedia(src: .path("s.webp"), width: 512, height: 512, emoji: "😊")),
      .linkPreview(LinkPreviewMedia(url: "https://e.example", siteName: "E", title: "T", description: "D")),
      .call(CallMedia(video: true, duration: 0, missed: false, declined: true)),
      .poll(
        PollMedia(question: "Q?", options: [.init(text: "A", votes: 0), .init(text: "B", votes: 3)], totalVoters: 3)),
      .redPacket(RedPacketMedia(greeting: "恭喜发财", opened: true)),
      .transfer(TransferMedia(amount: "¥88.00", note: "Snacks")),
      MessageContent(OrderCardKind.self, Order(orderID: "A-1042", title: "Shoes", itemCount: 2, total: "¥598.00")),
    ]
    let conversation = Conversation(
      participants: [Participant(id: "a")],
      messages: media.enumerated().map { Message(id: "\($0.offset)", from: "a", media: $0.element) })
    let json = String(decoding: try RoundTrip.check(conversation, "every kind"), as: UTF8.self)
    for expected in [
      #""waveform": [0, 31, 7]"#, #""size": 9007199254740991"#, #""duration": 1e-07"#, #""order_id": "A-1042""#,
      #""declined": true"#, #""items": 2"#,
    ] {
      #expect(json.contains(expected), "\(expected)")
    }
    #expect(!json.contains(#""missed""#), "a false flag is left out")
  }

  @Test func valuesTheFormatCannotHoldAreListedWithTheirPaths() {
    let conversation = Conversation(
      participants: [Participant(id: "a")],
      messages: [
        Message(id: "1", from: "a", media: .voice(VoiceMedia(duration: .nan))),
        Message(
          id: "2", from: "a", time: Timestamp(secondsSince1970: 0, utcOffsetSeconds: 30),
          media: .location(LocationMedia(latitude: .infinity, longitude: 0))),
        Message(id: "3", from: "a", time: Timestamp(secondsSince1970: 1e12), text: RichText(plain: "far")),
      ])
    #expect(throws: ConversationEncodingError.self) { try ConversationEncoder.encode(conversation) }
    do {
      _ = try ConversationEncoder.encode(conversation)
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "messages[0].media.duration: nan is not a JSON number",
          "messages[1].time: the UTC offset of 30 seconds is not whole minutes less than 24 hours",
          "messages[1].media.latitude: inf is not a JSON number",
          "messages[2].time: the time 1000000000000 seconds since 1970 at UTC offset 0 seconds is outside years 1 to 9999",
        ])
    }
  }
}
