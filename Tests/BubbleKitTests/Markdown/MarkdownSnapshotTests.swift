import BubbleKit
import Foundation
import Testing

/// Focused references of AI answers: every Markdown construct, code in each language we colour,
/// a table wider than the page, and math, in the themes that draw them.
@Suite struct MarkdownSnapshotTests {
  static func render(
    _ markdown: String, theme: String = "chatgpt", rule: WideContentRule? = nil, width: Double = 390
  ) async throws -> [UInt8] {
    let escaped = String(decoding: try JSONEncoder().encode(markdown), as: UTF8.self)
    let conversation = try TestSupport.conversation(
      """
      { "me": "me", "participants": [{ "id": "me", "name": "Me" }, { "id": "ai", "name": "ChatGPT" }],
        "messages": [{ "id": "1", "from": "me", "text": "Show me." },
                     { "id": "2", "from": "ai", "text": { "markdown": \(escaped) } }] }
      """)
    var options = TestSupport.patientOptions(scale: 1)
    options.width = width
    var loaded = try ThemeLoader.load(theme)
    if let rule {
      loaded.markdown.wideCode = rule
      loaded.markdown.wideTables = rule
    }
    let result = try await ConversationRenderer(theme: loaded).render(
      conversation, options: options, baseDirectory: nil)
    #expect(result.pages.count == 1)
    return try #require(result.pages.first).png
  }

  static let wideCode = """
    ```bash
    docker run --rm -v "$PWD/exports:/data:ro" -p 8080:8080 bubbles:1.4 serve --port 8080 --max-connections 64 --theme telegram
    ```
    """

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

  /// A short block in each language the brief lists, as assistants write them.
  static let code = [
    (
      "python",
      "@dataclass\nclass Point:\n    x: float = 0.0  # metres\n    def norm(self) -> float:\n        return math.hypot(self.x, 1e-3)"
    ),
    (
      "javascript",
      "const total = items.reduce((sum, { price }) => sum + price, 0);\nconsole.log(`Total: ${total.toFixed(2)}`); // done"
    ),
    (
      "typescript",
      "interface User { id: number; name?: string }\nexport async function load(id: number): Promise<User> {\n  return (await fetch(`/users/${id}`)).json();\n}"
    ),
    (
      "swift",
      "struct Bubble: Hashable {\n  let text: String\n  func width(in font: Font) -> Double { font.measure(text) * 1.5 }\n}"
    ),
    ("go", "func main() {\n\tch := make(chan int, 3)\n\tgo func() { ch <- 42 }()\n\tfmt.Println(<-ch, \"done\")\n}"),
    (
      "rust",
      "fn longest<'a>(a: &'a str, b: &'a str) -> &'a str {\n    if a.len() > b.len() { a } else { b } // no copy\n}\nlet v: Vec<u8> = vec![0x1F, 0b1010];"
    ),
    (
      "c",
      "#include <stdio.h>\nint main(void) {\n    for (int i = 0; i < 3; i++) printf(\"%d\\n\", i);\n    return 0; /* ok */\n}"
    ),
    (
      "cpp",
      "template <typename T>\nstd::vector<T> twice(const std::vector<T>& v) {\n    auto out = v; out.insert(out.end(), v.begin(), v.end());\n    return out;\n}"
    ),
    (
      "java",
      "@Override\npublic String toString() {\n    return String.format(\"Point(%d, %d)\", x, y); // formatted\n}"
    ),
    (
      "bash",
      "#!/usr/bin/env bash\nfor f in *.log; do\n  [[ -s \"$f\" ]] && gzip -9 \"$f\"  # keep empty ones\ndone\necho \"${#files[@]} files\""
    ),
    ("json", "{\n  \"name\": \"bubbles\",\n  \"version\": 2,\n  \"private\": true,\n  \"tags\": [\"chat\", null]\n}"),
    (
      "sql",
      "SELECT u.name, COUNT(*) AS messages\nFROM users u JOIN messages m ON m.user_id = u.id\nWHERE m.sent_at > '2026-01-01' -- this year\nGROUP BY u.name ORDER BY messages DESC LIMIT 10;"
    ),
    ("html", "<!-- card -->\n<div class=\"card\" data-id=\"7\">\n  <a href=\"/chat?id=7&amp;x=1\">Open</a>\n</div>"),
    (
      "css",
      ".bubble:hover {\n  background: #e2ffc8;\n  border-radius: 16px !important; /* round */\n  margin: 0 auto;\n}"
    ),
    (
      "yaml",
      "# deploy\nservices:\n  bubbles:\n    image: \"bubbles:1.4\"\n    replicas: 2\n    env: &defaults { LOG: info }"
    ),
  ].map { "```\($0.0)\n\($0.1)\n```" }.joined(separator: "\n\n")

  @Test func codeInEachLanguage() async throws {
    try Snapshot.assertMatches(try await Self.render(Self.code, width: 560), named: "markdown-code")
    try Snapshot.assertMatches(
      try await Self.render(Self.code, theme: "chatgpt-dark", width: 560), named: "markdown-code-dark")
  }

  /// `wide_code: clip`: long lines cut at the block's edge, as the apps show code they scroll.
  @Test func codeClippedAtItsBlocksEdge() async throws {
    try Snapshot.assertMatches(
      try await Self.render(Self.wideCode + "\n\n" + Self.code.prefix(400), rule: .clip), named: "markdown-code-clip")
  }

  @Test func everyMarkdownConstruct() async throws {
    try Snapshot.assertMatches(try await Self.render(Self.constructs), named: "markdown-constructs")
    try Snapshot.assertMatches(
      try await Self.render(Self.constructs, theme: "claude-dark"), named: "markdown-constructs-claude-dark")
  }

  @Test func aTableWiderThanThePage() async throws {
    try Snapshot.assertMatches(try await Self.render(Self.wideTable), named: "markdown-wide-table")
    try Snapshot.assertMatches(
      try await Self.render(Self.wideTable, theme: "telegram"), named: "markdown-wide-table-telegram")
    // On a wide page, `widen` lets the table's bubble grow past Telegram's usual width.
    try Snapshot.assertMatches(
      try await Self.render(Self.wideTable + "\n\n" + Self.wideCode, theme: "telegram", rule: .widen, width: 700),
      named: "markdown-wide-widen-telegram")
  }

  @Test func math() async throws {
    try Snapshot.assertMatches(try await Self.render(Self.math, width: 520), named: "markdown-math")
  }
}
