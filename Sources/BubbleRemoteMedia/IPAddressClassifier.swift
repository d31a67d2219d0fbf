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

  /// The range of a 16-byte IPv6 address, or `nil` for a public one. An address that carries an
  /// IPv4 address (`embeddedIPv4`) is judged by it: every one of those forms reaches that
  /// address, so `::127.0.0.1` is loopback as `127.0.0.1` is.
  static func range(ipv6 bytes: [UInt8]) -> RemoteHostPolicy.AddressRange? {
    guard bytes.count == 16 else { return .unspecified }
    if bytes[0..<15].allSatisfy({ $0 == 0 }) { return bytes[15] == 1 ? .loopback : .unspecified }
    if isLocalUseNAT64(bytes) {
      // Where the IPv4 address sits depends on the translator's prefix length, and the prefix
      // serves one network's own hosts: never public, whatever it carries.
      return embeddedIPv4(bytes).lazy.compactMap { range(ipv4: $0) }.first ?? .private
    }
    if let embedded = embeddedIPv4(bytes).first { return range(ipv4: embedded) }
    switch bytes[0] {
    case 0xfc, 0xfd: return .private  // unique local fc00::/7
    case 0xfe where bytes[1] & 0xc0 == 0x80: return .linkLocal  // fe80::/10
    case 0xfe where bytes[1] & 0xc0 == 0xc0: return .private  // deprecated site-local fec0::/10
    case 0xff: return .unspecified  // multicast
    default: return nil
    }
  }

  /// `64:ff9b:1::/48`, NAT64's local-use prefix (RFC 8215).
  static func isLocalUseNAT64(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0x00, 0x64, 0xff, 0x9b, 0x00, 0x01])
  }

  /// The IPv4 addresses an IPv6 address carries, when it is one of the forms that do: IPv4-mapped
  /// `::ffff:0:0/96`, IPv4-compatible `::/96`, IPv4-translated `::ffff:0:0:0/96`, NAT64
  /// `64:ff9b::/96` and its local-use `64:ff9b:1::/48` (RFC 8215; the IPv4 address at any of RFC
  /// 6052's places for a prefix of 48 to 96 bits), 6to4 `2002::/16` and Teredo `2001::/32` (the
  /// client's address, its bits inverted). Empty for any other address.
  static func embeddedIPv4(_ bytes: [UInt8]) -> [[UInt8]] {
    let last = Array(bytes[12..<16])
    let zeros = { (range: Range<Int>) in bytes[range].allSatisfy { $0 == 0 } }
    switch bytes.prefix(4) {
    case [0, 0, 0, 0] where zeros(4..<10) && bytes[10] == 0xff && bytes[11] == 0xff: return [last]  // mapped
    case [0, 0, 0, 0] where zeros(4..<12): return [last]  // compatible
    case [0, 0, 0, 0] where zeros(4..<8) && bytes[8] == 0xff && bytes[9] == 0xff && zeros(10..<12):
      return [last]  // translated
    case [0x00, 0x64, 0xff, 0x9b] where zeros(4..<12): return [last]  // NAT64 well-known
    case [0x00, 0x64, 0xff, 0x9b] where bytes[4] == 0 && bytes[5] == 1:
      // The /96 place first, then /48, /56 and /64; a place holding zeros carries nothing.
      let places = [[12, 13, 14, 15], [6, 7, 9, 10], [7, 9, 10, 11], [9, 10, 11, 12]].map { $0.map { bytes[$0] } }
      return places.filter { $0 != [0, 0, 0, 0] }
    case [0x20, 0x01, 0x00, 0x00]: return [last.map { $0 ^ 0xff }]  // Teredo
    default:
      if bytes[0] == 0x20 && bytes[1] == 0x02 { return [Array(bytes[2..<6])] }  // 6to4
      return []
    }
  }
}
