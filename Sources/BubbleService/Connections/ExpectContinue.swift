import NIOCore
import NIOHTTP1

/// Answers `Expect: 100-continue` with `100 Continue` as soon as the request's head is read, so a
/// client that waits for it (curl does, for bodies over 1 KB) sends its body at once instead of
/// after its own timeout (a second for curl).
///
/// Not when an earlier request's response is still being written (a pipelining client): the
/// interim answer would land inside that response; such a client sends its body after its wait,
/// as RFC 9110 §10.1.1 lets it. Not for a body announced larger than the service takes either:
/// the route answers 413 without reading it.
final class ExpectContinue: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  private let maxBodyBytes: Int
  /// Requests read whose response has not ended yet.
  private var unanswered = 0

  init(maxBodyBytes: Int) { self.maxBodyBytes = maxBodyBytes }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard case .head(var head) = unwrapInboundIn(data) else {
      context.fireChannelRead(data)
      return
    }
    unanswered += 1
    let expects = head.headers["expect"].contains { $0.lowercased() == "100-continue" }
    guard expects, head.version.major == 1, head.version.minor >= 1 else {
      context.fireChannelRead(data)
      return
    }
    // Answered here: the routes never see it.
    head.headers.remove(name: "expect")
    let announced = head.headers["content-length"].first.flatMap(Int.init)
    if unanswered == 1, (announced ?? 0) <= maxBodyBytes {
      context.writeAndFlush(
        wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .continue))), promise: nil)
    }
    context.fireChannelRead(wrapInboundOut(.head(head)))
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data), unanswered > 0 { unanswered -= 1 }
    context.write(data, promise: promise)
  }
}
