/// The scanner of SQL, dialects together (PostgreSQL, MySQL, SQLite, SQL Server): keywords and
/// types in any case, `'it''s'` strings, `$$` bodies, parameters, `--` and `/* */` comments.
struct SQLScanner {
  var scanner: CodeScanner

  init(_ scanner: CodeScanner) {
    self.scanner = scanner
  }

  mutating func run() -> CodeScanner {
    while !scanner.atEnd {
      let before = scanner.position
      step()
      if scanner.position == before { scanner.advanceScalar() }
    }
    return scanner
  }

  private mutating func step() {
    guard let byte = scanner.peek() else { return }
    let start = scanner.position
    if CodeByte.isWhitespace(byte) {
      scanner.advance(1)
    } else if scanner.at("--") {
      scanner.scanLineComment()
    } else if scanner.at("/*") {
      scanner.scanBlockComment(open: "/*", close: "*/", nests: false)
    } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
      scanner.advance(1)
      let quote = byte == UInt8(ascii: "'") ? "'" : "\""
      let form = StringForm(quote, escapes: false, multiline: true, doubledTerminator: true)
      _ = scanner.scanStringBody(form, from: start, depth: 0)
    } else if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "[") && isBracketedName {
      // A quoted name (MySQL's backticks, SQL Server's brackets): plain.
      let closer = byte == UInt8(ascii: "`") ? UInt8(ascii: "`") : UInt8(ascii: "]")
      scanner.advance(1)
      while let next = scanner.peek(), next != closer, next != CodeByte.newline { scanner.advance(1) }
      scanner.advance(1)
    } else if byte == UInt8(ascii: "$") {
      scanDollar()
    } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "?")
      || (byte == UInt8(ascii: ":") && scanner.peek(1).map(CodeByte.isIdentifierStart) == true
        && scanner.previous != UInt8(ascii: ":"))
    {
      // Parameters and variables: `@id`, `?`, `:name`.
      scanner.advance(1)
      scanner.skipIdentifier(extra: "@")
      scanner.emit(.variable, from: start)
    } else if scanner.scanNumber() {
      return
    } else if CodeByte.isIdentifierStart(byte) {
      scanWord()
    } else if Self.punctuation.contains(byte) {
      scanner.advance(1)
      scanner.emit(.punctuation, from: start)
    } else if Self.operators.contains(byte) {
      scanner.scanOperator("+-*/%=<>!|&^~:")
    } else {
      scanner.advanceScalar()
    }
  }

  /// `[name]` is a quoted name when it holds a word (not an array index).
  private var isBracketedName: Bool {
    guard let next = scanner.peek(1) else { return false }
    return CodeByte.isIdentifierStart(next)
  }

  /// `$1` parameters, `$$…$$` and `$tag$…$tag$` bodies (PostgreSQL).
  private mutating func scanDollar() {
    let start = scanner.position
    if let next = scanner.peek(1), CodeByte.isDigit(next) {
      scanner.advance(1)
      while let digit = scanner.peek(), CodeByte.isDigit(digit) { scanner.advance(1) }
      scanner.emit(.variable, from: start)
      return
    }
    var length = 1
    while length <= 32, let byte = scanner.peek(length), CodeByte.isIdentifierByte(byte), byte < 0x80 { length += 1 }
    guard scanner.at("$", length) else {
      scanner.advance(1)
      return
    }
    let tag = Array(scanner.bytes[start...start + length])
    scanner.advance(length + 1)
    while !scanner.atEnd, !scanner.at(bytes: tag) { scanner.advanceScalar() }
    scanner.advance(tag.count)
    scanner.emit(.string, from: start)
  }

  private mutating func scanWord() {
    let start = scanner.position
    scanner.skipIdentifier()
    let range = start..<scanner.position
    guard let word = scanner.word(range, lowercased: true) else { return }
    if Self.keywords.contains(word) {
      scanner.emit(.keyword, range)
    } else if Self.types.contains(word) {
      scanner.emit(.type, range)
    } else if word == "null" || word == "true" || word == "false" {
      scanner.emit(.constant, range)
    } else if scanner.at("(") {
      // `count(` is a call; `events (` in `create table events (…)` is a name.
      scanner.emit(.function, range)
    }
  }

  static let keywords: Set<String> = [
    "add", "all", "alter", "and", "any", "as", "asc", "begin", "between", "by", "cascade", "case", "check",
    "column", "commit", "conflict", "constraint", "create", "cross", "database", "default", "delete", "desc",
    "distinct", "do", "drop", "else", "end", "exists", "explain", "foreign", "from", "full", "function", "grant",
    "group", "having", "if", "ilike", "in", "index", "inner", "insert", "intersect", "into", "is", "join", "key",
    "language", "left", "like", "limit", "materialized", "natural", "not", "nothing", "offset", "on", "or",
    "order", "outer", "over", "partition", "primary", "procedure", "references", "rename", "replace", "returning",
    "returns", "revoke", "right", "rollback", "schema", "select", "set", "table", "temporary", "then", "to",
    "transaction", "trigger", "truncate", "union", "unique", "update", "upsert", "using", "values", "view", "when",
    "where", "window", "with", "recursive", "auto_increment", "autoincrement", "identity", "generated", "always",
    "declare", "return", "exec", "execute", "top", "fetch", "next", "rows", "only", "first", "last", "nulls",
    "filter", "lateral", "escape", "collate", "vacuum", "analyze", "pragma", "extension", "type", "enum",
    "sequence", "owner", "security", "definer", "immutable", "stable", "volatile", "strict", "each", "row",
    "for", "before", "after", "instead", "of", "loop", "while", "raise", "notice", "exception", "perform",
  ]
  static let types: Set<String> = [
    "bigint", "bigserial", "binary", "bit", "blob", "bool", "boolean", "bytea", "char", "character", "cidr", "date",
    "datetime", "datetime2", "decimal", "double", "float", "inet", "int", "int2", "int4", "int8", "integer",
    "interval", "json", "jsonb", "money", "nchar", "numeric", "nvarchar", "precision", "real", "serial",
    "smallint", "smallserial", "text", "time", "timestamp", "timestamptz", "tinyint", "uuid", "varbinary",
    "varchar", "varying", "xml", "mediumtext", "longtext", "tinytext", "zone", "array",
  ]

  private static let punctuation: ByteSet = "(),;."
  private static let operators: ByteSet = "+-*/%=<>!|&^~:"
}
