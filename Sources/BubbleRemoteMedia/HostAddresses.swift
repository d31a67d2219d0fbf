import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Every address a host name resolves to (IPv4 and IPv6), as raw bytes.
enum HostAddresses {
  enum Address: Equatable {
    case ipv4([UInt8])
    case ipv6([UInt8])

    var range: RemoteHostPolicy.AddressRange? {
      switch self {
      case .ipv4(let bytes): IPAddressClassifier.range(ipv4: bytes)
      case .ipv6(let bytes): IPAddressClassifier.range(ipv6: bytes)
      }
    }

    var isIPv4: Bool {
      if case .ipv4 = self { true } else { false }
    }

    /// The address as text ("93.184.216.34", "2606:2800::1"), to connect to it by number.
    var literal: String {
      switch self {
      case .ipv4(let bytes): return bytes.map(String.init).joined(separator: ".")
      case .ipv6(let bytes):
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        _ = bytes.withUnsafeBytes { inet_ntop(AF_INET6, $0.baseAddress, &text, socklen_t(text.count)) }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    }
  }

  /// Resolves on a thread of its own: `getaddrinfo` blocks, and neither Swift's cooperative
  /// pool nor Dispatch's global queues (the same few threads on Linux) should wait on DNS.
  /// Cancelled (the fetch timed out), it returns no address at once; the thread finishes alone.
  static func resolve(_ host: String) async -> [Address] {
    let answer = OneAnswer()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        answer.wait(with: continuation)
        Thread { answer.give(lookUp(host)) }.start()
      }
    } onCancel: {
      answer.give([])
    }
  }

  /// Resumes the waiting task with the first answer given, lookup or cancellation.
  private final class OneAnswer: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var continuation: CheckedContinuation<[Address], Never>?
    private var early: [Address]?

    func wait(with continuation: CheckedContinuation<[Address], Never>) {
      let given: [Address]? = lock.withLock {
        if early == nil { self.continuation = continuation }
        return early
      }
      if let given { continuation.resume(returning: given) }
    }

    func give(_ addresses: [Address]) {
      let waiting: CheckedContinuation<[Address], Never>? = lock.withLock {
        defer { continuation = nil }
        if continuation == nil, early == nil { early = addresses }
        return continuation
      }
      waiting?.resume(returning: addresses)
    }
  }

  private static func lookUp(_ host: String) -> [Address] {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, nil, &hints, &list) == 0, let first = list else { return [] }
    defer { freeaddrinfo(first) }
    var addresses: [Address] = []
    for entry in sequence(first: first, next: { $0.pointee.ai_next }) {
      guard let raw = entry.pointee.ai_addr else { continue }
      switch Int32(raw.pointee.sa_family) {
      case AF_INET:
        let address = raw.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
        addresses.append(.ipv4(withUnsafeBytes(of: address) { Array($0) }))
      case AF_INET6:
        let address = raw.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
        addresses.append(.ipv6(withUnsafeBytes(of: address) { Array($0) }))
      default:
        continue
      }
    }
    return addresses
  }
}
