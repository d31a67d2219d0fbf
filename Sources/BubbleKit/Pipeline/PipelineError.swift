import BubbleCore

/// Why a request produced no image. Each front end maps a case to its own answer once: the CLI
/// to an exit status (`CommandFailure`), the service to an HTTP status (`ServiceError`).
public enum PipelineError: Error, Sendable, CustomStringConvertible {
  /// Values outside their ranges, or that the job cannot use (the CLI's 64, the service's 400).
  case invalidRequest([RequestProblem])
  /// The theme cannot be had (`ThemeProblem`).
  case theme(ThemeProblem)
  /// An input the job does not draw: an inbox for a conversation's job, or the other way round.
  case wrongInput(String)
  /// A page past the conversation's last (the service's 400).
  case noSuchPage(Int, pageCount: Int)
  /// Past a budget, or Cairo and Pango failing.
  case rendering(RenderError)

  public var description: String {
    switch self {
    case .invalidRequest(let problems): problems.map(\.message).joined(separator: "; ")
    case .theme(let problem): problem.description
    case .wrongInput(let message): message
    case .noSuchPage(let page, let count): "page \(page) does not exist: the conversation has \(count) page(s)"
    case .rendering(let error): error.description
    }
  }
}

/// A theme that cannot be had, with what the user can do about it.
public enum ThemeProblem: Error, Sendable, CustomStringConvertible {
  /// A theme file that is not there or cannot be read (the CLI's 66).
  case unreadable(String)
  /// A theme file that is not a valid theme, or larger than a theme may be (the CLI's 65).
  case invalid(String)
  /// A built-in theme that does not load: our failure, not the user's (the CLI's 1, the service's 500).
  case builtInBroken(String)

  public var description: String {
    switch self {
    case .unreadable(let message), .invalid(let message), .builtInBroken(let message): message
    }
  }
}
