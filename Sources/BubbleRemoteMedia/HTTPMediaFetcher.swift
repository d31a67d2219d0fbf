import AsyncHTTPClient
import BubbleKit
import Foundation
import NIOCore

/// Fetches http(s) media with AsyncHTTPClient under a `RemoteHostPolicy`: every hop's host is
/// resolved and each of its addresses checked before the request, redirects are followed here
/// (not by the client) so each is checked too, and the body is abandoned once over the cap.
///
/// Owns an `HTTPClient`: call `shutdown()` when done, or use `withFetcher`.
public final class HTTPMediaFetcher: RemoteMediaFetching {
  public let policy: RemoteHostPolicy
  private let client: HTTPClient

  public init(policy: RemoteHostPolicy = RemoteHostPolicy()) {
    self.policy = policy
    client = HTTPClient(
      eventLoopGroupProvider: .singleton, configuration: HTTPClient.Configuration(redirectConfiguration: .disallow))
  }

  /// Runs `body` with a fetcher, shut down afterwards whatever happens.
  public static func withFetcher<Result>(
    policy: RemoteHostPolicy = RemoteHostPolicy(), _ body: (HTTPMediaFetcher) async throws -> Result
  ) async rethrows -> Result {
    let fetcher = HTTPMediaFetcher(policy: policy)
    do {
      let result = try await body(fetcher)
      try? await fetcher.shutdown()
      return result
    } catch {
      try? await fetcher.shutdown()
      throw error
    }
  }

  public func shutdown() async throws { try await client.shutdown() }

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
    for _ in 0...policy.maxRedirects {
      switch await fetchOnce(address, deadline: deadline) {
      case .body(let bytes): return .success(bytes)
      case .failure(let problem): return .failure(problem)
      case .redirect(let next): address = next
      }
    }
    return .failure(MediaProblem("more than \(policy.maxRedirects) redirects"))
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
    if let refusal = await refusal(forHost: host) { return .failure(refusal) }
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

  /// Why `host` may not be fetched: it resolves to nothing, or to any address in a range the
  /// policy does not allow (one bad address is enough: the client may pick any of them).
  private func refusal(forHost host: String) async -> MediaProblem? {
    let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    let addresses = await HostAddresses.resolve(name)
    guard !addresses.isEmpty else { return MediaProblem("cannot resolve the host \(host)") }
    for range in addresses.compactMap(\.range) where !policy.allowedRanges.contains(range) {
      return MediaProblem("\(host) is \(range.description); not fetched")
    }
    return nil
  }

  /// The body, stopped as soon as it is over the cap (a declared length over it is refused unread).
  private func body(of response: HTTPClientResponse) async throws -> Hop {
    let tooLarge = Hop.failure(MediaProblem("the image is larger than \(policy.maxBytes >> 20) MiB"))
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
