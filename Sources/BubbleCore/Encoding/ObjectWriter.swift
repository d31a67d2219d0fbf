/// Writes the fields of one JSON object, the counterpart of `ObjectReader`: a content kind writes
/// its fields here (`ContentKind.encode(_:to:)`). Fields come out in the order they are written,
/// so the same content gives the same bytes; an absent value (`nil`) is left out, as the decoder
/// reads a missing field. A value the format cannot hold (a number that is not finite) is a
/// problem at the field's path, and `ConversationEncoder` throws.
public final class ObjectWriter {
  /// The object's JSON path (`messages[3].media`).
  public let path: String
  let context: EncodingContext
  private var members: [JSONOutput.Member] = []

  init(path: String, context: EncodingContext) {
    self.path = path
    self.context = context
  }

  var json: JSONOutput { .object(members) }

  public func write(_ key: String, _ value: String?) {
    if let value { set(key, .string(value)) }
  }

  public func write(_ key: String, _ value: Bool?) {
    if let value { set(key, .bool(value)) }
  }

  /// A boolean whose default is `false` (`edited`, `played`, `missed`): written only when true.
  public func flag(_ key: String, _ isOn: Bool) {
    if isOn { set(key, .bool(true)) }
  }

  public func write(_ key: String, _ value: Int?) {
    if let value { set(key, .number(String(value))) }
  }

  public func write(_ key: String, _ value: Int64?) {
    if let value { set(key, .number(String(value))) }
  }

  /// The shortest digits that read back as `value`; NaN and infinities are problems.
  public func write(_ key: String, _ value: Double?) {
    guard let value else { return }
    guard value.isFinite else {
      problem(at: key, "\(value) is not a JSON number")
      return
    }
    set(key, .number(formatNumber(value)))
  }

  public func write(_ key: String, _ values: [Int]?) {
    if let values { set(key, .array(values.map { .number(String($0)) })) }
  }

  public func write(_ key: String, _ values: [String]?) {
    if let values { set(key, .array(values.map { .string($0) })) }
  }

  /// A media source as written: its path, URL, whole `data:` URI or `telegram-file:<file_id>`.
  public func write(_ key: String, _ source: MediaSource?) {
    if let source { set(key, .string(source.written)) }
  }

  /// A time in the ISO 8601 form with its own offset (`2026-11-20T09:12:00+08:00`); a time the
  /// format cannot hold is a problem (`Timestamp.RangeError`).
  public func write(_ key: String, _ time: Timestamp?) {
    guard let time else { return }
    switch ISO8601TimeWriter.string(time) {
    case .success(let text): set(key, .string(text))
    case .failure(let error): problem(at: key, error.description)
    }
  }

  /// A nested object whose fields `writeFields` writes.
  public func object(_ key: String, _ writeFields: (ObjectWriter) -> Void) {
    let object = ObjectWriter(path: JSONPath.member(path, key), context: context)
    writeFields(object)
    set(key, object.json)
  }

  /// An array of objects, one for each element, written by `writeFields` (written when empty too).
  public func objects<Element>(_ key: String, _ elements: [Element], _ writeFields: (Element, ObjectWriter) -> Void) {
    let arrayPath = JSONPath.member(path, key)
    let objects = elements.enumerated().map { index, element in
      let object = ObjectWriter(path: JSONPath.element(arrayPath, index), context: context)
      writeFields(element, object)
      return object.json
    }
    set(key, .array(objects))
  }

  /// Reports a value the format cannot hold, at the object's path.
  public func problem(_ message: String) {
    context.report(path: path, message)
  }

  func problem(at key: String, _ message: String) {
    context.report(path: JSONPath.member(path, key), message)
  }

  /// Writes `value` at `key`, in place when the key was written before.
  func set(_ key: String, _ value: JSONOutput) {
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append(JSONOutput.Member(key: key, value: value))
    }
  }
}

/// The problems found while writing one document.
final class EncodingContext {
  private(set) var issues: [ConversationEncodingError.Issue] = []

  func report(path: String, _ message: String) {
    issues.append(ConversationEncodingError.Issue(path: path, message: message))
  }
}
