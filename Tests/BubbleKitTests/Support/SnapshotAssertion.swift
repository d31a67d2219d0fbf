import BubbleKit
import Foundation
import Testing

/// Compares a rendered PNG with `Snapshots/NAME.png`.
///
/// Set `BUBBLES_RECORD_SNAPSHOTS=1` to write new references (then look at each
/// one before committing it). A mismatch writes `Snapshots/Failures/NAME.actual.png`
/// and `NAME.diff.png` (differences in red) and names them in the failure.
enum Snapshot {
  static let comparison = ImageComparison(channelTolerance: 2, maxDifferingShare: 0.0002)
  static var isRecording: Bool { ProcessInfo.processInfo.environment["BUBBLES_RECORD_SNAPSHOTS"] == "1" }

  static func assertMatches(
    _ png: [UInt8], named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let reference = TestSupport.snapshots.appendingPathComponent(name + ".png")
    let failures = TestSupport.snapshots.appendingPathComponent("Failures")
    if isRecording {
      try Data(png).write(to: reference)
      Issue.record(
        "recorded \(reference.path); look at it, then run again without BUBBLES_RECORD_SNAPSHOTS",
        sourceLocation: sourceLocation)
      return
    }
    guard let expected = FileManager.default.contents(atPath: reference.path) else {
      try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
      let actual = failures.appendingPathComponent(name + ".actual.png")
      try Data(png).write(to: actual)
      Issue.record(
        "no reference image \(reference.path); the render is at \(actual.path). Record with BUBBLES_RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
      return
    }
    guard let result = comparison.compare(expectedPNG: [UInt8](expected), actualPNG: png) else {
      Issue.record("\(reference.path) or the render is not a readable PNG", sourceLocation: sourceLocation)
      return
    }
    guard !result.passed else { return }
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    let actual = failures.appendingPathComponent(name + ".actual.png")
    try Data(png).write(to: actual)
    var message = "snapshot \(name) differs: \(result.summary). Actual: \(actual.path)"
    if let diff = result.diffPNG {
      let diffURL = failures.appendingPathComponent(name + ".diff.png")
      try Data(diff).write(to: diffURL)
      message += ", diff: \(diffURL.path)"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }
}
