import BubbleKit
import BubbleMarkdown
import Testing

/// cmark-gfm's tree as `MarkdownDocument` values: every construct, math found before Markdown
/// reads the text, and hostile input bounded.
struct MarkdownReaderTests {
  private func read(_ source: String) -> [MarkdownBlock] { MarkdownReader.read(source).blocks }

  private func text(_ runs: [MarkdownRun]) -> String {
    runs.map { run in
      switch run.content {
      case .text(let text): text
      case .code(let code): "`\(code)`"
      case .math(let tex): "$\(tex)$"
      case .image(_, let alt): "![\(alt)]"
      case .lineBreak: "\n"
      }
    }.joined()
  }

  @Test func headingsParagraphsAndInlineStyles() throws {
    let blocks = read("## Steps\n\nBoil *water* and **salt** it, ~~not~~ `pasta` [here](https://x.test).")
    #expect(blocks.count == 2)
    guard case .heading(2, let title) = blocks[0], case .paragraph(let runs) = blocks[1] else {
      Issue.record("\(blocks)")
      return
    }
    #expect(text(title) == "Steps")
    #expect(text(runs) == "Boil water and salt it, not `pasta` here.")
    #expect(runs.contains { $0.content == .text("water") && $0.styles == .emphasis })
    #expect(runs.contains { $0.content == .text("salt") && $0.styles == .strong })
    #expect(runs.contains { $0.content == .text("not") && $0.styles == .strikethrough })
    #expect(runs.contains { $0.content == .text("here") && $0.link == "https://x.test" })
  }

  @Test func listsNestAndNumberAndTick() throws {
    let blocks = read("3. three\n4. four\n   - inner\n\n- [x] done\n- [ ] todo\n")
    guard case .list(let numbered) = blocks.first, case .list(let tasks) = blocks.last else {
      Issue.record("\(blocks)")
      return
    }
    #expect(numbered.start == 3 && numbered.items.count == 2 && numbered.tight)
    guard case .list(let inner) = numbered.items[1].blocks.last else {
      Issue.record("\(numbered)")
      return
    }
    #expect(inner.start == nil && inner.items.count == 1)
    #expect(tasks.items.map(\.task) == [true, false])
  }

  @Test func codeQuotesRulesAndTables() throws {
    let source = """
      > quoted
      > > twice

      ---

      ```python title
      print("$x$")
      ```

      | Name | Qty |
      |:-----|----:|
      | tea  | 2   |
      | *jam* | 1 |
      """
    let blocks = read(source)
    #expect(blocks.count == 4)
    guard case .quote(let quoted) = blocks[0], case .rule = blocks[1],
      case .code(let language, let code) = blocks[2], case .table(let table) = blocks[3]
    else {
      Issue.record("\(blocks)")
      return
    }
    #expect(quoted.count == 2)
    #expect(language == "python")
    #expect(code == "print(\"$x$\")", "math is not looked for in code")
    #expect(table.alignments == [.left, .right])
    #expect(table.header.map(text) == ["Name", "Qty"])
    #expect(table.rows.map { $0.map(text) } == [["tea", "2"], ["jam", "1"]])
  }

  @Test func mathInEveryDelimiterAndMoneyIsNot() throws {
    let blocks = read(
      "Area $\\pi r^2$ and \\(a_1 * b_2\\), costs $5 and $10, a \\$ sign.\n\n$$\n\\frac{a}{b}\n$$\n\n\\[x^2\\]")
    #expect(blocks.count == 3)
    guard case .paragraph(let runs) = blocks[0], case .math(let first) = blocks[1], case .math(let second) = blocks[2]
    else {
      Issue.record("\(blocks)")
      return
    }
    #expect(
      runs.filter { if case .math = $0.content { true } else { false } }.map(\.content) == [
        .math("\\pi r^2"), .math("a_1 * b_2"),
      ])
    #expect(text(runs).hasSuffix("costs $5 and $10, a $ sign."))
    #expect(first.trimmingCharacters(in: .whitespacesAndNewlines) == "\\frac{a}{b}")
    #expect(second == "x^2")
  }

  @Test func dollarsAroundOtherDollarsAreMoney() throws {
    guard case .paragraph(let runs) = read("It costs $5 and $10. Then $\\alpha$ and $x$.").first else {
      Issue.record("no paragraph")
      return
    }
    let math = runs.compactMap { run -> String? in
      if case .math(let tex) = run.content { return tex }
      return nil
    }
    #expect(math == ["\\alpha", "x"])
  }

  @Test func displayMathInsideASentenceSplitsIt() throws {
    let blocks = read("So $$e^{i\\pi}+1=0$$ holds.")
    #expect(blocks.count == 3)
    if case .math(let tex) = blocks[1] { #expect(tex == "e^{i\\pi}+1=0") } else { Issue.record("\(blocks)") }
  }

  @Test func mathInACodeSpanStaysCode() throws {
    guard case .paragraph(let runs) = read("Use `$HOME` and `\\(x\\)` then $y$").first else {
      Issue.record("no paragraph")
      return
    }
    #expect(runs.map(\.content).contains(.code("$HOME")))
    #expect(runs.map(\.content).contains(.code("\\(x\\)")))
    #expect(runs.map(\.content).contains(.math("y")))
  }

  @Test func ourPlaceholdersInTheInputAreNotMath() throws {
    let sneaky =
      String(Character(Unicode.Scalar(UInt32(0xFDD0))!)) + "0" + String(Character(Unicode.Scalar(UInt32(0xFDD2))!))
    guard case .paragraph(let runs) = read("a \(sneaky) $x$").first else {
      Issue.record("no paragraph")
      return
    }
    #expect(runs.filter { if case .math = $0.content { true } else { false } }.count == 1)
  }

  @Test(arguments: [
    String(repeating: "$", count: 10_000), String(repeating: "$a ", count: 10_000),
    String(repeating: ">", count: 10_000) + " deep", String(repeating: "- ", count: 5_000) + "item",
    String(repeating: "*", count: 10_000) + "x", String(repeating: "[", count: 10_000),
    String(repeating: "`", count: 10_000), String(repeating: "\\(", count: 10_000),
    String(repeating: "| a ", count: 2_000) + "|\n" + String(repeating: "|---", count: 2_000) + "|\n",
    String(repeating: "1. ", count: 5_000) + "x",
  ])
  func hostileInputIsReadAndBounded(source: String) throws {
    let document = MarkdownReader.read(source)
    #expect(depth(of: document.blocks) <= MarkdownDocument.maxDepth + 1)
  }

  private func depth(of blocks: [MarkdownBlock]) -> Int {
    blocks.map { block -> Int in
      switch block {
      case .quote(let inner): 1 + depth(of: inner)
      case .list(let list): 1 + (list.items.map { depth(of: $0.blocks) }.max() ?? 0)
      default: 0
      }
    }.max() ?? 0
  }
}
