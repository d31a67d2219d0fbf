/// One problem found in a conversation: an error (the conversation is rejected) or a warning
/// (it still renders).
public struct DecodingIssue: Sendable, Equatable, CustomStringConvertible {
  /// Where in the document, like `messages[3].media.type`; empty for the document as a whole.
  public var path: String
  public var location: JSONLocation?
  public var message: String
  /// Another file of the export the problem is in (a Slack channel's `general/2016-01-14.json`),
  /// relative to the chat file's folder; `nil` for the chat file itself.
  public var file: String?

  public init(path: String, location: JSONLocation?, message: String, file: String? = nil) {
    self.path = path
    self.location = location
    self.message = message
    self.file = file
  }

  /// `messages[3].media.type (line 12, column 20): unknown media type "vidoe"; expected …`.
  public var description: String {
    let inFile = file.map { "\($0): " } ?? ""
    if path.isEmpty && location == nil { return inFile + message }
    let place = path.isEmpty ? "top level" : path
    guard let location else { return "\(inFile)\(place): \(message)" }
    return "\(inFile)\(place) (\(location)): \(message)"
  }
}

/// A valid conversation and the warnings found while reading it.
public struct DecodedConversation: Sendable, Equatable {
  public var conversation: Conversation
  /// In document order; at most `DecodingLimits.maxReportedIssues`, then one "and N more".
  public var warnings: [DecodingIssue]

  public init(conversation: Conversation, warnings: [DecodingIssue] = []) {
    self.conversation = conversation
    self.warnings = warnings
  }
}

public enum ConversationDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The input is not JSON.
  case syntax(JSONSyntaxError)
  /// The input is JSON but not a valid conversation, or exceeds a limit. Every problem found,
  /// in document order: at most `DecodingLimits.maxReportedIssues`, then one "and N more".
  case invalid([DecodingIssue])

  /// A failed parse: a syntax error, or past the value budget an issue at the path where it ran
  /// out, as the other limits are reported.
  public init(parsing error: JSONSyntaxError) {
    guard let path = error.budgetPath else {
      self = .syntax(error)
      return
    }
    self = .invalid([DecodingIssue(path: path, location: error.location, message: error.message)])
  }

  /// The problems as issues; a syntax error becomes one issue with an empty path.
  public var issues: [DecodingIssue] {
    switch self {
    case .syntax(let error):
      [DecodingIssue(path: "", location: error.location, message: error.message)]
    case .invalid(let issues): issues
    }
  }

  /// One problem per line.
  public var description: String {
    switch self {
    case .syntax(let error): "malformed JSON at \(error)"
    case .invalid(let issues): issues.map(\.description).joined(separator: "\n")
    }
  }
}
