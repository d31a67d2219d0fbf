/// What a piece of code is, for its colour. Plain text (names, spaces) gets no token.
public enum CodeTokenKind: String, Sendable, Hashable, CaseIterable {
  case keyword
  /// A type's name: builtin (`int`, `str`) or capitalised in C-like languages (`HashMap`).
  case type
  case string
  case number
  case comment
  /// A name called or declared as a function: `print` in `print(x)`, `def area`.
  case function
  /// `true`, `false`, `nil`, `null`, `None`, `ALL_CAPS` names, Ruby symbols.
  case constant
  case `operator`
  case punctuation
  /// A key or attribute's name: JSON, YAML and TOML keys, CSS properties, HTML attributes.
  case property
  /// An HTML or XML tag's name, or a CSS element selector.
  case tag
  /// `$x` in Bash and PHP, `@x` in Ruby, YAML anchors, Rust lifetimes.
  case variable
  /// `\n` in a string, an HTML entity (`&amp;`).
  case escape
  /// `@decorator`, `@Annotation`, `#[derive(…)]`.
  case decorator
  /// Preprocessor lines, `<!DOCTYPE>`, a shell prompt, a diff's hunk headers.
  case meta
  /// A Markdown heading, a TOML table's header.
  case heading
  /// A diff's added line.
  case inserted
  /// A diff's removed line.
  case deleted
}

/// A coloured piece of a code block's text.
public struct CodeToken: Sendable, Hashable {
  /// UTF-8 byte offsets into the text (Pango's indices), on scalar boundaries.
  public var utf8Range: Range<Int>
  public var kind: CodeTokenKind

  public init(utf8Range: Range<Int>, kind: CodeTokenKind) {
    self.utf8Range = utf8Range
    self.kind = kind
  }
}
