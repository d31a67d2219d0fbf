import Dispatch

/// A task executor on a serial Dispatch queue (a thread of its own when needed), for timing
/// async work in a test: the suites running in parallel fill Swift's cooperative pool with
/// long synchronous renders, and a timer read there would include the wait for a free thread.
final class DedicatedExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "BubbleKitTests.timing")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
