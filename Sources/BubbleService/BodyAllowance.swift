import BubbleCore

/// The request bytes the service holds at once: a request reserves its body's announced length
/// (the whole `--max-body-mb` when it announces none) before reading it and keeps it until it is
/// answered. When the allowance is spent the answer is 503 at once, the body unread, so many
/// clients sending large bodies cannot grow the memory past it, whatever the load.
final class BodyAllowance: Sendable {
  let capacity: Int
  private let reserved = Locked(0)

  init(capacity: Int) { self.capacity = capacity }

  /// Bytes reserved now.
  var reservedBytes: Int { reserved.withLock { $0 } }

  func withReservation<Result>(_ bytes: Int, _ body: () async throws -> Result) async throws -> Result {
    let granted = reserved.withLock { reserved in
      guard reserved + bytes <= capacity else { return false }
      reserved += bytes
      return true
    }
    guard granted else {
      throw ServiceError.overloaded("too many request bodies are being read or rendered at once; retry later")
    }
    defer { reserved.withLock { $0 -= bytes } }
    return try await body()
  }
}

extension ServiceConfiguration {
  /// Room for every worker's and queued request's body twice over (cache hits are answered while
  /// renders run), and for at least four bodies.
  public var bodyAllowanceBytes: Int { max(4, 2 * (workers + queueLimit)) * maxBodyBytes }
}
