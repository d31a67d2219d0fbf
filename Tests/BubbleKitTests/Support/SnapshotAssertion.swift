import BubbleKit
import BubbleSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// Our snapshot suite on BubbleSnapshotTesting's strategies (the library product users get),
/// with references kept as `Snapshots/NAME.png` and `Snapshots/NAME.layout.txt`.
///
/// Set `BUBBLES_RECORD_SNAPSHOTS=1` to record the references that are missing or fail (then look
/// at each one before committing it; references within tolerance are left alone), or
/// `BUBBLES_RECORD_SNAPSHOTS=all` to rewrite every one. Without it nothing is ever recorded: a
/// mismatch writes `Snapshots/Failures/NAME.actual.png` and `NAME.diff.png` (differences in red;
/// for layouts `NAME.layout.actual.txt`) and names them in the failure. `Snapshots/Failures/` is
/// git-ignored.
enum Snapshot {
  static var failures: URL { TestSupport.snapshots.appendingPathComponent("Failures", isDirectory: true) }

  static var record: SnapshotTestingConfiguration.Record {
    switch ProcessInfo.processInfo.environment["BUBBLES_RECORD_SNAPSHOTS"] {
    case "1": return .failed
    case "all": return .all
    default: return .never
    }
  }

  /// Compares rendered PNG bytes with `Snapshots/NAME.png`.
  static func assertMatches(
    _ png: [UInt8], named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    verify(
      Data(png), as: .bubblePNG(artifactsDirectory: failures, artifactName: name), named: name, kind: "png",
      sourceLocation: sourceLocation)
  }

  /// Renders `conversation` with the `bubblePNG` strategy (default theme, media from the corpus
  /// folder, as `TestSupport.render`) and compares it with `Snapshots/NAME.png`.
  static func assertRender(
    of conversation: Conversation, named name: String, theme: Theme? = nil,
    options: RenderOptions = TestSupport.patientOptions(),
    baseDirectory: URL? = TestSupport.corpus, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let strategy = Snapshotting<Conversation, Data>.bubblePNG(
      theme: try theme ?? TestSupport.defaultTheme(), options: options, baseDirectory: baseDirectory,
      artifactsDirectory: failures, artifactName: name)
    verify(conversation, as: strategy, named: name, kind: "png", sourceLocation: sourceLocation)
  }

  /// Lays `conversation` out with the `bubbleLayout` strategy and compares the text with
  /// `Snapshots/NAME.layout.txt`.
  static func assertLayout(
    of conversation: Conversation, named name: String, options: RenderOptions = TestSupport.patientOptions(),
    baseDirectory: URL? = TestSupport.corpus, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let strategy = Snapshotting<Conversation, String>.bubbleLayout(
      theme: try TestSupport.defaultTheme(), options: options, baseDirectory: baseDirectory)
    verify(conversation, as: strategy, named: name, kind: "layout", sourceLocation: sourceLocation)
  }

  /// Checks `value` against `Snapshots/NAME.KIND[.EXT]` (`png` has no extension: `NAME.png`) with
  /// the strategy's diffing. Not through swift-snapshot-testing's `verifySnapshot`: it would leave a
  /// second copy of a failure's actual image in the temporary folder, besides ours in `Failures/`.
  private static func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String, kind: String,
    sourceLocation: Testing.SourceLocation
  ) {
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      Issue.record("snapshot names are letters, digits, - and _ only: \(name)", sourceLocation: sourceLocation)
      return
    }
    let box = Box<Format>()
    strategy.snapshot(value).run { box.value = $0 }
    guard let format = box.value else {
      Issue.record("the \(kind) snapshot \(name) was not taken", sourceLocation: sourceLocation)
      return
    }
    let ext = kind == "png" ? nil : strategy.pathExtension
    let fileName = [name, kind, ext].compactMap { $0 }.joined(separator: ".")
    let reference = TestSupport.snapshots.appendingPathComponent(fileName)
    let actualName = [name, kind == "png" ? nil : kind, "actual", ext ?? kind].compactMap { $0 }.joined(separator: ".")
    let files = Files(
      reference: reference, actual: failures.appendingPathComponent(actualName),
      data: strategy.diffing.toData(format))
    if let message = compare(format, with: files, diffing: strategy.diffing) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// A snapshot's reference, where its actual data goes on a mismatch, and that data.
  private struct Files {
    var reference: URL
    var actual: URL
    var data: Data
  }

  /// The failure message, if any, after recording as `record` says.
  private static func compare<Format>(_ format: Format, with files: Files, diffing: Diffing<Format>) -> String? {
    let record = self.record
    let name = files.reference.lastPathComponent
    guard record != .all, let stored = FileManager.default.contents(atPath: files.reference.path) else {
      if record == .never {
        return "no reference \(files.reference.path); the snapshot is at \(write(files.data, to: files.actual)). "
          + "Record with BUBBLES_RECORD_SNAPSHOTS=1"
      }
      return "Recorded \(write(files.data, to: files.reference)). \(lookAgain)"
    }
    guard let (difference, _) = diffing.diffV2(diffing.fromData(stored), format) else { return nil }
    var message = "Snapshot \(name) does not match reference.\nReference: \(files.reference.path)\n\(difference)"
    message += "\nActual: \(write(files.data, to: files.actual))"
    if record == .failed {
      message += "\nRecorded \(write(files.data, to: files.reference)). \(lookAgain)"
    }
    return message
  }

  private static let lookAgain = "Look at the recorded reference, then run again without BUBBLES_RECORD_SNAPSHOTS."

  private static func write(_ data: Data, to url: URL) -> String {
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
      return url.path
    } catch {
      return "(not written: \(error.localizedDescription))"
    }
  }

  private final class Box<Format> {
    var value: Format?
  }
}
