import Foundation
import Testing

/// `bubbles validate` and `render` on ChatGPT's and Claude's example exports: each conversation
/// checked without `--chat`, one picked with it, and `--tool-messages`.
@Suite("bubbles render: ChatGPT and Claude exports", .serialized)
struct AssistantImportCLITests {
  static let exports = Paths.packageRoot.appendingPathComponent("Examples/exports")
  static let chatgpt = exports.appendingPathComponent("chatgpt/account").path
  static let claude = exports.appendingPathComponent("claude/account").path

  @Test("validate checks each ChatGPT conversation; --tool-messages show draws the steps")
  func chatGPTConversationsValidate() async throws {
    let each = try await CLI.run(args: ["validate", Self.chatgpt])
    expectExit(each, 0)
    #expect(
      each.stdoutText.contains("--chat 6921a1c0-0000-4000-8000-00000000a001 (Three days in Lisbon): valid (4 messages"))
    #expect(each.stdoutText.contains("valid (6 messages in 2 chats)"))
    let shown = try await CLI.run(args: ["validate", Self.chatgpt, "--chat", "1", "--tool-messages", "show"])
    expectExit(shown, 0)
    #expect(shown.stdoutText.contains("valid (6 messages, 2 participants)"))
    let wrong = try await CLI.run(args: ["validate", Self.chatgpt, "--tool-messages", "all"])
    expectExit(wrong, 64)
  }

  @Test("a Claude export renders with its upload and artifact")
  func claudeRenders() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "chat.png")
      let result = try await CLI.run(args: ["render", Self.claude, "-o", output.path, "--theme", "claude"])
      expectExit(result, 0)
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      let png = try #require(PNGInfo(contentsOf: output), "not a PNG")
      #expect(png.width == 780 && png.height > 1000)
    }
  }
}
