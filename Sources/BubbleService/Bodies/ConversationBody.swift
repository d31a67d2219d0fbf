import BubbleKit
import Foundation
import Hummingbird

/// A request body holding a `bubbles/1` conversation, or an export (JSON, text or an export's
/// zip): its content type checked (415), read no further than the limit (413), decoded with every
/// problem located (400 malformed JSON, 422 invalid conversation) as `bubbles validate` reports
/// them.
enum ConversationBody {
  /// A body read as a conversation, with the zip it came in (its pictures extracted into a
  /// temporary folder, removed when this goes).
  struct Decoded: Sendable {
    var imported: ImportedConversation
    var source: ConversationSource?
  }

  /// What a body's content type says it is.
  enum Kind: Sendable {
    case json, text, zip
  }

  /// A body's bytes and what its content type says they are.
  struct Received: Sendable {
    var data: Data
    var kind: Kind
  }

  /// The body's bytes, as `reading` allows (413, 408, 503). A `text/plain` body must be a
  /// WhatsApp export (`from=whatsapp`, or one `auto` recognises).
  static func read(
    _ request: Request, reading: BodyReading, importing: ImportQuery = ImportQuery()
  ) async throws(ServiceError) -> Received {
    let kind = try checkContentType(request, acceptsText: importing.acceptsText, acceptsZip: importing.acceptsZip)
    let body = try await reading.collect(request)
    if kind == .text, importing.format == .auto, !isTextExport(body) {
      throw unsupportedType("text/plain (which is not a WhatsApp export)")
    }
    return Received(data: body, kind: kind)
  }

  /// Whether `auto` reads `body` with an importer of text (WhatsApp's).
  private static func isTextExport(_ body: Data) -> Bool {
    ImporterRegistry.standard.detect(ImportSample(data: body))?.inputKind == .text
  }

  /// `application/json`, with or without parameters (`; charset=utf-8`); `text/plain` too (a
  /// WhatsApp export) when `acceptsText`, and `application/zip` (an export's zip) when `acceptsZip`.
  static func checkContentType(_ request: Request, acceptsText: Bool = false, acceptsZip: Bool = false)
    throws(ServiceError) -> Kind
  {
    let type = request.headers[.contentType]?.split(separator: ";").first?
      .trimmingCharacters(in: .whitespaces).lowercased()
    if acceptsText && type == "text/plain" { return .text }
    if acceptsZip && type == "application/zip" { return .zip }
    guard type == "application/json" else { throw unsupportedType(type ?? "none") }
    return .json
  }

  private static func unsupportedType(_ type: String) -> ServiceError {
    ServiceError(
      .unsupportedMediaType,
      "the body must be a bubbles/1 conversation or a Telegram export sent as Content-Type: application/json, "
        + "or a WhatsApp export as text/plain or application/zip, not \(type)")
  }

  static func limits(maxBytes: Int) -> DecodingLimits {
    var limits = DecodingLimits.default
    limits.maxInputBytes = min(limits.maxInputBytes, maxBytes)
    return limits
  }

  /// The body as `importing` says (`bubbles/1`, or an export), without a folder: an export's
  /// media draw as placeholders. A `chat` or `me` that must name something in it is 422.
  /// An `application/zip` body is an export's zip: its chat and (with `extractsPictures`, for a
  /// render) its pictures read as `bubbles render chat.zip` reads them.
  static func decode(
    _ body: Received, maxBytes: Int, importing: ImportQuery = ImportQuery(), extractsPictures: Bool = true
  ) throws(ServiceError) -> Decoded {
    let options = importing.options(limits: limits(maxBytes: maxBytes))
    guard body.kind == .zip else {
      return Decoded(
        imported: try imported(
          ConversationImport.importConversation(body.data, from: importing.format, options: options)))
    }
    let source: ConversationSource
    switch ConversationSource.open(
      zip: body.data, named: "body.zip", limits: options.limits, extractsPictures: extractsPictures)
    {
    case .success(let opened): source = opened
    case .failure(let problem) where problem.kind == .system:
      throw ServiceError(.internalServerError, problem.message)
    case .failure(let problem):
      throw ServiceError(
        .unprocessableContent, "invalid export zip",
        details: [.init(path: "", line: nil, column: nil, message: problem.message)])
    }
    return Decoded(
      imported: try imported(source.importConversation(from: importing.format, options: options)), source: source)
  }

  private static func imported(_ result: Result<ImportedConversation, ImportError>) throws(ServiceError)
    -> ImportedConversation
  {
    switch result {
    case .success(let imported):
      return imported
    case .failure(.choiceNeeded(let message, let choices)):
      throw ServiceError(
        .unprocessableContent, message,
        details: choices.map { .init(path: "", line: nil, column: nil, message: $0) })
    case .failure(.chatNeeded(let message, let chats)):
      throw ServiceError(
        .unprocessableContent, message,
        details: chats.map { .init(path: "", line: nil, column: nil, message: $0.label) })
    case .failure(.invalid(let error)):
      throw decodingError(error)
    case .failure(.unrecognized(let message)):
      throw ServiceError(
        .badRequest, "unrecognized body", problem: .malformedBody,
        details: [.init(path: "", line: nil, column: nil, message: message)])
    }
  }

  private static func decodingError(_ error: ConversationDecodingError) -> ServiceError {
    switch error {
    case .syntax(let syntax):
      ServiceError(
        .badRequest, "malformed JSON", problem: .malformedBody,
        details: [.init(path: "", line: syntax.line, column: syntax.column, message: syntax.message)])
    case .invalid(let issues):
      ServiceError(.unprocessableContent, "invalid conversation", details: issues.map(detail))
    }
  }

  static func detail(_ issue: DecodingIssue) -> ServiceError.Detail {
    .init(
      path: issue.file.map { "\($0): \(issue.path)" } ?? issue.path, line: issue.location?.line,
      column: issue.location?.column, message: issue.message)
  }
}
