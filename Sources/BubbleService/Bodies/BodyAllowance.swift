import BubbleCore

/// The request bytes the service holds at once: a request reserves its body's announced length
/// (the whole `--max-body-mb` when it announces none) before reading it and keeps it until it is
/// answered. When the allowance is spent the answer is 503 at once, the body unread, so many
/// clients sending large bodies cannot grow the memory past it, whatever the load. A body that
/// arrives too slowly gives its reservation back with 408 (`BodyPace`), so slow clients cannot
/// hold it either; once a shutdown has begun no body is reserved any more.
final class BodyAllowance: Sendable {
  let capacity: Int
  private let reserved = Locked(0)
  private let shutdownBegan = Locked<ContinuousClock.Instant?>(nil)

  init(capacity: Int) { self.capacity = capacity }

  /// Bytes reserved now.
  var reservedBytes: Int { reserved.withLock { $0 } }

  /// When a graceful shutdown began, if it has.
  var shutdownStart: ContinuousClock.Instant? { shutdownBegan.withLock { $0 } }

  /// From now on reservations are refused, and body reads still going are ended after their grace.
  func beginShutdown() {
    shutdownBegan.withLock { if $0 == nil { $0 = .now } }
  }

  func withReservation<Result>(_ bytes: Int, _ body: () async throws -> Result) async throws -> Result {
    guard shutdownStart == nil else {
      throw ServiceError.overloaded("the service is shutting down; try another instance")
    }
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
