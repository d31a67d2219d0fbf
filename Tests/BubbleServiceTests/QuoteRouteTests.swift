import AsyncHTTPClient
import BubbleKit
import Foundation
import LoopbackSockets
import Testing

@testable import BubbleService

/// quote-api's routes on the real server: the requests of quote-api's own visual cases
/// (scripts/send-preview-stickers.js, test-fixes.js, test-emoji-gif.js and its README) answered
/// in its envelope or as bytes, of the size its types make; its errors in its words.
@Suite struct QuoteRouteTests {
  struct Case {
    var name: String
    var request: [String: Any]
  }

  static func cases() -> [Case] {
    let url = Fixture.root.appendingPathComponent("Tests/BubbleServiceTests/Fixtures/quote-api-cases.json")
    let list = (try? JSONSerialization.jsonObject(with: Data(contentsOf: url))) as? [[String: Any]] ?? []
    return list.map { Case(name: $0["name"] as? String ?? "", request: $0["request"] as? [String: Any] ?? [:]) }
  }

  static func body(_ object: [String: Any]) throws -> [UInt8] {
    Array(try JSONSerialization.data(withJSONObject: object))
  }

  /// The size quote-api's `type` makes for an image of `size`.
  static func expectSize(_ type: String?, _ size: (width: Int, height: Int), _ name: String) {
    switch type {
    case "quote": #expect(max(size.width, size.height) == 512, "\(name): \(size)")
    case "stories": #expect(size == (720, 1280), "\(name): \(size)")
    default: #expect(size.width > 100 && size.height > 50, "\(name): \(size)")
    }
  }

  @Test func quoteAPIsCasesAnswerInItsEnvelope() async throws {
    try #require(Self.cases().count == 11)
    let server = try await RunningServer.start()
    for testCase in Self.cases() {
      var request = testCase.request
      request["ext"] = nil
      let reply = try await server.send(.POST, "/generate", body: try Self.body(request))
      #expect(reply.status == 200, "\(testCase.name): \(reply.text)")
      #expect(reply.json["ok"] as? Bool == true)
      let result = try #require(reply.json["result"] as? [String: Any], "\(testCase.name)")
      let image = try #require(
        (result["image"] as? String).flatMap { Data(base64Encoded: $0) }.map { [UInt8]($0) }, "\(testCase.name)")
      let size = try #require(imageSize(of: image))
      #expect(result["width"] as? Int == size.width && result["height"] as? Int == size.height, "\(testCase.name)")
      let type = result["type"] as? String
      #expect(type == (request["type"] as? String), "\(testCase.name)")
      Self.expectSize(type, size, testCase.name)
      let format = request["type"] as? String == "quote" && request["format"] as? String != "png" ? "WEBP" : "PNG"
      #expect(String(decoding: image.prefix(12), as: UTF8.self).contains(format), "\(testCase.name)")
    }
    try await server.stop()
  }

  @Test func extAndTheExtensionRoutesAnswerTheBytes() async throws {
    let server = try await RunningServer.start()
    let dialog = try #require(Self.cases().first { $0.name == "dialog (grouping)" })
    // The body's ext (as the quote bots send it), then the route's.
    let byBody = try await server.send(.POST, "/generate", body: try Self.body(dialog.request))
    var withoutExt = dialog.request
    withoutExt["ext"] = nil
    let byRoute = try await server.send(.POST, "/generate.webp", body: try Self.body(withoutExt))
    for reply in [byBody, byRoute] {
      #expect(reply.status == 200)
      #expect(reply.headers["content-type"] == "image/webp")
      #expect(reply.headers["quote-type"] == "quote")
      let size = try #require(imageSize(of: reply.body))
      #expect(
        reply.headers["quote-width"] == String(size.width) && reply.headers["quote-height"] == String(size.height))
    }
    #expect(byBody.body == byRoute.body)
    let png = try await server.send(.POST, "/generate.png", body: try Self.body(["messages": withoutExt["messages"]!]))
    #expect(png.headers["content-type"] == "image/png")
    #expect(png.headers["quote-type"] == "png")
    try await server.stop()
  }

  /// The CLI, the service and the library describe a quote with the same request value.
  @Test func theServiceAnswersThePipelinesBytes() async throws {
    let server = try await RunningServer.start()
    let body = try Self.body(try #require(Self.cases().first).request)
    let reply = try await server.send(.POST, "/generate", body: body)
    let kinds = ContentNodeRegistry.standard.contentKinds
    let quote = try QuoteAPIRequest.decode(Data(body), kinds: kinds).get()
    var request = try quote.renderRequest(kinds: kinds, budget: .default)
    request.budget.renderTime = .seconds(600)
    var images = try await Pipeline().render(request, input: RenderInput(quote.conversation))
    #expect(reply.body == (try images.next()))
    try await server.stop()
  }

  @Test func errorsAreQuoteAPIsEnvelope() async throws {
    let server = try await RunningServer.start()
    let empty = try await server.send(.POST, "/generate", body: Array(#"{"messages": []}"#.utf8))
    #expect(empty.status == 400)
    #expect(empty.json["ok"] as? Bool == false)
    let error = try #require(empty.json["error"] as? [String: Any])
    #expect(error["code"] as? Int == 400)
    #expect((error["message"] as? String)?.hasPrefix("messages_empty") == true)
    let located = try await server.send(
      .POST, "/generate", body: Array(#"{"messages": [{"text": "a"}], "width": 50}"#.utf8))
    #expect(located.status == 400)
    #expect(
      ((located.json["error"] as? [String: Any])?["message"] as? String)?.contains(
        "width (line 1, column 40): expected a number from 200 to 2000") == true)
    let notJSON = try await server.send(.POST, "/generate", body: Array("{".utf8))
    #expect(notJSON.status == 400 && notJSON.json["ok"] as? Bool == false)
    let text = try await server.send(.POST, "/generate", body: Array("hi".utf8), contentType: "text/plain")
    #expect(text.status == 415 && (text.json["error"] as? [String: Any])?["code"] as? Int == 415)
    try await server.stop()
  }
}

/// A request's `file_id` media through the service's Bot API server with the request's
/// `botToken`, as quote-api fetches them; without a token, a placeholder.
@Suite struct QuoteTelegramFileTests {
  static let picture: [UInt8] = {
    let pixels = [UInt32](repeating: 0xFFFF_00FF, count: 64 * 64)
    return (try? RasterImage.fromARGB(pixels, width: 64, height: 64)?.pngData()) ?? []
  }()

  static func body(token: String?) throws -> [UInt8] {
    var request: [String: Any] = [
      "type": "quote", "format": "png",
      "messages": [
        ["from": ["id": 1, "name": "Ann"], "media": ["file_id": "AgACphoto1", "width": 64, "height": 64]]
      ],
    ]
    if let token { request["botToken"] = token }
    return Array(try JSONSerialization.data(withJSONObject: request))
  }

  @Test func aFileIDIsFetchedWithTheRequestsToken() async throws {
    let botAPI = try LoopbackBotAPI(files: ["AgACphoto1": .init(path: "photos/file_1.png", bytes: Self.picture)])
    defer { botAPI.stop() }
    let server = try await RunningServer.start { $0.telegramBotAPIURL = botAPI.url }
    let fetched = try await server.send(.POST, "/generate.png", body: try Self.body(token: LoopbackBotAPI.token))
    #expect(fetched.status == 200)
    #expect(botAPI.server.requestedPaths.contains(LoopbackBotAPI.getFilePath("AgACphoto1")))
    let image = try #require(RasterImage.decodePNG(fetched.body)).argbPixels()
    // The magenta picture is drawn, not a placeholder.
    #expect(image.filter { $0 == 0xFFFF_00FF }.count > 500)
    let placeholder = try await server.send(.POST, "/generate.png", body: try Self.body(token: nil))
    #expect(placeholder.status == 200)
    #expect(try #require(RasterImage.decodePNG(placeholder.body)).argbPixels().filter { $0 == 0xFFFF_00FF }.isEmpty)
    #expect(botAPI.server.requestedPaths.count == 2)
    try await server.stop()
  }

  @Test func aTokenThatCannotBeOneIsRefusedUnrepeated() async throws {
    let server = try await RunningServer.start()
    let reply = try await server.send(.POST, "/generate", body: try Self.body(token: "not a token, secret-ish"))
    #expect(reply.status == 400)
    #expect(reply.text.contains("botToken") && !reply.text.contains("secret-ish"))
    try await server.stop()
  }
}
