/// A language a fenced code block can be coloured as: the ones AI assistants write most.
public enum CodeLanguage: String, Sendable, Hashable, CaseIterable {
  case python, javascript, typescript, swift, go, rust, c, cpp, java, kotlin, csharp, php, ruby
  case bash, dockerfile
  case json, yaml, toml
  case sql
  case html, xml, css, markdown
  case diff

  /// Reads a fence's info word (the `py` of a fence opened with `py`), case-insensitively, with its usual aliases;
  /// `nil` for a language not coloured (the block stays plain).
  public init?(fenceName: String) {
    // Only the first word counts ("python title=x", "{.rust}"); a long word is no language's name.
    let word = fenceName.drop { $0 == "{" || $0.isWhitespace }.prefix { !$0.isWhitespace && !"{},".contains($0) }
    guard !word.isEmpty, word.utf8.count <= 32 else { return nil }
    var name = word.lowercased()
    // Pandoc's ```{.python} and Jupyter's ```language-python.
    for prefix in [".", "language-", "lang-"] where name.hasPrefix(prefix) {
      name.removeFirst(prefix.count)
    }
    guard let language = Self.aliases[name] ?? CodeLanguage(rawValue: name) else { return nil }
    self = language
  }

  /// The name on the block's label: "Python", "TypeScript", "C++".
  public var displayName: String {
    switch self {
    case .python: "Python"
    case .javascript: "JavaScript"
    case .typescript: "TypeScript"
    case .swift: "Swift"
    case .go: "Go"
    case .rust: "Rust"
    case .c: "C"
    case .cpp: "C++"
    case .java: "Java"
    case .kotlin: "Kotlin"
    case .csharp: "C#"
    case .php: "PHP"
    case .ruby: "Ruby"
    case .bash: "Bash"
    case .dockerfile: "Dockerfile"
    case .json: "JSON"
    case .yaml: "YAML"
    case .toml: "TOML"
    case .sql: "SQL"
    case .html: "HTML"
    case .xml: "XML"
    case .css: "CSS"
    case .markdown: "Markdown"
    case .diff: "Diff"
    }
  }

  /// Other names fences use, lowercased; a language's raw value needs no entry.
  static let aliases: [String: CodeLanguage] = [
    "py": .python, "python3": .python, "py3": .python, "python2": .python, "gyp": .python,
    "ipython": .python, "pycon": .python,
    "js": .javascript, "jsx": .javascript, "mjs": .javascript, "cjs": .javascript, "node": .javascript,
    "ts": .typescript, "tsx": .typescript, "mts": .typescript, "cts": .typescript,
    "golang": .go,
    "rs": .rust,
    "h": .c,
    "c++": .cpp, "cc": .cpp, "cxx": .cpp, "hpp": .cpp, "hh": .cpp, "hxx": .cpp, "h++": .cpp,
    "kt": .kotlin, "kts": .kotlin,
    "c#": .csharp, "cs": .csharp, "dotnet": .csharp,
    "rb": .ruby, "gemfile": .ruby,
    "sh": .bash, "shell": .bash, "zsh": .bash, "console": .bash, "shellsession": .bash,
    "terminal": .bash, "ksh": .bash, "env": .bash, "dotenv": .bash,
    "docker": .dockerfile, "containerfile": .dockerfile,
    "jsonc": .json, "json5": .json, "geojson": .json, "jsonl": .json, "ndjson": .json,
    "yml": .yaml,
    "ini": .toml, "cfg": .toml, "conf": .toml,
    "postgres": .sql, "postgresql": .sql, "psql": .sql, "mysql": .sql, "sqlite": .sql, "plsql": .sql,
    "tsql": .sql, "mssql": .sql,
    "htm": .html, "xhtml": .html, "vue": .html, "svelte": .html,
    "svg": .xml, "plist": .xml, "xsl": .xml, "xaml": .xml, "csproj": .xml, "rss": .xml, "atom": .xml,
    "scss": .css, "less": .css,
    "md": .markdown, "mdx": .markdown, "gfm": .markdown,
    "patch": .diff, "udiff": .diff,
  ]
}
