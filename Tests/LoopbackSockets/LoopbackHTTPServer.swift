import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real HTTP server on 127.0.0.1 for tests: answers every request with one fixed response,
/// or with the response routed to its path, each client on its own thread (so slow answers
/// overlap), until stopped.
public final class LoopbackHTTPServer: @unchecked Sendable {
  public let port: UInt16
  private let socketDescriptor: Int32
  /// The response to a request's path (with its query).
  private let route: @Sendable (String) -> Response
  private let lock = NSLock()
  private var sent = 0
  private var answering = 0
  private var mostAnswering = 0
  private var paths: [String] = []

  /// One answer: its bytes, headers included, and the seconds it waits before its first byte.
  public struct Response: Sendable {
    public var bytes: [UInt8]
    public var delay: Double = 0

    /// `headers` are extra lines ("Location: http://..."); without `declaresLength` the body
    /// runs until the connection closes, so only a streaming cap can stop it.
    public init(
      status: Int = 200, body: [UInt8], contentType: String = "image/png", headers: [String] = [],
      delay: Double = 0, declaresLength: Bool = true
    ) {
      let lengthLine = declaresLength ? "Content-Length: \(body.count)\r\n" : ""
      let extra = headers.map { $0 + "\r\n" }.joined()
      let header =
        "HTTP/1.1 \(status) X\r\nContent-Type: \(contentType)\r\n\(lengthLine)\(extra)Connection: close\r\n\r\n"
      bytes = Array(header.utf8) + body
      self.delay = delay
    }
  }

  public convenience init(
    status: Int = 200, body: [UInt8], contentType: String = "image/png", headers: [String] = [],
    delay: Double = 0, declaresLength: Bool = true
  ) throws {
    let response = Response(
      status: status, body: body, contentType: contentType, headers: headers, delay: delay,
      declaresLength: declaresLength)
    try self.init { _ in response }
  }

  /// Answers each request with `route(path)`, the path as the request line has it (`/a?b=c`).
  public init(route: @escaping @Sendable (String) -> Response) throws {
    self.route = route
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    socketDescriptor = descriptor
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(descriptor, 8) == 0 else { throw CocoaError(.fileReadUnknown) }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  public var url: String { url("image.png") }

  public func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

  /// Bytes written to clients so far, headers included.
  public var bytesSent: Int { lock.withLock { sent } }

  /// The paths requested so far, in the order they arrived.
  public var requestedPaths: [String] { lock.withLock { paths } }

  /// The most requests answered at the same time so far.
  public var mostConcurrentRequests: Int { lock.withLock { mostAnswering } }

  /// Wakes the serving thread, which closes the socket itself: closing it here could let
  /// the descriptor number be reused by another server while this thread still accepts on it.
  public func stop() {
    shutdown(socketDescriptor, Int32(SHUT_RDWR))
  }

  private func serve() {
    defer { close(socketDescriptor) }
    while true {
      let client = accept(socketDescriptor, nil, nil)
      guard client >= 0 else { return }
      Thread { [self] in answer(client) }.start()
    }
  }

  private func answer(_ client: Int32) {
    lock.withLock {
      answering += 1
      mostAnswering = max(mostAnswering, answering)
    }
    defer {
      close(client)
      lock.withLock { answering -= 1 }
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(client, &buffer, buffer.count)
    // "GET /path HTTP/1.1": the second word of the first line.
    let requestLine = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).prefix { $0 != "\r" }
    let path = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? ""
    lock.withLock { paths.append(path) }
    let answer = route(path)
    let response = answer.bytes
    if answer.delay > 0 { Thread.sleep(forTimeInterval: answer.delay) }
    var offset = 0
    while offset < response.count {
      // Small writes, so a client that stops reading stops the server soon after.
      let end = min(response.count, offset + 16_384)
      let written = response[offset..<end].withUnsafeBytes {
        send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written <= 0 { break }
      offset += written
      lock.withLock { sent += written }
    }
  }
}
