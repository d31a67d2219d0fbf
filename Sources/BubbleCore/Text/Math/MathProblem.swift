/// Why a formula cannot be typeset: what went wrong and where, so that the caller can show the
/// source in a code style and warn.
public struct MathProblem: Error, Sendable, Hashable, CustomStringConvertible {
  public var message: String
  /// Where in the source, counted in Unicode scalars from 0; `nil` when the problem is the whole
  /// formula (the math font lacks a character).
  public var position: Int?

  public init(_ message: String, at position: Int?) {
    self.message = message
    self.position = position
  }

  public var description: String {
    guard let position else { return message }
    return "\(message) at character \(position + 1)"
  }
}
