import NIOCore
import NIOHTTP1

/// Closes a connection after a response when keeping it open would let a client hold it: an
/// HTTP/1.0 request without keep-alive or one that says `Connection: close`, and a response
/// written before its request's body was read (413, 408, 415, a 503 at once...), whose unread
/// rest could otherwise trickle in for ever. The response says `Connection: close`; once it is
/// written the server's side is shut, and the connection is closed outright after `linger`
/// (time for the client to read the answer without a reset).
///
/// It sits right after the HTTP/1 decoder, the one place that still knows a request's version.
final class ConnectionClosing: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  private struct PendingRequest {
    var keepsAlive: Bool
    var bodyRead = false
  }

  /// Requests read and not yet answered, oldest first (more than one when pipelined).
  private var pending: [PendingRequest] = []
  private var closesAfterResponse = false
  private let linger: TimeAmount

  init(linger: TimeAmount) { self.linger = linger }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(var head):
      pending.append(PendingRequest(keepsAlive: head.isKeepAlive))
      guard !head.isKeepAlive else { break }
      // Hummingbird ends the connection after answering a request that says `close`.
      head.headers.replaceOrAdd(name: "connection", value: "close")
      context.fireChannelRead(wrapInboundOut(.head(head)))
      return
    case .end:
      if !pending.isEmpty { pending[pending.count - 1].bodyRead = true }
    case .body:
      break
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var head):
      let request = pending.first ?? PendingRequest(keepsAlive: false)
      guard !request.keepsAlive || !request.bodyRead || !head.isKeepAlive else { break }
      closesAfterResponse = true
      head.headers.replaceOrAdd(name: "connection", value: "close")
      context.write(wrapOutboundOut(.head(head)), promise: promise)
      return
    case .end:
      if !pending.isEmpty { pending.removeFirst() }
      guard closesAfterResponse else { break }
      context.writeAndFlush(data, promise: promise)
      context.close(mode: .output, promise: nil)
      let channel = context.channel
      context.eventLoop.scheduleTask(in: linger) { channel.close(promise: nil) }
      return
    case .body:
      break
    }
    context.write(data, promise: promise)
  }
}
