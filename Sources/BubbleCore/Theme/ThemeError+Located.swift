/// A theme's problems taken apart into key path, place and message, for tools that place them
/// (`file:line:column: key: message` lines; a service's error details). Every problem the loader
/// writes has one of three shapes, read back here: `KEY (line L, column C): MESSAGE`,
/// `KEY: MESSAGE`, and `malformed JSON at line L, column C: MESSAGE`; anything else is a message
/// about the whole file.
extension ThemeError {
  public struct LocatedProblem: Sendable, Equatable {
    /// `bubble.radius`, `fonts.files[0].path`; `nil` for the file as a whole.
    public var keyPath: String?
    public var location: JSONLocation?
    public var message: String

    public init(keyPath: String?, location: JSONLocation?, message: String) {
      self.keyPath = keyPath
      self.location = location
      self.message = message
    }

    /// `acme.json:3:14: bubble.radius: expected a number from 0 to 200, found 500`, the form
    /// editors jump to (the CLI's conversation errors use it too).
    public func line(file: String) -> String {
      let place = location.map { "\(file):\($0.line):\($0.column)" } ?? file
      return "\(place): " + (keyPath.map { "\($0): " } ?? "") + message
    }
  }

  public var locatedProblems: [LocatedProblem] { problems.map(Self.located) }

  /// One problem's parts; see the type's comment for the shapes.
  static func located(_ problem: String) -> LocatedProblem {
    let malformed = "malformed JSON at "
    if problem.hasPrefix(malformed), let (location, rest) = leadingLocation(problem.dropFirst(malformed.count)) {
      return LocatedProblem(keyPath: nil, location: location, message: "malformed JSON: " + rest)
    }
    guard let colon = problem.range(of: ": ") else {
      return LocatedProblem(keyPath: nil, location: nil, message: problem)
    }
    let head = problem[..<colon.lowerBound]
    let message = String(problem[colon.upperBound...])
    if let open = head.range(of: " (line "), head.hasSuffix(")"),
      let (location, rest) = leadingLocation(head[head.index(after: open.lowerBound)...].dropFirst()),
      rest.isEmpty, isKeyPath(head[..<open.lowerBound])
    {
      return LocatedProblem(keyPath: String(head[..<open.lowerBound]), location: location, message: message)
    }
    guard isKeyPath(head) else { return LocatedProblem(keyPath: nil, location: nil, message: problem) }
    return LocatedProblem(keyPath: String(head), location: nil, message: message)
  }

  /// `line L, column C` at the start of `text` (JSONLocation's description), then what follows
  /// it: after `: `, or nothing when `text` ends with `)` right after the column.
  private static func leadingLocation(_ text: Substring) -> (JSONLocation, String)? {
    guard text.hasPrefix("line ") else { return nil }
    let numbers = text.dropFirst("line ".count)
    let line = numbers.prefix { $0.isNumber }
    let afterLine = numbers.dropFirst(line.count)
    guard afterLine.hasPrefix(", column ") else { return nil }
    let columnText = afterLine.dropFirst(", column ".count)
    let column = columnText.prefix { $0.isNumber }
    guard let lineNumber = Int(line), let columnNumber = Int(column) else { return nil }
    var rest = columnText.dropFirst(column.count)
    if rest == ")" { rest = "" } else if rest.hasPrefix(": ") { rest = rest.dropFirst(2) } else { return nil }
    return (JSONLocation(line: lineNumber, column: columnNumber), String(rest))
  }

  /// `bubble.radius`, `kinds.voice.bar_width`, `fonts.big_emoji_sizes[0]`, `$schema`.
  private static func isKeyPath(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "._[]$-".contains($0) }
  }
}
