import Foundation
import Hummingbird

/// An answer other than success, always as JSON `{ "error": ..., "details": [...] }` with a
/// status that says whose fault it is: 400 options or JSON, 413 body size, 415 content type,
/// 422 conversation, 503 overloaded or shutting down, 504 past the deadline.
public struct ServiceError: HTTPResponseError, Sendable {
  public var status: HTTPResponse.Status
  public var message: String
  public var details: [Detail]
  /// Seconds a client should wait before trying again (503).
  public var retryAfterSeconds: Int?

  /// One problem of a conversation, located as `bubbles validate` locates it.
  public struct Detail: Codable, Sendable, Equatable {
    public var path: String
    public var line: Int?
    public var column: Int?
    public var message: String
  }

  public init(_ status: HTTPResponse.Status, _ message: String, details: [Detail] = [], retryAfterSeconds: Int? = nil) {
    self.status = status
    self.message = message
    self.details = details
    self.retryAfterSeconds = retryAfterSeconds
  }

  static func badRequest(_ message: String) -> Self { Self(.badRequest, message) }

  static func overloaded(_ message: String) -> Self { Self(.serviceUnavailable, message, retryAfterSeconds: 1) }

  private struct Body: Encodable {
    var error: String
    var details: [Detail]
  }

  public func response(from request: Request, context: some RequestContext) throws -> Response {
    var headers = HTTPFields()
    headers[.contentType] = "application/json; charset=utf-8"
    if let retryAfterSeconds { headers[.retryAfter] = String(retryAfterSeconds) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let body = try encoder.encode(Body(error: message, details: details))
    return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }
}
