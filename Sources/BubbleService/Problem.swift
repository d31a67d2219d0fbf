import Hummingbird

/// The kind of an error answer (RFC 9457's problem type): a stable name a client can branch on,
/// whatever the sentence in `detail` says. Its `type` is the relative URI `/problems/NAME`, which
/// the service answers with this description (`GET /problems/{name}`).
public struct Problem: Sendable, Hashable, Codable {
  public let name: String
  /// A short summary of the kind, the same for every occurrence.
  public let title: String
  /// The status an answer of this kind has.
  public let status: Int
  /// When a client gets it and what to do.
  public let description: String

  public var type: String { "/problems/" + name }

  init(_ name: String, _ status: Int, _ title: String, _ description: String) {
    self.name = name
    self.status = status
    self.title = title
    self.description = description
  }

  public static let invalidOptions = Problem(
    "invalid-options", 400, "Invalid options",
    "A query parameter is unknown, does not parse or is out of range; each entry of `errors` names one as its path.")
  public static let malformedBody = Problem(
    "malformed-body", 400, "Malformed body",
    "The body is not JSON, or not an export of a known format; `errors` locates the first problem (line, column).")
  public static let badRequest = Problem(
    "bad-request", 400, "Bad request", "The request cannot be read as sent; `detail` says why.")
  public static let notFound = Problem(
    "not-found", 404, "Not found", "No route has this path; `GET /openapi.json` lists the routes.")
  public static let methodNotAllowed = Problem(
    "method-not-allowed", 405, "Method not allowed", "The path exists for other methods, listed in `Allow`.")
  public static let requestTimeout = Problem(
    "request-timeout", 408, "Request timeout", "The body arrived too slowly; send it again, faster.")
  public static let preconditionFailed = Problem(
    "precondition-failed", 412, "Precondition failed", "`If-None-Match: *` cannot hold for a render.")
  public static let bodyTooLarge = Problem(
    "body-too-large", 413, "Body too large", "The body is over the service's `--max-body-mb`.")
  public static let unsupportedMediaType = Problem(
    "unsupported-media-type", 415, "Unsupported media type",
    "Send a conversation as application/json, or an export as application/json, text/plain or application/zip.")
  public static let invalidConversation = Problem(
    "invalid-conversation", 422, "Invalid conversation",
    "The body parses but is not a valid conversation or export; each entry of `errors` is located by path, line and "
      + "column. A chat to pick, or a sender to name as `me`, is listed the same way.")
  public static let overBudget = Problem(
    "over-budget", 422, "Over budget",
    "The conversation needs more pages, pixels or bytes than a render may use; send a shorter one or a page.")
  public static let internalError = Problem(
    "internal-error", 500, "Internal error", "The service failed; the log line with this request's id says why.")
  public static let unavailable = Problem(
    "unavailable", 503, "Service unavailable",
    "Every worker is busy and the queue is full, or the service is shutting down; retry after `Retry-After` seconds.")
  public static let deadlineExceeded = Problem(
    "deadline-exceeded", 504, "Deadline exceeded", "The render took longer than the service's deadline.")

  /// Every kind, as `/problems/{name}` and the OpenAPI document list them.
  public static let all: [Problem] = [
    invalidOptions, malformedBody, badRequest, notFound, methodNotAllowed, requestTimeout, preconditionFailed,
    bodyTooLarge, unsupportedMediaType, invalidConversation, overBudget, internalError, unavailable, deadlineExceeded,
  ]

  /// The general kind of a status, for errors no route names more precisely.
  static func forStatus(_ status: HTTPResponse.Status) -> Problem {
    all.first { $0.status == status.code && $0 != .invalidOptions && $0 != .malformedBody && $0 != .overBudget }
      ?? (status.code >= 500 ? .internalError : .badRequest)
  }
}
