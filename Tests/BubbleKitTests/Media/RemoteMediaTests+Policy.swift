import BubbleKit
import Foundation
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
}
