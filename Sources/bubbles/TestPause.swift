import Dispatch
import Foundation

/// Points where `bubbles` waits, when the environment asks for it, so that tests can send a
/// signal at a known moment: `BUBBLES_TEST_PAUSE=staged` waits after every image is staged and
/// before any is published; `BUBBLES_TEST_PAUSE=publishing` waits inside the publish step, after
/// the first rename; `BUBBLES_TEST_PAUSE=between-files` waits in a batch before a worker starts
/// each file after its first (the earlier one published); `BUBBLES_TEST_PAUSE=frames` waits while
/// `bubbles animate` draws its frames. A line `bubbles: test pause: NAME` on
/// stderr says the wait has begun; it ends when a terminating signal arrives (a publish then goes
/// on, so that the signal's handler can act once it ends; elsewhere the run stops where it is,
/// for the handler to act) or after 30 seconds (300 for `frames`). Not for use outside tests.
enum TestPause: String {
  case staged, publishing
  case betweenFiles = "between-files"
  /// In `bubbles animate`, after its first frame is drawn (nothing is written before the last).
  case frames

  static let variable = "BUBBLES_TEST_PAUSE"

  private static let signalArrived = DispatchSemaphore(value: 0)

  static func at(_ point: TestPause) {
    guard ProcessInfo.processInfo.environment[variable] == point.rawValue else { return }
    Diagnostics.printNote("bubbles: test pause: \(point.rawValue)")
    guard signalArrived.wait(timeout: .now() + point.patience) == .success, point != .publishing else { return }
    // Woken by a signal outside a publish: its handler now removes the staged images and exits.
    // Going on would race the handler to the publish's lock and could publish the new images
    // (`SignalTests.hangUpWhileStaged` found them once, in a loaded full run), where a test that
    // signals here expects the earlier ones. Inside a publish the run must go on: the handler
    // waits for it.
    while true { sleep(60) }
  }

  /// How long a pause waits for its signal. A story's test may see the line late, when the
  /// parallel suites keep its polling task waiting for a thread; its pause must outlast that.
  private var patience: Double { self == .frames ? 300 : 30 }

  /// Ends a pause under way (called by the signal handler before it does its work).
  static func endForSignal() {
    signalArrived.signal()
  }
}
