import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A real HTTP server on 127.0.0.1 for tests: answers every request with one
/// fixed response, on a background thread, until stopped.
final class LoopbackHTTPServer: @unchecked Sendable {
  let port: UInt16
  private let socketDescriptor: Int32
  private let response: [UInt8]

  init(status: Int = 200, body: [UInt8], contentType: String = "image/png") throws {
    let header =
      "HTTP/1.1 \(status) X\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
    response = Array(header.utf8) + body
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

  var url: String { "http://127.0.0.1:\(port)/image.png" }

  /// Wakes the serving thread, which closes the socket itself: closing it here could let
  /// the descriptor number be reused by another server while this thread still accepts on it.
  func stop() {
    shutdown(socketDescriptor, Int32(SHUT_RDWR))
  }

  private func serve() {
    defer { close(socketDescriptor) }
    while true {
      let client = accept(socketDescriptor, nil, nil)
      guard client >= 0 else { return }
      var buffer = [UInt8](repeating: 0, count: 4096)
      _ = read(client, &buffer, buffer.count)
      var sent = 0
      while sent < response.count {
        let written = response[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
        if written <= 0 { break }
        sent += written
      }
      close(client)
    }
  }
}
