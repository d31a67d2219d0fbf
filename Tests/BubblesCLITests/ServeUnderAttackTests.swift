import Foundation
import LoopbackSockets
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `bubbles serve` as a process under the hostile clients of issue 24: thousands of idle and slow
/// connections, a low descriptor limit, a hang-up signal with a render in flight (since issue 27
/// it reloads themes rather than shutting down).
@Suite("bubbles serve under attack", .serialized)
struct ServeUnderAttackTests {
  typealias Server = ServeCommandTests.Server

  /// Descriptors the server holds now.
  static func descriptors(of server: Server) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(server.process.processIdentifier)/fd").count) ?? 0
  }

  /// This test process holds one end of every connection it opens.
  static func raiseOwnDescriptorLimit() -> Int {
    var limit = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    limit.rlim_cur = limit.rlim_max
    setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    return Int(clamping: min(limit.rlim_cur, 1 << 20))
  }

  /// With `ulimit -n 256`, 300 idle connections and a few renders killed it with SIGILL
  /// (libdispatch traps when it cannot open `/proc/<tid>/stat`).
  @Test("at a descriptor limit of 256, 300 idle connections and renders: it stays up and answers")
  func aLowDescriptorLimitIsNotACrash() async throws {
    _ = Self.raiseOwnDescriptorLimit()
    let server = try await Server.start(
      ["--workers", "1", "--idle-timeout", "2", "--cache-mb", "0"], descriptorLimit: 256)
    let idle = try (0..<300).map { _ in try RawConnection(port: server.port) }
    for request in 0..<3 {
      #expect(try await server.post("/v1/render?scale=1", ServeCommandTests.body(request, length: 0)) == 200)
      #expect(Self.descriptors(of: server) <= 256)
    }
    #expect(server.process.isRunning)
    withExtendedLifetime(idle) {}
    server.process.send(SIGTERM)
    let end = try await server.process.finish(timeout: .seconds(60))
    #expect(end.exited && end.status == 0, "\(server.process.stderr.suffix(2000))")
  }

  @Test("SIGHUP does not stop it: the render in flight is answered, it says there is nothing to reload, serves on")
  func hangUpKeepsServing() async throws {
    let server = try await Server.start(["--workers", "1", "--cache-mb", "0"])
    let messages = (0..<1500).map { index in
      #"{ "id": "m\#(index)", "from": "\#(index % 2 == 0 ? "me" : "ann")", "time": "2026-11-21T09:00:00Z", "text": "Line \#(index) of a long chat that takes a while to lay out" }"#
    }
    let long = Data(ChatJSON.document(messages).utf8)
    let render = Task { try await server.post("/v1/render?scale=1&format=pdf", long) }
    var busy = false
    for _ in 0..<600 where !busy {
      busy = try await server.get("/metrics").text.contains("bubbles_render_workers_busy 1")
      if !busy { try await Task.sleep(for: .milliseconds(10)) }
    }
    #expect(busy)
    server.process.send(SIGHUP)
    #expect(try await render.value == 200)
    #expect(try await server.process.waitForStderr(containing: "nothing to reload (no --themes-dir)"))
    #expect(server.process.isRunning)
    #expect(try await server.get("/health/ready").status == 200)
    server.process.send(SIGTERM)
    let end = try await server.process.finish(timeout: .seconds(60))
    #expect(end.exited && end.status == 0, "\(server.process.stderr.suffix(2000))")
  }

  /// A bounded soak: idle connections held open, slow bodies reconnecting as they are cut off,
  /// and good renders one after another all the while. Prints the figures docs/robustness.md
  /// records.
  @Test("a soak of idle and slow connections: every good render succeeds, descriptors stay bounded")
  func soakOfIdleAndSlowConnections() async throws {
    let ownLimit = Self.raiseOwnDescriptorLimit()
    let idleCount = max(100, min(2000, ownLimit / 2 - 200))
    let server = try await Server.start(["--workers", "2", "--cache-mb", "0", "--max-body-mb", "1"])
    let idle = try (0..<idleCount).map { _ in try RawConnection(port: server.port) }
    let slow = SlowBodies(port: server.port, count: 50)
    let trickling = Task.detached { try await slow.run() }
    var latencies: [Double] = []
    var statuses: [Int: Int] = [:]
    let soakEnd = ContinuousClock.now + .seconds(12)
    var request = 0
    var peakDescriptors = 0
    while ContinuousClock.now < soakEnd {
      let started = ContinuousClock.now
      let status = try await server.post("/v1/render?scale=1", ServeCommandTests.body(request, length: 0))
      latencies.append(Double((ContinuousClock.now - started) / .microseconds(1)) / 1000)
      statuses[status, default: 0] += 1
      peakDescriptors = max(peakDescriptors, Self.descriptors(of: server))
      request += 1
      // Room for the other suites running meanwhile.
      try await Task.sleep(for: .milliseconds(20))
    }
    trickling.cancel()
    let memory = try server.memory()
    latencies.sort()
    print(
      "soak: \(idleCount) idle + 50 slow connections, \(request) renders \(statuses), "
        + "latency median \(latencies[latencies.count / 2]) ms, max \(latencies.last ?? 0) ms, "
        + "descriptors peak \(peakDescriptors), RSS \(memory.resident >> 10) MB, peak \(memory.peak >> 10) MB, "
        + "slow bodies cut \(slow.cutCount)")
    #expect(statuses == [200: request], "\(statuses)")
    #expect(slow.cutCount > 0)
    #expect(peakDescriptors < idleCount + 50 + 200)
    withExtendedLifetime(idle) {}
    server.process.send(SIGTERM)
    let end = try await server.process.finish(timeout: .seconds(60))
    #expect(end.exited && end.status == 0, "\(server.process.stderr.suffix(2000))")
  }
}

/// Clients announcing a 1 MB body and sending a byte a second; when the server cuts one off
/// (408), it connects again.
final class SlowBodies: @unchecked Sendable {
  let port: Int
  let count: Int
  private let lock = NSLock()
  private var cuts = 0

  init(port: Int, count: Int) {
    self.port = port
    self.count = count
  }

  var cutCount: Int { lock.withLock { cuts } }

  private func open() throws -> RawConnection {
    let connection = try RawConnection(port: port)
    connection.send(
      "POST /v1/render HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1048576\r\n\r\n"
    )
    return connection
  }

  func run() async throws {
    var connections = try (0..<count).map { _ in try open() }
    while !Task.isCancelled {
      for index in connections.indices where !connections[index].send(" ") {
        lock.withLock { cuts += 1 }
        connections[index] = try open()
      }
      try await Task.sleep(for: .seconds(1))
    }
  }
}
