import BubbleKit
import Crypto
import Foundation

/// Rendered pages and thumbnails by content address: the SHA-256 of the renderer's version, the
/// request (`RenderRequest.canonicalEncoding`) and its body. A request's address is its `ETag`, known before rendering, so a client
/// holding it gets 304 without a render. Least recently used pages are forgotten beyond
/// `--cache-mb`; failures are never cached. Media files and remote media are taken as immutable
/// (their bytes are not part of the address): change a file's name when its picture changes.
final class RenderCache: Sendable {
  struct Entry: Sendable {
    var image: [UInt8]
    /// Its `Content-Type`.
    var mediaType: String
    /// `nil` for a thumbnail or a screen.
    var pageCount: Int?
    /// What the render drew around (a missing or broken picture drawn as a placeholder).
    var warnings: [String]
    /// A quote's `type` as quote-api answers it (`/generate`).
    var quoteType: String? = nil
    /// The body's `ext`: a quote answered as the image's bytes.
    var quoteExt: String? = nil
  }

  private let entries: Locked<LeastRecentlyUsed<String, Entry>>?

  /// `LeastRecentlyUsed` may hold twice its capacity before it forgets, so it gets half the bytes.
  init(bytes: Int) {
    entries = bytes > 0 ? Locked(LeastRecentlyUsed(capacity: max(1, bytes / 2))) : nil
  }

  func entry(for address: String) -> Entry? {
    entries?.withLock { $0.value(for: address) }
  }

  func insert(_ entry: Entry, for address: String) {
    entries?.withLock { $0.insert(entry, for: address, cost: entry.image.count + address.utf8.count) }
  }

  var byteCount: Int { entries?.withLock { $0.totalCost } ?? 0 }

  /// The address of rendering `body` with `query`, as 64 hex digits: the renderer's version, the
  /// request's canonical encoding (every option, the job with its box or screen, the encoder and
  /// how an export is read), and the body.
  static func address(of body: Data, query: RenderQuery) -> String {
    address(of: body, request: ["request=" + canonicalText(of: query.request)])
  }

  /// Requests' canonical encodings, kept: a service sees a few distinct requests (routes and
  /// options) over and over, and encoding one with `JSONEncoder` cost more than hashing its body.
  private static let canonicalTexts = Locked(LeastRecentlyUsed<RenderRequest, String>(capacity: 256))

  private static func canonicalText(of request: RenderRequest) -> String {
    if let known = canonicalTexts.withLock({ $0.value(for: request) }) { return known }
    let text = String(decoding: request.canonicalEncoding, as: UTF8.self)
    canonicalTexts.withLock { $0.insert(text, for: request) }
    return text
  }

  /// The address of `body` rendered as the `request` lines say (a route's own settings).
  static func address(of body: Data, request: [String]) -> String {
    var hash = SHA256()
    // Each field ended, so no two different requests give one text.
    let fields = ["renderer=\(BubbleKitVersion.current)"] + request + ["body=\(body.count)"]
    hash.update(data: Array(fields.joined(separator: "\n").utf8) + [0])
    hash.update(data: body)
    return hash.finalize().map { byte in
      let hex = String(byte, radix: 16)
      return byte < 16 ? "0" + hex : hex
    }.joined()
  }
}
