import Foundation
import PropertyBased

/// Random valid conversations for property tests: a few participants named in several scripts,
/// messages of words from several scripts, statuses, replies, media whose files are never read
/// (the tests resolve nothing), and gaps from seconds to days (grouping, date separators).
struct RandomConversation: Sendable, CustomStringConvertible {
  struct Message: Sendable {
    var sender: Int
    var words: [String]
    var status: String?
    /// Replies to the message this many places earlier, when there is one.
    var repliesBack: Int?
    var media: Int?
    var secondsAfterPrevious: Int
    /// 1: forwarded, 2: reactions, 3: edited and pinned; anything else: none of these.
    var decoration: Int
  }

  var isGroup: Bool
  var others: Int
  var messages: [Message]
  var width: Double
  var theme: String

  static let words = [
    "Hello", "are", "we", "still", "on", "for", "Saturday?", "好的", "明天见", "東京駅で待ってる", "مرحبا",
    "كيف", "حالك؟", "שלום", "מה", "נשמע", "नमस्ते", "दोस्त", "สวัสดีครับ", "👍", "😂😂", "👨‍👩‍👧", "🇯🇵",
    "e\u{301}\u{302}", "https://example.com/a/very/long/path/that/has/to/wrap/inside/the/bubble",
    "Supercalifragilisticexpialidociousandthensomemorelettersthatdonotbreak",
  ]
  static let names = ["Ann Lee", "李雷", "محمد", "דנה", "अनु", "สมชาย"]
  static let statuses = ["sending", "sent", "delivered", "read", "failed"]
  static let gaps = [5, 30, 90, 600, 4000, 90_000, 400_000]
  /// Media of every built-in kind; the files named do not exist and are never looked for.
  static var media: [[String: Any]] {
    [
      ["type": "image", "src": "media/photo.jpg", "width": 1600, "height": 1067],
      ["type": "image", "width": 600, "height": 1800],
      [
        "type": "album",
        "items": [["type": "image", "width": 800, "height": 600], ["type": "image", "width": 600, "height": 900]],
      ],
      ["type": "video", "poster": "media/poster.jpg", "width": 1280, "height": 720, "duration": 125],
      ["type": "voice", "duration": 7, "waveform": [0, 4, 9, 15, 22, 31, 27, 18, 12, 6]],
      ["type": "audio", "title": "Mountain Song", "performer": "The Hikers", "duration": 214],
      ["type": "file", "name": "hiking-route-final-version-2026-11-22.gpx", "size": 48213],
      ["type": "location", "latitude": 22.2783, "longitude": 114.1747, "title": "North Gate"],
      ["type": "contact", "name": "Ranger Station", "phone": "+852 2345 6789"],
      ["type": "sticker", "src": "media/sticker.webp", "width": 512, "height": 512, "emoji": "😊"],
      ["type": "call", "video": true, "missed": true],
      [
        "type": "poll", "question": "Next trip?", "total_voters": 5,
        "options": [["text": "Peak", "votes": 3], ["text": "Lake", "votes": 2]],
      ],
      ["type": "red_packet", "greeting": "恭喜发财", "opened": false],
      ["type": "transfer", "amount": "¥88.00", "note": "Snacks", "accepted": true],
      ["type": "link_preview", "url": "https://example.com/blog", "site_name": "Blog", "title": "Drawing bubbles"],
    ]
  }
  static let mediaCount = media.count

  /// One of `values`, shrinking towards the first.
  static func pick<T: Sendable>(_ values: [T]) -> Generator<T, Shrink.Integer<Int>> {
    Gen.int(in: 0..<values.count).map { values[$0] }
  }

  static let message = zip(
    Gen.int(in: 0...3), pick(words).array(of: 0...16), pick(statuses),
    Gen.int(in: 1...4).optional(valueRate: 0.3), Gen.int(in: 0..<mediaCount).optional(valueRate: 0.35),
    pick(gaps), Gen.int(in: 0...5)
  ).map { sender, words, status, repliesBack, media, gap, decoration in
    Message(
      sender: sender, words: words, status: status, repliesBack: repliesBack, media: media,
      secondsAfterPrevious: gap, decoration: decoration)
  }

  static let generator = zip(
    Gen.bool, Gen.int(in: 1...3), message.array(of: 1...10), Gen.int(in: 200...640),
    pick(["default", "imessage", "nim", "telegram", "telegram-dark", "wechat", "whatsapp"])
  ).map { isGroup, others, messages, width, theme in
    RandomConversation(isGroup: isGroup, others: others, messages: messages, width: Double(width), theme: theme)
  }

  /// The conversation in the `bubbles/1` format.
  var json: Data {
    let participants =
      [["id": "me", "name": "Me"]]
      + (0..<others).map { ["id": "p\($0)", "name": Self.names[$0 % Self.names.count]] }
    var time = 1_763_600_000
    let messages = self.messages.enumerated().map { index, message -> [String: Any] in
      time += message.secondsAfterPrevious
      let sender = message.sender % (others + 1)
      var object: [String: Any] = ["id": "m\(index)", "from": sender == 0 ? "me" : "p\(sender - 1)", "time": time]
      if !message.words.isEmpty { object["text"] = message.words.joined(separator: " ") }
      if let media = message.media { object["media"] = Self.media[media] }
      if message.words.isEmpty && message.media == nil { object["text"] = "…" }
      if sender == 0 { object["status"] = message.status }
      if let back = message.repliesBack, index >= back { object["reply_to"] = "m\(index - back)" }
      switch message.decoration {
      case 1: object["forwarded_from"] = "Channel of the hiking club"
      case 2: object["reactions"] = [["emoji": "👍", "count": 2, "mine": true], ["emoji": "😂", "count": 1]]
      case 3: object["edited"] = true; object["pinned"] = true
      default: break
      }
      return object
    }
    let conversation: [String: Any] = [
      "format": "bubbles/1", "kind": isGroup ? "group" : "direct", "me": "me", "participants": participants,
      "messages": messages,
    ]
    // The generated values are all JSON-representable.
    return try! JSONSerialization.data(withJSONObject: conversation, options: [.sortedKeys])
  }

  var description: String {
    "\(theme) theme, \(Int(width)) pt: " + (String(data: json, encoding: .utf8) ?? "?")
  }
}
