import Foundation

/// A strict RFC 8259 JSON parser that keeps the source location of every value.
///
/// Strict means: no comments, no trailing commas, no single quotes, no NaN or Infinity, no
/// leading zeros, no unescaped control characters in strings, no lone surrogates in `\u`
/// escapes, only valid UTF-8, no duplicate keys in an object and nothing after the value. A UTF-8
/// byte order mark is accepted. Numbers too large for a `Double` (`1e999`) are errors.
///
/// The parser never crashes on bad input. It does not recurse, and nesting deeper than
/// `maxNestingDepth` (or a smaller `depthLimit`, a budget) is an error (code that walks the tree
/// recursively may rely on that bound). What `keeping` leaves out is validated but not built,
/// and building more than `maxValues` values is an error naming the path where the budget ran
/// out (`JSONSyntaxError.budgetPath`): memory stays proportional to what the reader keeps.
public enum JSONParser {
  public static let maxNestingDepth = 256

  /// `depthLimit` is clamped to `1...maxNestingDepth`.
  public static func parse(
    _ bytes: [UInt8], depthLimit: Int = maxNestingDepth, maxValues: Int = .max, keeping rule: JSONKeep = .everything
  ) throws(JSONSyntaxError) -> JSONNode {
    try bytes.withUnsafeBufferPointer { buffer in
      parse(buffer: buffer, depthLimit: depthLimit, maxValues: maxValues, keeping: rule)
    }.get()
  }

  public static func parse(
    _ data: Data, depthLimit: Int = maxNestingDepth, maxValues: Int = .max, keeping rule: JSONKeep = .everything
  ) throws(JSONSyntaxError) -> JSONNode {
    try data.withUnsafeBytes { raw in
      raw.withMemoryRebound(to: UInt8.self) { buffer in
        parse(buffer: buffer, depthLimit: depthLimit, maxValues: maxValues, keeping: rule)
      }
    }.get()
  }

  public static func parse(_ text: String, depthLimit: Int = maxNestingDepth) throws(JSONSyntaxError) -> JSONNode {
    try parse(Array(text.utf8), depthLimit: depthLimit)
  }

  // A `Result` because `withUnsafeBytes` only rethrows untyped errors.
  private static func parse(
    buffer: UnsafeBufferPointer<UInt8>, depthLimit: Int, maxValues: Int, keeping rule: JSONKeep
  ) -> Result<JSONNode, JSONSyntaxError> {
    var scanner = JSONScanner(buffer, depthLimit: min(max(1, depthLimit), maxNestingDepth))
    scanner.valuesLeft = max(0, maxValues)
    scanner.maxValues = max(0, maxValues)
    scanner.rootRule = rule
    do {
      return .success(try scanner.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}

/// Byte values of the JSON grammar.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let apostrophe: UInt8 = 0x27
  static let plus: UInt8 = 0x2B
  static let comma: UInt8 = 0x2C
  static let minus: UInt8 = 0x2D
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let zero: UInt8 = 0x30
  static let nine: UInt8 = 0x39
  static let colon: UInt8 = 0x3A
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  static func isDigit(_ byte: UInt8) -> Bool { byte >= zero && byte <= nine }
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}

/// The parser's state over one input buffer. Values, objects and arrays are here; strings,
/// numbers and source locations are in the extensions next to this file.
struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  /// The current line and the byte offset where it begins.
  var line = 1
  var lineStart = 0
  /// The last column computed on the current line, so that columns are counted incrementally:
  /// a long single-line document costs O(n) in total, not O(n²).
  var columnMarkOffset = 0
  var columnMarkColumn = 1
  /// Reused buffer for strings with escapes.
  var scratch: [UInt8] = []
  /// Containers open at once, at most.
  let depthLimit: Int
  /// Values that may still be built, of `maxValues`.
  var valuesLeft = Int.max
  var maxValues = Int.max
  /// What is built of the document.
  var rootRule = JSONKeep.everything

  init(_ bytes: UnsafeBufferPointer<UInt8>, depthLimit: Int = JSONParser.maxNestingDepth) {
    self.bytes = bytes
    self.depthLimit = depthLimit
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
      columnMarkOffset = 3
    }
  }

  var isAtEnd: Bool { offset >= bytes.count }

  /// The byte at the current offset, or `nil` at the end of the input.
  var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
    if bytes.count >= 2,
      (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
    {
      throw error("the input is UTF-16 (it starts with a UTF-16 byte order mark); expected UTF-8")
    }
    let node = try parseValue()
    skipWhitespace()
    if !isAtEnd { throw error("trailing characters after the JSON value") }
    return node
  }

  /// Parses one value. Open containers live on an explicit stack rather than the call stack,
  /// so the nesting limit, not the thread's stack size, bounds the depth (unoptimized builds
  /// use kilobytes of stack per call).
  mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
    var open: [OpenContainer] = []
    while true {
      let parsed = try parseScalarOrOpenContainer(&open)
      var node: JSONNode
      switch parsed {
      case .opened: continue
      case .value(let value): node = value
      case .skipped(let location): node = JSONNode(.null, at: location)
      }
      var isSkipped = parsed.isSkipped
      // Add the finished value to its container, closing every container that ends here.
      addingToContainers: while let innermost = open.indices.last {
        if open[innermost].isObject {
          // A member left out stays, with a null value, so its reader can warn about it.
          open[innermost].addMember(value: node)
          skipWhitespace()
          if current == ASCII.comma {
            offset += 1
            try readKey(into: &open[innermost])
            break addingToContainers
          }
          guard current == ASCII.closeBrace else {
            throw unexpected("expected ',' or '}' after object member")
          }
        } else {
          if !isSkipped { open[innermost].elements.append(node) }
          skipWhitespace()
          if current == ASCII.comma {
            offset += 1
            skipWhitespace()
            if current == ASCII.closeBracket {
              throw error("expected a value after ',' (trailing commas are not allowed)")
            }
            break addingToContainers
          }
          guard current == ASCII.closeBracket else {
            throw unexpected("expected ',' or ']' after array element")
          }
        }
        offset += 1
        node = open.removeLast().node
        isSkipped = false
      }
      if open.isEmpty { return node }
    }
  }

  private enum Parsed {
    case value(JSONNode)
    case opened
    /// Left out by the rule: scanned, not built.
    case skipped(JSONLocation)

    var isSkipped: Bool {
      if case .skipped = self { return true }
      return false
    }
  }

  /// What the innermost open container's rule says of its next value: `nil` to skip it.
  private func ruleForNextValue(_ open: [OpenContainer]) -> JSONKeep? {
    guard let parent = open.last else { return rootRule }
    if parent.isObject {
      return parent.rule.keeps(member: parent.pendingKey) ? parent.rule.rule(forMember: parent.pendingKey) : nil
    }
    return parent.elements.count < parent.rule.maxElements ? parent.rule.elementRule : nil
  }

  /// Counts one value built, or fails past `maxValues` naming where.
  private mutating func countValue(_ open: [OpenContainer]) throws(JSONSyntaxError) {
    guard valuesLeft > 0 else {
      let path = open.reduce("") { path, container in
        container.isObject
          ? JSONPath.member(path, container.pendingKey) : JSONPath.element(path, container.elements.count)
      }
      var failure = error(
        "more than \(maxValues) values in the document (the limit; --max-values raises it); "
          + "unknown fields are not counted")
      failure.budgetPath = path
      throw failure
    }
    valuesLeft -= 1
  }

  /// Parses a scalar or an empty container, opens a container on `open`, or skips a value the
  /// rule leaves out.
  private mutating func parseScalarOrOpenContainer(
    _ open: inout [OpenContainer]
  ) throws(JSONSyntaxError) -> Parsed {
    skipWhitespace()
    let location = location(at: offset)
    guard let rule = ruleForNextValue(open) else {
      // A member left out is still a (null) member, so it counts; an array's dropped tail does not.
      if open.last?.isObject == true { try countValue(open) }
      try skipValue(depth: open.count)
      return .skipped(location)
    }
    guard let byte = current else { throw error("unexpected end of input; expected a value") }
    try countValue(open)
    switch byte {
    case ASCII.openBrace, ASCII.openBracket:
      if open.count == depthLimit {
        throw error("nesting is deeper than \(depthLimit) levels")
      }
      let isObject = byte == ASCII.openBrace
      offset += 1
      skipWhitespace()
      if current == (isObject ? ASCII.closeBrace : ASCII.closeBracket) {
        offset += 1
        return .value(JSONNode(isObject ? .object([]) : .array([]), at: location))
      }
      open.append(OpenContainer(start: location, isObject: isObject, rule: rule))
      if isObject { try readKey(into: &open[open.count - 1]) }
      return .opened
    case ASCII.quote: return .value(JSONNode(.string(try parseString()), at: location))
    case ASCII.minus, ASCII.zero...ASCII.nine: return .value(JSONNode(try parseNumber(), at: location))
    case _ where ASCII.isLetter(byte): return .value(JSONNode(try parseLiteral(), at: location))
    case ASCII.apostrophe: throw error("strings must be in double quotes")
    case ASCII.slash: throw error("comments are not allowed in JSON")
    default: throw unexpected("expected a value")
    }
  }

  /// Reads `"key":` of the next member of `object`.
  private mutating func readKey(into object: inout OpenContainer) throws(JSONSyntaxError) {
    skipWhitespace()
    guard current == ASCII.quote else {
      if !object.members.isEmpty && current == ASCII.closeBrace {
        throw error("expected a key after ',' (trailing commas are not allowed)")
      }
      throw unexpected("expected a string key in double quotes")
    }
    let keyLocation = location(at: offset)
    let key = try parseString()
    if let first = object.firstMember(named: key) {
      throw JSONSyntaxError(
        message: "duplicate key \(quoted(key)) in object; first defined at \(first.keyLocation)",
        at: keyLocation)
    }
    skipWhitespace()
    guard current == ASCII.colon else { throw unexpected("expected ':' after object key") }
    offset += 1
    object.pendingKey = key
    object.pendingKeyLocation = keyLocation
  }

  /// `true`, `false` and `null`; any other word is reported as a whole ("NaN", "undefined").
  mutating func parseLiteral() throws(JSONSyntaxError) -> JSONValue {
    if hasPrefix("true") {
      offset += 4
      return .bool(true)
    }
    if hasPrefix("false") {
      offset += 5
      return .bool(false)
    }
    if hasPrefix("null") {
      offset += 4
      return .null
    }
    var end = offset
    while end < bytes.count && ASCII.isLetter(bytes[end]) && end - offset < 20 { end += 1 }
    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    throw error(
      "unexpected \(quoted(word)); expected a value (an object, array, string, number, true, "
        + "false or null)")
  }

  private func hasPrefix(_ word: StaticString) -> Bool {
    let length = word.utf8CodeUnitCount
    guard bytes.count - offset >= length else { return false }
    return (0..<length).allSatisfy { bytes[offset + $0] == word.utf8Start[$0] }
  }

  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case ASCII.space, ASCII.tab:
        offset += 1
      case ASCII.lineFeed:
        offset += 1
        startLine()
      case ASCII.carriageReturn:
        offset += 1
        if current == ASCII.lineFeed { offset += 1 }
        startLine()
      default:
        return
      }
    }
  }

  private mutating func startLine() {
    line += 1
    lineStart = offset
    columnMarkOffset = offset
    columnMarkColumn = 1
  }
}

/// An array or object whose closing bracket has not been read yet.
private struct OpenContainer {
  let start: JSONLocation
  let isObject: Bool
  let rule: JSONKeep
  var elements: [JSONNode] = []
  var members: [JSONMember] = []
  /// The key whose value is being parsed.
  var pendingKey = ""
  var pendingKeyLocation = JSONLocation(line: 0, column: 0)
  /// For duplicate keys: filled only for large objects; small ones are scanned.
  private var keyIndex: [String: Int] = [:]

  init(start: JSONLocation, isObject: Bool, rule: JSONKeep) {
    self.start = start
    self.isObject = isObject
    self.rule = rule
  }

  var node: JSONNode {
    JSONNode(isObject ? .object(members) : .array(elements), at: start)
  }

  mutating func addMember(value: JSONNode) {
    members.append(JSONMember(key: pendingKey, keyLocation: pendingKeyLocation, value: value))
  }

  /// The member already named `key`, if any; otherwise remembers `key` as the next member's.
  mutating func firstMember(named key: String) -> JSONMember? {
    let linearScanLimit = 16
    if members.count < linearScanLimit {
      return members.first { $0.key == key }
    }
    if keyIndex.isEmpty {
      for (position, member) in members.enumerated() { keyIndex[member.key] = position }
    }
    if let position = keyIndex[key] { return members[position] }
    keyIndex[key] = members.count
    return nil
  }
}
