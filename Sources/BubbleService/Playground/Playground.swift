import Foundation
import Hummingbird

/// The playground (issue 27): a page at `/` that edits a conversation and renders it with this
/// server's own routes (`/v1/themes`, `/v1/render`, `/v1/thumbnail`), for trying themes, jobs and
/// formats in a browser. Its files (`index.html`, `playground.js`, `playground.css` beside this
/// one) and its sample conversations (from `Examples/corpus`) are compiled in by the
/// EmbedPlayground plugin, so a copied binary serves them too. GET and HEAD only, on `bubbles
/// serve`'s own router (not `BubbleRoutes`, whose routes an application may mount under a prefix);
/// described in the OpenAPI document (`OpenAPIPaths.playground`). Every answer carries a strict
/// Content-Security-Policy: the page loads nothing from another origin, runs no inline script or
/// style, and shows images from blob URLs.
enum Playground {
  /// The policy of every playground answer: only this server's files, images also from `blob:`
  /// (a render's bytes) and `data:`; no plugins, no `<base>`, no form posts, never framed.
  static let contentSecurityPolicy =
    "default-src 'self'; img-src 'self' blob: data:; object-src 'none'; base-uri 'none'; form-action 'none'; "
    + "frame-ancestors 'none'"

  /// What the playground serves: a path, its media type, its bytes and what it is (the OpenAPI
  /// document's summary).
  struct Asset: Sendable {
    var path: String
    var mediaType: String
    var bytes: [UInt8]
    var summary: String
  }

  /// The samples as `{"samples":[{"name":..., "text":...}]}`, in name order.
  static func samplesDocument() -> [UInt8] {
    struct Sample: Encodable {
      var name: String
      var text: String
    }
    let samples = PlaygroundAssets.files.filter { $0.key.hasSuffix(".json") }.sorted { $0.key < $1.key }
      .map { Sample(name: $0.key, text: $0.value) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings always encode.
    return Array((try? encoder.encode(["samples": samples])) ?? Data())
  }

  static let assets: [Asset] = [
    Asset(
      path: "/", mediaType: "text/html; charset=utf-8", bytes: file("index.html"),
      summary: "The playground: a page that edits a conversation and renders it with /v1/render and /v1/thumbnail."),
    Asset(
      path: "/playground.js", mediaType: "text/javascript; charset=utf-8", bytes: file("playground.js"),
      summary: "The playground's script."),
    Asset(
      path: "/playground.css", mediaType: "text/css; charset=utf-8", bytes: file("playground.css"),
      summary: "The playground's style sheet."),
    Asset(
      path: "/playground-samples.json", mediaType: "application/json; charset=utf-8", bytes: samplesDocument(),
      summary: "The playground's sample conversations, as {\"samples\": [{\"name\", \"text\"}]}."),
  ]

  private static func file(_ name: String) -> [UInt8] { Array((PlaygroundAssets.files[name] ?? "").utf8) }

  /// GET each file (HEAD too: the router answers HEAD wherever GET). Like every GET route, one
  /// takes no query parameter: one sent is refused (400).
  static func add(to router: Router<BasicRequestContext>) {
    for asset in assets {
      router.get(RouterPath(asset.path)) { request, _ in
        let unknown = RenderQuery.unknownParameters(in: request.uri.queryParameters, known: [])
        guard unknown.isEmpty else { throw ServiceError.invalidOptions("\(asset.path) takes no parameters", unknown) }
        return response(asset)
      }
    }
  }

  /// The asset, revalidated on each load (`no-cache`: a new binary may serve new files).
  static func response(_ asset: Asset) -> Response {
    let headers: HTTPFields = [
      .contentType: asset.mediaType, .contentSecurityPolicy: contentSecurityPolicy, .xContentTypeOptions: "nosniff",
      .cacheControl: "no-cache", referrerPolicyField: "no-referrer",
    ]
    return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: asset.bytes)))
  }
}

private let referrerPolicyField = HTTPFields.Element.Name("Referrer-Policy")!
