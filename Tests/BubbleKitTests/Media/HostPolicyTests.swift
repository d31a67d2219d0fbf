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
