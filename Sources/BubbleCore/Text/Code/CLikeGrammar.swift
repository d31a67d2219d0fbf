/// What sets one C-like language apart from another for `CLikeScanner`: its words, and which of
/// the family's comment, string and annotation forms it has.
struct CLikeGrammar: Sendable {
  enum SingleQuote: Sendable {
    /// `'a'`, `'\n'`: a character (C, Java, Go, C#, Kotlin).
    case character
    /// A character, or a lifetime or label (`'a`, `'static`) when no quote closes it (Rust).
    case characterOrLifetime
    /// A string like a double-quoted one (JavaScript, PHP).
    case string
  }

  enum Backtick: Sendable {
    /// Template literal with `${…}` (JavaScript, TypeScript).
    case template
    /// Raw string over lines (Go).
    case raw
    /// An escaped name (Swift, Kotlin): left plain.
    case identifier
  }

  /// How code gets into a double-quoted string.
  enum Interpolation: Sendable {
    case none
    /// `\(expr)`, `\#(expr)` in raw strings (Swift).
    case backslashParenthesis
    /// `${expr}` and `$name` (Kotlin).
    case dollar
    /// `$name` and `{$expr}` (PHP).
    case php
  }

  var keywords: Set<String>
  /// Builtin type names written in lowercase (`int`, `usize`, `string`).
  var types: Set<String> = []
  var constants: Set<String> = ["true", "false", "null"]
  /// Words after which the next name is declared as a function (`func`, `fn`).
  var functionDeclarers: Set<String> = []
  /// Words after which the next name is declared as a type (`class`, `struct`).
  var typeDeclarers: Set<String> = ["class", "struct", "enum", "interface"]
  var nestedComments = false
  /// `#` starts a comment (PHP), except `#[` (an attribute).
  var hashComments = false
  /// `#include`, `#define` at a line's start (C, C++, C#, Objective-C).
  var preprocessor = false
  var singleQuote = SingleQuote.character
  var backtick = Backtick.identifier
  /// `"""…"""` over lines (Swift, Kotlin, Java, C#).
  var tripleQuotes = false
  var interpolation = Interpolation.none
  /// Double-quoted strings run over lines (Rust).
  var multilineStrings = false
  /// `@Name` is an annotation or attribute (Java, Kotlin, Swift, TypeScript).
  var annotations = false
  /// `#[derive(…)]`, `#![…]` (Rust, PHP 8).
  var bracketAttributes = false
  /// `#"…"#`, and `#if`, `#available` as keywords (Swift).
  var swiftPound = false
  /// `r"…"`, `r#"…"#`, `b"…"`, `br"…"` (Rust).
  var rustRawStrings = false
  /// `R"x(…)x"` with its encoding prefixes (C++).
  var cppRawStrings = false
  /// `@"…"` verbatim and `$"{…}"` interpolated (C#).
  var csharpStrings = false
  /// `/…/flags` where a value may start (JavaScript, TypeScript).
  var regexLiterals = false
  /// `name!(…)` is a macro call (Rust).
  var macros = false
  /// `$name` is a variable (PHP, Swift's `$0`, Bash-like).
  var dollarVariables = false
  /// `$` is part of names (JavaScript, Java).
  var dollarInNames = false
  /// Capitalised names called (`Println(`, `WriteLine(`) are functions, not types (Go, C#).
  var capitalisedFunctions = false
  /// Keywords in any case (PHP).
  var caseInsensitiveKeywords = false
  /// `<?php`, `?>` (PHP).
  var phpTags = false
}
