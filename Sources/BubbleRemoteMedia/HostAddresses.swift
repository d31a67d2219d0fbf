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
  }

  /// Resolves on a thread of its own: `getaddrinfo` blocks, and neither Swift's cooperative
  /// pool nor Dispatch's global queues (the same few threads on Linux) should wait on DNS.
  static func resolve(_ host: String) async -> [Address] {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: lookUp(host)) }.start()
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
