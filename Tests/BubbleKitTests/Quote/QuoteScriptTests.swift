import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Correct text in every script, as quote stickers need it (quote-bot #44: Arabic and Persian
/// words came out in the wrong order): right-to-left paragraphs in their own order, mixed
/// directions, CJK and emoji sequences, each shaped in the quote theme's fonts and drawn.
@Suite struct QuoteScriptTests {
  static let fonts: [String] = (try? ThemeLoader.load("quote").fonts.families) ?? []

  static func shaped(_ string: String) throws -> ShapedText {
    try FontSystem().shape(StyledText(string, font: FontSpec(families: fonts, size: 24), color: .black), maxWidth: nil)
  }

  /// The horizontal middle of `word`'s first character as drawn.
  static func x(of word: String, in text: ShapedText) throws -> Double {
    let string = text.laidOutText.string
    let range = try #require(string.range(of: word), "\(word) in \(string)")
    return try #require(text.center(ofCharacterAt: range.lowerBound)).x
  }

  /// Words of a right-to-left paragraph read from the right: each is drawn left of the one before.
  @Test(arguments: [
    ("Arabic", ["مرحبا", "بالعالم", "اليوم"]), ("Persian", ["سلام", "دنیا", "امروز"]),
    ("Hebrew", ["שלום", "עולם", "היום"]), ("Urdu", ["آپ", "کیسے", "ہیں"]),
  ])
  func rightToLeftWordsReadFromTheRight(script: String, words: [String]) throws {
    let text = try Self.shaped(words.joined(separator: " "))
    let positions = try words.map { try Self.x(of: $0, in: text) }
    #expect(positions == positions.sorted(by: >), "\(script): \(positions)")
    #expect(text.metrics.lastLineIsRightToLeft)
  }

  /// An English phrase inside an Arabic paragraph keeps its own order, and the paragraph reads
  /// from the right around it.
  @Test func leftToRightInsideRightToLeft() throws {
    let text = try Self.shaped("قال hello world اليوم")
    let said = try Self.x(of: "قال", in: text)
    let hello = try Self.x(of: "hello", in: text)
    let world = try Self.x(of: "world", in: text)
    let today = try Self.x(of: "اليوم", in: text)
    #expect(said > world && hello < world && today < hello, "\([said, hello, world, today])")
  }

  /// Arabic inside an English sentence reads from the right within its own run.
  @Test func rightToLeftInsideLeftToRight() throws {
    let text = try Self.shaped("Say مرحبا بالعالم now")
    let say = try Self.x(of: "Say", in: text)
    let hello = try Self.x(of: "مرحبا", in: text)
    let world = try Self.x(of: "بالعالم", in: text)
    let now = try Self.x(of: "now", in: text)
    #expect(say < world && world < hello && hello < now, "\([say, world, hello, now])")
    #expect(!text.metrics.lastLineIsRightToLeft)
  }

  /// CJK in its own face (never boxes), left to right.
  @Test func chineseAndJapaneseInTheirFace() throws {
    let text = StyledText("你好世界 こんにちは", font: FontSpec(families: Self.fonts, size: 24), color: .black)
    let runs = try FontSystem().fontFamilies(of: text)
    #expect(runs.allSatisfy { $0.text.trimmingCharacters(in: .whitespaces).isEmpty || $0.family.contains("CJK") })
    let shaped = try Self.shaped("你好世界")
    let positions = try ["你", "好", "世", "界"].map { try Self.x(of: $0, in: shaped) }
    #expect(positions == positions.sorted())
  }

  /// A ZWJ family, a flag and a skin tone are one picture each, as wide as one emoji.
  @Test(arguments: ["👨‍👩‍👧‍👦", "🇺🇦", "👋🏽", "🏳️‍🌈"])
  func emojiSequencesAreOnePicture(sequence: String) throws {
    let one = try Self.shaped("😀").size.width
    #expect(abs(try Self.shaped(sequence).size.width - one) < one * 0.2, "\(sequence)")
  }

  /// Each script drawn as a quote: a sticker of its size with the text in it.
  @Test(arguments: ["مرحبا بالعالم", "سلام دنیا، حالت چطوره؟", "שלום עולם", "你好，世界！", "👨‍👩‍👧‍👦 family"])
  func eachScriptMakesASticker(text: String) async throws {
    let json = #"{"type": "quote", "messages": [{"from": {"id": 3, "name": "Ann"}, "text": "\#(text)"}]}"#
    let bytes = try await QuoteJobTests.render(json)
    #expect(try QuoteJobTests.size(bytes).width == 512 || QuoteJobTests.size(bytes).height == 512)
  }
}
