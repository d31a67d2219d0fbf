import BubbleKit
import Foundation
import SnapshotTesting
import Testing

@testable import BubbleSnapshotTesting

#if canImport(Glibc)
  import Glibc
#endif

/// What a failing `bubblePNG` snapshot leaves behind: one actual image (swift-snapshot-testing's
/// copy) and one diff image beside it, both named after the test's snapshot.
@Suite struct FailureArtifactsTests {
  /// An 8 x 8 white image with one red pixel at (3, 2). The reference it is compared with,
  /// `__Snapshots__/FailureArtifactsTests/failOnPurpose.1.png`, is all white: it never matches.
  static func redDot() throws -> Data {
    var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 64)
    pixels[2 * 8 + 3] = 0xFFFF_0000
    return Data(try #require(RasterImage.fromARGB(pixels, width: 8, height: 8)).pngData())
  }

  /// A test's snapshot that fails, as a user's would: the default snapshot folder beside this file
  /// and the names swift-snapshot-testing gives (this function's), never recording.
  static func failOnPurpose() throws -> String? {
    verifySnapshot(of: try redDot(), as: .bubblePNG(), record: .never)
  }

  @Test func aFailureLeavesOneActualAndOneDiffNamedAfterTheSnapshot() async throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    // In a child process, whose environment can send every writer's files (swift-snapshot-testing's,
    // ours, anything using the temporary folder) to `folder` without racing other tests.
    let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
      [path = folder.path as String] in
      setenv("SNAPSHOT_ARTIFACTS", path, 1)
      setenv("TMPDIR", path, 1)
      guard let message = try FailureArtifactsTests.failOnPurpose() else { exit(3) }
      print(message)
    }
    let message = String(decoding: try #require(result).standardOutputContent, as: UTF8.self)
    let names = ["FailureArtifactsTests/failOnPurpose.1.diff.png", "FailureArtifactsTests/failOnPurpose.1.png"]
    #expect(try Self.files(in: folder) == names, "one diff and one actual image, nothing else")
    let diff = folder.appendingPathComponent(names[0])
    let actual = folder.appendingPathComponent(names[1])
    #expect(message.contains("Actual: \(actual.path)\n"), "\(message)")
    #expect(message.contains("Diff:   \(diff.path) "), "\(message)")
    #expect(try Data(contentsOf: actual) == (try Self.redDot()))
    let diffImage = try #require(RasterImage.decodePNG([UInt8](try Data(contentsOf: diff))))
    #expect(diffImage.argbPixels()[2 * 8 + 3] == 0xFFFF_0000, "the differing pixel is red")
  }

  @Test func theSnapshotIsFoundByItsBytesPreferringTheTestsOwn() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let references = folder.appendingPathComponent("__Snapshots__/ChatTests", isDirectory: true)
    try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
    let picture = Data("same picture".utf8)
    for name in ["other.1.png", "png.1.png", "png.2.png"] {
      try (name == "png.1.png" ? Data("another picture".utf8) : picture)
        .write(to: references.appendingPathComponent(name))
    }
    let caller = SnapshotCaller(filePath: folder.appendingPathComponent("ChatTests.swift").path, testName: "png()")
    #expect(FailureArtifacts.referenceName(picture, of: caller) == "png.2")
    #expect(FailureArtifacts.referenceName(Data("unknown".utf8), of: caller) == nil)

    let artifacts = FailureArtifacts.locate(
      reference: picture, actual: Data(), placement: ArtifactPlacement(caller: caller))
    let expected = FailureArtifacts.artifactsRoot.appendingPathComponent("ChatTests")
    #expect(artifacts.actual?.path == expected.appendingPathComponent("png.2.png").path)
    #expect(artifacts.diff.path == expected.appendingPathComponent("png.2.diff.png").path)
  }

  /// A reference kept elsewhere (a `snapshotDirectory` of the test's own) cannot be found: the
  /// diff image is still named after the test, and the actual image left to swift-snapshot-testing's message.
  @Test func aReferenceElsewhereStillNamesTheDiffAfterTheTest() {
    let caller = SnapshotCaller(filePath: "/nowhere/ChatTests.swift", testName: "dark mode()")
    let artifacts = FailureArtifacts.locate(
      reference: Data("x".utf8), actual: Data(), placement: ArtifactPlacement(caller: caller))
    #expect(artifacts.actual == nil)
    #expect(artifacts.diff.path.hasSuffix("/ChatTests/dark-mode.diff.png"))
  }

  /// Every file under `folder`, as paths relative to it, sorted.
  static func files(in folder: URL) throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
    return enumerator.compactMap { $0 as? String }.filter { relative in
      let path = folder.appendingPathComponent(relative).path
      return (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType == .typeRegular
    }.sorted()
  }
}
