import BubbleCore

/// What a job says about a render: what it checks before anything is read, how it presents its
/// input, which images that needs, and how it draws once they are resolved. `RenderStages` runs
/// the stages around it, once each.
struct DrawingJob<Presented, Output> {
  /// Ranges and budgets the job can tell before any image is loaded.
  var check: () throws(RenderError) -> Void = {}
  var present: () -> Presented
  var mediaRequests: (Presented) -> [MediaRequest]
  /// Lays out and draws (or prepares to draw, for pages drawn as they are read).
  var draw: (Presented, ResolvedMedia, Deadline, RenderStatistics) throws(RenderError) -> Output
}

/// The stage sequence of every render: check, present once, resolve the media (the only I/O)
/// within the budget's images and pixels, then the job's layout and drawing, all within the
/// budget's time, with each stage's cost counted.
struct RenderStages {
  let resolution: MediaResolution
  let budget: RenderBudget

  nonisolated(nonsending) func run<Presented, Output>(_ job: DrawingJob<Presented, Output>) async throws(RenderError)
    -> Output
  {
    try job.check()
    let deadline = Deadline(after: budget.renderTime)
    var clock = StageClock()
    let decodesBefore = resolution.cache.decodeCount
    let presented = job.present()
    let media = await resolution.resolve(job.mediaRequests(presented), deadline: deadline)
    var statistics = RenderStatistics()
    statistics.resolve = clock.lap()
    statistics.imagesDecoded = resolution.cache.decodeCount - decodesBefore
    try deadline.check(during: "resolving media")
    return try job.draw(presented, media, deadline, statistics)
  }
}
