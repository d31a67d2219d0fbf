import BubbleKit
import Foundation
import Testing

/// The version lives in `BubbleKitVersion.current`; CHANGELOG.md and `bubbles --version` must agree with it.
@Suite("version")
struct VersionTests {
  @Test("the newest CHANGELOG section is the library's version")
  func changelogNamesTheVersion() throws {
    let changelog = try String(contentsOf: Paths.packageRoot.appending(file: "CHANGELOG.md"), encoding: .utf8)
    #expect(Self.newestVersion(inChangelog: changelog) == BubbleKitVersion.current)
  }

  @Test("bubbles --version prints the library's version and exits 0")
  func versionOption() async throws {
    let result = try await CLI.run(args: ["--version"])
    expectExit(result, 0)
    #expect(result.stdoutLines == [BubbleKitVersion.current])
    #expect(result.stderr.isEmpty)
  }

  /// The version of the first `## [X.Y.Z]` heading (Keep a Changelog's form), skipping `## [Unreleased]`.
  static func newestVersion(inChangelog text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix("## [") {
      let version = line.dropFirst(4).prefix { $0 != "]" }
      if version.lowercased() != "unreleased" { return String(version) }
    }
    return nil
  }
}
