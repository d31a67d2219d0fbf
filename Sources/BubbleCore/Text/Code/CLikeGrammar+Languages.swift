extension CLikeGrammar {
  static func grammar(for language: CodeLanguage) -> CLikeGrammar? {
    switch language {
    case .c: c
    case .cpp: cpp
    case .java: java
    case .kotlin: kotlin
    case .csharp: csharp
    case .javascript: javascript
    case .typescript: typescript
    case .swift: swift
    case .go: go
    case .rust: rust
    case .php: php
    default: nil
    }
  }

  private static let cKeywords: Set<String> = [
    "auto", "break", "case", "const", "continue", "default", "do", "else", "enum", "extern", "for", "goto", "if",
    "inline", "register", "restrict", "return", "sizeof", "static", "struct", "switch", "typedef", "union",
    "volatile", "while", "_Alignas", "_Alignof", "_Atomic", "_Generic", "_Noreturn", "_Static_assert",
    "_Thread_local", "alignas", "alignof", "static_assert", "thread_local", "typeof",
  ]
  private static let cTypes: Set<String> = [
    "char", "double", "float", "int", "long", "short", "signed", "unsigned", "void", "bool", "_Bool", "size_t",
    "ssize_t", "ptrdiff_t", "intptr_t", "uintptr_t", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t",
    "uint16_t", "uint32_t", "uint64_t", "wchar_t", "char8_t", "char16_t", "char32_t", "FILE", "off_t",
  ]

  static let c = CLikeGrammar(
    keywords: cKeywords, types: cTypes, constants: ["true", "false", "NULL", "nullptr"],
    typeDeclarers: ["struct", "enum", "union"], preprocessor: true)

  static let cpp = CLikeGrammar(
    keywords: cKeywords.union([
      "and", "and_eq", "asm", "bitand", "bitor", "catch", "class", "co_await", "co_return", "co_yield", "compl",
      "concept", "consteval", "constexpr", "constinit", "const_cast", "decltype", "delete", "dynamic_cast",
      "explicit", "export", "final", "friend", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
      "operator", "or", "or_eq", "override", "private", "protected", "public", "reinterpret_cast", "requires",
      "static_cast", "template", "this", "throw", "try", "typeid", "typename", "using", "virtual", "xor",
      "xor_eq",
    ]),
    types: cTypes.union(["auto", "string", "vector", "map", "unordered_map", "set", "array", "pair", "optional"]),
    constants: ["true", "false", "NULL", "nullptr"], typeDeclarers: ["class", "struct", "enum", "union", "concept"],
    preprocessor: true, cppRawStrings: true)

  static let java = CLikeGrammar(
    keywords: [
      "abstract", "assert", "break", "case", "catch", "class", "const", "continue", "default", "do", "else", "enum",
      "extends", "final", "finally", "for", "goto", "if", "implements", "import", "instanceof", "interface",
      "native", "new", "package", "private", "protected", "public", "record", "return", "sealed", "permits",
      "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
      "var", "volatile", "while", "yield", "non-sealed",
    ],
    types: ["boolean", "byte", "char", "double", "float", "int", "long", "short", "void"],
    typeDeclarers: ["class", "enum", "interface", "record"], tripleQuotes: true, annotations: true,
    dollarInNames: true)

  static let kotlin = CLikeGrammar(
    keywords: [
      "abstract", "actual", "annotation", "as", "break", "by", "catch", "class", "companion", "const",
      "constructor", "continue", "crossinline", "data", "do", "else", "enum", "expect", "external", "final",
      "finally", "for", "fun", "if", "import", "in", "infix", "init", "inline", "inner", "interface",
      "internal", "is", "lateinit", "noinline", "object", "open", "operator", "out", "override", "package",
      "private", "protected", "public", "reified", "return", "sealed", "super", "suspend", "tailrec",
      "this", "throw", "try", "typealias", "val", "var", "vararg", "when", "where", "while",
    ],
    functionDeclarers: ["fun"], typeDeclarers: ["class", "interface", "object", "typealias"],
    nestedComments: true, tripleQuotes: true, interpolation: .dollar, annotations: true)

  static let csharp = CLikeGrammar(
    keywords: [
      "abstract", "as", "async", "await", "base", "break", "case", "catch", "checked", "class", "const",
      "continue", "default", "delegate", "do", "else", "enum", "event", "explicit", "extern", "finally", "fixed",
      "for", "foreach", "get", "goto", "if", "implicit", "in", "init", "interface", "internal", "is", "lock",
      "namespace", "new", "operator", "out", "override", "params", "partial", "private", "protected", "public",
      "readonly", "record", "ref", "required", "return", "sealed", "set", "sizeof", "stackalloc", "static",
      "struct", "switch", "this", "throw", "try", "typeof", "unchecked", "unsafe", "using", "var", "virtual",
      "volatile", "when", "where", "while", "yield", "with", "and", "or", "not", "global", "nameof", "from",
      "select", "orderby", "group", "into", "join", "let", "on", "equals", "by", "ascending", "descending",
    ],
    types: [
      "bool", "byte", "char", "decimal", "double", "dynamic", "float", "int", "long", "nint", "nuint", "object",
      "sbyte", "short", "string", "uint", "ulong", "ushort", "void",
    ],
    typeDeclarers: ["class", "struct", "enum", "interface", "record"], preprocessor: true, tripleQuotes: true,
    csharpStrings: true, capitalisedFunctions: true)

  private static let javascriptKeywords: Set<String> = [
    "async", "await", "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete",
    "do", "else", "export", "extends", "finally", "for", "from", "function", "if", "import", "in",
    "instanceof", "let", "new", "of", "return", "static", "super", "switch", "this", "throw", "try",
    "typeof", "var", "void", "while", "with", "yield", "as",
  ]

  static let javascript = CLikeGrammar(
    keywords: javascriptKeywords, constants: ["true", "false", "null", "undefined", "NaN", "Infinity"],
    functionDeclarers: ["function"], typeDeclarers: ["class"], singleQuote: .string, backtick: .template,
    annotations: true, regexLiterals: true, dollarInNames: true)

  static let typescript = CLikeGrammar(
    keywords: javascriptKeywords.union([
      "abstract", "declare", "enum", "implements", "interface", "keyof", "namespace", "private", "protected",
      "public", "readonly", "type", "is", "infer", "satisfies", "override", "module", "asserts", "unique",
    ]),
    types: ["any", "bigint", "boolean", "never", "number", "object", "string", "symbol", "unknown", "void"],
    constants: ["true", "false", "null", "undefined", "NaN", "Infinity"], functionDeclarers: ["function"],
    typeDeclarers: ["class", "interface", "type", "enum", "namespace"], singleQuote: .string,
    backtick: .template, annotations: true, regexLiterals: true, dollarInNames: true)

  static let swift = CLikeGrammar(
    keywords: [
      "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
      "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "else", "enum",
      "extension", "fallthrough", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in",
      "indirect", "init", "inout", "internal", "is", "isolated", "lazy", "let", "mutating", "nonisolated",
      "nonmutating", "open", "operator", "override", "precedencegroup", "private",
      "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self", "set", "some", "static",
      "struct", "subscript", "super", "switch", "throw", "throws", "try", "typealias", "unowned", "var", "weak",
      "where", "while", "willSet",
    ],
    constants: ["true", "false", "nil"], functionDeclarers: ["func"],
    typeDeclarers: ["class", "struct", "enum", "protocol", "extension", "actor", "typealias", "associatedtype"],
    nestedComments: true, tripleQuotes: true, interpolation: .backslashParenthesis, annotations: true,
    swiftPound: true, dollarVariables: true)

  static let go = CLikeGrammar(
    keywords: [
      "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough", "for", "func", "go",
      "goto", "if", "import", "interface", "map", "package", "range", "return", "select", "struct", "switch",
      "type", "var",
    ],
    types: [
      "any", "bool", "byte", "comparable", "complex64", "complex128", "error", "float32", "float64", "int", "int8",
      "int16", "int32", "int64", "rune", "string", "uint", "uint8", "uint16", "uint32", "uint64", "uintptr",
    ],
    constants: ["true", "false", "nil", "iota"], functionDeclarers: ["func"], typeDeclarers: ["type"],
    backtick: .raw, capitalisedFunctions: true)

  static let rust = CLikeGrammar(
    keywords: [
      "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "fn", "for",
      "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self", "Self",
      "static", "struct", "super", "trait", "type", "union", "unsafe", "use", "where", "while", "yield", "macro_rules",
    ],
    types: [
      "bool", "char", "f32", "f64", "i8", "i16", "i32", "i64", "i128", "isize", "str", "u8", "u16", "u32", "u64",
      "u128", "usize",
    ],
    constants: ["true", "false"], functionDeclarers: ["fn"],
    typeDeclarers: ["struct", "enum", "trait", "type", "union", "impl"], nestedComments: true,
    singleQuote: .characterOrLifetime, multilineStrings: true, bracketAttributes: true, rustRawStrings: true,
    macros: true)

  static let php = CLikeGrammar(
    keywords: [
      "abstract", "and", "array", "as", "break", "callable", "case", "catch", "class", "clone", "const", "continue",
      "declare", "default", "do", "echo", "else", "elseif", "empty", "enddeclare", "endfor", "endforeach", "endif",
      "endswitch", "endwhile", "enum", "extends", "final", "finally", "fn", "for", "foreach", "function", "global",
      "goto", "if", "implements", "include", "include_once", "instanceof", "insteadof", "interface", "isset",
      "list", "match", "namespace", "new", "or", "print", "private", "protected", "public", "readonly", "require",
      "require_once", "return", "static", "switch", "throw", "trait", "try", "unset", "use", "var", "while", "xor",
      "yield", "self", "parent",
    ],
    types: ["int", "float", "string", "bool", "void", "mixed", "object", "iterable", "never"],
    constants: ["true", "false", "null"], functionDeclarers: ["function"],
    typeDeclarers: ["class", "interface", "trait", "enum"], hashComments: true, singleQuote: .string,
    interpolation: .php, multilineStrings: true, bracketAttributes: true, dollarVariables: true,
    caseInsensitiveKeywords: true,
    phpTags: true)
}
