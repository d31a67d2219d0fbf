/// A position in JSON text. Both numbers are 1-based.
///
/// The column counts Unicode scalars from the start of the line (not bytes and not UTF-16
/// units): "é", "中" and "😀" each count as one, and so does a tab. A UTF-8 byte order mark
/// at the start of the input is not counted. Lines end at LF, CR LF or a lone CR.
public struct JSONLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: JSONLocation, rhs: JSONLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "line \(line), column \(column)" }
}

/// A JSON value and where it starts in the source text.
public struct JSONNode: Sendable, Equatable {
  public var value: JSONValue
  public var location: JSONLocation

  public init(_ value: JSONValue, at location: JSONLocation) {
    self.value = value
    self.location = location
  }

  /// The value of the member named `key` when this node is an object; `nil` otherwise.
  public subscript(key: String) -> JSONNode? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The element at `index` when this node is an array and the index is valid; `nil` otherwise.
  public subscript(index: Int) -> JSONNode? {
    guard case .array(let elements) = value, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
}

public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  /// Always finite. `isInteger` tells whether it was written without a fraction or an exponent
  /// (`42`, not `42.0` or `4.2e1`). Integers of up to 15 digits are exact; longer ones are the
  /// nearest `Double`, which is precise enough to range-check them.
  case number(Double, isInteger: Bool)
  case string(String)
  case array([JSONNode])
  /// Members in source order. Keys are unique: the parser rejects duplicates.
  case object([JSONMember])

  /// For messages such as "expected a string, found number".
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

public struct JSONMember: Sendable, Equatable {
  public var key: String
  /// Where the key's opening quote is.
  public var keyLocation: JSONLocation
  public var value: JSONNode

  public init(key: String, keyLocation: JSONLocation, value: JSONNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}

/// Malformed JSON: what is wrong and where.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var line: Int
  public var column: Int
  /// Set when the text is fine so far but has more values than the parser's budget: the JSON
  /// path where the budget ran out (empty for the top level).
  public var budgetPath: String?

  public init(message: String, line: Int, column: Int) {
    self.message = message
    self.line = line
    self.column = column
  }

  public init(message: String, at location: JSONLocation) {
    self.init(message: message, line: location.line, column: location.column)
  }

  public var location: JSONLocation { JSONLocation(line: line, column: column) }

  public var description: String { "line \(line), column \(column): \(message)" }
}

/// `text` in double quotes with JSON escapes, shortened to about `maxLength` characters, for
/// error messages: the user sees exactly which characters were written, even invisible ones.
/// Unshortened (`maxLength: .max`), it is how `ConversationEncoder` writes strings.
func quoted(_ text: String, maxLength: Int = 60) -> String {
  var result = "\""
  var count = 0
  for scalar in text.unicodeScalars {
    if count == maxLength {
      result += "…"
      break
    }
    count += 1
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F:
      result += "\\u" + hex4(scalar.value)
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// `text` as a JSON string, whole: for tools that write JSON (the generated schemas).
public func jsonString(_ text: String) -> String { quoted(text, maxLength: .max) }

/// Four uppercase hex digits, as in `U+000A` and `\u000A`.
func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// Text shown in error messages, for content kinds' own errors.
public enum JSONText {
  /// `text` in double quotes with JSON escapes, shortened: exactly which characters were written.
  public static func quoted(_ text: String) -> String { BubbleCore.quoted(text) }
}
