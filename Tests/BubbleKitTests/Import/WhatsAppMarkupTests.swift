import Testing

@testable import BubbleCore

/// WhatsApp's formatting marks as segments: only at word edges, never across lines (but the
/// triple backtick), unmatched marks literal.
@Suite struct WhatsAppMarkupTests {
  private func styled(_ text: String) -> [String] {
    WhatsAppMarkup.segments(of: text).map { segment in
      let styles = segment.styles.map(\.rawValue).sorted().joined(separator: "+")
      return styles.isEmpty ? segment.text : "\(styles)(\(segment.text))"
    }
  }

  @Test func eachMarkIsAStyle() {
    #expect(
      styled("*bold* _it_ ~gone~ `x = 1`") == [
        "bold(bold)", " ", "italic(it)", " ", "strikethrough(gone)", " ", "code(x = 1)",
      ])
  }

  @Test func marksNest() {
    #expect(styled("*_both_* and _*both*_") == ["bold+italic(both)", " and ", "bold+italic(both)"])
  }

  @Test func marksOpenAndCloseOnlyAtWordEdges() {
    #expect(styled("snake_case_name and 2*3*4") == ["snake_case_name and 2*3*4"])
    #expect(styled("(*yes*), \"_quoted_\"") == ["(", "bold(yes)", "), \"", "italic(quoted)", "\""])
    #expect(styled("* not bold *") == ["* not bold *"])
    #expect(styled("*a*b") == ["*a*b"])
  }

  @Test func unmatchedMarksStayLiteral() {
    #expect(styled("5 * 3 = 15 and *half") == ["5 * 3 = 15 and *half"])
    #expect(styled("**") == ["**"])
    #expect(styled("```open only") == ["```open only"])
  }

  @Test func inlineMarksDoNotSpanLines() {
    #expect(styled("*one\ntwo*") == ["*one\ntwo*"])
  }

  @Test func tripleBackticksAreMonospaceAndABlockWhenTheySpanLines() {
    #expect(styled("run ```ls -la``` now") == ["run ", "code(ls -la)", " now"])
    #expect(styled("```\n*not bold*\nline```") == ["pre(\n*not bold*\nline)"])
  }

  @Test func codeKeepsMarksInside() {
    #expect(styled("`*x*` *y*") == ["code(*x*)", " ", "bold(y)"])
  }

  @Test func manyMarksCostLinearTime() {
    let text = String(repeating: "*a _b ~c ", count: 20_000)
    let clock = ContinuousClock()
    let elapsed = clock.measure { _ = WhatsAppMarkup.segments(of: text) }
    #expect(elapsed < .seconds(10), "\(elapsed)")
  }
}
