import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1 channel (with its idle timeout) and `ConnectionClosing` after its decoder.
struct GuardedHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let http1: HTTP1Channel
  let linger: TimeAmount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let linger = linger
    return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let operations = channel.pipeline.syncOperations
      let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try operations.addHandler(ConnectionClosing(linger: linger), position: .after(decoder))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await http1.handle(value: value, logger: logger)
  }
}

extension HTTPServerBuilder {
  /// HTTP/1 whose idle connections close after `idleTimeout` (a request's head must arrive
  /// within it too), and whose connections close after a response as `ConnectionClosing` says.
  static func guardedHTTP1(idleTimeout: Duration) -> HTTPServerBuilder {
    HTTPServerBuilder { responder in
      GuardedHTTP1Channel(
        http1: HTTP1Channel(
          responder: responder, configuration: .init(idleTimeout: TimeAmount(idleTimeout))),
        linger: .seconds(2))
    }
  }
}
