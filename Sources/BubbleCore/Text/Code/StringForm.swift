/// How one kind of string literal ends, escapes and lets code in: what `StringScanning` reads a
/// string's body with, whatever the language.
struct StringForm: Sendable, Hashable {
  enum Interpolation: Sendable, Hashable {
    case none
    /// `${expr}` (JavaScript templates, Kotlin).
    case dollarBrace
    /// `${expr}` and `$name` (Kotlin).
    case kotlin
    /// `\(expr)`, `\#(expr)` in raw strings (Swift).
    case swift
    /// `{expr}`, `{{` for a brace (Python f-strings, C# `$"…"`).
    case brace
    /// `#{expr}` (Ruby).
    case hashBrace
    /// `$name`, `{$expr}` (PHP).
    case php
  }

  /// The bytes that close the string: `"`, `"""`, `"##`, `)delim"`.
  var terminator: [UInt8]
  /// Backslash escapes are read (not in raw strings).
  var escapes = true
  /// Swift's raw strings escape with `\#`: this many `#` after the backslash.
  var escapeHashes = 0
  /// A line break does not end the string.
  var multiline = false
  var interpolation = Interpolation.none
  /// The terminator written twice stands for itself (C# `@"say ""hi"""`, SQL `'it''s'`).
  var doubledTerminator = false

  init(
    _ terminator: String, escapes: Bool = true, escapeHashes: Int = 0, multiline: Bool = false,
    interpolation: Interpolation = .none, doubledTerminator: Bool = false
  ) {
    self.terminator = Array(terminator.utf8)
    self.escapes = escapes
    self.escapeHashes = escapeHashes
    self.multiline = multiline
    self.interpolation = interpolation
    self.doubledTerminator = doubledTerminator
  }
}

/// An interpolation open inside a string: code runs until `closer` at depth zero, then the
/// string goes on.
struct InterpolationFrame: Sendable {
  var form: StringForm
  var opener: UInt8
  var closer: UInt8
  var depth = 0
}

/// What reading a string's body ended with.
enum StringEnd {
  /// Closed, or stopped at the line's or text's end.
  case finished
  /// An interpolation opened: the caller goes on reading code, with this frame pushed.
  case interpolation(InterpolationFrame)
}

extension CodeScanner {
  /// Interpolations nest at most this deep; deeper openers read as string text, so 10,000 nested
  /// `${` cost one pass and a bounded stack.
  static let maxInterpolationDepth = 32

  /// The bytes from the cursor spell `literal`.
  func at(bytes literal: [UInt8]) -> Bool {
    for (offset, byte) in literal.enumerated() where peek(offset) != byte { return false }
    return true
  }

  /// Reads a string's body from the cursor (its opening quote already read, from `start`) to its
  /// terminator, the line's end for a one-line form, or the text's end. Escapes become `.escape`
  /// tokens; an interpolation's opener ends the read when `depth` allows another.
  mutating func scanStringBody(_ form: StringForm, from start: Int, depth: Int) -> StringEnd {
    var tokenStart = start
    let canInterpolate = depth < Self.maxInterpolationDepth
    while let byte = peek() {
      if form.doubledTerminator, at(bytes: form.terminator + form.terminator) {
        emit(.string, from: tokenStart)
        let escapeStart = position
        advance(form.terminator.count * 2)
        emit(.escape, from: escapeStart)
        tokenStart = position
        continue
      }
      if at(bytes: form.terminator) {
        advance(form.terminator.count)
        emit(.string, from: tokenStart)
        return .finished
      }
      if byte == CodeByte.newline, !form.multiline {
        emit(.string, from: tokenStart)
        return .finished
      }
      if byte == CodeByte.backslash, form.escapes {
        let hashes = form.escapeHashes
        guard (0..<hashes).allSatisfy({ at("#", 1 + $0) }) else {
          advance(1)
          continue
        }
        if form.interpolation == .swift, canInterpolate, at("(", 1 + hashes) {
          return openInterpolation(form, tokenStart: tokenStart, length: 2 + hashes, opener: "(", closer: ")")
        }
        emit(.string, from: tokenStart)
        scanEscape(skipped: 1 + hashes)
        tokenStart = position
        continue
      }
      switch form.interpolation {
      case .dollarBrace, .kotlin:
        if canInterpolate, at("${") {
          return openInterpolation(form, tokenStart: tokenStart, length: 2, opener: "{", closer: "}")
        }
        if form.interpolation == .kotlin, byte == UInt8(ascii: "$"), let next = peek(1),
          CodeByte.isIdentifierStart(next)
        {
          tokenStart = scanInlineVariable(tokenStart: tokenStart)
          continue
        }
      case .php:
        if canInterpolate, at("{$") {
          return openInterpolation(form, tokenStart: tokenStart, length: 1, opener: "{", closer: "}")
        }
        if byte == UInt8(ascii: "$"), let next = peek(1), CodeByte.isIdentifierStart(next) {
          tokenStart = scanInlineVariable(tokenStart: tokenStart)
          continue
        }
      case .brace:
        if at("{{") || at("}}") {
          emit(.string, from: tokenStart)
          let escapeStart = position
          advance(2)
          emit(.escape, from: escapeStart)
          tokenStart = position
          continue
        }
        if canInterpolate, byte == UInt8(ascii: "{") {
          return openInterpolation(form, tokenStart: tokenStart, length: 1, opener: "{", closer: "}")
        }
      case .hashBrace:
        if canInterpolate, at("#{") {
          return openInterpolation(form, tokenStart: tokenStart, length: 2, opener: "{", closer: "}")
        }
      case .swift, .none:
        break
      }
      advanceScalar()
    }
    emit(.string, from: tokenStart)
    return .finished
  }

  private mutating func openInterpolation(
    _ form: StringForm, tokenStart: Int, length: Int, opener: Unicode.Scalar, closer: Unicode.Scalar
  ) -> StringEnd {
    emit(.string, from: tokenStart)
    let start = position
    advance(length)
    emit(.escape, from: start)
    return .interpolation(InterpolationFrame(form: form, opener: UInt8(ascii: opener), closer: UInt8(ascii: closer)))
  }

  /// `$name` inside a string; returns where the string's next piece starts.
  private mutating func scanInlineVariable(tokenStart: Int) -> Int {
    emit(.string, from: tokenStart)
    let start = position
    advance(1)
    skipIdentifier()
    emit(.variable, from: start)
    return position
  }
}

/// Reads code and strings with interpolations nested in each other, without recursion: the
/// frames of the open interpolations live in an array, at most `maxInterpolationDepth` deep.
struct InterpolationStack {
  private(set) var frames: [InterpolationFrame] = []

  var depth: Int { frames.count }

  mutating func push(_ end: StringEnd) {
    if case .interpolation(let frame) = end { frames.append(frame) }
  }

  /// Called on each code byte: counts the innermost interpolation's brackets and, when `byte`
  /// closes it, returns its frame (popped) so the string can go on.
  mutating func close(on byte: UInt8) -> InterpolationFrame? {
    guard let last = frames.indices.last else { return nil }
    if byte == frames[last].opener {
      frames[last].depth += 1
    } else if byte == frames[last].closer {
      if frames[last].depth == 0 { return frames.removeLast() }
      frames[last].depth -= 1
    }
    return nil
  }
}

extension CodeScanner {
  /// At an interpolation's closer: emits it and reads the rest of its string.
  mutating func resumeString(after frame: InterpolationFrame, stack: inout InterpolationStack) {
    let start = position
    advance(1)
    emit(.escape, from: start)
    stack.push(scanStringBody(frame.form, from: position, depth: stack.depth))
  }
}
