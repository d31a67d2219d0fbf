import BubbleKit
import Foundation

/// The images of one run, staged page by page and published as a whole: OUTPUT.png for one
/// image, OUTPUT-1.png ... OUTPUT-N.png for pages (named once their number is known), with the
/// images of earlier runs at these targets removed in the same step. A run killed by SIGTERM,
/// SIGINT or SIGHUP leaves the earlier set or the new one, never a mix, and no temporary file
/// (`TerminationSignals`).
///
///     let staging = ImageStaging(targets)
///     for page in pages { try staging.add(page) }      // as each page is encoded
///     try staging.publish()                            // names, renames, removes stale pages, lists paths
final class ImageStaging {
  private let targets: OutputTargets
  private let staging: StagedOutput

  init(_ targets: OutputTargets) {
    self.targets = targets
    staging = StagedOutput(beside: URL(fileURLWithPath: targets.path))
    staging.afterEachRename = { index in if index == 0 { TestPause.at(.publishing) } }
  }

  /// Images staged so far.
  var count: Int { staging.count }

  /// Writes one file (already in the output's format) to its temporary file; no target changes yet.
  func add(_ bytes: [UInt8]) throws(CommandFailure) {
    do {
      try staging.stage(bytes)
    } catch {
      throw Self.failure(error, writing: targets.path)
    }
  }

  /// Renames every image into place and removes stale ones, then lists the paths written.
  func publish() throws(CommandFailure) {
    let urls = targets.urls(pageCount: staging.count)
    TestPause.at(.staged)
    do {
      try staging.publish(to: urls, removing: targets.staleImages(keeping: urls))
    } catch {
      throw Self.failure(error, writing: urls[0].path)
    }
    for url in urls { targets.reporter.info(url.path) }
  }

  /// Removes the staged images; no target changes.
  func discard() { staging.discard() }

  private static func failure(_ error: Error, writing path: String) -> CommandFailure {
    let advice = (error as? OutputError)?.advice ?? "check that the folder exists and is writable"
    return .failure("cannot write \(path): \(error.localizedDescription); \(advice)")
  }
}
