import Foundation
import Testing

/// `bubbles render` and `validate` on app exports: folders, `--from`, `--me`, `--chat`.
@Suite("bubbles render: Telegram exports")
struct ImportCommandTests {
  static let exports = Paths.packageRoot.appendingPathComponent("Examples/exports/telegram")
  static let singleChat = exports.appendingPathComponent("single-chat").path
  static let account = exports.appendingPathComponent("account").path

  @Test("a Telegram export folder renders to PNG; its one missing photo is a warning")
  func folderRenders() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "chat.png")
      let result = try await CLI.run(args: ["render", Self.singleChat, "-o", output.path])
      expectExit(result, 0)
      #expect(result.stdoutLines == [output.path])
      let png = try #require(PNGInfo(contentsOf: output), "not a PNG")
      #expect(png.width == 780 && png.height > 3000)
      let warnings = result.stderr.split(separator: "\n")
      #expect(warnings.count == 1, "\(result.stderr)")
      #expect(warnings.first?.contains("single-chat/result.json: message 22: photos/photo_2") == true)
    }
  }

  @Test("validate counts every message of the export; --from telegram and auto agree")
  func validateCounts() async throws {
    for from in ["auto", "telegram"] {
      let result = try await CLI.run(args: [
        "validate", Self.singleChat + "/result.json", "--from", from, "--me", "Ana Souza",
      ])
      expectExit(result, 0)
      #expect(result.stdoutText.contains("valid (24 messages, 4 participants)"), "\(result.stdoutText)")
    }
  }

  @Test("a whole-account export without --chat lists its chats (64); --chat picks one; validate checks each")
  func accountNeedsChat() async throws {
    let each = try await CLI.run(args: ["validate", Self.account])
    expectExit(each, 0)
    #expect(each.stdoutText.contains("--chat 1777000 (Trail Club): valid (1 messages, 1 participants)"))
    #expect(each.stdoutText.hasSuffix("valid (5 messages in 3 chats)\n"), "\(each.stdoutText)")
    let listed = try await CLI.run(args: ["render", Self.account, "-o", "/tmp/never-written.png"])
    expectExit(listed, 64)
    #expect(listed.stderr.contains("has 3 chats; choose one with --chat NAME_OR_ID"), "\(listed.stderr)")
    #expect(listed.stderr.contains("  Ben Carter (1002)") && listed.stderr.contains("  Trail Club (1777000)"))
    let chosen = try await CLI.run(args: ["validate", Self.account, "--chat", "Trail Club"])
    expectExit(chosen, 0)
    #expect(chosen.stdoutText.contains("valid (1 messages, 1 participants)"), "\(chosen.stdoutText)")
    try await withTemporaryDirectory { directory in
      let rendered = try await CLI.run(
        args: ["render", Self.account, "--chat", "1002", "-o", directory.appending(file: "ben.png").path])
      expectExit(rendered, 0)
      #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
    }
  }

  @Test("a Slack export's zip: validate checks each conversation; render draws the one --chat names")
  func slackWorkspace() async throws {
    let zip = Self.exports.deletingLastPathComponent().appendingPathComponent("slack/northwind.zip").path
    let each = try await CLI.run(args: ["validate", zip])
    expectExit(each, 0)
    #expect(
      each.stdoutText.contains("--chat C01GENERAL (general): valid (11 messages, 4 participants)"), "\(each.stdoutText)"
    )
    #expect(each.stdoutText.hasSuffix("valid (13 messages in 2 chats)\n"), "\(each.stdoutText)")
    let listed = try await CLI.run(args: ["render", zip, "-o", "/tmp/never-written.png"])
    expectExit(listed, 64)
    #expect(listed.stderr.contains("  Ana, Ben Carter (D07DM0001)"), "\(listed.stderr)")
    try await withTemporaryDirectory { directory in
      let rendered = try await CLI.run(
        args: ["render", zip, "--chat", "#general", "-o", directory.appending(file: "general.png").path])
      expectExit(rendered, 0)
    }
  }

  @Test("--me naming no participant is a usage error listing them")
  func unknownMe() async throws {
    let result = try await CLI.run(args: ["validate", Self.singleChat, "--me", "Zoe"])
    expectExit(result, 64)
    #expect(result.stderr.contains(#"--me "Zoe" names no participant"#) && result.stderr.contains("  陈美玲 (user1003)"))
  }

  @Test("a broken result.json is located: file, line and column")
  func brokenExportIsLocated() async throws {
    try await withTemporaryDirectory { directory in
      let folder = directory.appendingPathComponent("export")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      _ = try folder.write(
        "{\n \"name\": \"x\", \"type\": \"personal_chat\", \"id\": 1,\n \"messages\": [{ \"id\": \"one\", \"type\": \"message\" }]\n}\n",
        to: "result.json")
      let result = try await CLI.run(args: ["render", "export", "-o", "x.png"], in: directory)
      expectExit(result, 65)
      #expect(
        result.stderr.contains(
          "export/result.json:3:23: messages[0].id: expected an integer from -9007199254740991 to 9007199254740991, found string"
        ),
        "\(result.stderr)")
      #expect(try directoryListing(directory) == ["export"])
    }
  }

  @Test("--from bubbles reads an export as bubbles/1 (65); an unknown --from is 64; a folder without an export 66")
  func formatsAndFolders() async throws {
    let asBubbles = try await CLI.run(args: ["validate", Self.singleChat, "--from", "bubbles"])
    expectExit(asBubbles, 65)
    #expect(asBubbles.stderr.contains(#"missing required field "participants""#), "\(asBubbles.stderr)")
    let unknown = try await CLI.run(args: ["validate", Self.singleChat, "--from", "sms"])
    expectExit(unknown, 64)
    try await withTemporaryDirectory { directory in
      let empty = try await CLI.run(args: ["validate", directory.path])
      expectExit(empty, 66)
      #expect(empty.stderr.contains("a folder, but not an export"), "\(empty.stderr)")
    }
  }
}
