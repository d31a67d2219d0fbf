import Dispatch

/// A task executor on a serial Dispatch queue (a thread of its own when needed), for timing
/// async work in a test, and for long synchronous renders (a story): the suites running in
/// parallel share Swift's cooperative pool (two threads here), and a render holding one for a
/// minute starves every other test's budget. (Kept with the loopback servers: the one support
/// target every test target links.)
public final class DedicatedExecutor: TaskExecutor {
  private let queue = DispatchQueue(label: "Tests.dedicated")

  public init() {}

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
