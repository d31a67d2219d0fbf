import BubbleKit
import Foundation
import Testing

@testable import BubbleGraphics

/// Korean wraps at spaces, as on iOS, not between two syllables of a word.
@Suite struct HangulWrapTests {
  @Test func wordsWithHangulAreKeptShortOnesWhole() {
    let string = "반에 1번 출구에서 ㅎㅎ Hi 가나다라마바사아자차카타파하"
    let words = PangoTextLayout.hangulWords(of: string).map { range in
      String(decoding: Array(string.utf8)[range], as: UTF8.self)
    }
    // "Hi" has no Hangul; the 14-syllable word may break, so it never runs past a line.
    #expect(words == ["반에", "1번", "출구에서", "ㅎㅎ"])
  }

  @Test func aKoreanSentenceBreaksOnlyAtSpaces() throws {
    let fonts = try FontSystem()
    let sentence = "이번 주 토요일 북한산 가는 거 맞죠? 아침 7시 반에 구파발역 1번 출구에서 만나요"
    let words = Set(sentence.split(separator: " ").map(String.init))
    for width in stride(from: 90.0, through: 240, by: 15) {
      let shaped = fonts.shape(
        StyledText(sentence, font: FontSpec(families: ["Noto Sans CJK KR"], size: 16), color: .black), maxWidth: width)
      let bytes = Array(sentence.utf8)
      let lines = shaped.layout.placedLines(inWidth: width).map { placed in
        let start = Int(placed.line.pointee.start_index)
        let end = min(bytes.count, start + Int(placed.line.pointee.length))
        return String(decoding: bytes[start..<end], as: UTF8.self)
      }
      #expect(lines.count == shaped.metrics.lineCount)
      for line in lines {
        for word in line.split(separator: " ") { #expect(words.contains(String(word)), "\(width): \(lines)") }
      }
    }
  }
}
