import Foundation
import Testing

/// The subprocess helper itself: it finds the executable and enforces its timeout.
@Suite("CLI helper")
struct CLIHelperTests {
  @Test("the bubbles executable is found in the build products folder")
  func executableFound() {
    #expect(FileManager.default.isExecutableFile(atPath: CLI.executable.path), "\(CLI.executable.path)")
  }

  @Test("a run over its timeout is killed and recorded as an issue")
  func timeoutKills() async throws {
    let tall = Data(ChatJSON.many(1_000).utf8)
    var result: CLIResult?
    await withKnownIssue("the helper records the timeout") {
      result = try await CLI.run(
        args: ["render", "-", "-o", "-", "--max-page-height", "32767", "--scale", "3"], stdin: tall,
        timeout: .milliseconds(50))
    }
    #expect(result?.timedOut == true)
    #expect(result?.reason == .uncaughtSignal)
  }
}
