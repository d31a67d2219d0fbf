import Foundation
import PropertyBased

@testable import BubbleKit

/// Random `Conversation` values built in code, for the encoder's round trip: what the JSON of
/// `RandomConversation` does not hold (styled segments with links, mentions and languages, times
/// with offsets and fractions, notices, reply previews, colours), within the format's rules.
enum RandomConversationModel {
  static let words = ["Hi", "明天见", "مرحبا", "👨‍👩‍👧", "\"quoted\"", "back\\slash", "line\nbreak", "", " "]
  static let styleSets: [Set<TextStyle>] = [
    [], [.bold], [.italic, .bold], [.code], [.pre], [.textLink], [.mention], [.spoiler, .strikethrough, .underline],
    [.blockquote], [.hashtag, .cashtag, .botCommand, .email, .phone, .link],
  ]
  static let media: [MessageContent] = [
    .image(ImageMedia(src: .path("media/photo.jpg"), width: 1600, height: 1067)),
    .voice(VoiceMedia(duration: 7.25, waveform: [0, 4, 31], played: true)),
    .file(FileMedia(name: "route.gpx", size: 48_213, mime: "application/gpx+xml")),
    .location(LocationMedia(latitude: 22.2783, longitude: -114.1747, title: "North Gate")),
    .poll(PollMedia(question: "Next?", options: [.init(text: "Peak", votes: 3)], totalVoters: 5)),
    .sticker(StickerMedia(src: .dataURI("data:image/webp;base64,UklGR"), emoji: "😊")),
  ]

  static let segment = zip(
    Gen.int(in: 0..<words.count), Gen.int(in: 0..<styleSets.count), Gen.int(in: 0...3)
  ).map { word, styles, attribute in
    TextSegment(
      text: words[word], styles: styleSets[styles], language: attribute == 1 ? "swift" : nil,
      href: attribute == 2 ? "https://example.com/\(word)" : nil, userID: attribute == 3 ? "p\(word)" : nil)
  }

  /// Years 1 to 9999 with a day to spare at each end, so that every offset keeps the clock time in.
  static let time = zip(
    Gen.int(in: -62_135_510_400...253_402_214_399), Gen.int(in: 0...999), Gen.int(in: -1439...1439)
  ).map { seconds, milliseconds, offsetMinutes in
    Timestamp(secondsSince1970: Double(seconds) + Double(milliseconds) / 1000, utcOffsetSeconds: offsetMinutes * 60)
  }

  /// Kind (0 message, 1 system, 2 recalled), sender, text, time, media, and the small parts.
  static let message = zip(
    Gen.int(in: 0...2), Gen.int(in: 0...1), segment.array(of: 0...4).optional(valueRate: 0.8),
    time.optional(valueRate: 0.8), Gen.int(in: 0..<media.count).optional(valueRate: 0.3), Gen.int(in: 0...7)
  ).map { kind, sender, segments, time, media, parts in
    Message(
      id: "", kind: [Message.Kind.message, .system, .recalled][kind], from: kind == 1 ? nil : "p\(sender)",
      time: time, text: segments.map(RichText.init(segments:)) ?? RichText(plain: "…"),
      media: media.map { Self.media[$0] }, replyTo: parts & 1 != 0 ? "gone" : nil,
      replyPreview: parts & 1 != 0 ? Message.ReplyPreview(from: "Ana", text: nil) : nil,
      forwardedFrom: parts & 2 != 0 ? "Club" : nil, edited: parts & 4 != 0,
      status: Message.Status.allCases[parts % Message.Status.allCases.count],
      reactions: parts & 2 != 0 ? [Message.Reaction(emoji: "👍", count: parts + 1, mine: parts & 4 != 0)] : [],
      pinned: parts == 7)
  }

  static let generator = zip(
    Gen.bool, message.array(of: 1...8), Gen.int(in: 0...0xFF_FFFF).optional(valueRate: 0.5)
  ).map { isGroup, messages, color in
    Conversation(
      title: isGroup ? "Trip" : nil, kind: isGroup ? .group : .direct, me: "p0",
      participants: [
        Participant(id: "p0", name: "Me"), Participant(id: "p1", color: color.map { RGBColor(rgb: UInt32($0)) }),
      ],
      unreadFrom: messages.count > 1 ? "m1" : nil,
      messages: messages.enumerated().map { index, message in
        var message = message
        message.id = "m\(index)"
        return message
      })
  }
}
