/// A JSON value being written. Members keep the order they were written in, so the same value
/// gives the same bytes every time.
indirect enum JSONOutput {
  struct Member {
    var key: String
    var value: JSONOutput
  }

  case bool(Bool)
  /// The number as written: `formatNumber`'s digits, which read back as the same `Double`.
  case number(String)
  case string(String)
  case array([JSONOutput])
  case object([Member])

  /// The JSON text: compact, or indented by two spaces with a final newline. Arrays of numbers,
  /// strings and booleans stay on one line (a voice note's waveform, a segment's `types`).
  func text(prettyPrinted: Bool) -> String {
    var text = ""
    write(to: &text, indent: prettyPrinted ? 0 : nil)
    return prettyPrinted ? text + "\n" : text
  }

  private var isScalar: Bool {
    switch self {
    case .bool, .number, .string: true
    case .array, .object: false
    }
  }

  /// `indent` is the depth when pretty-printing, `nil` for compact text.
  private func write(to text: inout String, indent: Int?) {
    switch self {
    case .bool(let value): text += value ? "true" : "false"
    case .number(let digits): text += digits
    case .string(let string): Self.writeString(string, to: &text)
    case .array(let elements):
      let inline = indent == nil || elements.allSatisfy(\.isScalar)
      Self.writeContainer(elements, brackets: ("[", "]"), inline: inline, indent: indent, to: &text) {
        element, text, indent in element.write(to: &text, indent: indent)
      }
    case .object(let members):
      Self.writeContainer(members, brackets: ("{", "}"), inline: indent == nil, indent: indent, to: &text) {
        member, text, indent in
        Self.writeString(member.key, to: &text)
        text += indent == nil ? ":" : ": "
        member.value.write(to: &text, indent: indent)
      }
    }
  }

  /// `[a,b]` compact, `[a, b]` inline when pretty, otherwise one item a line.
  private static func writeContainer<Item>(
    _ items: [Item], brackets: (open: String, close: String), inline: Bool, indent: Int?, to text: inout String,
    writeItem: (Item, inout String, Int?) -> Void
  ) {
    text += brackets.open
    defer { text += brackets.close }
    guard !items.isEmpty else { return }
    guard let indent, !inline else {
      for (index, item) in items.enumerated() {
        if index > 0 { text += indent == nil ? "," : ", " }
        writeItem(item, &text, indent)
      }
      return
    }
    let inner = String(repeating: "  ", count: indent + 1)
    for (index, item) in items.enumerated() {
      text += (index > 0 ? ",\n" : "\n") + inner
      writeItem(item, &text, indent + 1)
    }
    text += "\n" + String(repeating: "  ", count: indent)
  }

  /// A JSON string: quotes, backslashes and control characters escaped, everything else as it is.
  private static func writeString(_ string: String, to text: inout String) {
    text += quoted(string, maxLength: .max)
  }
}
