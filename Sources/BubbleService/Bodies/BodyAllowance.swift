import BubbleCore

/// The request bytes the service holds at once. A request's `BodyReservation` grows by each
/// chunk of its body as it arrives and is given back when the request is answered, so the
/// allowance counts bytes received, never bytes announced: a client that announces megabytes
/// and sends a trickle holds the trickle (and `BodyPace` cuts it off with 408). When the room is
/// spent the answer is 503, at once when the announced length does not fit, so many clients
/// sending large bodies cannot grow the memory past it, whatever the load. Once a shutdown has
/// begun no body is started any more.
final class BodyAllowance: Sendable {
  let capacity: Int
  private let reserved = Locked(0)
  private let shutdownBegan = Locked<ContinuousClock.Instant?>(nil)

  init(capacity: Int) { self.capacity = capacity }

  /// Bytes held now.
  var reservedBytes: Int { reserved.withLock { $0 } }

  /// When a graceful shutdown began, if it has.
  var shutdownStart: ContinuousClock.Instant? { shutdownBegan.withLock { $0 } }

  /// From now on bodies are refused, and body reads still going are ended after their grace.
  func beginShutdown() {
    shutdownBegan.withLock { if $0 == nil { $0 = .now } }
  }

  /// Runs `answer` with a reservation of no bytes yet; what it holds is given back at the end.
  /// `announced` (a `Content-Length`) that does not fit in the room left now is 503 at once.
  func withReservation<Result>(announced: Int?, _ answer: (BodyReservation) async throws -> Result)
    async throws -> Result
  {
    guard shutdownStart == nil else {
      throw ServiceError.overloaded("the service is shutting down; try another instance")
    }
    if let announced, reservedBytes + announced > capacity { throw Self.full }
    let reservation = BodyReservation(allowance: self)
    defer { reservation.release() }
    return try await answer(reservation)
  }

  static let full = ServiceError.overloaded(
    "too many request bodies are being read or rendered at once; retry later")

  fileprivate func take(_ bytes: Int) -> Bool {
    reserved.withLock { reserved in
      guard reserved + bytes <= capacity else { return false }
      reserved += bytes
      return true
    }
  }

  fileprivate func giveBack(_ bytes: Int) {
    reserved.withLock { $0 -= bytes }
  }
}

/// The bytes of one request's body held in the allowance.
final class BodyReservation: Sendable {
  private let allowance: BodyAllowance
  private let held = Locked(0)

  fileprivate init(allowance: BodyAllowance) { self.allowance = allowance }

  /// Holds `bytes` more, just received; 503 when the allowance has no room for them.
  func hold(_ bytes: Int) throws(ServiceError) {
    guard allowance.take(bytes) else { throw BodyAllowance.full }
    held.withLock { $0 += bytes }
  }

  fileprivate func release() {
    allowance.giveBack(
      held.withLock { held in
        defer { held = 0 }
        return held
      })
  }
}

extension ServiceConfiguration {
  /// Room for every worker's and queued request's body twice over (cache hits are answered while
  /// renders run), and for at least four bodies.
  public var bodyAllowanceBytes: Int { max(4, 2 * (workers + queueLimit)) * maxBodyBytes }
}
