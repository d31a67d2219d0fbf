import Foundation

/// What `HTTPMediaFetcher` may fetch: http(s) only, public addresses only unless allowed,
/// few redirects, a capped body, a deadline.
public struct RemoteHostPolicy: Sendable {
  /// Special address ranges a fetch may reach anyway (tests on loopback opt in to `.loopback`).
  public var allowedRanges: Set<AddressRange>
  /// Redirects followed, each checked like the first request.
  public var maxRedirects: Int
  /// Largest body accepted; a longer one is abandoned once this much has arrived.
  public var maxBytes: Int
  /// For the whole fetch, redirects and body included.
  public var timeout: Duration
  /// Host names (lowercased) a fetch may reach, each hop checked, redirects included; `nil`
  /// allows any public host. A service takes its list from `--allow-remote-host`.
  public var allowedHosts: Set<String>?
  /// The one host and port the operator configured (the Bot API server, `trusting(_:)`): reached
  /// whatever its address (loopback and private too) and whatever `allowedHosts` says; the
  /// other limits still hold.
  public private(set) var trustedEndpoint: Endpoint?

  public init(
    allowedRanges: Set<AddressRange> = [], maxRedirects: Int = 3, maxBytes: Int = 32 << 20,
    timeout: Duration = .seconds(10), allowedHosts: Set<String>? = nil
  ) {
    self.allowedHosts = allowedHosts.map { Set($0.map { $0.lowercased() }) }
    self.allowedRanges = allowedRanges
    self.maxRedirects = maxRedirects
    self.maxBytes = maxBytes
    self.timeout = timeout
  }

  /// A host (lowercased, without brackets) and port.
  public struct Endpoint: Sendable, Hashable {
    public var host: String
    public var port: Int

    /// The host and port `url` connects to (its scheme's port when none is written); `nil` unless
    /// it is an http(s) URL with a host.
    public init?(_ url: URL) {
      guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
        let host = url.host, !host.isEmpty
      else { return nil }
      let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
      self.host = bare.lowercased()
      port = url.port ?? (scheme == "https" ? 443 : 80)
    }
  }

  /// This policy, also trusting the host and port of `url` (`trustedEndpoint`), an address the
  /// operator gave; `nil` unless `url` is an http(s) URL with a host.
  public func trusting(_ url: URL) -> RemoteHostPolicy? {
    guard let endpoint = Endpoint(url) else { return nil }
    var policy = self
    policy.trustedEndpoint = endpoint
    return policy
  }

  /// Addresses that are not the public internet: a page's media URL must not reach the
  /// machine itself or its private network.
  public enum AddressRange: String, Sendable, Hashable, CaseIterable {
    case loopback, `private`, linkLocal, unspecified

    /// How a warning names it.
    var description: String {
      switch self {
      case .loopback: "a loopback address"
      case .private: "a private address"
      case .linkLocal: "a link-local address"
      case .unspecified: "an unspecified or reserved address"
      }
    }
  }
}
