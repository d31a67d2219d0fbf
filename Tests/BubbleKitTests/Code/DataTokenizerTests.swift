import Testing

@testable import BubbleCore

/// JSON, YAML, TOML, SQL and diffs.
struct DataTokenizerTests {
  @Test func json() {
    let code = """
      {
        "name": "bubble-kit",
        "version": "1.2.0",
        "private": true,
        "workspaces": ["packages/*"],
        "engines": { "node": ">=18" },
        "retries": -3, "ratio": 2.5e-1,
        "escaped \\"key\\"": "line\\nbreak\\u00e9",
        "license": null
      }
      """
    expectColored(
      code, .json,
      [
        ("{", .punctuation), ("\"name\"", .property), (":", .punctuation), ("\"bubble-kit\"", .string),
        ("\"version\"", .property), ("\"1.2.0\"", .string), ("\"private\"", .property), ("true", .constant),
        ("\"workspaces\"", .property), ("[", .punctuation), ("\"packages/*\"", .string), ("\"engines\"", .property),
        ("\"node\"", .property), ("\">=18\"", .string), ("\"retries\"", .property), ("-3", .number),
        ("\"ratio\"", .property), ("2.5e-1", .number), ("\"escaped \\\"key\\\"\"", .property),
        ("\"line", .string), ("\\n", .escape), ("break", .string), ("\\u00e9", .escape), ("\"", .string),
        ("\"license\"", .property), ("null", .constant),
      ])
    // JSONC: comments are read.
    expectColored(
      "{\n  // the port\n  \"port\": 8080 /* default */\n}", .json,
      [
        ("// the port", .comment), ("\"port\"", .property), ("8080", .number), ("/* default */", .comment),
      ])
  }

  @Test func yaml() {
    let code = """
      # CI workflow
      name: CI
      on:
        push:
          branches: [main, "release/*"]
      defaults: &defaults
        timeout-minutes: 15
        continue-on-error: false
      jobs:
        test:
          <<: *defaults
          runs-on: ubuntu-latest
          steps:
            - uses: actions/checkout@v4
            - name: Run tests
              run: |
                swift build
                swift test --parallel
            - name: 'Quoted key: value'
              if: ${{ github.event_name == 'push' }}
              env: { RETRIES: 3, DEBUG: ~ }
      ---
      version: 1.5
      """
    expectColored(
      code, .yaml,
      [
        ("# CI workflow", .comment), ("name", .property), (":", .punctuation), ("CI", .string), ("on", .property),
        ("push", .property), ("branches", .property), ("[", .punctuation), ("main", .string),
        ("\"release/*\"", .string), ("defaults", .property), ("&defaults", .variable),
        ("timeout-minutes", .property), ("15", .number), ("continue-on-error", .property), ("false", .constant),
        ("<<", .property), ("*defaults", .variable), ("runs-on", .property), ("ubuntu-latest", .string),
        ("-", .punctuation), ("uses", .property), ("actions/checkout@v4", .string), ("run", .property),
        ("|", .punctuation), ("swift build", .string), ("swift test --parallel", .string),
        ("name", .property), ("'Quoted key: value'", .string), ("if", .property), ("env", .property),
        ("{", .punctuation), ("RETRIES", .property), ("3", .number), ("DEBUG", .property), ("~", .constant),
        ("---", .meta), ("version", .property), ("1.5", .number),
      ])
  }

  @Test func toml() {
    let code = """
      # Cargo manifest
      [package]
      name = "bubbles"
      version = "0.3.1"
      edition = 2021
      authors = ["Ada <ada@example.com>"]
      published = 1979-05-27T07:32:00Z

      [dependencies]
      serde = { version = "1.0", features = ["derive"] }
      "quoted.key" = 'literal \\no escape'
      ratio = +1.5e3
      enabled = true

      [[bin]]
      path = \"\"\"
      src/main.rs\"\"\"
      """
    expectColored(
      code, .toml,
      [
        ("# Cargo manifest", .comment), ("[package]", .heading), ("name", .property), ("=", .operator),
        ("\"bubbles\"", .string), ("version", .property), ("edition", .property), ("2021", .number),
        ("authors", .property), ("[", .punctuation), ("\"Ada <ada@example.com>\"", .string),
        ("published", .property), ("1979-05-27T07:32:00Z", .number), ("[dependencies]", .heading),
        ("serde", .property), ("{", .punctuation), ("version", .property), ("\"1.0\"", .string),
        ("features", .property), ("\"derive\"", .string), ("\"quoted.key\"", .property),
        ("'literal \\no escape'", .string), ("ratio", .property), ("+1.5e3", .number), ("enabled", .property),
        ("true", .constant), ("[[bin]]", .heading), ("path", .property), ("\"\"\"\nsrc/main.rs\"\"\"", .string),
      ])
  }

  @Test func sql() {
    let code = """
      -- Top customers by revenue this year.
      SELECT c.id, c.name, SUM(o.total)::numeric(10, 2) AS revenue
      FROM customers AS c
      LEFT JOIN orders o ON o.customer_id = c.id
      WHERE o.created_at >= '2024-01-01' AND c.note <> 'it''s fine'
        AND c.region = $1 AND c.tier = :tier
      GROUP BY c.id, c.name
      HAVING COUNT(*) > 5
      ORDER BY revenue DESC NULLS LAST
      LIMIT 10;

      create table if not exists events (id bigserial primary key, payload jsonb not null, seen boolean default false);
      CREATE FUNCTION touch() RETURNS trigger AS $$ BEGIN NEW.updated = now(); RETURN NEW; END; $$ LANGUAGE plpgsql;
      """
    expectColored(
      code, .sql,
      [
        ("-- Top customers by revenue this year.", .comment), ("SELECT", .keyword), ("SUM", .function),
        ("::", .operator), ("numeric", .type), ("10", .number), ("AS", .keyword), ("FROM", .keyword),
        ("LEFT", .keyword), ("JOIN", .keyword), ("ON", .keyword), ("WHERE", .keyword), (">=", .operator),
        ("'2024-01-01'", .string), ("AND", .keyword), ("<>", .operator), ("'it", .string), ("''", .escape),
        ("s fine'", .string), ("$1", .variable), (":tier", .variable), ("GROUP", .keyword), ("BY", .keyword),
        ("HAVING", .keyword), ("COUNT", .function), ("ORDER", .keyword), ("DESC", .keyword), ("NULLS", .keyword),
        ("LIMIT", .keyword), ("create", .keyword), ("table", .keyword), ("if", .keyword), ("not", .keyword),
        ("exists", .keyword), ("bigserial", .type), ("primary", .keyword), ("key", .keyword), ("jsonb", .type),
        ("null", .constant), ("boolean", .type), ("default", .keyword), ("false", .constant),
        ("CREATE", .keyword), ("FUNCTION", .keyword), ("touch", .function), ("RETURNS", .keyword),
        ("trigger", .keyword), ("$$ BEGIN NEW.updated = now(); RETURN NEW; END; $$", .string),
        ("LANGUAGE", .keyword),
      ])
  }

  @Test func diff() {
    let code = """
      diff --git a/Sources/App.swift b/Sources/App.swift
      index 3b18e51..a9c2f07 100644
      --- a/Sources/App.swift
      +++ b/Sources/App.swift
      @@ -10,7 +10,8 @@ struct App {
           let name: String
      -    var count = 0
      +    var count = 1
      +    var limit = 10
      --- a removed line that looks like a header
      \\ No newline at end of file
      """
    expectColored(
      code, .diff,
      [
        ("diff --git a/Sources/App.swift b/Sources/App.swift", .meta), ("index 3b18e51..a9c2f07 100644", .meta),
        ("--- a/Sources/App.swift", .meta), ("+++ b/Sources/App.swift", .meta), ("@@ -10,7 +10,8 @@", .meta),
        ("-    var count = 0", .deleted), ("+    var count = 1", .inserted), ("+    var limit = 10", .inserted),
        ("--- a removed line that looks like a header", .deleted), ("\\ No newline at end of file", .comment),
      ])
    expectNotColored(code, .diff, "     let name: String", .inserted)
  }
}
