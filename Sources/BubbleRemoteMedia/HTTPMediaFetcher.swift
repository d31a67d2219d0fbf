import AsyncHTTPClient
import BubbleKit
import Foundation
import NIOCore

/// Fetches http(s) media with AsyncHTTPClient under a `RemoteHostPolicy`: every hop's host is
/// resolved and each of its addresses checked before the request, and the connection goes to
/// an address that was checked (a host that resolves elsewhere a moment later, as in DNS
/// rebinding, is not asked again); redirects are followed here (not by the client) so each
/// is checked too, and the body is abandoned once over the cap.
///
/// Each hop has its own client, pinned to the checked address and shut down after the body:
/// nothing outlives a fetch.
public final class HTTPMediaFetcher: RemoteMediaFetching {
  public let policy: RemoteHostPolicy
  /// Host name to addresses: the system's resolver, or a test's.
  private let resolve: @Sendable (String) async -> [HostAddresses.Address]

  public convenience init(policy: RemoteHostPolicy = RemoteHostPolicy()) {
    self.init(policy: policy, resolver: { await HostAddresses.resolve($0) })
  }

  init(policy: RemoteHostPolicy, resolver: @escaping @Sendable (String) async -> [HostAddresses.Address]) {
    self.policy = policy
    resolve = resolver
  }

  /// Runs `body` with a fetcher.
  public static func withFetcher<Result>(
    policy: RemoteHostPolicy = RemoteHostPolicy(), _ body: (HTTPMediaFetcher) async throws -> Result
  ) async rethrows -> Result {
    try await body(HTTPMediaFetcher(policy: policy))
  }

  /// The body at `url`, or why not; never later than the policy's timeout: the fetch races a
  /// timer and is cancelled when the timer wins (the client's own deadline is not enough: it
  /// does not stop a request whose deadline passed before it was sent).
  public func fetch(_ url: String) async -> Result<[UInt8], MediaProblem> {
    await withTaskGroup(of: Result<[UInt8], MediaProblem>?.self) { group in
      group.addTask { await self.followingRedirects(url) }
      group.addTask {
        try? await Task.sleep(for: self.policy.timeout)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first ?? .failure(timedOut(URL(string: url)?.host ?? url))
    }
  }

  private func timedOut(_ host: String) -> MediaProblem {
    MediaProblem("no answer from \(host) within \(policy.timeout)")
  }

  private func followingRedirects(_ url: String) async -> Result<[UInt8], MediaProblem> {
    let deadline = NIODeadline.now() + TimeAmount(policy.timeout)
    var address = url
    // A negative limit (a policy built from a service's settings) follows no redirect.
    let maxRedirects = max(0, policy.maxRedirects)
    for _ in 0...maxRedirects {
      switch await fetchOnce(address, deadline: deadline) {
      case .body(let bytes): return .success(bytes)
      case .failure(let problem): return .failure(problem)
      case .redirect(let next): address = next
      }
    }
    return .failure(MediaProblem("more than \(maxRedirects) redirects"))
  }

  private enum Hop {
    case body([UInt8])
    case redirect(String)
    case failure(MediaProblem)
  }

  private func fetchOnce(_ address: String, deadline: NIODeadline) async -> Hop {
    guard let url = URL(string: address), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else { return .failure(MediaProblem("not a valid http(s) URL")) }
    let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    if let allowed = policy.allowedHosts, !allowed.contains(name.lowercased()) {
      return .failure(MediaProblem("\(name) is not an allowed host; not fetched"))
    }
    let checked: HostAddresses.Address
    switch await checkedAddress(of: name) {
    case .success(let address): checked = address
    case .failure(let refusal): return .failure(refusal)
    }
    var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
    configuration.dnsOverride = [name: checked.literal]
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    let hop = await fetchOnce(address, url: url, host: host, client: client, deadline: deadline)
    try? await client.shutdown()
    return hop
  }

  private func fetchOnce(_ address: String, url: URL, host: String, client: HTTPClient, deadline: NIODeadline) async
    -> Hop
  {
    do {
      let response = try await client.execute(HTTPClientRequest(url: address), deadline: deadline)
      if (300..<400).contains(response.status.code), let location = response.headers.first(name: "location"),
        let next = URL(string: location, relativeTo: url)?.absoluteString
      {
        return .redirect(next)
      }
      guard (200..<300).contains(response.status.code) else {
        return .failure(MediaProblem("the server answered HTTP \(response.status.code)"))
      }
      return try await body(of: response)
    } catch let error as HTTPClientError
      where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout
    {
      return .failure(timedOut(host))
    } catch {
      return .failure(MediaProblem("download failed: \(error)"))
    }
  }

  /// The address to connect to, IPv4 first; or why `host` may not be fetched: it resolves to
  /// nothing, or to any address in a range the policy does not allow (one bad address is
  /// enough: it says what the name is for).
  private func checkedAddress(of host: String) async -> Result<HostAddresses.Address, MediaProblem> {
    let addresses = await resolve(host)
    guard let first = addresses.first(where: \.isIPv4) ?? addresses.first else {
      return .failure(MediaProblem("cannot resolve the host \(host)"))
    }
    for range in addresses.compactMap(\.range) where !policy.allowedRanges.contains(range) {
      return .failure(MediaProblem("\(host) is \(range.description); not fetched"))
    }
    return .success(first)
  }

  /// The body, stopped as soon as it is over the cap (a declared length over it is refused unread).
  private func body(of response: HTTPClientResponse) async throws -> Hop {
    let tooLarge = Hop.failure(MediaProblem("the image is larger than \(formatByteCount(policy.maxBytes))"))
    if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > policy.maxBytes {
      return tooLarge
    }
    var bytes: [UInt8] = []
    for try await chunk in response.body {
      guard bytes.count + chunk.readableBytes <= policy.maxBytes else { return tooLarge }
      bytes += chunk.readableBytesView
    }
    return bytes.isEmpty ? .failure(MediaProblem("empty response")) : .body(bytes)
  }
}
