import BubbleKit
import Foundation
import LoopbackSockets
import Testing

@testable import BubbleRemoteMedia

/// Policies a service builds from its own settings, outside the values the defaults use.
extension RemoteMediaTests {
  /// A negative redirect count follows none: the first answer is used.
  @Test func aNegativeRedirectLimitFollowsNone() async throws {
    let target = try LoopbackHTTPServer(body: Self.avatar)
    defer { target.stop() }
    let hop = try LoopbackHTTPServer(status: 302, body: [], headers: ["Location: \(target.url)"])
    defer { hop.stop() }
    var policy = Self.loopback
    policy.maxRedirects = -1
    #expect(try await Self.fetch(target.url, policy: policy).get() == Self.avatar)
    #expect(Self.problem(await Self.fetch(hop.url, policy: policy))?.contains("more than 0 redirects") == true)
  }

  /// A cap is named as every byte limit is (`formatByteCount`): a cap below a mebibyte is not
  /// "0 MiB".
  @Test func aCapBelowAMebibyteIsNamedInBytes() async throws {
    var capped = Self.loopback
    capped.maxBytes = 100_000
    let large = try LoopbackHTTPServer(body: [UInt8](repeating: 7, count: 200_000))
    defer { large.stop() }
    #expect(Self.problem(await Self.fetch(large.url, policy: capped)) == "the image is larger than 100000 bytes")
    let resolver = MediaResolver(baseDirectory: nil, maxBytes: 16)
    let big = "data:image/png;base64," + String(repeating: "AAAA", count: 100)
    #expect(Self.problem(resolver.bytes(for: .dataURI(big))) == "data URI is larger than 16 bytes")
    #expect(formatByteCount(32 << 20) == "32 MiB", "as the default caps were named")
  }
}
