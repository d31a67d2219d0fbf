import BubbleCore

/// Identical requests in flight render once: the first to arrive starts the render, the ones
/// with the same content address that arrive before it ends wait for it, and every one of them
/// gets its image (or its error). Without this, a burst of one request on a cold cache takes
/// every worker and queue place and answers most of the burst 503.
final class InFlightRenders: Sendable {
  private let renders = Locked<[String: Task<RenderCache.Entry, any Error>]>([:])
  private let joins = Locked(0)

  /// Requests that found the same render running and waited for it, since the start.
  var joinedCount: Int { joins.withLock { $0 } }

  /// The render's entry for `address`: `render`'s, or the one already running for it. The render
  /// runs on a task of its own, so a waiter that goes away does not cancel the others' answer.
  func entry(
    for address: String, render: @escaping @Sendable () async throws -> RenderCache.Entry
  ) async throws -> RenderCache.Entry {
    let task = renders.withLock { renders in
      if let running = renders[address] {
        joins.withLock { $0 += 1 }
        return running
      }
      // Removed under the same lock, so it is inserted before it can be removed.
      let task = Task {
        defer { _ = self.renders.withLock { $0.removeValue(forKey: address) } }
        return try await render()
      }
      renders[address] = task
      return task
    }
    return try await task.value
  }
}
