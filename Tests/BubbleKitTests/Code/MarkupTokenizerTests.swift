import Testing

@testable import BubbleCore

/// HTML (with its scripts and styles), XML, CSS and Markdown.
struct MarkupTokenizerTests {
  @Test func html() {
    let code = """
      <!DOCTYPE html>
      <html lang="en">
        <head>
          <meta charset=utf-8>
          <style>
            body { margin: 0; font-family: system-ui, sans-serif; }
          </style>
        </head>
        <body>
          <!-- The counter -->
          <button id="count" class="btn primary" disabled>Clicked 0 times &amp; more&nbsp;&#8212;</button>
          <script type="module">
            const button = document.getElementById("count");
            button.addEventListener("click", () => { if (n < 10) n++; });
          </script>
        </body>
      </html>
      """
    expectColored(
      code, .html,
      [
        ("<!DOCTYPE html>", .meta), ("<", .punctuation), ("html", .tag), ("lang", .property), ("=", .punctuation),
        ("\"en\"", .string), (">", .punctuation), ("meta", .tag), ("charset", .property), ("utf-8", .string),
        ("style", .tag), ("body", .tag), ("margin", .property), ("0", .number), ("font-family", .property),
        ("</", .punctuation), ("style", .tag), ("<!-- The counter -->", .comment), ("button", .tag),
        ("id", .property), ("\"count\"", .string), ("class", .property), ("\"btn primary\"", .string),
        ("disabled", .property), ("&amp;", .escape), ("&nbsp;&#8212;", .escape), ("</", .punctuation),
        ("button", .tag), ("script", .tag), ("type", .property), ("\"module\"", .string), ("const", .keyword),
        ("getElementById", .function), ("\"count\"", .string), ("addEventListener", .function), ("=>", .operator),
        ("if", .keyword), ("10", .number), ("</", .punctuation), ("script", .tag),
      ])
  }

  @Test func xml() {
    let code = """
      <?xml version="1.0" encoding="UTF-8"?>
      <project xmlns="http://maven.apache.org/POM/4.0.0">
        <!-- Build settings -->
        <properties>
          <java.version>21</java.version>
        </properties>
        <description><![CDATA[Uses <b>bold</b> text]]></description>
        <empty/>
      </project>
      """
    expectColored(
      code, .xml,
      [
        ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>", .meta), ("project", .tag), ("xmlns", .property),
        ("\"http://maven.apache.org/POM/4.0.0\"", .string), ("<!-- Build settings -->", .comment),
        ("properties", .tag), ("java.version", .tag), ("java.version", .tag), ("description", .tag),
        ("<![CDATA[Uses <b>bold</b> text]]>", .string), ("empty", .tag), ("/>", .punctuation), ("project", .tag),
      ])
  }

  @Test func css() {
    let code = """
      @import url("theme.css");

      :root {
        --accent: #0a84ff;
      }

      /* Cards lift on hover. */
      .card > h2, #main a:hover::after {
        color: var(--accent);
        padding: 0.5rem 12px;
        width: calc(100% - 2em);
        background: url(images/bg.png) no-repeat !important;
        transition: transform 150ms ease-in-out;
      }

      @media (max-width: 600px) {
        .card { display: none; }
        input[type="text"] { border: 1px solid rgba(0, 0, 0, .2); }
      }
      """
    expectColored(
      code, .css,
      [
        ("@import", .keyword), ("url", .function), ("\"theme.css\"", .string), (":root", .keyword),
        ("--accent", .property), ("#0a84ff", .number), ("/* Cards lift on hover. */", .comment),
        (".card", .type), (">", .operator), ("h2", .tag), ("#main", .type), ("a", .tag), (":hover::after", .keyword),
        ("color", .property), ("var", .function), ("--accent", .variable),
        ("padding", .property), ("0.5rem", .number), ("12px", .number), ("calc", .function), ("100%", .number),
        ("2em", .number), ("url", .function), ("images/bg.png", .string), ("!important", .keyword),
        ("150ms", .number), ("@media", .keyword), ("max-width", .property), ("600px", .number), (".card", .type),
        ("display", .property), ("input", .tag), ("type", .property), ("\"text\"", .string), ("border", .property),
        ("1px", .number), ("rgba", .function), (".2", .number),
      ])
  }

  @Test func markdown() {
    let code = """
      # Setup guide

      Install the **tools** with `npm install`, then read [the docs](https://example.com/docs).

      1. Clone the repository
      2. Run the tests
         - unit
         - integration

      > Note: tests need Docker.

      ```bash
      npm test
      ```
      """
    expectColored(
      code, .markdown,
      [
        ("# Setup guide", .heading), ("`npm install`", .string), ("(https://example.com/docs)", .string),
        ("1.", .keyword), ("2.", .keyword), ("-", .keyword), ("-", .keyword), (">", .keyword),
        ("```bash", .meta), ("npm test\n", .string), ("```", .meta),
      ])
  }
}
