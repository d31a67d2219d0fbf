import Foundation
import Testing

/// Usage errors exit 64 (EX_USAGE); `bubbles validate` checks without writing anything.
@Suite("options and validate")
struct OptionsAndValidateTests {
  @Test(
    "a bad option exits 64 with a message and writes nothing",
    arguments: [
      ["--scale", "5"], ["--width", "10"], ["--theme", "nosuch"], ["--timezone", "Mars/Olympus"],
      ["--clock", "13"], ["--max-page-height", "100"], ["--no-such-option"],
    ])
  func badOption(_ option: [String]) async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path] + option)
      expectExit(result, 64)
      #expect(result.stderr.contains(option[0].hasPrefix("--no") ? option[0] : option[1]), "\(result.stderr)")
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test(
    "good options are accepted",
    arguments: [
      ["--timezone", "Asia/Shanghai"], ["--timezone", "+05:30"], ["--timezone", "UTC"], ["--clock", "12"],
      ["--theme", "default"], ["--theme", Paths.packageRoot.appendingPathComponent("Themes/default.json").path],
      ["--width", "200", "--scale", "1"], ["--width", "2000"], ["--max-page-height", "256"],
    ])
  func goodOption(_ option: [String]) async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path] + option)
      expectExit(result, 0)
      #expect(!result.stdoutLines.isEmpty)
      #expect(result.stdoutLines.allSatisfy { PNGInfo(contentsOf: URL(fileURLWithPath: $0)) != nil })
    }
  }

  @Test("render without -o is a usage error (exit 64)")
  func missingOutput() async throws {
    let result = try await CLI.run(args: ["render", "-"], stdin: Data(ChatJSON.short.utf8))
    expectExit(result, 64)
    #expect(result.stdout.isEmpty)
    #expect(!result.stderr.isEmpty)
  }

  @Test("an unknown subcommand is a usage error (exit 64)")
  func unknownSubcommand() async throws {
    let result = try await CLI.run(args: ["paint", "chat.json"])
    expectExit(result, 64)
    #expect(result.stderr.contains("unknown command 'paint'"), "\(result.stderr)")
  }

  @Test("validate accepts every corpus sample, prints valid and writes no file", arguments: Paths.corpusSamples)
  func validateGoodFile(sample: String) async throws {
    try await withTemporaryDirectory { directory in
      let corpusBefore = try directoryListing(Paths.corpus)
      let result = try await CLI.run(args: ["validate", Paths.corpus.appending(file: sample).path], in: directory)
      expectExit(result, 0)
      #expect(result.stdoutText.contains("valid"))
      #expect(result.stdoutText.contains(sample))
      #expect(try directoryListing(directory).isEmpty)
      #expect(try directoryListing(Paths.corpus) == corpusBefore)
    }
  }

  @Test("validate reads standard input")
  func validateStandardInput() async throws {
    let result = try await CLI.run(args: ["validate", "-"], stdin: Data(ChatJSON.short.utf8))
    expectExit(result, 0)
    #expect(result.stdoutText.contains("valid"))
    #expect(result.stdoutText.contains("2 messages"))
  }

  @Test("validate exits 65 on a bad file, names the problem and writes no file")
  func validateBadFile() async throws {
    try await withTemporaryDirectory { directory in
      let json = ChatJSON.document([#"{ "id": "1", "from": "zed", "text": "hi" }"#])
      try directory.write(json, to: "chat.json")
      let result = try await CLI.run(args: ["validate", "chat.json"], in: directory)
      expectExit(result, 65)
      #expect(!result.stdoutText.contains("valid"))
      #expect(DiagnosticLines.contains(result.stderr, file: "chat.json", path: "messages[0].from"), "\(result.stderr)")
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test("validate exits 66 on a missing file")
  func validateMissingFile() async throws {
    try await withTemporaryDirectory { directory in
      let result = try await CLI.run(args: ["validate", "nowhere.json"], in: directory)
      expectExit(result, 66)
      #expect(try directoryListing(directory).isEmpty)
    }
  }
}
