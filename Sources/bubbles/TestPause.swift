import Dispatch
import Foundation

/// Points where `bubbles` waits, when the environment asks for it, so that tests can send a
/// signal at a known moment: `BUBBLES_TEST_PAUSE=staged` waits after every image is staged and
/// before any is published; `BUBBLES_TEST_PAUSE=publishing` waits inside the publish step, after
/// the first rename. A line `bubbles: test pause: NAME` on stderr says the wait has begun; it ends
/// when a terminating signal arrives (the run then goes on to where the signal's handler can act)
/// or after 30 seconds. Not for use outside tests.
enum TestPause: String {
  case staged, publishing

  static let variable = "BUBBLES_TEST_PAUSE"

  private static let signalArrived = DispatchSemaphore(value: 0)

  static func at(_ point: TestPause) {
    guard ProcessInfo.processInfo.environment[variable] == point.rawValue else { return }
    Diagnostics.printNote("bubbles: test pause: \(point.rawValue)")
    _ = signalArrived.wait(timeout: .now() + 30)
  }

  /// Ends a pause under way (called by the signal handler before it does its work).
  static func endForSignal() {
    signalArrived.signal()
  }
}
