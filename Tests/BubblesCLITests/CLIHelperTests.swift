import Foundation
import Testing

/// The subprocess helper itself: it finds the executable.
@Suite("CLI helper")
struct CLIHelperTests {
  @Test("the bubbles executable is found in the build products folder")
  func executableFound() {
    #expect(FileManager.default.isExecutableFile(atPath: CLI.executable.path), "\(CLI.executable.path)")
  }
}
