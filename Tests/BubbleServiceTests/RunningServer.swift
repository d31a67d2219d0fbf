import AsyncHTTPClient
import BubbleCore
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import ServiceLifecycle
import Testing

@testable import BubbleService

/// The real server on a free loopback port (port 0), run until `stop()` shuts it down gracefully.
struct RunningServer {
  let port: Int
  let group: ServiceGroup
  let pool: RenderWorkerPool
  let bodies: BodyAllowance
  let inFlight: InFlightRenders
  /// The themes it serves; `reload()` does what SIGHUP does.
  let themes: ThemeLibrary
  let running: Task<Void, any Error>

  static func start(_ configure: (inout ServiceConfiguration) -> Void = { _ in }) async throws -> RunningServer {
    var configuration = ServiceConfiguration(port: 0, workers: 2)
    configure(&configuration)
    #expect(configuration.problems == [])
    var logger = Logger(label: "bubbles.serve.tests")
    logger.logLevel = .warning
    let (ports, announce) = AsyncStream.makeStream(of: Int.self)
    let parts = BubbleServer.buildServer(
      configuration, themes: try ThemeLibrary(folder: configuration.themesFolder), logger: logger,
      gracefulShutdownSignals: [], onServerRunning: { announce.yield($0) })
    let running = Task { try await parts.group.run() }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { throw ServerDidNotStart() }
    return RunningServer(
      port: port, group: parts.group, pool: parts.pool, bodies: parts.bodies, inFlight: parts.inFlight,
      themes: parts.themes, running: running)
  }

  struct ServerDidNotStart: Error {}

  /// Shuts down gracefully; a shutdown that has not ended after 60 s is a failure, and the
  /// group is cancelled so the test ends instead of hanging.
  func stop(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    await group.triggerGracefulShutdown()
    let ended = Locked(false)
    let waiting = Task {
      try await running.value
      ended.withLock { $0 = true }
    }
    for _ in 0..<600 where !ended.withLock({ $0 }) {
      try await Task.sleep(for: .milliseconds(100))
    }
    guard ended.withLock({ $0 }) else {
      Issue.record("the graceful shutdown did not end within 60 s", sourceLocation: sourceLocation)
      running.cancel()
      return
    }
    try await waiting.value
  }

  struct Reply {
    var status: Int
    /// Each field's lines, by lowercased name.
    var fields: [String: [String]]
    var body: [UInt8]

    /// A field's value; a field sent on several lines is their values joined with ", " (RFC 9110 5.3).
    var headers: [String: String] { fields.mapValues { $0.joined(separator: ", ") } }

    var text: String { String(decoding: body, as: UTF8.self) }
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:] }
    var details: [[String: Any]] { json["errors"] as? [[String: Any]] ?? [] }
    /// The problem type's name: "invalid-options" for "/problems/invalid-options".
    var problem: String? { (json["type"] as? String)?.split(separator: "/").last.map(String.init) }
  }

  func send(_ path: String) async throws -> Reply {
    try await send(.GET, path)
  }

  func send(
    _ method: HTTPMethod, _ path: String, body: [UInt8]? = nil, contentType: String? = "application/json",
    headers: [String: String] = [:]
  ) async throws -> Reply {
    var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
    request.method = method
    if let body {
      request.body = .bytes(ByteBuffer(bytes: body))
      if let contentType { request.headers.add(name: "Content-Type", value: contentType) }
    }
    for (name, value) in headers { request.headers.add(name: name, value: value) }
    let response = try await HTTPClient.shared.execute(request, timeout: .seconds(120))
    var replyHeaders: [String: [String]] = [:]
    for header in response.headers { replyHeaders[header.name.lowercased(), default: []].append(header.value) }
    let bytes = try await response.body.collect(upTo: 64 << 20)
    return Reply(status: Int(response.status.code), fields: replyHeaders, body: Array(bytes.readableBytesView))
  }

  /// A POST whose body of `length` bytes arrives as `chunks` yields it, so a test can hold it half sent.
  func send(_ path: String, streaming chunks: AsyncStream<ByteBuffer>, length: Int) async throws -> Reply {
    try await send(path, chunks, length: .known(length))
  }

  /// The same with no `Content-Length` (chunked transfer encoding).
  func sendChunked(_ path: String, _ chunks: AsyncStream<ByteBuffer>) async throws -> Reply {
    try await send(path, chunks, length: .unknown)
  }

  private func send(_ path: String, _ chunks: AsyncStream<ByteBuffer>, length: HTTPClientRequest.Body.Length)
    async throws -> Reply
  {
    var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)\(path)")
    request.method = .POST
    request.headers.add(name: "Content-Type", value: "application/json")
    request.body = .stream(chunks, length: length)
    let response = try await HTTPClient.shared.execute(request, timeout: .seconds(120))
    let bytes = try await response.body.collect(upTo: 64 << 20)
    var replyHeaders: [String: [String]] = [:]
    for header in response.headers { replyHeaders[header.name.lowercased(), default: []].append(header.value) }
    return Reply(status: Int(response.status.code), fields: replyHeaders, body: Array(bytes.readableBytesView))
  }

  func render(_ body: [UInt8], query: String = "") async throws -> Reply {
    try await send(.POST, "/v1/render" + query, body: body)
  }
}

enum Fixture {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func corpus(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: root.appendingPathComponent("Examples/corpus/\(name).json")))
  }

  /// A valid conversation of `count` text messages, as long as a render should take a while.
  static func conversation(messages count: Int, text: String = "Hello there, how are you today?") -> [UInt8] {
    let messages = (0..<count).map { index in
      #"{"id":"m\#(index)","from":"\#(index % 2 == 0 ? "a" : "b")","time":"2024-05-01T10:\#(String(format: "%02d", index % 60)):00Z","text":"\#(text) \#(index)"}"#
    }
    let json =
      #"{"format":"bubbles/1","me":"a","participants":[{"id":"a","name":"Ann"},{"id":"b","name":"Bob"}],"messages":["#
      + messages.joined(separator: ",") + "]}"
    return Array(json.utf8)
  }

  /// One image message whose source is `path`.
  static func imageMessage(_ path: String) -> [UInt8] {
    let json =
      #"{"format":"bubbles/1","me":"a","participants":[{"id":"a","name":"Ann"}],"messages":["#
      + #"{"id":"1","from":"a","time":"2024-05-01T10:00:00Z","media":{"type":"image","src":"\#(path)","width":100,"height":100}}]}"#
    return Array(json.utf8)
  }
}
