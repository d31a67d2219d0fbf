import Testing

@testable import BubbleCore

/// Tokens as their text and kind, the way a reader checks them.
func colored(_ code: String, _ language: CodeLanguage) -> [(String, CodeTokenKind)] {
  let bytes = Array(code.utf8)
  return CodeTokenizer.tokens(in: code, language: language).map { token in
    (String(decoding: bytes[token.utf8Range], as: UTF8.self), token.kind)
  }
}

/// Checks that `expected` appear among `code`'s tokens, in this order (others may come between).
func expectColored(
  _ code: String, _ language: CodeLanguage, _ expected: [(String, CodeTokenKind)],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = colored(code, language)
  var index = 0
  for (text, kind) in expected {
    guard let found = actual[index...].firstIndex(where: { $0.0 == text && $0.1 == kind }) else {
      let sameText = actual.filter { $0.0 == text }.map { "\($0.1)" }
      Issue.record(
        "\(language): no \(kind) \"\(text)\" after token \(index) (as \(sameText.isEmpty ? "none" : sameText.joined(separator: ", "))); tokens: \(describe(actual))",
        sourceLocation: sourceLocation)
      return
    }
    index = found + 1
  }
}

/// Checks that no token of `code` is `text` coloured as `kind`.
func expectNotColored(
  _ code: String, _ language: CodeLanguage, _ text: String, _ kind: CodeTokenKind,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = colored(code, language)
  #expect(!actual.contains { $0.0 == text && $0.1 == kind }, "\(describe(actual))", sourceLocation: sourceLocation)
}

/// Tokens are sorted, non-empty, apart, inside the text and on scalar boundaries.
func expectWellFormed(
  _ tokens: [CodeToken], in text: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let bytes = Array(text.utf8)
  var previousEnd = 0
  for token in tokens {
    let range = token.utf8Range
    guard range.lowerBound >= previousEnd, range.lowerBound < range.upperBound, range.upperBound <= bytes.count
    else {
      Issue.record(
        "token \(token) out of order or range (previous end \(previousEnd), \(bytes.count) bytes)",
        sourceLocation: sourceLocation)
      return
    }
    for bound in [range.lowerBound, range.upperBound] where bound < bytes.count && bytes[bound] & 0xC0 == 0x80 {
      Issue.record("token \(token) splits a scalar at \(bound)", sourceLocation: sourceLocation)
      return
    }
    previousEnd = range.upperBound
  }
}

private func describe(_ tokens: [(String, CodeTokenKind)]) -> String {
  tokens.map { "\($0.1)(\($0.0.debugDescription))" }.joined(separator: " ")
}
