/// Why a path could not be read as a conversation's input (`ConversationSource.open`). The
/// message names the path; a front end maps the kind to its status (the CLI's 66, 65, 1).
public struct SourceProblem: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// Nothing at the path: "PATH: no such file; check the path".
    case notFound
    /// Not a regular file, not readable, or a folder that holds no export.
    case unreadable
    /// A damaged archive, or its chat cannot be extracted.
    case invalid
    /// The chat is larger than `DecodingLimits.maxInputBytes`.
    case overInputLimit
    /// The machine's fault: the temporary folder for a zip's pictures cannot be made.
    case system
  }

  public var kind: Kind
  public var message: String
  public var description: String { message }

  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }
}
