import BubbleKit
import Foundation
import Hummingbird

/// A request body holding a `bubbles/1` conversation: its content type checked (415), read no
/// further than the limit (413), decoded with every problem located (400 malformed JSON, 422
/// invalid conversation) as `bubbles validate` reports them.
enum ConversationBody {
  /// The body's bytes, at most `maxBytes`; an announced or actual longer body is 413.
  static func read(_ request: Request, maxBytes: Int) async throws(ServiceError) -> Data {
    try checkContentType(request)
    let tooLarge = ServiceError(
      .contentTooLarge, "the body is larger than \(maxBytes >> 20) MB (the service's --max-body-mb)")
    if let length = request.headers[.contentLength].flatMap(Int.init), length > maxBytes { throw tooLarge }
    var request = request
    do {
      let buffer = try await request.collectBody(upTo: maxBytes)
      return Data(buffer.readableBytesView)
    } catch let error as HTTPError where error.status == .contentTooLarge {
      throw tooLarge
    } catch {
      throw ServiceError(.badRequest, "cannot read the body: \(error)")
    }
  }

  /// The bytes to reserve for reading the body: its announced length, or `maxBytes` when it
  /// announces none (or more, which `read` refuses with 413).
  static func reservation(for request: Request, maxBytes: Int) -> Int {
    guard let length = request.headers[.contentLength].flatMap(Int.init), (0...maxBytes).contains(length) else {
      return maxBytes
    }
    return length
  }

  /// `application/json`, with or without parameters (`; charset=utf-8`).
  static func checkContentType(_ request: Request) throws(ServiceError) {
    let type = request.headers[.contentType]?.split(separator: ";").first?
      .trimmingCharacters(in: .whitespaces).lowercased()
    guard type == "application/json" else {
      throw ServiceError(
        .unsupportedMediaType,
        "the body must be a bubbles/1 conversation sent as Content-Type: application/json, not \(type ?? "none")")
    }
  }

  static func limits(maxBytes: Int) -> DecodingLimits {
    var limits = DecodingLimits.default
    limits.maxInputBytes = min(limits.maxInputBytes, maxBytes)
    return limits
  }

  static func decode(_ data: Data, maxBytes: Int) throws(ServiceError) -> DecodedConversation {
    switch ConversationDecoder.decode(
      data, limits: limits(maxBytes: maxBytes), kinds: ContentNodeRegistry.standard.contentKinds)
    {
    case .success(let decoded):
      return decoded
    case .failure(.syntax(let syntax)):
      throw ServiceError(
        .badRequest, "malformed JSON",
        details: [.init(path: "", line: syntax.line, column: syntax.column, message: syntax.message)])
    case .failure(.invalid(let issues)):
      throw ServiceError(.unprocessableContent, "invalid conversation", details: issues.map(detail))
    }
  }

  static func detail(_ issue: DecodingIssue) -> ServiceError.Detail {
    .init(path: issue.path, line: issue.location?.line, column: issue.location?.column, message: issue.message)
  }
}
