import BubbleGraphics
import BubbleKit
import Testing

/// Texts shaped by several font systems at once break their lines as one font system alone does.
/// Pango 1.50 did not: near these widths a third of the concurrent layouts overflowed the width
/// or broke a word earlier (found by `LayoutPropertyTests.twoRendersGiveTheSameBytes`).
@Suite struct ConcurrentShapingTests {
  static let families = ["Noto Sans", "Noto Sans CJK SC", "Noto Sans Hebrew", "Noto Sans Thai"]
  /// Texts with widths where a concurrent layout broke differently.
  static let cases: [(text: String, widths: [Double])] = [
    (
      "https://example.com/a/very/long/path/that/has/to/wrap/inside/the/bubble สวัสดีครับ Saturday? 東京駅で待ってる "
        + "👨‍👩‍👧 שלום for are נשמע", stride(from: 369.5, through: 370.5, by: 0.25).map { $0 }
    ),
    ("Saturday? 東京駅で待ってる 東京駅で待ってる", stride(from: 141.5, through: 142.5, by: 0.25).map { $0 }),
  ]

  /// Line count and width of every case at every width, with a new font system (nothing cached).
  static func measureAll() throws -> [String] {
    let fonts = try FontSystem()
    return cases.flatMap { item in
      item.widths.map { width in
        let text = StyledText(item.text, font: FontSpec(families: families, size: 14), color: .black)
        let metrics = fonts.shape(text, maxWidth: width).metrics
        return "\(width): \(metrics.lineCount) lines, \(metrics.size.width) pt wide"
      }
    }
  }

  @Test func concurrentFontSystemsBreakLinesAsOneAlone() async throws {
    let alone = try Self.measureAll()
    let together = try await withThrowingTaskGroup(of: [String].self) { group in
      for _ in 0..<12 { group.addTask { try Self.measureAll() } }
      return try await group.reduce(into: [[String]]()) { $0.append($1) }
    }
    for results in together {
      let differing = zip(alone, results).filter { $0 != $1 }
      #expect(differing.isEmpty, "alone vs together: \(differing.prefix(3))")
    }
  }
}
