import Testing

@testable import BubbleCore
@testable import BubbleGraphics

/// Every character the parser can produce from a command is one Latin Modern Math draws.
@Suite struct MathCoverageTests {
  @Test func everyCommandSymbolIsInTheMathFont() throws {
    let typesetter = try MathTypesetter()
    let names =
      Array(MathCommand.letters.keys) + Array(MathCommand.symbols.keys) + Array(MathCommand.largeOperators.keys)
      + Array(MathCommand.functions.keys)
    for name in names.sorted() {
      let tex = "\\" + name
      if case .failure(let problem) = typesetter.typeset(tex, display: true, fontSize: 12) {
        Issue.record("\(tex): \(problem)")
      }
    }
    // TeX's \mathcal has capitals only.
    for alphabet in ["mathbb", "mathcal", "mathfrak", "mathsf", "mathtt", "mathbf", "boldsymbol", "mathit"] {
      let small = alphabet == "mathcal" ? "" : "abcdefghijklmnopqrstuvwxyz 0123456789"
      let tex = "\\\(alphabet){ABCDEFGHIJKLMNOPQRSTUVWXYZ \(small)}"
      if case .failure(let problem) = typesetter.typeset(tex, display: true, fontSize: 12) {
        Issue.record("\(tex): \(problem)")
      }
    }
    for accent in [
      "hat", "widehat", "tilde", "widetilde", "bar", "vec", "dot", "ddot", "dddot", "check", "breve",
      "acute", "grave", "mathring", "overrightarrow", "overleftarrow", "widecheck",
    ] {
      if case .failure(let problem) = typesetter.typeset("\\\(accent){xy}", display: true, fontSize: 12) {
        Issue.record("\\\(accent): \(problem)")
      }
    }
  }
}
