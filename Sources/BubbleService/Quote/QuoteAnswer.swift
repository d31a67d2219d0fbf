import BubbleKit
import Foundation
import Hummingbird

/// quote-api's answers, which its callers parse: `{"ok": true, "result": {"image": base64, "type",
/// "width", "height"}}`, or the image's bytes with `quote-type`, `quote-width` and `quote-height`
/// when `ext` asks for them; errors `{"ok": false, "error": {"code", "message"}}` with the status.
enum QuoteAnswer {
  static let typeField = HTTPFields.Element.Name("quote-type")!
  static let widthField = HTTPFields.Element.Name("quote-width")!
  static let heightField = HTTPFields.Element.Name("quote-height")!

  struct Envelope: Encodable {
    struct Result: Encodable {
      var image: String
      var type: String?
      var width: Int
      var height: Int
      var ext: String?
    }
    var ok = true
    var result: Result
  }

  struct Failure: Encodable {
    struct Error: Encodable {
      var code: Int
      var message: String
    }
    var ok = false
    var error: Error
  }

  static func image(_ entry: RenderCache.Entry, ext: String?, headers extra: HTTPFields) throws -> Response {
    let size = imageSize(of: entry.image) ?? (0, 0)
    guard ext != nil else {
      let result = Envelope.Result(
        image: Data(entry.image).base64EncodedString(), type: entry.quoteType, width: size.width, height: size.height)
      var response = try json(Envelope(result: result))
      response.headers.append(contentsOf: extra)
      return response
    }
    var headers = extra
    headers[.contentType] = entry.mediaType
    headers[typeField] = entry.quoteType ?? "null"
    headers[widthField] = String(size.width)
    headers[heightField] = String(size.height)
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: entry.image)))
  }

  /// A service error in quote-api's words: its status, and its sentence with each located problem.
  static func failure(_ error: ServiceError) -> Response {
    let located = error.details.map { detail in
      let place = detail.line.map { " (line \($0), column \(detail.column ?? 0))" } ?? ""
      return "\(detail.path)\(place): \(detail.message)"
    }
    let message = ([error.message] + located).joined(separator: "; ")
    var response =
      (try? json(Failure(error: .init(code: Int(error.status.code), message: message)), status: error.status))
      ?? Response(status: error.status)
    if let seconds = error.retryAfterSeconds { response.headers[.retryAfter] = String(seconds) }
    return response
  }
}
