import AsyncHTTPClient
import Foundation
import Testing

@testable import BubbleService

/// The pool's limits at work: workers are held busy through the pool itself (the renders stay
/// real), so what is refused and when does not depend on how fast the machine renders.
@Suite struct LoadAndShutdownTests {
  /// Holds one worker of `server` until `release()`.
  final class Hold: Sendable {
    private let releaser: AsyncStream<Void>.Continuation
    private let holding: Task<Void, any Error>

    init(_ server: RunningServer) {
      let (released, releaser) = AsyncStream.makeStream(of: Void.self)
      self.releaser = releaser
      holding = Task { try await server.pool.withWorker { _ in for await _ in released { break } } }
    }

    func release() async throws {
      releaser.finish()
      try await holding.value
    }
  }

  /// Polls `condition`; gives up after 60 s, so a broken limit fails the test instead of hanging it.
  static func waitUntil(
    _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let deadline = ContinuousClock.now + .seconds(60)
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("the condition did not hold within 60 s", sourceLocation: sourceLocation)
        throw CancellationError()
      }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  @Test func aFullQueueIs503WithRetryAfterAndTheServerStaysUp() async throws {
    let server = try await RunningServer.start {
      $0.workers = 1
      $0.queueLimit = 0
    }
    let body = try Fixture.corpus("direct-basics")
    let hold = Hold(server)
    try await Self.waitUntil { server.pool.isBusy }
    for _ in 0..<5 {
      let refused = try await server.render(body)
      #expect(refused.status == 503)
      #expect(refused.headers["retry-after"] == "1")
      #expect(refused.json["detail"] is String)
    }
    #expect(try await server.send("/health/live").status == 200)
    try await hold.release()
    #expect(try await server.render(body).status == 200)
    let metrics = try await server.send("/metrics").text
    #expect(metrics.contains(#"bubbles_http_requests_total{route="/v1/render",status="503"} 5"#))
    try await server.stop()
  }

  @Test func concurrentRendersGetOnly200Or503() async throws {
    let server = try await RunningServer.start {
      $0.workers = 1
      $0.queueLimit = 1
      // Every request renders: the cache would answer the repeats.
      $0.cacheBytes = 0
    }
    let body = Fixture.conversation(messages: 60)
    let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
      for _ in 0..<12 { group.addTask { try await server.render(body).status } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(statuses.allSatisfy { $0 == 200 || $0 == 503 })
    #expect(statuses.contains(200))
    #expect(try await server.send("/health/live").status == 200)
    try await server.stop()
  }

  @Test func aRenderWaitingPastTheDeadlineIs504() async throws {
    let server = try await RunningServer.start {
      $0.workers = 1
      $0.queueLimit = 1
      $0.deadline = .seconds(1)
    }
    let hold = Hold(server)
    try await Self.waitUntil { server.pool.isBusy }
    let waiting = Task { try await server.render(try Fixture.corpus("direct-basics")) }
    try await Self.waitUntil { server.pool.queuedCount == 1 }
    // Ordering only: the worker comes free after the waiting request's deadline.
    try await Task.sleep(for: .milliseconds(1500))
    try await hold.release()
    let reply = try await waiting.value
    #expect(reply.status == 504)
    #expect((reply.json["detail"] as? String)?.contains("deadline") == true)
    try await server.stop()
  }

  @Test func aCancelledWaitingRequestLeavesTheQueue() async throws {
    let server = try await RunningServer.start {
      $0.workers = 1
      $0.queueLimit = 1
    }
    let hold = Hold(server)
    try await Self.waitUntil { server.pool.isBusy }
    let waiting = Task { try await server.pool.withWorker { _ in Issue.record("a cancelled request got a worker") } }
    try await Self.waitUntil { server.pool.queuedCount == 1 }
    waiting.cancel()
    await #expect(throws: CancellationError.self) { try await waiting.value }
    #expect(server.pool.queuedCount == 0)
    try await hold.release()
    #expect(try await server.render(try Fixture.corpus("direct-basics")).status == 200)
    try await server.stop()
  }

  @Test func gracefulShutdownFinishesAcceptedRendersAndRefusesNewOnes() async throws {
    let server = try await RunningServer.start {
      $0.workers = 1
      $0.queueLimit = 1
    }
    let body = try Fixture.corpus("direct-basics")
    let hold = Hold(server)
    try await Self.waitUntil { server.pool.isBusy }
    let accepted = Task { try await server.render(body) }
    try await Self.waitUntil { server.pool.queuedCount == 1 }
    let stopping = Task { try await server.stop() }
    try await Self.waitUntil { server.pool.isDraining }
    #expect(try await server.send("/health/ready").status == 503)
    #expect(try await server.render(body).status == 503)
    try await hold.release()
    #expect(try await accepted.value.status == 200)
    try await stopping.value
  }
}
