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
    await withinTimeout(naming: URL(string: url)?.host ?? url) { deadline in
      await self.get(url, limits: .media(self.policy), deadline: deadline).flatMap { answer in
        (200..<300).contains(answer.status) ? .success(answer.body) : .failure(Self.refused(answer.status))
      }
    }
  }

  /// `work`, given the deadline of its requests, or a timeout naming `host` once the policy's
  /// timeout has passed, whichever comes first: one deadline for every request `work` makes.
  func withinTimeout<Success: Sendable>(
    naming host: String, _ work: @escaping @Sendable (NIODeadline) async -> Result<Success, MediaProblem>
  ) async -> Result<Success, MediaProblem> {
    let deadline = NIODeadline.now() + TimeAmount(policy.timeout)
    return await withTaskGroup(of: Result<Success, MediaProblem>?.self) { group in
      group.addTask { await work(deadline) }
      group.addTask {
        try? await Task.sleep(for: self.policy.timeout)
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first ?? .failure(timedOut(host))
    }
  }

  private func timedOut(_ host: String) -> MediaProblem {
    MediaProblem("no answer from \(host) within \(policy.timeout)")
  }

  static func refused(_ status: Int) -> MediaProblem { MediaProblem("the server answered HTTP \(status)") }

  /// What one request may bring back.
  struct Limits: Sendable {
    var maxBytes: Int
    /// What the body is, for the problem when it is too large ("the image").
    var bodyName: String
    /// Whether an error status's body is read (the Bot API explains its errors in one) or refused.
    var readsErrorBodies = false

    static func media(_ policy: RemoteHostPolicy) -> Limits { Limits(maxBytes: policy.maxBytes, bodyName: "the image") }
  }

  /// The last answer's status and body.
  struct Answer: Sendable {
    var status: Int
    var body: [UInt8]
  }

  /// The answer at `url`, redirects followed (each hop checked), by `deadline`.
  func get(_ url: String, limits: Limits, deadline: NIODeadline) async -> Result<Answer, MediaProblem> {
    var address = url
    // A negative limit (a policy built from a service's settings) follows no redirect.
    let maxRedirects = max(0, policy.maxRedirects)
    for _ in 0...maxRedirects {
      switch await fetchOnce(address, limits: limits, deadline: deadline) {
      case .answer(let answer): return .success(answer)
      case .failure(let problem): return .failure(problem)
      case .redirect(let next): address = next
      }
    }
    return .failure(MediaProblem("more than \(maxRedirects) redirects"))
  }

  private enum Hop {
    case answer(Answer)
    case redirect(String)
    case failure(MediaProblem)
  }

  private func fetchOnce(_ address: String, limits: Limits, deadline: NIODeadline) async -> Hop {
    guard let url = URL(string: address), let endpoint = RemoteHostPolicy.Endpoint(url), let host = url.host else {
      return .failure(MediaProblem("not a valid http(s) URL"))
    }
    let name = endpoint.host
    // The operator's own server (the Bot API's) is reached wherever it is.
    let isTrusted = policy.trustedEndpoint == endpoint
    if !isTrusted, let allowed = policy.allowedHosts, !allowed.contains(name) {
      return .failure(MediaProblem("\(name) is not an allowed host; not fetched"))
    }
    let checked: HostAddresses.Address
    switch await checkedAddress(of: name, anyRange: isTrusted) {
    case .success(let address): checked = address
    case .failure(let refusal): return .failure(refusal)
    }
    var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
    configuration.dnsOverride = [name: checked.literal]
    let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    let hop = await fetchOnce(address, url: url, host: host, limits: limits, client: client, deadline: deadline)
    try? await client.shutdown()
    return hop
  }

  private func fetchOnce(
    _ address: String, url: URL, host: String, limits: Limits, client: HTTPClient, deadline: NIODeadline
  ) async -> Hop {
    do {
      let response = try await client.execute(HTTPClientRequest(url: address), deadline: deadline)
      let status = Int(response.status.code)
      if (300..<400).contains(status), let location = response.headers.first(name: "location"),
        let next = URL(string: location, relativeTo: url)?.absoluteString
      {
        return .redirect(next)
      }
      let isSuccess = (200..<300).contains(status)
      guard isSuccess || limits.readsErrorBodies else { return .failure(Self.refused(status)) }
      return try await body(of: response, limits: limits, allowsEmpty: !isSuccess)
    } catch let error as HTTPClientError
      where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout
    {
      return .failure(timedOut(host))
    } catch {
      return .failure(MediaProblem("download failed: \(error)"))
    }
  }

  /// The address to connect to, IPv4 first; or why `host` may not be fetched: it resolves to
  /// nothing, or (unless `anyRange`) to any address in a range the policy does not allow (one
  /// bad address is enough: it says what the name is for).
  private func checkedAddress(of host: String, anyRange: Bool) async -> Result<HostAddresses.Address, MediaProblem> {
    let addresses = await resolve(host)
    guard let first = addresses.first(where: \.isIPv4) ?? addresses.first else {
      return .failure(MediaProblem("cannot resolve the host \(host)"))
    }
    for range in addresses.compactMap(\.range) where !anyRange && !policy.allowedRanges.contains(range) {
      return .failure(MediaProblem("\(host) is \(range.description); not fetched"))
    }
    return .success(first)
  }

  /// The body, stopped as soon as it is over the cap (a declared length over it is refused unread).
  private func body(of response: HTTPClientResponse, limits: Limits, allowsEmpty: Bool) async throws -> Hop {
    let tooLarge = Hop.failure(MediaProblem("\(limits.bodyName) is larger than \(formatByteCount(limits.maxBytes))"))
    if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > limits.maxBytes {
      return tooLarge
    }
    var bytes: [UInt8] = []
    for try await chunk in response.body {
      guard bytes.count + chunk.readableBytes <= limits.maxBytes else { return tooLarge }
      bytes += chunk.readableBytesView
    }
    guard !bytes.isEmpty || allowsEmpty else { return .failure(MediaProblem("empty response")) }
    return .answer(Answer(status: Int(response.status.code), body: bytes))
  }
}
