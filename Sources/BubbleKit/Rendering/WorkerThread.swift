import Foundation

/// A task executor that runs its jobs on one thread of its own, for a batch worker's renders and
/// the service's render workers (`package`: shared by `bubbles` and BubbleService, not public API).
/// Not Swift's cooperative pool: it has one thread per core (two here), and a render holds its
/// thread with long synchronous work (layout, drawing, PNG encoding), so workers on it would
/// starve the pool's other tasks and each other (docs/robustness.md: the sanitized suite's
/// avatars waited past their deadline that way). With a thread each, N workers are N threads.
package final class WorkerThread: TaskExecutor, @unchecked Sendable {
  private let condition = NSCondition()
  /// Guarded by `condition`.
  private var jobs: [UnownedJob] = []
  /// Guarded by `condition`.
  private var stopping = false

  package init(name: String) {
    // Named from inside the thread, for `top -H` and debuggers (Linux takes at most 15 bytes).
    Thread {
      Thread.current.name = name
      self.runJobs()
    }.start()
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.withLock {
      jobs.append(job)
      condition.signal()
    }
  }

  /// Lets the thread end once the jobs enqueued so far have run.
  package func stop() {
    condition.withLock {
      stopping = true
      condition.signal()
    }
  }

  private func runJobs() {
    while let job = nextJob() {
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// The oldest job, waiting for one; `nil` once stopped with none left.
  private func nextJob() -> UnownedJob? {
    condition.withLock {
      while jobs.isEmpty, !stopping { condition.wait() }
      return jobs.isEmpty ? nil : jobs.removeFirst()
    }
  }
}
