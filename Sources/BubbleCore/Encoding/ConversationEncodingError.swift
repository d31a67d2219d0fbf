/// A conversation holds values the `bubbles/1` format cannot: a number that is not finite, a
/// time outside years 1 to 9999 or with an offset of seconds. Every such value is listed.
public struct ConversationEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
  public struct Issue: Sendable, Equatable, CustomStringConvertible {
    /// Where in the document it would have gone, like `messages[3].time`.
    public var path: String
    public var message: String

    public init(path: String, message: String) {
      self.path = path
      self.message = message
    }

    public var description: String { "\(path.isEmpty ? "top level" : path): \(message)" }
  }

  public var issues: [Issue]

  public init(issues: [Issue]) {
    self.issues = issues
  }

  /// One problem per line.
  public var description: String { issues.map(\.description).joined(separator: "\n") }
}
