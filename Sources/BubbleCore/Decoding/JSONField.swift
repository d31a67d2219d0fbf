/// A JSON value with its path, read as the type the format expects. A read that does not fit
/// reports an error naming the path and what was expected, and returns `nil`; decoding goes on
/// so that all problems are found in one run.
public struct JSONField {
  public let path: String
  let node: JSONNode
  let context: DecodingContext

  public var location: JSONLocation { node.location }
  public var limits: DecodingLimits { context.limits }

  public func error(_ message: String) {
    context.error(at: path, node.location, message)
  }

  public func warning(_ message: String) {
    context.warning(at: path, node.location, message)
  }

  /// "expected a string, found number".
  func reportTypeMismatch(expected: String) {
    error("expected \(expected), found \(node.value.typeName)")
  }

  public func string(nonEmpty: Bool = false, maxBytes: Int? = nil) -> String? {
    guard case .string(let string) = node.value else {
      reportTypeMismatch(expected: nonEmpty ? "a non-empty string" : "a string")
      return nil
    }
    if nonEmpty && string.isEmpty {
      error("expected a non-empty string")
      return nil
    }
    let limit = maxBytes ?? limits.maxStringBytes
    let byteCount = string.utf8.count
    if byteCount > limit {
      error("string is \(byteCount) bytes of UTF-8; the limit is \(formatByteCount(limit))")
      return nil
    }
    return string
  }

  public func bool() -> Bool? {
    guard case .bool(let value) = node.value else {
      reportTypeMismatch(expected: "true or false")
      return nil
    }
    return value
  }

  /// Any number with no fractional part counts, as in JSON Schema: `3`, `3.0` and `3e0` alike.
  public func integer(in range: ClosedRange<Int>) -> Int? {
    let expected = "an integer\(describe(range))"
    guard case .number(let value, _) = node.value else {
      reportTypeMismatch(expected: expected)
      return nil
    }
    guard let integer = Int(exactly: value), range.contains(integer) else {
      error("expected \(expected), found \(formatNumber(value))")
      return nil
    }
    return integer
  }

  public func number(in range: ClosedRange<Double>) -> Double? {
    let expected = "a number\(describe(range))"
    guard case .number(let value, _) = node.value else {
      reportTypeMismatch(expected: expected)
      return nil
    }
    guard range.contains(value) else {
      error("expected \(expected), found \(formatNumber(value))")
      return nil
    }
    return value
  }

  /// The elements of an array. Past `maxCount` it reports the limit and returns the first
  /// `maxCount` elements, so the ones within the limit are still checked. A `maxCount` below
  /// zero (a limit passed in a request) allows none.
  public func elements(maxCount: Int = .max) -> [JSONField]? {
    guard case .array(let nodes) = node.value else {
      reportTypeMismatch(expected: "an array")
      return nil
    }
    let maxCount = max(0, maxCount)
    if nodes.count > maxCount {
      error("has \(nodes.count) items; at most \(maxCount) are allowed")
    }
    return nodes.prefix(maxCount).enumerated().map { index, node in
      JSONField(path: JSONPath.element(path, index), node: node, context: context)
    }
  }

  public func object() -> ObjectReader? {
    guard case .object(let members) = node.value else {
      reportTypeMismatch(expected: "an object")
      return nil
    }
    return ObjectReader(path: path, location: location, members: members, context: context)
  }

  /// One of the raw values of `Choice`, such as a media type or a message status.
  public func choice<Choice: RawRepresentable & CaseIterable>(
    _: Choice.Type, named name: String
  ) -> Choice? where Choice.RawValue == String {
    guard let raw = string() else { return nil }
    if let choice = Choice(rawValue: raw) { return choice }
    let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
    error("unknown \(name) \(quoted(raw)); expected one of \(names)")
    return nil
  }

  /// A relative path, a `data:` URI, an http(s) URL or a `telegram-file:<file_id>`. Whether it
  /// can be loaded is checked when rendering (a missing image is a warning there), not here; a
  /// `file_id` that cannot be one is an error here, as it would go into a Bot API request.
  public func mediaSource() -> MediaSource? {
    guard case .string(let string) = node.value else {
      reportTypeMismatch(expected: "a media source string (a relative path, data: URI or URL)")
      return nil
    }
    guard !string.isEmpty else {
      error("expected a media source (a relative path, data: URI or URL), found an empty string")
      return nil
    }
    let source = MediaSource(string)
    if case .dataURI = source {
      guard self.string(maxBytes: limits.maxDataURIBytes) != nil else { return nil }
    } else {
      guard self.string() != nil else { return nil }
    }
    if case .telegramFile(let id) = source, !MediaSource.isTelegramFileID(id) {
      error(
        "a telegram-file: source needs a Bot API file_id: 1 to \(MediaSource.maxTelegramFileIDLength) letters, "
          + "digits, - and _")
      return nil
    }
    return source
  }

  /// " from 0 to 31", " >= 1", or nothing for an unbounded range.
  private func describe(_ range: ClosedRange<Int>) -> String {
    describeBounds(
      lower: range.lowerBound > .min ? "\(range.lowerBound)" : nil,
      upper: range.upperBound < .max ? "\(range.upperBound)" : nil)
  }

  private func describe(_ range: ClosedRange<Double>) -> String {
    describeBounds(
      lower: range.lowerBound > -.greatestFiniteMagnitude ? formatNumber(range.lowerBound) : nil,
      upper: range.upperBound < .greatestFiniteMagnitude ? formatNumber(range.upperBound) : nil)
  }

  private func describeBounds(lower: String?, upper: String?) -> String {
    switch (lower, upper) {
    case (let lower?, let upper?): " from \(lower) to \(upper)"
    case (let lower?, nil): " >= \(lower)"
    case (nil, let upper?): " <= \(upper)"
    case (nil, nil): ""
    }
  }
}

/// `12`, `-3`, `1.5`, `1e+30`: integers without a trailing ".0". The one way a number is written
/// in a message or a dump: a whole number of any size is never converted with `Int(_:)`, which
/// traps past `Int.max`.
public func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  return "\(value)"
}
