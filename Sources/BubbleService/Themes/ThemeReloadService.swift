import Dispatch
import Logging
import ServiceLifecycle
import UnixSignals

/// Reloads `--themes-dir` on each SIGHUP (`ThemeLibrary.reload`): the new set is used by requests
/// that arrive after it; a bad file keeps the set in use and is logged as a warning with its
/// problems. Runs until the group shuts down.
struct ThemeReloadService: Service {
  let library: ThemeLibrary
  /// Trapping SIGHUP since before the server listened, so an early SIGHUP is not the default
  /// action (ending the process).
  let hangUps: UnixSignalsSequence
  let logger: Logger

  func run() async throws {
    for await _ in hangUps.cancelOnGracefulShutdown() {
      await reload()
    }
  }

  private func reload() async {
    guard let folder = library.folder else {
      logger.notice("SIGHUP: nothing to reload (no --themes-dir); SIGTERM or SIGINT shuts down")
      return
    }
    // Reading and checking up to 256 files is blocking work: off Swift's cooperative threads,
    // which serve the requests meanwhile.
    let library = library
    let outcome = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: Result { () throws(ThemeFolderError) in try library.reload() })
      }
    }
    switch outcome {
    case .success(let themes):
      logger.notice(
        "themes reloaded",
        metadata: ["folder": "\(folder.path)", "custom": "\(themes?.customNames.joined(separator: ",") ?? "")"])
    case .failure(let error):
      logger.warning("themes not reloaded; the themes in use stay", metadata: ["reason": "\(error.singleLine)"])
    }
  }
}
