import BubbleCore

/// Typesets TeX math on Latin Modern Math: parse (`MathParser`), then lay out by TeX's rules on
/// the font's MATH table. A value holding the process's one copy of the font: cheap to keep and
/// to share between threads.
public struct MathTypesetter: Sendable {
  private let font: MathFont

  /// Fails naming the package to install when the math font is missing.
  public init() throws(GraphicsError) {
    font = try MathFont.shared.get()
  }

  /// The formula laid out at `fontSize` points, in display style (`$$…$$`, limits above and
  /// below, larger operators) or text style (inline); a problem saying what and where when the
  /// source is not in the supported subset.
  public func typeset(_ tex: String, display: Bool, fontSize: Double) -> Result<MathLayout, MathProblem> {
    switch MathParser.parse(tex) {
    case .failure(let problem): return .failure(problem)
    case .success(let expression): return typeset(expression, display: display, fontSize: fontSize)
    }
  }

  /// An expression already parsed.
  public func typeset(_ expression: MathExpression, display: Bool, fontSize: Double) -> Result<MathLayout, MathProblem>
  {
    let engine = MathEngine(font: font, fontSize: FontSystem.safeFontSize(fontSize))
    do throws(MathProblem) {
      let style = MathStyle(level: display ? .display : .text)
      return .success(try engine.layout(expression.list, style: style).layout)
    } catch {
      return .failure(error)
    }
  }
}
