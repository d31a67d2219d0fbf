import BubbleKit
import Foundation

/// One render worker: a thread of its own (`WorkerThread`, off the event loops and off Swift's
/// cooperative pool, which renders would starve) and the pipeline it renders with, whose
/// renderers (one set per theme, each with its font system) and image cache are made once for
/// every request it serves.
final class RenderWorker: @unchecked Sendable {
  let thread: WorkerThread
  /// Only touched by the request holding this worker: the pool hands a worker to one request at
  /// a time, and that request runs on `thread` (a pipeline is not thread-safe). One thread per
  /// render (the workers already run side by side); no strip cache: the service caches whole
  /// images (RenderCache), which serves exact repeats.
  let pipeline = Pipeline(threads: 1, stripCacheBytes: 0)

  init(number: Int) {
    thread = WorkerThread(name: "render-\(number)")
  }
}
