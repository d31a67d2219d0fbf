import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel (with its idle timeout), then after its decoder `ExpectContinue`
/// and `ConnectionClosing` (whose `Connection: close` must not reach an interim `100 Continue`).
struct GuardedHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let http1: HTTP1Channel
  let linger: TimeAmount
  let maxBodyBytes: Int

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let (linger, maxBodyBytes) = (linger, maxBodyBytes)
    return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let operations = channel.pipeline.syncOperations
      let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      let expectContinue = ExpectContinue(maxBodyBytes: maxBodyBytes)
      try operations.addHandler(expectContinue, position: .after(decoder))
      try operations.addHandler(ConnectionClosing(linger: linger), position: .after(expectContinue))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await http1.handle(value: value, logger: logger)
  }
}

extension HTTPServerBuilder {
  /// HTTP/1 whose idle connections close after `idleTimeout` (a request's head must arrive
  /// within it too), whose connections close after a response as `ConnectionClosing` says, and
  /// which answers `Expect: 100-continue` for bodies up to `maxBodyBytes`.
  static func guardedHTTP1(idleTimeout: Duration, maxBodyBytes: Int) -> HTTPServerBuilder {
    HTTPServerBuilder { responder in
      GuardedHTTP1Channel(
        http1: HTTP1Channel(
          responder: responder, configuration: .init(idleTimeout: TimeAmount(idleTimeout))),
        linger: .seconds(2), maxBodyBytes: maxBodyBytes)
    }
  }
}
