import Foundation
import NIOCore
import Testing

@testable import BubbleService

/// Bodies being read or rendered are held within `BodyAllowance` by the bytes received: clients
/// that send large bodies slowly cannot make the service hold more, whatever their number.
@Suite struct BodyAllowanceTests {
  /// A valid conversation padded with spaces (still valid JSON) to exactly `length` bytes.
  static func padded(to length: Int) -> [UInt8] {
    let conversation = Fixture.conversation(messages: 3)
    return conversation + [UInt8](repeating: UInt8(ascii: " "), count: length - conversation.count)
  }

  @Test func bodiesBeyondTheAllowanceAre503AndTheHeldOnesFinish() async throws {
    let server = try await RunningServer.start {
      $0.workers = 1
      $0.queueLimit = 1
      $0.maxBodyBytes = 1 << 20
    }
    // max(4, 2 x (1 + 1)) bodies of 1 MiB.
    #expect(server.bodies.capacity == 4 << 20)
    let length = 1 << 20
    let sent = length - 1000
    let body = Self.padded(to: length)
    var feeders: [AsyncStream<ByteBuffer>.Continuation] = []
    var uploads: [Task<RunningServer.Reply, any Error>] = []
    for _ in 0..<4 {
      let (chunks, feeder) = AsyncStream.makeStream(of: ByteBuffer.self)
      feeder.yield(ByteBuffer(bytes: body.prefix(sent)))
      feeders.append(feeder)
      uploads.append(Task { try await server.send("/v1/validate", streaming: chunks, length: length) })
    }
    // The bytes received are held, not the bytes announced.
    try await LoadAndShutdownTests.waitUntil { server.bodies.reservedBytes == 4 * sent }
    let small = try Fixture.corpus("direct-basics")
    // 4,000 bytes are left: a body announcing more is refused at once.
    let refused = try await server.send(.POST, "/v1/validate", body: Self.padded(to: 64 << 10))
    #expect(refused.status == 503)
    #expect(refused.headers["retry-after"] == "1")
    #expect((refused.json["detail"] as? String)?.contains("request bodies") == true)
    #expect(try await server.send("/health/live").status == 200)
    for feeder in feeders {
      feeder.yield(ByteBuffer(bytes: body.dropFirst(sent)))
      feeder.finish()
    }
    for upload in uploads { #expect(try await upload.value.status == 200) }
    #expect(server.bodies.reservedBytes == 0)
    #expect(try await server.send(.POST, "/v1/validate", body: small).status == 200)
    try await server.stop()
  }

  @Test func aBodyHoldsOnlyTheBytesItHasSent() async throws {
    let server = try await RunningServer.start { $0.maxBodyBytes = 1 << 20 }
    let (chunks, feeder) = AsyncStream.makeStream(of: ByteBuffer.self)
    let small = try Fixture.corpus("direct-basics")
    feeder.yield(ByteBuffer(bytes: small.prefix(10)))
    let upload = Task { try await server.sendChunked("/v1/validate", chunks) }
    try await LoadAndShutdownTests.waitUntil { server.bodies.reservedBytes == 10 }
    feeder.yield(ByteBuffer(bytes: small.dropFirst(10)))
    feeder.finish()
    #expect(try await upload.value.status == 200)
    #expect(server.bodies.reservedBytes == 0)
    try await server.stop()
  }
}
