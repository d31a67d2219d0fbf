import Foundation
import Testing

/// The README's example test is the example package's test, which CI runs: the copy a user
/// takes from the README is known to build and pass.
@Suite struct ExamplePackageTests {
  static let example = TestSupport.packageRoot.appendingPathComponent("Examples/SnapshotTestingExample")

  @Test func theReadmeShowsTheExamplePackagesTestVerbatim() throws {
    let test = try String(
      contentsOf: Self.example.appendingPathComponent("Tests/ChatSnapshotTests/ChatSnapshotTests.swift"),
      encoding: .utf8)
    let readme = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("```swift\n" + test + "```\n"), "README.md: \"Snapshot testing your chat UI\"")
  }

  @Test func theExamplesReferencesAreCommittedBesideIt() {
    let references = Self.example.appendingPathComponent("Tests/ChatSnapshotTests/__Snapshots__/ChatSnapshotTests")
    for name in ["png.1.png", "layout.1.txt"] {
      #expect(FileManager.default.fileExists(atPath: references.appendingPathComponent(name).path), "\(name)")
    }
  }
}
