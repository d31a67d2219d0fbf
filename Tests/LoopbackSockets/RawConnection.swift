import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain TCP connection to a loopback port, for tests that play clients no HTTP library would
/// be: idle, slow, HTTP/1.0, or many at once. Every call is bounded by `timeout` (connect, send
/// and receive), so a server that never answers fails the test instead of hanging it.
public final class RawConnection: @unchecked Sendable {
  public let descriptor: Int32

  public struct Failure: Error, CustomStringConvertible {
    public var operation: String
    public var code: Int32
    public var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
  }

  public init(port: Int, timeout: Duration = .seconds(20)) throws {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(operation: "socket", code: errno) }
    var limit = timeval(tv_sec: Int(timeout.components.seconds), tv_usec: 0)
    for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
      setsockopt(descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let code = errno
      Glibc.close(descriptor)
      throw Failure(operation: "connect", code: code)
    }
    self.descriptor = descriptor
  }

  deinit { Glibc.close(descriptor) }

  /// Ends the connection (its descriptor stays reserved until this goes).
  public func hangUp() { shutdown(descriptor, Int32(SHUT_RDWR)) }

  /// Sends all of `text`; `false` once the server has closed (no SIGPIPE: `MSG_NOSIGNAL`).
  @discardableResult
  public func send(_ text: String) -> Bool { send(Array(text.utf8)) }

  @discardableResult
  public func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if sent < 0 && errno == EINTR { continue }
      guard sent > 0 else { return false }
      offset += sent
    }
    return true
  }

  /// What the server sends until it closes the connection (`closed`), or until nothing came for
  /// the timeout (`closed` false).
  public func readToEnd() -> (text: String, closed: Bool) {
    let (bytes, end) = receive { _ in false }
    return (String(decoding: bytes, as: UTF8.self), end == .closed)
  }

  /// What the server sends until `marker` has come (`nil` if the connection closed or the
  /// timeout passed first). Reads no further than the chunk holding the marker.
  public func read(until marker: String) -> String? {
    let wanted = Array(marker.utf8)
    let (bytes, end) = receive { $0.contains(wanted) }
    return end == .satisfied ? String(decoding: bytes, as: UTF8.self) : nil
  }

  private enum ReadEnd { case satisfied, closed, timedOut }

  /// Reads until `isEnough` says so, the server closes, or nothing comes for the timeout.
  private func receive(until isEnough: ([UInt8]) -> Bool) -> (bytes: [UInt8], end: ReadEnd) {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while !isEnough(received) {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        received += buffer[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        // 0: the server closed; ECONNRESET: it closed with unread bytes; EAGAIN: the timeout.
        return (received, count == 0 || errno == ECONNRESET ? .closed : .timedOut)
      }
    }
    return (received, .satisfied)
  }

  /// `read(until:)` off the cooperative thread pool.
  public func response(until marker: String) async -> String? {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: self.read(until: marker)) }
    }
  }

  /// `readToEnd` off the cooperative thread pool, whose few threads a blocked read would take.
  public func response() async -> (text: String, closed: Bool) {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: self.readToEnd()) }
    }
  }
}
