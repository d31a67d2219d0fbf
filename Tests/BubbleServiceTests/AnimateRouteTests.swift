import BubbleKit
import Foundation
import LoopbackSockets
import Testing

@testable import BubbleService

/// `POST /v1/animate` over loopback HTTP: a story in its format's media type, the same bytes as
/// the library's `Pipeline` for the same request, cached by its address, bad parameters 400.
@Suite struct AnimateRouteTests {
  static let query = "?screen=390x844&fps=5&speed=4&format=webm"

  private static func patient() async throws -> RunningServer {
    try await RunningServer.start { $0.deadline = .seconds(120) }
  }

  @Test func aStoryIsTheLibrarysBytesAndIsCached() async throws {
    let server = try await Self.patient()
    let body = try Fixture.corpus("direct-basics")
    let reply = try await server.send(.POST, "/v1/animate" + Self.query, body: body)
    #expect(reply.status == 200)
    #expect(reply.headers["content-type"] == "video/webm")
    var pacing = StoryPacing()
    pacing.speed = 4
    let request = RenderRequest(
      job: .animate(
        StoryOptions(
          framing: .screen(ScreenOptions(size: Size(width: 390, height: 844))), pacing: pacing, framesPerSecond: 5,
          format: .webm)),
      theme: .auto, style: RenderStyle(scale: 1))
    let conversation = try ConversationDecoder.decode(Data(body)).get().conversation
    // Off the cooperative pool: a story draws for seconds, which would starve the other suites.
    let library = try await withTaskExecutorPreference(DedicatedExecutor()) {
      var images = try await Pipeline().render(request, input: RenderInput(conversation))
      return try images.next()
    }
    let bytes = try #require(library)
    #expect(Data(reply.body) == Data(bytes), "the service's story differs from the library's")
    let again = try await server.send(.POST, "/v1/animate" + Self.query, body: body)
    #expect(again.headers["x-cache"] == "hit")
    #expect(Data(again.body) == Data(reply.body))
    try await server.stop()
  }

  @Test func aStoryLongerThanTheDeadlineCanDrawIs422AtOnce() async throws {
    let server = try await RunningServer.start()  // a 10 s deadline: 200 frames
    let reply = try await server.send(.POST, "/v1/animate", body: try Fixture.corpus("direct-basics"))
    #expect(reply.status == 422, "\(reply.text)")
    #expect(reply.text.contains("frames"), "\(reply.text)")
    try await server.stop()
  }

  @Test func badStoryParametersAre400WithTheParameterAsPath() async throws {
    let server = try await Self.patient()
    let body = try Fixture.corpus("direct-basics")
    let cases: [(query: String, path: String, words: String)] = [
      ("format=jpeg", "format", "cannot write jpeg stories"),
      ("fps=0", "fps", "outside 1 to 60"),
      ("speed=fast", "speed", "a number"),
      ("speed=50", "speed", "outside 0.1 to 10"),
      ("screen=10x10", "screen", "9:16"),
      ("sound=true&format=gif", "sound", "carries no sound"),
      ("sticker=whatsapp", "sticker", "telegram-video"),
      ("page=maybe", "page", "true or false"),
      ("scale=4", "scale", "1, 2 or 3"),
    ]
    for (query, path, words) in cases {
      let reply = try await server.send(.POST, "/v1/animate?" + query, body: body)
      #expect(reply.status == 400, "\(query)")
      #expect(reply.text.contains(path) && reply.text.contains(words), "\(query): \(reply.text)")
    }
    try await server.stop()
  }
}
