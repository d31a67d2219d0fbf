import BubbleKit
import Foundation
import Synchronization

/// "frame 312/1350 (23%), 4.1 s, about 13 s left" on stderr while a story is drawn, redrawn in
/// place at most ten times a second; nothing when stderr is not a terminal or with -q.
final class StoryProgressLine: Sendable {
  private let shows: Bool
  private let started = ContinuousClock.now
  private let lastShown = Mutex<ContinuousClock.Instant?>(nil)

  init(shows: Bool) { self.shows = shows }

  func show(_ progress: StoryProgress) {
    guard shows else { return }
    let now = ContinuousClock.now
    let due = lastShown.withLock { last in
      guard last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
      last = now
      return true
    }
    guard due || progress.frame == progress.frames else { return }
    StatusLine.shared.show(Self.text(progress, elapsed: now - started))
  }

  func finish() {
    if shows { StatusLine.shared.clear() }
  }

  static func text(_ progress: StoryProgress, elapsed: Duration) -> String {
    let seconds = elapsed / .seconds(1)
    let share = Double(progress.frame) / Double(max(1, progress.frames))
    let left = share > 0 ? seconds / share - seconds : 0
    return "frame \(progress.frame)/\(progress.frames) (\(Int(share * 100))%), \(String(format: "%.1f", seconds)) s, "
      + "about \(Int(left.rounded())) s left"
  }
}
