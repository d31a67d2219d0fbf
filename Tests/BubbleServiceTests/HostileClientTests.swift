import Foundation
import LoopbackSockets
import NIOCore
import Testing

@testable import BubbleService

/// Clients that hold connections and bodies instead of sending requests (issue 24): each is cut
/// off with a documented answer, gives its reservation back, and leaves renders working.
@Suite(.serialized) struct HostileClientTests {
  static let head = "Host: 127.0.0.1\r\nContent-Type: application/json\r\n"

  @Test func anHTTP10RequestWithoutKeepAliveIsAnsweredAndClosed() async throws {
    let server = try await RunningServer.start()
    let connection = try RawConnection(port: server.port)
    connection.send("GET /health/live HTTP/1.0\r\n\r\n")
    let (text, closed) = await connection.response()
    #expect(text.hasPrefix("HTTP/1.1 200"), "\(text)")
    #expect(closed, "the connection stayed open after an HTTP/1.0 answer")
    try await server.stop()
  }

  @Test func idleConnectionsAndUnfinishedHeadsAreClosedAfterTheIdleTimeout() async throws {
    let server = try await RunningServer.start { $0.idleTimeout = .seconds(1) }
    let idle = try RawConnection(port: server.port)
    let unfinished = try RawConnection(port: server.port)
    unfinished.send("POST /v1/render HTTP/1.1\r\n\(Self.head)")
    #expect(await idle.response().closed)
    #expect(await unfinished.response().closed)
    try await server.stop()
  }

  @Test func aSilentBodyGets408ClosesAndGivesItsReservationBack() async throws {
    let server = try await RunningServer.start { $0.bodyGrace = .milliseconds(300) }
    let connection = try RawConnection(port: server.port)
    connection.send("POST /v1/render HTTP/1.1\r\n\(Self.head)Content-Length: 8000000\r\n\r\n{\"format\"")
    let (text, closed) = await connection.response()
    #expect(text.hasPrefix("HTTP/1.1 408"), "\(text)")
    #expect(text.lowercased().contains("connection: close"))
    #expect(closed)
    try await LoadAndShutdownTests.waitUntil { server.bodies.reservedBytes == 0 }
    try await server.stop()
  }

  /// Six bodies announced at the limit and then sent a byte at a time took the whole allowance
  /// (reserved by announced length), so every render was 503 for as long as they lasted. Now they
  /// hold the bytes they sent, and renders go on while they trickle (before their 408).
  @Test func trickledBodiesDoNotStarveRenders() async throws {
    let server = try await RunningServer.start {
      $0.workers = 1
      $0.queueLimit = 0
      $0.maxBodyBytes = 1 << 20
      $0.bodyGrace = .seconds(60)
    }
    let trickles = try (0..<6).map { _ in try RawConnection(port: server.port) }
    for connection in trickles {
      connection.send("POST /v1/render HTTP/1.1\r\n\(Self.head)Content-Length: \(1 << 20)\r\n\r\n ")
    }
    try await LoadAndShutdownTests.waitUntil { server.bodies.reservedBytes == 6 }
    for _ in 0..<3 {
      #expect(try await server.render(try Fixture.corpus("direct-basics")).status == 200)
      for connection in trickles { connection.send(" ") }
    }
    for connection in trickles { connection.hangUp() }
    try await server.stop()
  }

  @Test func aChunkedBodyOverTheLimitIs413() async throws {
    let server = try await RunningServer.start { $0.maxBodyBytes = 1 << 20 }
    let (chunks, source) = AsyncStream.makeStream(of: ByteBuffer.self)
    for _ in 0..<3 { source.yield(ByteBuffer(repeating: UInt8(ascii: " "), count: 512 << 10)) }
    source.finish()
    let reply = try await server.sendChunked("/v1/render", chunks)
    #expect(reply.status == 413, "\(reply.text)")
    try await server.stop()
  }

  /// A body arriving steadily (fast enough for the pace) when the shutdown begins is ended after
  /// the grace with 503, so the shutdown finishes instead of waiting for it.
  @Test func aShutdownEndsBodiesStillArriving() async throws {
    let server = try await RunningServer.start { $0.bodyGrace = .milliseconds(500) }
    let connection = try RawConnection(port: server.port)
    connection.send("POST /v1/render HTTP/1.1\r\n\(Self.head)Content-Length: 8000000\r\n\r\n")
    let sending = Task.detached {
      // 40 KB a second: above the pace, and 200 s for the whole body.
      for _ in 0..<2000 where connection.send(String(repeating: " ", count: 4096)) {
        try await Task.sleep(for: .milliseconds(100))
      }
    }
    try await LoadAndShutdownTests.waitUntil { server.bodies.reservedBytes > 0 }
    // A shutdown waiting for the body fails `stop()` after 60 s (and would hang without it).
    let stopping = Task { try await server.stop() }
    let answer = await connection.response()
    #expect(answer.text.hasPrefix("HTTP/1.1 503"), "\(answer.text)")
    try await stopping.value
    sending.cancel()
  }

  @Test func pathsNotWrittenAsTheRoutesAre404AndMakeNoMetricLabels() async throws {
    let server = try await RunningServer.start()
    // A missing media file: a render warning, counted by route.
    let body = Fixture.imageMessage("missing.png")
    for path in ["//v1/render", "/v1/render/", "/v1//render", "/v1/./render", "/v1/render///", "/x/../v1/render"] {
      let reply = try await server.send(.POST, path, body: body)
      #expect(reply.status == 404, "\(path): \(reply.status)")
    }
    #expect(try await server.send(.POST, "/v1/render", body: body).status == 200)
    let metrics = try await server.send("/metrics").text
    let routes = metrics.split(separator: "\n").filter { $0.contains("route=") }
    #expect(routes.allSatisfy { !$0.contains(#"route="//"#) && !$0.contains("render/") && !$0.contains("./") })
    #expect(metrics.contains(#"bubbles_render_warnings_total{route="/v1/render"} 1"#), "\(metrics)")
    try await server.stop()
  }

  /// A burst of one request on a cold cache: one render, and every request answered with it.
  @Test func identicalRequestsInFlightRenderOnceAndAllGetTheImage() async throws {
    let server = try await RunningServer.start {
      $0.workers = 1
      $0.queueLimit = 1
      $0.cacheBytes = 0
    }
    let hold = LoadAndShutdownTests.Hold(server)
    try await LoadAndShutdownTests.waitUntil { server.pool.isBusy }
    let body = try Fixture.corpus("direct-basics")
    let replies = Task {
      try await withThrowingTaskGroup(of: RunningServer.Reply.self) { group in
        for _ in 0..<8 { group.addTask { try await server.render(body) } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
    }
    try await LoadAndShutdownTests.waitUntil { server.inFlight.joinedCount == 7 }
    try await hold.release()
    let answered = try await replies.value
    #expect(answered.map(\.status) == Array(repeating: 200, count: 8))
    #expect(Set(answered.map(\.body)).count == 1)
    try await server.stop()
  }
}
