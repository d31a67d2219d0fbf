import Foundation
import Testing

/// A batch's progress bar goes to stderr only when it is a terminal; the summary line always
/// ends the run, unless -q.
@Suite("batch progress and summary")
struct BatchProgressTests {
  static let names = ["one.json", "two.json", "three.json"]

  static func run(_ extra: [String] = [], stderrIsTerminal: Bool = false) async throws -> CLIResult {
    try await withTemporaryDirectory { directory in
      for (index, name) in names.enumerated() { try directory.write(ChatJSON.many(index + 2), to: name) }
      return try await CLI.run(
        args: ["render"] + names + ["--output-dir", "out", "--jobs", "2"] + extra, in: directory,
        stderrIsTerminal: stderrIsTerminal)
    }
  }

  @Test("stderr piped: no bar (no carriage return, no escape sequence), one summary line")
  func pipedHasNoBar() async throws {
    let result = try await Self.run()
    expectExit(result, 0)
    #expect(!result.stderr.contains("\r") && !result.stderr.contains("\u{1B}"), "\(result.stderr.debugDescription)")
    #expect(!result.stderr.contains("files,"), "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].hasPrefix("rendered 3 of 3 files (3 pages) in "), "\(result.stderr)")
    #expect(result.stdoutLines.count == 3)
  }

  @Test("stderr on a terminal: the bar is drawn in place and erased, then the summary")
  func terminalShowsBar() async throws {
    let result = try await Self.run(stderrIsTerminal: true)
    expectExit(result, 0)
    #expect(
      result.stderr.contains("\r[########################] 3/3 files, 3 pages, "), "\(result.stderr.debugDescription)")
    let summary = try #require(result.stderr.range(of: "rendered 3 of 3 files (3 pages) in "))
    #expect(result.stderr[..<summary.lowerBound].hasSuffix("\r\u{1B}[K"), "the bar is erased before the summary")
    #expect(!result.stderr[summary.upperBound...].contains("files,"), "no bar after the summary")
  }

  @Test("-q: nothing on stderr, not even on a terminal", arguments: [false, true])
  func quietIsSilent(_ terminal: Bool) async throws {
    let result = try await Self.run(["-q"], stderrIsTerminal: terminal)
    expectExit(result, 0)
    #expect(result.stderr.isEmpty, "\(result.stderr.debugDescription)")
    #expect(result.stdout.isEmpty)
  }
}
