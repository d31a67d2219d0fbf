import Foundation

#if canImport(Testing)
  import Testing
#endif

/// A test that takes snapshots: the file and function that swift-snapshot-testing names a
/// snapshot's files after (`assertSnapshot`'s `#filePath` and `#function`).
struct SnapshotCaller: Equatable {
  var filePath: String
  var testName: String

  /// The running Swift Testing test, if any.
  static var currentTest: SnapshotCaller? {
    #if canImport(Testing)
      guard let test = Test.current else { return nil }
      return SnapshotCaller(filePath: test.sourceLocation.filePath, testName: test.name)
    #else
      return nil
    #endif
  }

  /// The test file's name without its extension, which names its folders of references and failures.
  var fileName: String { URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent }

  /// `__Snapshots__/FILE` beside the test file: where references are unless a test says otherwise.
  var snapshotDirectory: URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__", isDirectory: true)
      .appendingPathComponent(fileName, isDirectory: true)
  }

  /// The test's name as it begins its snapshots' file names (`png()` gives `png`), cleaned as
  /// swift-snapshot-testing cleans it.
  var snapshotPrefix: String {
    testName
      .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
      .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
  }
}

/// Where a PNG diffing places a failure's diff image: a folder and name given by the caller, or
/// (each left `nil`) beside the actual image, named after the snapshot of `caller`'s test.
struct ArtifactPlacement {
  var directory: URL?
  var name: String?
  var caller: SnapshotCaller?
}

/// The images of a failed PNG snapshot, one set per failure.
///
/// swift-snapshot-testing's `verifySnapshot` always writes the actual image of a failed snapshot
/// itself, to `ARTIFACTS/FILE/TEST.ID.png` (`$SNAPSHOT_ARTIFACTS`, else the temporary folder; the
/// test file's name; the reference's name, such as `png.1`), after the diffing has run. So the
/// diffing writes only the diff image, beside it as `TEST.ID.diff.png`. It finds `TEST.ID` by
/// looking for the reference (the bytes it was given) among the test's references.
struct FailureArtifacts {
  /// Where the diff image goes.
  var diff: URL
  /// Where swift-snapshot-testing writes the actual image; `nil` when the reference was not found
  /// (a `snapshotDirectory` of the test's own) or the caller chose the folder.
  var actual: URL?

  static func locate(reference: Data, actual: Data, placement: ArtifactPlacement) -> FailureArtifacts {
    var callers = [placement.caller, SnapshotCaller.currentTest].compactMap { $0 }
    if callers.count == 2, callers[0] == callers[1] { callers.removeLast() }
    let found: (caller: SnapshotCaller, name: String)? =
      callers.lazy.compactMap { caller in referenceName(reference, of: caller).map { (caller, $0) } }.first
    let caller = found?.caller ?? callers.first
    let folder =
      placement.directory
      ?? artifactsRoot.appendingPathComponent(caller?.fileName ?? "BubbleSnapshotTesting", isDirectory: true)
    let name = placement.name ?? found?.name ?? caller?.snapshotPrefix ?? PNGDiff.hashName(actual)
    let actualURL = placement.directory == nil ? found.map { folder.appendingPathComponent($0.name + ".png") } : nil
    return FailureArtifacts(diff: folder.appendingPathComponent(name + ".diff.png"), actual: actualURL)
  }

  /// swift-snapshot-testing's folder of failed snapshots.
  static var artifactsRoot: URL {
    URL(
      fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
      isDirectory: true)
  }

  /// The name (without `.png`) of the reference among `caller`'s whose bytes are `reference`,
  /// preferring the caller's test's own (two tests may share a picture).
  static func referenceName(_ reference: Data, of caller: SnapshotCaller) -> String? {
    let folder = caller.snapshotDirectory
    let fileManager = FileManager.default
    guard let files = try? fileManager.contentsOfDirectory(atPath: folder.path) else { return nil }
    let matches = files.filter { $0.hasSuffix(".png") }.sorted().filter { file in
      let path = folder.appendingPathComponent(file).path
      let size = (try? fileManager.attributesOfItem(atPath: path))?[.size] as? Int
      return size == reference.count && fileManager.contents(atPath: path) == reference
    }
    let best = matches.first { $0.hasPrefix(caller.snapshotPrefix + ".") } ?? matches.first
    return best.map { String($0.dropLast(".png".count)) }
  }

  /// Writes the diff image (or removes an earlier failure's when there is none) and returns the
  /// lines of the failure message that name the files.
  func write(diffPNG: [UInt8]?) -> String {
    var lines = actual.map { ["Actual: \($0.path)"] } ?? []
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: diff)
    guard let diffPNG else { return lines.joined(separator: "\n") }
    do {
      try fileManager.createDirectory(at: diff.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(diffPNG).write(to: diff)
      lines.append("Diff:   \(diff.path) (differing pixels in red over the faded reference)")
    } catch {
      lines.append("(could not write the diff image \(diff.path): \(error.localizedDescription))")
    }
    return lines.joined(separator: "\n")
  }
}
