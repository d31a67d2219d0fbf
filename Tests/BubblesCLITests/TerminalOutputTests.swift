import Foundation
import Testing

/// `-o -` writes image bytes to stdout only when it is a file or a pipe, never to a terminal.
@Suite("image data and terminals")
struct TerminalOutputTests {
  static let direct = Paths.corpus.appending(file: "direct-basics.json").path

  @Test(
    "-o - with stdout on a terminal is a usage error with a hint, and nothing reaches the terminal",
    arguments: [
      ["render", direct], ["render", direct, "--screen", "390x844"],
      ["inbox", Paths.packageRoot.appendingPathComponent("Examples/inbox.json").path],
      ["contact-sheet", direct, "--themes", "default"],
    ])
  func refusedOnTerminal(_ command: [String]) async throws {
    let result = try await CLI.run(args: command + ["-o", "-"], stdoutIsTerminal: true)
    expectExit(result, 64)
    #expect(result.stderr.hasPrefix("bubbles: error: will not write PNG image data to a terminal"), "\(result.stderr)")
    #expect(result.stderr.contains("redirect to a file or a pipe: bubbles \(command[0]) "), "\(result.stderr)")
    #expect(result.stdout.isEmpty, "the terminal got \(result.stdout.count) bytes")
  }

  @Test("a file on a terminal is fine: the path written is printed there")
  func fileWithTerminal() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "chat.png")
      let result = try await CLI.run(args: ["render", Self.direct, "-o", output.path], stdoutIsTerminal: true)
      expectExit(result, 0)
      #expect(result.stdoutText.contains(output.path))
      #expect(PNGInfo(contentsOf: output) != nil)
    }
  }
}
