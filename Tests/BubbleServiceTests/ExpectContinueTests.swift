import Foundation
import LoopbackSockets
import Testing

/// `Expect: 100-continue` (curl sends it for bodies over 1 KB): `100 Continue` comes before the
/// body is sent, so the client need not wait for its own timeout; a body announced over the
/// limit gets its 413 instead, without being asked for.
@Suite(.serialized) struct ExpectContinueTests {
  static let head = "Host: 127.0.0.1\r\nContent-Type: application/json\r\n"

  @Test func theBodyIsAskedForAtOnceAndTheRequestAnswered() async throws {
    let server = try await RunningServer.start()
    let body = Array(try Fixture.corpus("direct-basics"))
    let connection = try RawConnection(port: server.port)
    connection.send(
      "POST /v1/validate HTTP/1.1\r\n\(Self.head)Content-Length: \(body.count)\r\nExpect: 100-continue\r\n\r\n")
    // Without the interim answer nothing comes until the body is sent: the read times out.
    let interim = await connection.response(until: "\r\n\r\n")
    #expect(interim?.hasPrefix("HTTP/1.1 100 Continue\r\n") == true, "\(interim ?? "nothing")")
    connection.send(body)
    let final = await connection.response(until: "}")
    #expect(final?.hasPrefix("HTTP/1.1 200") == true, "\(final ?? "nothing")")
    // A second request on the same connection is asked for its body too.
    connection.send(
      "POST /v1/validate HTTP/1.1\r\n\(Self.head)Content-Length: \(body.count)\r\nExpect: 100-continue\r\n\r\n")
    let again = await connection.response(until: "\r\n\r\n")
    #expect(again?.hasPrefix("HTTP/1.1 100 Continue\r\n") == true, "\(again ?? "nothing")")
    try await server.stop()
  }

  @Test func aBodyOverTheLimitIsRefusedWithoutBeingAskedFor() async throws {
    let server = try await RunningServer.start { $0.maxBodyBytes = 1 << 20 }
    let connection = try RawConnection(port: server.port)
    connection.send(
      "POST /v1/render HTTP/1.1\r\n\(Self.head)Content-Length: \(2 << 20)\r\nExpect: 100-continue\r\n\r\n")
    let (text, _) = await connection.response()
    #expect(text.hasPrefix("HTTP/1.1 413"), "\(text)")
    #expect(!text.contains("100 Continue"))
    try await server.stop()
  }
}
