import ArgumentParser
import BubbleKit
import Foundation

/// `bubbles render A.json B.json ... --output-dir FOLDER`: several files at once (`BatchRender`).
extension RenderCommand {
  func validateBatchOptions() throws {
    if let threads { try BudgetRange.check("--threads", threads, RenderOptions.threadRange) }
    guard output.outputDirectory != nil else {
      if inputs.count > 1 {
        throw ValidationError(
          "\(inputs.count) inputs need --output-dir FOLDER, for one image per input (-o names a single image), "
            + "like: bubbles render a.json b.json --output-dir images")
      }
      if output.output == nil {
        throw ValidationError(
          "missing -o FILE (the image to write), or --output-dir FOLDER (one image per input), "
            + "like: bubbles render chat.json -o chat.png")
      }
      if jobs != nil { throw ValidationError("--jobs needs --output-dir (it renders several files at once)") }
      return
    }
    if let jobs { try BudgetRange.check("--jobs", jobs, 1...BatchOptions.maxJobs) }
  }

  /// Every file rendered (or failed) before the run ends: 0 when all are written, else the
  /// status of the first failing file in the order given, its error printed as it happened.
  func renderBatch(into folder: String) async throws {
    let plan = try BatchPlan(inputs: inputs, folder: folder, encoding: output.encoding, reporter: quiet.reporter)
    let rendering = try fileRendering()
    // A theme that cannot be had fails the run before any file is read.
    _ = try CommandFailure.loadingTheme { () throws(ThemeProblem) in try Pipeline().theme(rendering.request.theme) }
    try plan.createFolder()
    let progress = BatchProgress(total: plan.files.count, showsBar: StatusLine.stderrIsTerminal && !quiet.quiet)
    // The bar's time moves on while long files render.
    let ticker = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        progress.redraw()
      }
    }
    let workers = min(jobs ?? BatchOptions.defaultJobs, plan.files.count)
    let failures = await BatchRender(
      plan: plan, rendering: rendering, workers: workers, threads: threadCount, progress: progress
    ).run()
    ticker.cancel()
    await ticker.value
    quiet.reporter.note(progress.finish())
    if let first = failures.lazy.compactMap({ $0 }).first { throw first.status }
  }
}

enum BatchOptions {
  /// Each worker holds a render's memory and a font system: more than the machine's cores only
  /// waits, and this many is already more than anyone needs.
  static let maxJobs = 64

  static var defaultJobs: Int { min(maxJobs, max(1, ProcessInfo.processInfo.activeProcessorCount)) }
}
