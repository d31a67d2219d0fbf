import BubbleKit
import Foundation
import Synchronization

/// `render A.json B.json ... --output-dir FOLDER`: the files rendered `workers` at a time, each
/// worker on a thread of its own (`WorkerThread`) with a pipeline of its own (its renderers made
/// once for all its files), taking the next file as it finishes one; so at most `workers`
/// renders are in memory at once. A file that fails is reported at once, with its own error,
/// and the others go on.
struct BatchRender {
  let plan: BatchPlan
  let rendering: FileRendering
  let workers: Int
  /// Each file's threads (`--threads`).
  let threads: Int
  let progress: BatchProgress

  /// Renders every file; returns each file's failure, in the inputs' order (`nil`: written).
  func run() async -> [CommandFailure?] {
    let workerThreads = (1...max(1, workers)).map { WorkerThread(name: "render-\($0)") }
    defer { for thread in workerThreads { thread.stop() } }
    let queue = FileQueue(count: plan.files.count)
    var failures = [CommandFailure?](repeating: nil, count: plan.files.count)
    await withTaskGroup(of: [(index: Int, failure: CommandFailure?)].self) { group in
      for thread in workerThreads {
        group.addTask(executorPreference: thread) { [plan, rendering, threads, progress] in
          await Self.work(plan.files, queue: queue, rendering: rendering, threads: threads, progress: progress)
        }
      }
      for await outcomes in group {
        for outcome in outcomes { failures[outcome.index] = outcome.failure }
      }
    }
    return failures
  }

  /// One worker: the next file of `queue` until there is none.
  private static func work(
    _ files: [BatchPlan.File], queue: FileQueue, rendering: FileRendering, threads: Int, progress: BatchProgress
  ) async -> [(index: Int, failure: CommandFailure?)] {
    let pipeline = Pipeline(threads: threads)
    var outcomes: [(index: Int, failure: CommandFailure?)] = []
    while let index = queue.next() {
      if !outcomes.isEmpty { TestPause.at(.betweenFiles) }
      let file = files[index]
      do {
        let pages = try await rendering.render(file.input, to: file.targets, with: pipeline)
        progress.rendered(pages: pages)
        outcomes.append((index, nil))
      } catch {
        let failure = CommandFailure.of(error).naming(file.input)
        Diagnostics.printFailure(failure)
        progress.failed()
        outcomes.append((index, failure))
      }
    }
    return outcomes
  }
}

/// The files not yet taken, first to last.
private final class FileQueue: Sendable {
  private let count: Int
  private let taken = Mutex(0)

  init(count: Int) { self.count = count }

  /// The next file's index; `nil` once all are taken.
  func next() -> Int? {
    taken.withLock { taken in
      guard taken < count else { return nil }
      defer { taken += 1 }
      return taken
    }
  }
}

extension CommandFailure {
  /// `error` as the failure a single run would end with: its message and status.
  static func of(_ error: any Error) -> CommandFailure {
    if let failure = error as? CommandFailure { return failure }
    let isUsageError = Bubbles.exitCode(for: error) == .validationFailure
    return CommandFailure(
      status: isUsageError ? ExitStatus.usage : ExitStatus.failure, message: Bubbles.message(for: error))
  }

  /// This failure of one file of several, its message starting with the file's name, as most
  /// do already (`chat.json:3:7: malformed JSON`; not `the conversation needs 600 pages`).
  func naming(_ input: String) -> CommandFailure {
    guard !message.hasPrefix(input + ":") else { return self }
    var named = self
    named.message = "\(input): \(message)"
    return named
  }
}
