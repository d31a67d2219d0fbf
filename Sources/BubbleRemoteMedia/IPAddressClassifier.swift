/// Sorts an address into the special ranges `RemoteHostPolicy` refuses by default.
enum IPAddressClassifier {
  /// The range of a 4-byte IPv4 address, or `nil` for a public one.
  static func range(ipv4 bytes: [UInt8]) -> RemoteHostPolicy.AddressRange? {
    guard bytes.count == 4 else { return .unspecified }
    switch (bytes[0], bytes[1]) {
    case (127, _): return .loopback
    case (10, _), (172, 16...31), (192, 168), (100, 64...127): return .private
    case (169, 254): return .linkLocal
    case (0, _), (224...255, _): return .unspecified  // "this network", multicast, reserved, broadcast
    default: return nil
    }
  }

  /// The range of a 16-byte IPv6 address, or `nil` for a public one. IPv4-mapped and NAT64
  /// addresses are judged by the IPv4 address inside them.
  static func range(ipv6 bytes: [UInt8]) -> RemoteHostPolicy.AddressRange? {
    guard bytes.count == 16 else { return .unspecified }
    let head = bytes[0..<10]
    if head.allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff { return range(ipv4: Array(bytes[12...])) }
    if bytes[0..<12] == [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0] { return range(ipv4: Array(bytes[12...])) }
    if bytes[0..<15].allSatisfy({ $0 == 0 }) { return bytes[15] == 1 ? .loopback : .unspecified }
    switch bytes[0] {
    case 0xfc, 0xfd: return .private  // unique local fc00::/7
    case 0xfe where bytes[1] & 0xc0 == 0x80: return .linkLocal  // fe80::/10
    case 0xfe where bytes[1] & 0xc0 == 0xc0: return .private  // deprecated site-local fec0::/10
    case 0xff: return .unspecified  // multicast
    default: return nil
    }
  }
}
