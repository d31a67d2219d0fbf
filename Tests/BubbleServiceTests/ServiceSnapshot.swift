import BubbleSnapshotTesting
import Foundation
import Testing

/// Images the service answers, compared with references in `Snapshots/NAME.png` as BubbleKit's
/// suite compares its renders (BubbleKitTests' `Snapshot`): the same tolerant PNG diffing, and
/// `BUBBLES_RECORD_SNAPSHOTS=1` records a reference that is missing or differs (look at it
/// before committing it). A mismatch writes `Snapshots/Failures/NAME.actual.png` and a diff.
enum ServiceSnapshot {
  static let folder = Fixture.root.appendingPathComponent("Snapshots")
  static let failures = folder.appendingPathComponent("Failures")

  static func assertMatches(_ png: [UInt8], named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let reference = folder.appendingPathComponent(name + ".png")
    let recording = ProcessInfo.processInfo.environment["BUBBLES_RECORD_SNAPSHOTS"] != nil
    guard let stored = FileManager.default.contents(atPath: reference.path) else {
      if recording {
        record(png, to: reference, sourceLocation: sourceLocation)
      } else {
        let actual = write(png, to: failures.appendingPathComponent(name + ".actual.png"))
        Issue.record(
          "no reference \(reference.path); the image is at \(actual). Record with BUBBLES_RECORD_SNAPSHOTS=1",
          sourceLocation: sourceLocation)
      }
      return
    }
    let diffing = Diffing<Data>.bubblePNG(artifactsDirectory: failures, artifactName: name)
    guard let (difference, _) = diffing.diffV2(stored, Data(png)) else { return }
    let actual = write(png, to: failures.appendingPathComponent(name + ".actual.png"))
    Issue.record("\(name).png does not match: \(difference)\nActual: \(actual)", sourceLocation: sourceLocation)
    if recording { record(png, to: reference, sourceLocation: sourceLocation) }
  }

  private static func record(_ png: [UInt8], to reference: URL, sourceLocation: SourceLocation) {
    Issue.record(
      "Recorded \(write(png, to: reference)). Look at it, then run again without BUBBLES_RECORD_SNAPSHOTS.",
      sourceLocation: sourceLocation)
  }

  private static func write(_ png: [UInt8], to url: URL) -> String {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(png).write(to: url)
      return url.path
    } catch {
      return "(not written: \(error.localizedDescription))"
    }
  }
}
