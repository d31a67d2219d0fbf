import Foundation
import Hummingbird

/// An answer other than success, always an RFC 9457 `application/problem+json` body
/// `{ "type", "title", "status", "detail", "errors": [...] }` with a status that says whose fault
/// it is: 400 options or JSON, 404 path, 405 method, 413 body size, 415 content type,
/// 422 conversation, 503 overloaded or shutting down, 504 past the deadline. `type` is one of
/// `Problem.all`; `errors` locates each problem (a parameter, or a path, line and column of the body).
public struct ServiceError: HTTPResponseError, Sendable {
  public var status: HTTPResponse.Status
  public var problem: Problem
  /// The occurrence's sentence (`detail`).
  public var message: String
  public var details: [Detail]
  /// Seconds a client should wait before trying again (503).
  public var retryAfterSeconds: Int?
  /// The methods the path has (405's `Allow`).
  public var allowedMethods: [HTTPRequest.Method] = []

  /// One problem of a conversation, located as `bubbles validate` locates it.
  public struct Detail: Codable, Sendable, Equatable {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String
  }

  public init(
    _ status: HTTPResponse.Status, _ message: String, problem: Problem? = nil, details: [Detail] = [],
    retryAfterSeconds: Int? = nil
  ) {
    self.status = status
    self.problem = problem ?? Problem.forStatus(status)
    self.message = message
    self.details = details
    self.retryAfterSeconds = retryAfterSeconds
  }

  static func badRequest(_ message: String) -> Self { Self(.badRequest, message) }

  static func invalidOptions(_ message: String, _ problems: [(parameter: String, message: String)]) -> Self {
    Self(
      .badRequest, message, problem: .invalidOptions,
      details: problems.map { Detail(path: $0.parameter, line: nil, column: nil, message: $0.message) })
  }

  static func overloaded(_ message: String) -> Self { Self(.serviceUnavailable, message, retryAfterSeconds: 1) }

  static func methodNotAllowed(_ method: HTTPRequest.Method, path: String, allowed: [HTTPRequest.Method]) -> Self {
    var error = Self(
      .methodNotAllowed,
      "\(path) answers \(allowed.map(\.rawValue).joined(separator: ", ")), not \(method.rawValue)")
    error.allowedMethods = allowed
    return error
  }

  private struct Body: Encodable {
    var type: String
    var title: String
    var status: Int
    var detail: String
    var errors: [Detail]
  }

  static let problemMediaType = "application/problem+json"

  public func response(from request: Request, context: some RequestContext) throws -> Response {
    var headers = HTTPFields()
    headers[.contentType] = Self.problemMediaType
    if let retryAfterSeconds { headers[.retryAfter] = String(retryAfterSeconds) }
    if !allowedMethods.isEmpty { headers[.allow] = allowedMethods.map(\.rawValue).joined(separator: ", ") }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let body = try encoder.encode(
      Body(type: problem.type, title: problem.title, status: Int(status.code), detail: message, errors: details))
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }
}
