/// How a request body must arrive: after `grace`, at least `minimumBytesPerSecond` on average
/// since then, so a client that announces megabytes and then sends nothing, or a byte now and
/// then, is answered 408 within seconds instead of holding its reservation.
struct BodyPace: Sendable {
  var grace: Duration
  var minimumBytesPerSecond: Int

  /// Why reading must stop now, if it must: too slow, or a shutdown that began more than
  /// `grace` ago.
  func problem(received: Int, elapsed: Duration, shutdownSince: Duration?) -> ServiceError? {
    if let shutdownSince, shutdownSince > grace {
      return ServiceError(.serviceUnavailable, "the service is shutting down; send the request to another instance")
    }
    guard elapsed > grace else { return nil }
    let seconds = Double((elapsed - grace) / .milliseconds(1)) / 1000
    guard Double(received) < Double(minimumBytesPerSecond) * seconds else { return nil }
    return ServiceError(
      .requestTimeout,
      "the body arrived too slowly: \(received) bytes in \(Int(elapsed / .seconds(1))) s, below "
        + "\(minimumBytesPerSecond >> 10) KB per second after the first \(Int(grace / .milliseconds(1))) ms; "
        + "send it at once")
  }
}

extension BodyPace {
  init(_ configuration: ServiceConfiguration) {
    self.init(grace: configuration.bodyGrace, minimumBytesPerSecond: configuration.minimumBodyBytesPerSecond)
  }
}
