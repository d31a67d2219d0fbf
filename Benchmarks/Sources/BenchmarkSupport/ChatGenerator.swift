import Foundation

/// `peer/gen_long.py` in Swift: a direct chat of text messages between "me" and Sam, short,
/// medium and long (some of several paragraphs), some CJK, emoji (ZWJ, flags, skin tones, and
/// 1 to 3 emoji alone), 20 s to 40 min apart with a few date changes. The same choices with the
/// same odds, drawn from SplitMix64 rather than Python's generator: deterministic, every text
/// shaped afresh as in a real chat (a chat made by repeating one would find its texts already
/// shaped), but not the same draws as the Python script.
public enum ChatGenerator {
  static let words = """
    the a we should maybe meet at trail park north gate tomorrow early coffee snacks water \
    weather looks great rain forecast bring jacket photo camera map route summit view \
    parking ticket bus train station late sorry ok sure definitely sounds good plan
    """.split(separator: " ").map(String.init)
  static let cjk = [
    "周六的天气预报看起来不错", "我们明天早上七点半见", "好的，没问题", "你带水了吗？",
    "今日はいい天気ですね", "駅で待っています", "오늘 날씨 좋네요", "路上小心，到了告诉我",
  ]
  static let emoji = ["😀", "👍", "🎉", "🏔️", "☀️", "😂", "❤️", "👨‍👩‍👧‍👦", "🇯🇵", "👋🏽", "🙏", "🔥"]

  struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }

    /// In [0, 1).
    mutating func random() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// In `low...high`.
    mutating func int(_ low: Int, _ high: Int) -> Int { low + Int(next() % UInt64(high - low + 1)) }

    mutating func choice<T>(_ items: [T]) -> T { items[int(0, items.count - 1)] }
  }

  static func sentence(_ random: inout SplitMix64, _ low: Int, _ high: Int) -> String {
    let text = (0..<random.int(low, high)).map { _ in random.choice(words) }.joined(separator: " ")
    return text.prefix(1).uppercased() + text.dropFirst() + random.choice([".", "!", "?", ""])
  }

  static func text(_ random: inout SplitMix64) -> String {
    let kind = random.random()
    if kind < 0.06 { return (0..<random.int(1, 3)).map { _ in random.choice(emoji) }.joined() }
    if kind < 0.30 { return sentence(&random, 1, 4) }
    if kind < 0.45 { return random.choice(cjk) + (random.random() < 0.5 ? " " + random.choice(emoji) : "") }
    if kind < 0.55 { return sentence(&random, 4, 10) + " " + random.choice(cjk) + random.choice(emoji) }
    if kind < 0.85 { return sentence(&random, 8, 20) + (random.random() < 0.3 ? " " + random.choice(emoji) : "") }
    return (0..<random.int(2, 3)).map { _ in sentence(&random, 10, 30) }.joined(separator: "\n")
  }

  /// The chat as `bubbles/1` JSON.
  public static func json(messages count: Int, seed: UInt64 = 42) throws -> Data {
    var random = SplitMix64(state: seed)
    var time = 1_763_600_000
    var sender = "me"
    var messages: [[String: Any]] = []
    for index in 0..<count {
      if random.random() < 0.45 { sender = sender == "me" ? "sam" : "me" }
      time += random.choice([20, 40, 90, 200, 600, 2400]) + (random.random() < 0.02 ? 86400 : 0)
      var message: [String: Any] = ["id": "l\(index)", "from": sender, "time": time, "text": text(&random)]
      if sender == "me" {
        message["status"] = index < count - 3 ? "read" : random.choice(["delivered", "sent"])
      }
      messages.append(message)
    }
    let chat: [String: Any] = [
      "format": "bubbles/1", "title": "Sam", "kind": "direct", "me": "me",
      "participants": [["id": "me", "name": "Me"], ["id": "sam", "name": "Sam Lee"]], "messages": messages,
    ]
    return try JSONSerialization.data(withJSONObject: chat, options: [.sortedKeys, .withoutEscapingSlashes])
  }
}
