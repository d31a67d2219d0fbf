import BubbleKit

/// A fixed set of render workers and a short queue in front of them. A request takes an idle
/// worker, or waits in the queue; when the queue is full it is refused at once (503 with
/// `Retry-After`), so memory stays bounded by the workers' renders whatever the load. Once
/// draining (graceful shutdown), new requests are refused and the accepted ones finish.
final class RenderWorkerPool: Sendable {
  let workerCount: Int
  let queueLimit: Int
  private let workers: [RenderWorker]
  private let state: Locked<State>
  private let metrics: ServiceMetrics

  private struct State {
    var idle: [Int]
    /// Oldest first; at most `queueLimit` (a handful), so an array is enough.
    var waiting: [Waiter] = []
    var nextTicket: UInt64 = 0
    var draining = false
    /// Resumed once draining and nothing is running or waiting.
    var drainWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private struct Waiter {
    var ticket: UInt64
    var continuation: CheckedContinuation<Int, any Error>
  }

  init(workers: Int, queueLimit: Int, metrics: ServiceMetrics) {
    workerCount = workers
    self.queueLimit = queueLimit
    self.workers = (1...workers).map { RenderWorker(number: $0) }
    state = Locked(State(idle: Array((0..<workers).reversed())))
    self.metrics = metrics
  }

  var isDraining: Bool { state.withLock { $0.draining } }

  /// Whether any worker is rendering.
  var isBusy: Bool { state.withLock { $0.idle.count < workerCount } }

  /// Requests waiting for a worker.
  var queuedCount: Int { state.withLock { $0.waiting.count } }

  /// Runs `body` on a worker's thread with that worker, once one is free; throws 503 when the
  /// queue is full or the service is shutting down.
  func withWorker<Result: Sendable>(_ body: (RenderWorker) async throws -> Result) async throws -> Result {
    let index = try await acquire()
    defer { release(index) }
    let worker = workers[index]
    return try await withTaskExecutorPreference(worker.thread) { try await body(worker) }
  }

  /// A worker's index, at once or after waiting. A waiting request that is cancelled leaves the
  /// queue at once, so a worker never goes to a request nobody waits for any more.
  private func acquire() async throws -> Int {
    let ticket = state.withLock { state in
      defer { state.nextTicket += 1 }
      return state.nextTicket
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let immediate: Swift.Result<Int, any Error>? = state.withLock { state in
          // Checked under the lock: a cancellation before this finds nothing queued to remove.
          if Task.isCancelled { return .failure(CancellationError()) }
          if state.draining {
            return .failure(ServiceError.overloaded("the service is shutting down; try another instance"))
          }
          if let index = state.idle.popLast() { return .success(index) }
          guard state.waiting.count < queueLimit else {
            return .failure(
              ServiceError.overloaded("all \(workerCount) render workers are busy and the queue is full; retry later"))
          }
          state.waiting.append(Waiter(ticket: ticket, continuation: continuation))
          return nil
        }
        if let immediate { continuation.resume(with: immediate) }
        publishGauges()
      }
    } onCancel: {
      let abandoned = state.withLock { state -> Waiter? in
        guard let position = state.waiting.firstIndex(where: { $0.ticket == ticket }) else { return nil }
        return state.waiting.remove(at: position)
      }
      abandoned?.continuation.resume(throwing: CancellationError())
      publishGauges()
    }
  }

  /// Hands the worker to the oldest waiting request, or makes it idle.
  private func release(_ index: Int) {
    let (next, drained): (CheckedContinuation<Int, any Error>?, [CheckedContinuation<Void, Never>]) =
      state.withLock { state in
        if !state.waiting.isEmpty { return (state.waiting.removeFirst().continuation, []) }
        state.idle.append(index)
        guard state.draining, state.idle.count == workerCount else { return (nil, []) }
        defer { state.drainWaiters = [] }
        return (nil, state.drainWaiters)
      }
    next?.resume(returning: index)
    for waiter in drained { waiter.resume() }
    publishGauges()
  }

  /// Refuses new requests from now on and returns once the accepted ones (running or queued) are done.
  func drain() async {
    await withCheckedContinuation { continuation in
      let done = state.withLock { state in
        state.draining = true
        guard state.idle.count == workerCount, state.waiting.isEmpty else {
          state.drainWaiters.append(continuation)
          return false
        }
        return true
      }
      if done { continuation.resume() }
    }
  }

  /// Ends the workers' threads; call after `drain()`.
  func stopThreads() {
    for worker in workers { worker.thread.stop() }
  }

  private func publishGauges() {
    let (queued, busy) = state.withLock { ($0.waiting.count, workerCount - $0.idle.count) }
    metrics.queueDepth.set(queued)
    metrics.busyWorkers.set(busy)
  }
}
