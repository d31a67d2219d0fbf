import BubbleGraphics
import BubbleKit
import Testing

/// Text that cannot break is given to Pango in bounded pieces (`TextLayoutLimits`), so its cost
/// grows with its length, not its square: long words in items of 64 clusters, stacks of marks
/// trimmed, truncated texts cut to what their lines can show, styled runs capped. Ordinary text
/// is laid out exactly as written. (Time is measured in Benchmarks/text-growth.sh.)
@Suite struct UnbreakableTextTests {
  let fonts: FontSystem

  init() throws { fonts = try FontSystem() }

  private func text(
    _ string: String, size: Double = 16, runs: [StyledRun] = [], truncation: TextTruncation = .none
  ) -> StyledText {
    StyledText(
      string, font: FontSpec(families: ["Noto Sans"], size: size), color: .black, runs: runs, truncation: truncation)
  }

  @Test func aLongWordIsShapedInItemsOf64Clusters() {
    let word = String(repeating: "a", count: 8 * 1024)
    let runs = fonts.fontRuns(of: text(word))
    // Before, the word was one item that Pango shaped again, whole, for every line it broke.
    #expect(runs.count == 128)
    #expect(runs.allSatisfy { $0.text.count <= TextLayoutLimits.clustersPerUnbreakableItem })
    #expect(runs.map(\.text).joined() == word)
    let wrapped = fonts.shape(text(word), maxWidth: 300)
    #expect(wrapped.metrics.lineCount > 100)
    #expect(wrapped.laidOutText == wrapped.text)
  }

  @Test func ordinaryTextIsOneItemAndLaidOutAsWritten() {
    let words = String(repeating: "lorem ipsum dolor sit amet ", count: 150)
    #expect(fonts.fontRuns(of: text(words)).count == 1)
    // A word and its space within the limit.
    let word = String(repeating: "x", count: TextLayoutLimits.clustersPerUnbreakableItem - 1)
    #expect(fonts.fontRuns(of: text(word + " " + word)).count == 1)
    let shaped = fonts.shape(text(words), maxWidth: 300)
    #expect(shaped.laidOutText == shaped.text)
  }

  @Test func itemsSplitBetweenGraphemeClustersOnly() {
    // "é" as e + combining acute, 2,000 times: a split inside a cluster would strand a mark.
    let word = String(repeating: "e\u{301}", count: 2000)
    let runs = fonts.fontRuns(of: text(word))
    #expect(runs.count > 1)
    #expect(runs.allSatisfy { $0.text.unicodeScalars.first == "e" && $0.text.unicodeScalars.count % 2 == 0 })
    #expect(runs.map(\.text).joined() == word)
  }

  @Test func aClusterOf16000MarksKeepsItsFirst32Scalars() {
    let stack = "a" + String(repeating: "\u{301}", count: 16_000)
    let shaped = fonts.shape(text(stack + " ok"), maxWidth: 300)
    #expect(shaped.text.string == stack + " ok")
    #expect(shaped.laidOutText.string.unicodeScalars.count == TextLayoutLimits.scalarsPerCluster + 3)
    #expect(Array(shaped.laidOutText.string.unicodeScalars.suffix(4)) == Array("\u{301} ok".unicodeScalars))
    #expect(shaped.metrics.lineCount == 1)
  }

  @Test func emojiSequencesStayWholeAndEndlessChainsAreTrimmed() {
    let family = "👨‍👩‍👧‍👦"
    let families = String(repeating: family, count: 500)
    #expect(fonts.shape(text(families), maxWidth: 300).laidOutText.string == families)
    // ZWJ joins emoji into one cluster however many there are.
    let chain = "👩" + String(repeating: "\u{200D}👩", count: 1000)
    let trimmed = fonts.shape(text(chain), maxWidth: 300).laidOutText.string
    #expect(trimmed.count == 1)
    #expect(trimmed.unicodeScalars.count == TextLayoutLimits.scalarsPerCluster)
  }

  @Test func aOneLineTextIsCutBeforeLayoutToWhatItsLineShows() throws {
    let name = String(repeating: "a", count: 64 * 1024 - 1)
    let limit = try #require(
      TextLayoutLimits.clusterLimit(for: .end(maxLines: 1), fontSize: 16, width: 300))
    let long = fonts.shape(text(name, truncation: .end(maxLines: 1)), maxWidth: 300)
    #expect(long.laidOutText.string == String(repeating: "a", count: limit) + "\u{2026}")
    #expect(long.metrics.lineCount == 1)
    // Within the limit nothing is cut, and Pango ellipsizes the line where it ellipsizes the cut one.
    let whole = fonts.shape(text(String(name.prefix(limit)), truncation: .end(maxLines: 1)), maxWidth: 300)
    #expect(whole.laidOutText == whole.text)
    #expect(whole.metrics.size.width <= 300 && whole.metrics.lineCount == 1)
    #expect(long.metrics == whole.metrics)
  }

  @Test func aMiddleTruncatedNameKeepsItsHeadAndTail() {
    let file = String(repeating: "b", count: 30_000) + "-final.gpx"
    let shaped = fonts.shape(text("hiking-" + file, truncation: .middle), maxWidth: 200)
    let laidOut = shaped.laidOutText.string
    #expect(laidOut.hasPrefix("hiking-b") && laidOut.hasSuffix("b-final.gpx") && laidOut.contains("\u{2026}"))
    #expect(laidOut.count < 1000)
    #expect(shaped.metrics.lineCount == 1)
  }

  @Test func aTextOfMoreThan1000StyledRunsIsCutAtTheRunBeyond() {
    let string = String(repeating: "a", count: 5000)
    let alternating = (0..<5000).map {
      StyledRun(utf8Range: $0..<$0 + 1, attributes: TextAttributes(bold: $0 % 2 == 0, italic: $0 % 2 == 1))
    }
    let cut = fonts.shape(text(string, runs: alternating), maxWidth: 300).laidOutText
    #expect(cut.runs.count == TextLayoutLimits.styledRuns)
    #expect(cut.string == String(repeating: "a", count: TextLayoutLimits.styledRuns) + "\u{2026}")
    // Neighbours styled alike are one run: nothing is cut.
    let alike = (0..<5000).map { StyledRun(utf8Range: $0..<$0 + 1, attributes: TextAttributes(bold: true)) }
    let joined = fonts.shape(text(string, runs: alike), maxWidth: 300).laidOutText
    #expect(joined.string == string)
    #expect(joined.runs == [StyledRun(utf8Range: 0..<5000, attributes: TextAttributes(bold: true))])
  }
}
