import BubbleKit
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGTERM, SIGINT and SIGHUP end `bubbles` cleanly: the staged images' temporary files and the
/// folders of extracted zips are removed (after a publish in progress has ended, so the folder holds the earlier set of images
/// or the new one) and the process exits with the conventional status, 128 + the signal's number
/// (143 for SIGTERM, 130 for SIGINT, 129 for SIGHUP).
enum TerminationSignals {
  static let handled = [SIGTERM, SIGINT, SIGHUP]

  /// Call once, first thing: the signals' default action (die at once) is ignored and they are
  /// delivered to dispatch sources instead, whose handler runs on its own thread.
  static func install() {
    _ = sources
  }

  private static let queue = DispatchQueue(label: "bubbles.termination-signals")

  /// Kept for the process's life (a source that is released stops delivering); made once, by the
  /// static initializer, and never changed.
  nonisolated(unsafe) private static let sources: [any DispatchSourceSignal] = handled.map { number in
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
    source.setEventHandler { terminate(number) }
    source.resume()
    return source
  }

  /// The signal being handled, 0 before any. Set before anything else the handler does.
  private static let received = Atomic<Int32>(0)

  /// Called as the command ends: once a signal has been received the run does not end with its
  /// own status but waits for the handler, which exits with 128 + the signal. A signal that comes
  /// while a publish holds the handler off (`StagingRegistry`) thus always ends the run with that
  /// status, however the two threads are scheduled.
  static func yieldToASignalReceived() {
    guard received.load(ordering: .acquiring) != 0 else { return }
    while true { sleep(1) }
  }

  private static func terminate(_ number: Int32) -> Never {
    received.store(number, ordering: .releasing)
    TestPause.endForSignal()
    // A batch's progress bar would stay on the line the shell's prompt comes to.
    StatusLine.shared.clear()
    StagedOutput.abandonAllForTermination()
    TemporaryFolders.abandonAllForTermination()
    // `_exit`, not `exit`: other threads may still be rendering, and running exit handlers
    // under them could crash on the way out. Nothing is buffered: lines are written unbuffered
    // (`Diagnostics`).
    _exit(128 + number)
  }
}
