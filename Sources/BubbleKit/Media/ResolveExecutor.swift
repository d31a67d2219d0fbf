import Dispatch
import Foundation

/// Runs the resolve stage on threads of its own instead of Swift's cooperative pool. That
/// pool has one thread per core, and renders hold them with long synchronous work (layout,
/// drawing, PNG encoding): a stage that waits on I/O would otherwise resume each finished
/// download only when a render lets go, and lose its concurrency on a busy machine.
///
/// Serial queues, because Dispatch gives each its own thread when needed; a concurrent queue
/// would share the cooperative pool's few threads on Linux. Jobs go round-robin.
final class ResolveExecutor: TaskExecutor {
  static let shared = ResolveExecutor(threads: 8)

  private let queues: [DispatchQueue]
  private let next = NSLock()
  // Guarded by `next`.
  nonisolated(unsafe) private var turn = 0

  init(threads: Int) {
    queues = (0..<max(1, threads)).map { DispatchQueue(label: "BubbleKit.resolve.\($0)") }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let queue = next.withLock {
      turn = (turn + 1) % queues.count
      return queues[turn]
    }
    queue.async { job.runSynchronously(on: executor) }
  }
}
