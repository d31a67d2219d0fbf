import Testing

@testable import BubbleCore

/// A fence's info word to a language, and the label shown on the block.
struct CodeLanguageTests {
  @Test(arguments: [
    ("python", CodeLanguage.python), ("py", .python), ("Python3", .python), ("PY", .python),
    ("js", .javascript), ("jsx", .javascript), ("mjs", .javascript), ("node", .javascript),
    ("ts", .typescript), ("tsx", .typescript), ("TypeScript", .typescript),
    ("sh", .bash), ("shell", .bash), ("zsh", .bash), ("console", .bash), ("Bash", .bash),
    ("c++", .cpp), ("cc", .cpp), ("hpp", .cpp), ("cpp", .cpp), ("h", .c), ("c", .c),
    ("golang", .go), ("go", .go), ("rs", .rust), ("yml", .yaml), ("yaml", .yaml),
    ("htm", .html), ("xhtml", .html), ("html", .html), ("svg", .xml), ("xml", .xml),
    ("kt", .kotlin), ("c#", .csharp), ("cs", .csharp), ("rb", .ruby), ("php", .php),
    ("jsonc", .json), ("json", .json), ("scss", .css), ("md", .markdown), ("patch", .diff),
    ("Dockerfile", .dockerfile), ("docker", .dockerfile), ("toml", .toml), ("ini", .toml),
    ("postgresql", .sql), ("SQL", .sql), ("swift", .swift), ("java", .java),
  ])
  func fenceNamesAndAliases(name: String, language: CodeLanguage) {
    #expect(CodeLanguage(fenceName: name) == language)
  }

  @Test func onlyTheFirstWordCountsAndDecorationsAreRead() {
    #expect(CodeLanguage(fenceName: "python title=\"demo.py\"") == .python)
    #expect(CodeLanguage(fenceName: "js{1,3}") == .javascript)
    #expect(CodeLanguage(fenceName: "ts,linenos") == .typescript)
    #expect(CodeLanguage(fenceName: ".rust") == .rust)
    #expect(CodeLanguage(fenceName: "{.rust .numberLines}") == .rust)
    #expect(CodeLanguage(fenceName: " swift") == .swift)
    #expect(CodeLanguage(fenceName: "language-go") == .go)
  }

  @Test func unknownNamesAreNoLanguage() {
    for name in ["", " ", "text", "plaintext", "brainfuck", "pythonn", String(repeating: "a", count: 10_000), "\u{0}"] {
      #expect(CodeLanguage(fenceName: name) == nil, "\(name.prefix(20))")
    }
  }

  @Test func displayNames() {
    #expect(CodeLanguage.python.displayName == "Python")
    #expect(CodeLanguage.typescript.displayName == "TypeScript")
    #expect(CodeLanguage.cpp.displayName == "C++")
    #expect(CodeLanguage.bash.displayName == "Bash")
    #expect(CodeLanguage.csharp.displayName == "C#")
    #expect(Set(CodeLanguage.allCases.map(\.displayName)).count == CodeLanguage.allCases.count)
  }

  @Test func everyLanguageReadsItsOwnNameAndDisplayName() {
    for language in CodeLanguage.allCases {
      #expect(CodeLanguage(fenceName: language.rawValue) == language)
      #expect(CodeLanguage(fenceName: language.displayName) == language || language.displayName.contains(" "))
    }
  }
}
