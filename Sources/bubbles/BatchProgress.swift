import Foundation
import Synchronization

/// A batch's progress, counted as its files end: drawn as a bar on stderr while it runs, when
/// stderr is a terminal (never into a pipe or a log), and told in one line at the end.
///
///     [###########-------------] 55/120 files, 61 pages, 1.6 s, 1 failed
///     rendered 118 of 120 files (131 pages) in 3.4 s; 2 failed
final class BatchProgress: Sendable {
  struct Counts {
    var ended = 0
    var failed = 0
    var pages = 0
  }

  let total: Int
  private let showsBar: Bool
  private let start = ContinuousClock.now
  private let counts = Mutex(Counts())

  init(total: Int, showsBar: Bool) {
    self.total = total
    self.showsBar = showsBar
    redraw()
  }

  /// A file written, with its pages.
  func rendered(pages: Int) {
    counts.withLock {
      $0.ended += 1
      $0.pages += pages
    }
    redraw()
  }

  func failed() {
    counts.withLock {
      $0.ended += 1
      $0.failed += 1
    }
    redraw()
  }

  /// Draws the bar again (the time has moved on), when it is shown.
  func redraw() {
    guard showsBar else { return }
    StatusLine.shared.show(bar(counts.withLock { $0 }))
  }

  /// Erases the bar and returns the line that tells how the batch went.
  func finish() -> String {
    if showsBar { StatusLine.shared.clear() }
    let counts = counts.withLock { $0 }
    let failures = counts.failed == 0 ? "" : "; \(counts.failed) failed"
    return "rendered \(counts.ended - counts.failed) of \(Self.count(total, "file")) "
      + "(\(Self.count(counts.pages, "page"))) in \(elapsed)\(failures)"
  }

  private func bar(_ counts: Counts) -> String {
    let width = 24
    let filled = total == 0 ? width : counts.ended * width / total
    let failures = counts.failed == 0 ? "" : ", \(counts.failed) failed"
    return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
      + "\(counts.ended)/\(total) files, \(Self.count(counts.pages, "page")), \(elapsed)\(failures)"
  }

  private var elapsed: String {
    let duration = ContinuousClock.now - start
    let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    return String(format: "%.1f s", seconds)
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
