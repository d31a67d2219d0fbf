import BubbleKit
import Foundation
import Testing

@testable import BubbleGraphics

/// A sheet of formulas as an answer would hold them, each beside its source, drawn on a canvas
/// and compared with Snapshots/math-sheet.png (look at it after recording: it should read as TeX).
@Suite struct MathSnapshotTests {
  static let formulas: [(tex: String, display: Bool)] = [
    (#"x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}"#, true),
    (#"e^{i\pi} + 1 = 0"#, true),
    (#"\sum_{k=1}^{n} k^2 = \frac{n(n+1)(2n+1)}{6}"#, true),
    (#"\int_0^\infty e^{-x^2}\,dx = \frac{\sqrt{\pi}}{2}"#, true),
    (#"A = \begin{bmatrix} 1 & 2 & 3 \\ 4 & 5 & 6 \\ 7 & 8 & 9 \end{bmatrix}"#, true),
    (#"|x| = \begin{cases} x & \text{if } x \ge 0 \\ -x & \text{otherwise} \end{cases}"#, true),
    (#"\frac{1}{1 + \frac{1}{1 + \frac{1}{x}}} \ne \tfrac{1}{2}"#, true),
    (#"\sqrt[3]{x^3 + y^3} \leq \sqrt{x^2 + \sqrt{y}}"#, true),
    (
      #"\alpha\beta\gamma\delta\epsilon\varepsilon\theta\lambda\mu\pi\rho\sigma\phi\varphi\omega\;\Gamma\Delta\Theta\Lambda\Sigma\Phi\Psi\Omega"#,
      true
    ),
    (
      #"\hat{a} + \bar{x} + \vec{v} + \dot{y} + \ddot{z} + \tilde{n} + \widehat{xyz} + \overline{AB} + \underline{c}"#,
      true
    ),
    (#"\lim_{x \to 0} \frac{\sin x}{x} = 1, \quad \max_{i} a_i"#, true),
    (
      #"\left( \frac{a}{b} \right)^2 \left[ \int_a^b f(t)\,dt \right] \left\{ x \in \mathbb{R} \middle| x > 0 \right\}"#,
      true
    ),
    (
      #"\nabla \cdot \vec{E} = \frac{\rho}{\varepsilon_0}, \quad \mathbf{F} = m\mathbf{a}, \quad \mathcal{L}, \mathrm{d}x, \boldsymbol{\mu}"#,
      true
    ),
    (#"\binom{n}{k} = \frac{n!}{k!\,(n-k)!}"#, true),
    (#"\underbrace{1 + 2 + \cdots + n}_{n\text{ terms}} = \overbrace{\frac{n(n+1)}{2}}^{\text{Gauss}}"#, true),
    (
      #"\big( \Big( \bigg( \Bigg( x \Bigg) \bigg) \Big) \big) \quad \left( \begin{matrix} 1 \\ 2 \\ 3 \\ 4 \\ 5 \\ 6 \end{matrix} \right)"#,
      true
    ),
    (#"\forall \epsilon > 0\ \exists \delta: |x - a| < \delta \Rightarrow |f(x) - f(a)| < \epsilon"#, true),
    (#"\begin{aligned} (a+b)^2 &= a^2 + 2ab + b^2 \\ &\geq 4ab \end{aligned}"#, true),
    (#"\prod_{p} \frac{1}{1-p^{-s}} = \zeta(s), \quad y'' + \omega^2 y = 0, \quad x_{i,j}^{2}"#, true),
    (#"\oint_C \mathbf{F} \cdot d\mathbf{r} = \iint_S (\nabla \times \mathbf{F}) \cdot d\mathbf{S}"#, true),
    (
      #"a^2 + b^2 = c^2, \sum_{i=1}^n i = \frac{n(n+1)}{2}, \lim_{n\to\infty} \left(1 + \frac{1}{n}\right)^n = e"#,
      false
    ),
    (
      #"P(A \mid B) = \frac{P(B \mid A)\,P(A)}{P(B)}, \quad \det\begin{vmatrix} a & b \\ c & d \end{vmatrix} = ad - bc"#,
      false
    ),
  ]

  @Test func sheet() throws {
    let typesetter = try MathTypesetter()
    let fonts = try FontSystem()
    let width = 760.0
    let margin = 16.0
    let sourceWidth = 250.0
    var rows: [(source: ShapedText, layout: MathLayout, y: Double)] = []
    var y = margin
    for formula in Self.formulas {
      let layout = try typesetter.typeset(formula.tex, display: formula.display, fontSize: 17).get()
      let label = StyledText(
        formula.tex, font: FontSpec(families: ["Noto Sans Mono"], size: 8),
        color: RGBColor(red: 0.45, green: 0.45, blue: 0.5))
      let source = fonts.shape(label, maxWidth: sourceWidth)
      let height = max(layout.ascent + layout.descent, source.size.height)
      rows.append((source, layout, y))
      y += height + 14
    }
    let canvas = try Canvas(pixelWidth: Int(width * 2), pixelHeight: Int((y + margin) * 2), scale: 2)
    canvas.fill(.white)
    for row in rows {
      canvas.draw(row.source, in: Rect(x: margin, y: row.y, width: sourceWidth, height: row.source.size.height))
      let left = margin + sourceWidth + 16
      #expect(left + row.layout.width < width, "a formula runs off the sheet")
      row.layout.draw(on: canvas, baselineOrigin: Point(x: left, y: row.y + row.layout.ascent), color: .black)
    }
    try Snapshot.assertMatches(try canvas.pngData(opaque: true), named: "math-sheet")
  }
}
