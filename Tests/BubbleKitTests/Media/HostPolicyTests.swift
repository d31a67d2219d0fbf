import Testing

@testable import BubbleRemoteMedia

/// Which addresses the default host policy refuses, IPv4 and IPv6 alike.
@Suite struct HostPolicyTests {
  @Test(
    arguments: [
      ([127, 0, 0, 1], "loopback"), ([10, 2, 3, 4], "private"), ([172, 20, 0, 1], "private"),
      ([192, 168, 0, 9], "private"), ([100, 64, 0, 1], "private"), ([169, 254, 169, 254], "linkLocal"),
      ([0, 0, 0, 0], "unspecified"), ([224, 0, 0, 1], "unspecified"), ([255, 255, 255, 255], "unspecified"),
    ] as [([UInt8], String)])
  func specialIPv4Ranges(address: [UInt8], range: String) {
    #expect(IPAddressClassifier.range(ipv4: address)?.rawValue == range)
  }

  @Test func publicIPv4AddressesPass() {
    for address: [UInt8] in [[93, 184, 216, 34], [8, 8, 8, 8], [172, 32, 0, 1], [100, 128, 0, 1]] {
      #expect(IPAddressClassifier.range(ipv4: address) == nil, "\(address)")
    }
  }

  /// Every IPv6 form that carries an IPv4 address reaches that address, so it is judged by it:
  /// before, `::127.0.0.1`, `::ffff:0:10.0.0.1`, `2002:c0a8::`, the NAT64 local-use prefix and
  /// Teredo passed as public.
  static let embeddingForms: [(name: String, embed: @Sendable ([UInt8]) -> [UInt8])] = [
    ("IPv4-mapped ::ffff:a.b.c.d", { [UInt8](repeating: 0, count: 10) + [0xff, 0xff] + $0 }),
    ("IPv4-compatible ::a.b.c.d", { [UInt8](repeating: 0, count: 12) + $0 }),
    ("IPv4-translated ::ffff:0:a.b.c.d", { [UInt8](repeating: 0, count: 8) + [0xff, 0xff, 0, 0] + $0 }),
    ("NAT64 64:ff9b::a.b.c.d", { [0, 0x64, 0xff, 0x9b] + [UInt8](repeating: 0, count: 8) + $0 }),
    ("NAT64 local-use 64:ff9b:1::a.b.c.d", { [0, 0x64, 0xff, 0x9b, 0, 1] + [UInt8](repeating: 0, count: 6) + $0 }),
    (
      "NAT64 local-use /48, 64:ff9b:1:AB:0:CD00::",
      { [0, 0x64, 0xff, 0x9b, 0, 1, $0[0], $0[1], 0, $0[2], $0[3], 0, 0, 0, 0, 0] }
    ),
    ("6to4 2002:AB:CD::", { [0x20, 0x02] + $0 + [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }),
    (
      "Teredo 2001:0:SERVER::CLIENT-inverted",
      { [0x20, 0x01, 0, 0, 8, 8, 8, 8, 0, 0, 0xff, 0xff] + $0.map { $0 ^ 0xff } }
    ),
  ]

  static let embeddedAddresses: [([UInt8], RemoteHostPolicy.AddressRange?)] = [
    ([127, 0, 0, 1], .loopback), ([10, 1, 2, 3], .private), ([192, 168, 1, 20], .private),
    ([169, 254, 169, 254], .linkLocal), ([93, 184, 216, 34], nil),
  ]

  @Test(.serialized, arguments: HostPolicyTests.embeddingForms.indices, HostPolicyTests.embeddedAddresses.indices)
  func embeddedIPv4IsJudgedByItself(form: Int, address: Int) {
    let (name, embed) = Self.embeddingForms[form]
    let (ipv4, range) = Self.embeddedAddresses[address]
    let ipv6 = embed(ipv4)
    #expect(ipv6.count == 16, "\(name)")
    if name.contains("local-use"), range == nil {
      // Serves one network's own hosts: refused whatever it carries, a public address included.
      #expect(IPAddressClassifier.range(ipv6: ipv6) != nil, "\(name) of \(ipv4)")
    } else {
      #expect(IPAddressClassifier.range(ipv6: ipv6) == range, "\(name) of \(ipv4)")
    }
  }

  @Test func ipv6RangesIncludingEmbeddedIPv4() {
    func v6(_ head: [UInt8], tail: [UInt8] = []) -> [UInt8] {
      head + [UInt8](repeating: 0, count: 16 - head.count - tail.count) + tail
    }
    #expect(IPAddressClassifier.range(ipv6: v6([], tail: [1])) == .loopback)
    #expect(IPAddressClassifier.range(ipv6: v6([])) == .unspecified)
    #expect(IPAddressClassifier.range(ipv6: v6([0xfe, 0x80])) == .linkLocal)
    #expect(IPAddressClassifier.range(ipv6: v6([0xfd, 0x12])) == .private)
    #expect(IPAddressClassifier.range(ipv6: v6([0xff, 0x02])) == .unspecified)
    // ::ffff:127.0.0.1 and 64:ff9b::10.0.0.1 are judged by the IPv4 address inside.
    #expect(IPAddressClassifier.range(ipv6: v6([], tail: [0xff, 0xff, 127, 0, 0, 1])) == .loopback)
    #expect(IPAddressClassifier.range(ipv6: v6([0x00, 0x64, 0xff, 0x9b], tail: [10, 0, 0, 1])) == .private)
    #expect(IPAddressClassifier.range(ipv6: v6([0x20, 0x01, 0x0d, 0xb8], tail: [1])) == nil)
  }
}
