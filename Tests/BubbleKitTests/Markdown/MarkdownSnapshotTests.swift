import BubbleKit
import Foundation
import Testing

/// Focused references of AI answers: every Markdown construct, code in each language we colour,
/// a table wider than the page, and math, in the themes that draw them.
@Suite struct MarkdownSnapshotTests {
  static func render(_ markdown: String, theme: String = "chatgpt", width: Double = 390) async throws -> [UInt8] {
    let escaped = String(decoding: try JSONEncoder().encode(markdown), as: UTF8.self)
    let conversation = try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ai", "name": "ChatGPT" }],
        "messages": [{ "id": "1", "from": "me", "text": "Show me." },
                     { "id": "2", "from": "ai", "text": { "markdown": \(escaped) } }] }
      """)
    var options = TestSupport.patientOptions(scale: 1)
    options.width = width
    let result = try await ConversationRenderer(theme: try ThemeLoader.load(theme)).render(
      conversation, options: options, baseDirectory: nil)
    #expect(result.pages.count == 1)
    return try #require(result.pages.first).png
  }

  static let constructs = """
    # Heading one
    ## Heading two
    ### Heading three
    #### Heading four

    Text with **strong**, *emphasis*, ***both***, ~~struck~~, `inline code`, a [link](https://example.com) \
    and an autolink https://example.org, then a hard  
    line break. 中文和 emoji 🎉 stay in their fonts.

    1. First
    2. Second
       - nested bullet
         - deeper bullet
           1. numbered inside
    3. Third

    - [x] done
    - [ ] to do

    > A quote with **bold**
    >
    > > and a quote inside it

    ---

    | Left | Centre | Right |
    |:-----|:------:|------:|
    | a | b | 1 |
    | longer cell | ✓ | 22.5 |

    ![a diagram](diagram.png) after the picture.
    """

  static let wideTable = """
    | Model | Year | Parameters | Context window | Licence | Notes on training data and evaluation |
    |---|---:|---:|---:|:---:|---|
    | Alpha | 2023 | 7B | 4,096 | Apache-2.0 | Web text, code and books; evaluated on the usual academic suites |
    | Beta-Large | 2024 | 70B | 128,000 | custom | Synthetic data for mathematics; long-context retrieval tests |
    | Γάμμα | 2025 | 1.2T | 1,000,000 | closed | 多语言数据 and a safety suite |
    """

  static let math = """
    The roots of $ax^2 + bx + c = 0$ are

    $$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$

    Euler: \\(e^{i\\pi} + 1 = 0\\), and a sum with limits:

    \\[\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}, \\qquad \\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}\\]

    A matrix and cases:

    $$A = \\begin{pmatrix} 1 & 2 & 3 \\\\ 4 & 5 & 6 \\\\ 7 & 8 & 9 \\end{pmatrix}, \\quad |x| = \\begin{cases} x & x \\ge 0 \\\\ -x & x < 0 \\end{cases}$$

    Money is not math: it costs $5 and $10. Unknown TeX stays source: $\\foo{x}$.
    """

  @Test func everyMarkdownConstruct() async throws {
    try Snapshot.assertMatches(try await Self.render(Self.constructs), named: "markdown-constructs")
    try Snapshot.assertMatches(
      try await Self.render(Self.constructs, theme: "claude-dark"), named: "markdown-constructs-claude-dark")
  }

  @Test func aTableWiderThanThePage() async throws {
    try Snapshot.assertMatches(try await Self.render(Self.wideTable), named: "markdown-wide-table")
    try Snapshot.assertMatches(
      try await Self.render(Self.wideTable, theme: "telegram"), named: "markdown-wide-table-telegram")
  }

  @Test func math() async throws {
    try Snapshot.assertMatches(try await Self.render(Self.math, width: 520), named: "markdown-math")
  }
}
