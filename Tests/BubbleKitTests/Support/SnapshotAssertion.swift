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
    of conversation: Conversation, named name: String, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
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
    of conversation: Conversation, named name: String, options: RenderOptions = RenderOptions(),
    baseDirectory: URL? = TestSupport.corpus, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let strategy = Snapshotting<Conversation, String>.bubbleLayout(
      theme: try TestSupport.defaultTheme(), options: options, baseDirectory: baseDirectory)
    verify(conversation, as: strategy, named: name, kind: "layout", sourceLocation: sourceLocation)
  }

  /// Checks `value` against `Snapshots/NAME.KIND[.EXT]` through swift-snapshot-testing's
  /// `verifySnapshot`, which names files `TEST.IDENTIFIER.EXT`: the test name is our NAME and
  /// the identifier our KIND (`png` with no extension gives `NAME.png`).
  private static func verify<Value, Format>(
    _ value: Value, as strategy: Snapshotting<Value, Format>, named name: String, kind: String,
    sourceLocation: Testing.SourceLocation
  ) {
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      Issue.record("snapshot names are letters, digits, - and _ only: \(name)", sourceLocation: sourceLocation)
      return
    }
    // Snapshot once, then hand the result to verifySnapshot: a missing reference or a failure
    // needs the actual bytes too.
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
    let actual = failures.appendingPathComponent(actualName)
    let record = self.record
    if record == .never, !FileManager.default.fileExists(atPath: reference.path) {
      let written = write(strategy.diffing.toData(format), to: actual)
      Issue.record(
        Comment(
          rawValue: "no reference \(reference.path); the snapshot is at \(written). "
            + "Record with BUBBLES_RECORD_SNAPSHOTS=1"),
        sourceLocation: sourceLocation)
      return
    }
    let identity = Snapshotting<Format, Format>(pathExtension: ext, diffing: strategy.diffing)
    let failure = withSnapshotTesting(
      diffTool: SnapshotTestingConfiguration.DiffTool { reference, _ in "Reference: \(reference)" }
    ) {
      verifySnapshot(
        of: format, as: identity, named: kind, record: record, snapshotDirectory: TestSupport.snapshots.path,
        testName: name)
    }
    guard var message = failure else { return }
    message = message.replacingOccurrences(of: "Snapshot \"\(kind)\"", with: "Snapshot \(fileName)")
    if record == .never, kind != "png" {
      // The PNG diffing writes its own actual and diff images; other kinds get their actual here.
      message += "\nActual: \(write(strategy.diffing.toData(format), to: actual))"
    }
    if record != .never {
      message += "\nLook at the recorded reference, then run again without BUBBLES_RECORD_SNAPSHOTS."
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  private static func write(_ data: Data, to url: URL) -> String {
    do {
      try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
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
