import BubbleKit
import Foundation
import Testing

@testable import BubbleGraphics

/// Properties of TeX's layout that hold whatever the exact numbers: fractions, roots and
/// delimiters grow with what they hold, scripts and limits go where TeX puts them, and the
/// spaces between atoms follow their classes.
@Suite struct MathLayoutTests {
  let typesetter: MathTypesetter

  init() throws { typesetter = try MathTypesetter() }

  private func layout(_ tex: String, display: Bool = true, size: Double = 20) throws -> MathLayout {
    try typesetter.typeset(tex, display: display, fontSize: size).get()
  }

  private func height(_ tex: String, display: Bool = true) throws -> Double {
    let layout = try layout(tex, display: display)
    return layout.ascent + layout.descent
  }

  @Test func aFractionIsTallerThanItsParts() throws {
    let fraction = try layout(#"\frac{a}{b}"#)
    #expect(fraction.ascent + fraction.descent > (try height("a")) + (try height("b")))
    #expect(fraction.rules.count == 1)
    // The bar is on the math axis, above the baseline.
    let bar = try #require(fraction.rules.first)
    #expect(bar.midY < 0 && bar.midY > -fraction.ascent)
    // Display fractions are larger than inline ones.
    #expect(try height(#"\frac{a}{b}"#, display: false) < fraction.ascent + fraction.descent)
  }

  @Test func aRootGrowsWithItsRadicand() throws {
    let heights = try [#"\sqrt{x}"#, #"\sqrt{\frac{a}{b}}"#, #"\sqrt{\frac{\frac{a}{b}}{\frac{c}{d}}}"#].map {
      try height($0)
    }
    #expect(heights[0] < heights[1] && heights[1] < heights[2])
    let root = try layout(#"\sqrt{x}"#)
    #expect(root.rules.count == 1, "the overbar")
    let degree = try layout(#"\sqrt[3]{x}"#)
    #expect(degree.width > root.width && degree.glyphs.count == 3)
  }

  @Test func leftParenthesisGrowsAndIsAssembledWhenVeryTall() throws {
    let small = try height(#"\left( x \right)"#)
    let medium = try height(#"\left( \frac{a}{b} \right)"#)
    #expect(small < medium)
    let rows = Array(repeating: "1", count: 14).joined(separator: #" \\ "#)
    let tall = try layout(#"\left( \begin{matrix} \#(rows) \end{matrix} \right."#)
    // 14 digits and a parenthesis of several pieces (ends and extenders).
    #expect(tall.glyphs.count >= 14 + 3)
    #expect(tall.ascent + tall.descent > 14 * 20)
    // \big … \Bigg are ever larger.
    let bigs = try [#"\big("#, #"\Big("#, #"\bigg("#, #"\Bigg("#].map { try height($0) }
    #expect(zip(bigs, bigs.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func superscriptsRiseAndSubscriptsDrop() throws {
    let power = try layout("x^2")
    #expect(power.glyphs.count == 2 && power.glyphs[1].y < 0 && power.glyphs[1].size < 20)
    let index = try layout("x_2")
    #expect(index.glyphs[1].y > 0)
    let both = try layout("x_2^2")
    #expect(both.glyphs[1].y < 0 && both.glyphs[2].y > 0)
    // Scriptscript is smaller still.
    let nested = try layout("x^{2^2}")
    #expect(nested.glyphs[2].size < nested.glyphs[1].size)
  }

  @Test func displayLimitsGoAboveAndBelowInlineOnesBeside() throws {
    let display = try layout(#"\sum_{i}^{n}"#)
    let sum = display.glyphs[0]
    let upper = display.glyphs[1]
    let lower = display.glyphs[2]
    #expect(upper.y < sum.y - 10 && lower.y > sum.y + 5)
    #expect(abs(upper.x - lower.x) < 6)
    let inline = try layout(#"\sum_{i}^{n}"#, display: false)
    #expect(inline.glyphs[1].x > inline.glyphs[0].x + 8)
    #expect(inline.width > display.width * 0.9 || inline.ascent < display.ascent)
    #expect(inline.ascent + inline.descent < display.ascent + display.descent)
    // \lim the same way; \int keeps its limits beside unless asked.
    #expect(try layout(#"\lim_{x}"#).glyphs.last!.y > 5)
    let integral = try layout(#"\int_0^1"#)
    #expect(integral.glyphs[1].x > integral.glyphs[0].x + 5)
    let limits = try layout(#"\int\limits_0^1"#)
    #expect(limits.glyphs[1].y < limits.glyphs[0].y - 10)
  }

  /// The extra width atoms get from their classes: the same atoms in an ordinary group have none.
  private func space(_ tex: String, _ grouped: String, display: Bool = false) throws -> Double {
    try layout(tex, display: display).width - (try layout(grouped, display: display).width)
  }

  @Test func spacesFollowTheAtomClasses() throws {
    let relation = try space("a=b", "a{=}b")
    let binary = try space("a+b", "a{+}b")
    let punctuation = try space("a,b", "a{,}b")
    let none = try space("ab", "a{}b")
    #expect(relation > binary && binary > punctuation && punctuation > 0.01 && abs(none) < 0.001)
    // Thick, medium and thin: 5, 4 and 3 mu on each side (one side for punctuation).
    #expect(abs(relation - 2 * 5 * 20 / 18) < 0.001)
    #expect(abs(binary - 2 * 4 * 20 / 18) < 0.001)
    #expect(abs(punctuation - 3 * 20 / 18) < 0.001)
    // A leading minus is ordinary, and scripts have no spaces around operators.
    #expect(abs(try space("-b", "{-}b")) < 0.001)
    #expect(abs(try space("x^{a=b}", "x^{a{=}b}")) < 0.001)
    // \, \quad and friends.
    #expect(abs(try space(#"a\quad b"#, "ab") - 20) < 0.001)
  }

  @Test func inlineMathSitsOnTheBaseline() throws {
    let letter = try layout("x", display: false)
    #expect(letter.descent < 0.5 && letter.ascent > 5 && letter.ascent < 12)
    let glyph = try #require(letter.glyphs.first)
    #expect(glyph.y == 0 && glyph.x == 0)
    let descender = try layout("y", display: false)
    #expect(descender.descent > 3)
  }

  @Test func sizesScaleAndAreClamped() throws {
    let ten = try layout(#"\frac{a}{b} + \sqrt{c}"#, size: 10)
    let twenty = try layout(#"\frac{a}{b} + \sqrt{c}"#, size: 20)
    #expect(abs(twenty.width - 2 * ten.width) < 0.01)
    for size in [-5, 0, .nan, .infinity, 1e12] {
      let clamped = try layout("x", size: size)
      #expect(clamped.width.isFinite && clamped.width > 0 && clamped.width < 1000)
    }
  }

  @Test func aCharacterTheFontLacksIsAProblem() {
    guard case .failure(let problem) = typesetter.typeset(#"\text{漢}"#, display: false, fontSize: 12) else {
      Issue.record("typeset a character the font lacks")
      return
    }
    #expect(problem.message.contains("U+6F22"))
  }

  @Test func accentsSitOverTheirBase() throws {
    let accented = try layout(#"\hat{a}"#)
    let plain = try layout("a")
    #expect(accented.ascent > plain.ascent && accented.width == plain.width)
    let wide = try layout(#"\widehat{xyz}"#)
    let narrow = try layout(#"\hat{xyz}"#)
    #expect(wide.glyphs.last!.glyph != narrow.glyphs.last!.glyph)
  }

  @Test func matricesHaveRowsAndColumns() throws {
    let matrix = try layout(#"\begin{bmatrix} 1 & 2 \\ 3 & 4 \end{bmatrix}"#)
    let digits = matrix.glyphs.filter { $0.size == 20 }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    #expect(digits.count >= 4)
    let cells = try layout(#"\begin{matrix} 1 & 2 \\ 3 & 4 \end{matrix}"#).glyphs
    #expect(cells[0].y == cells[1].y && cells[0].y < cells[2].y && cells[1].x > cells[0].x + 10)
    #expect(abs(cells[0].x - cells[2].x) < 0.001)
  }

  /// Hostile formulas typeset in bounded time and size.
  @Test func hostileFormulasAreBounded() throws {
    let rows = Array(repeating: "1", count: 3000).joined(separator: #" \\ "#)
    let tall = try layout(#"\left( \begin{matrix} \#(rows) \end{matrix} \right)"#)
    #expect(tall.glyphs.count < 3000 + 2 * (MathEngine.maximumRepeats + 8))
    let fractions = String(repeating: #"\frac{a}{b}"#, count: 65_536 / 11)
    #expect(try layout(fractions).glyphs.count == 2 * (65_536 / 11))
    let nested = String(repeating: #"\sqrt{\frac{1}{"#, count: 15) + "x" + String(repeating: "}}", count: 15)
    #expect(try layout(nested).width.isFinite)
  }

  @Test func drawsIntoPNGAndPDF() throws {
    let layout = try layout(#"\int_0^1 x^2\,dx = \frac{1}{3}"#)
    let canvas = try Canvas(pixelWidth: 200, pixelHeight: 80, scale: 1)
    canvas.fill(.white)
    layout.draw(on: canvas, baselineOrigin: Point(x: 10, y: 40), color: .black)
    let dark = try canvas.argbPixels().filter { ($0 & 0xFF) < 0x80 }.count
    #expect(dark > 100)
    let pdf = try VectorDocument(.pdf, width: 200, height: 80)
    try pdf.addPage(width: 200, height: 80, scale: 1) { page in
      layout.draw(on: page, baselineOrigin: Point(x: 10, y: 40), color: .black)
    }
    let bytes = try pdf.finish()
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("LatinModernMath"), "the glyphs stay text of the embedded math font")
  }
}

extension MathLayoutTests {
  /// One typesetter shared by tasks on several threads gives each the same layouts as alone.
  @Test func typesettingFromManyTasksGivesTheSameLayouts() async throws {
    let typesetter = try MathTypesetter()
    let formulas = MathSnapshotTests.formulas.map(\.tex)
    let alone = formulas.map { try? typesetter.typeset($0, display: true, fontSize: 15).get() }
    let together = await withTaskGroup(of: [MathLayout?].self) { group in
      for _ in 0..<4 {
        group.addTask { formulas.map { try? typesetter.typeset($0, display: true, fontSize: 15).get() } }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(together.count == 4 && together.allSatisfy { $0 == alone })
  }

  @Test func substackRowsSitUnderASum() throws {
    let layout = try layout(#"\sum_{\substack{0 < i < n \\ i \ne j}} a_i"#)
    let sizes = Set(layout.glyphs.map(\.size))
    #expect(sizes.count == 2, "the sum and its script-size conditions")
    // Two rows of conditions well below the baseline (a_i's index is just below it).
    let conditions = layout.glyphs.filter { $0.y > 10 }
    #expect(Set(conditions.map(\.y)).count == 2 && conditions.allSatisfy { $0.size < 20 })
  }
}
