import Foundation
import Testing

/// Hostile or broken input is rejected with an exit status: never a crash, never a hang.
@Suite("hostile input")
struct HostileInputTests {
  @Test("hostile input exits with a status and a message, never a signal", arguments: HostileInput.all)
  func hostileFile(_ hostile: HostileInput) async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(hostile.bytes, to: "hostile.json")
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      #expect(result.reason == .exit, "terminated by signal \(result.status)")
      expectExit(result, hostile.status)
      #expect(result.stderr.contains("hostile.json"), "\(result.stderr)")
      if let detail = hostile.detail { #expect(result.stderr.contains(detail), "\(result.stderr)") }
      #expect(try directoryListing(directory) == ["hostile.json"])
    }
  }

  @Test("hostile input on standard input exits 65", arguments: HostileInput.all)
  func hostileStandardInput(_ hostile: HostileInput) async throws {
    let result = try await CLI.run(args: ["validate", "-"], stdin: hostile.bytes)
    expectExit(result, hostile.status)
    #expect(result.stderr.contains("<stdin>"))
  }

  @Test("an unreadable input file exits 66", .enabled(if: getuid() != 0, "root can read any file"))
  func unreadableFile() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "secret.json")
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: input.path)
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 66)
    }
  }

  @Test("exactly 10,000 messages are accepted by validate")
  func messageLimitIsInclusive() async throws {
    let json = ChatJSON.many(10_000) { _ in "hi" }
    let result = try await CLI.run(args: ["validate", "-"], stdin: Data(json.utf8))
    expectExit(result, 0)
    #expect(result.stdoutText.contains("10000 messages"))
  }

  @Test("a text of exactly 64 KiB is accepted by validate")
  func textLimitIsInclusive() async throws {
    let text = String(repeating: "x", count: 65_536)
    let json = ChatJSON.document([#"{ "id": "1", "from": "ann", "text": "\#(text)" }"#])
    let result = try await CLI.run(args: ["validate", "-"], stdin: Data(json.utf8))
    expectExit(result, 0)
  }
}

/// An input that must be rejected, with the status it must exit with.
struct HostileInput: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: Data
  var status: Int32 = 65
  /// Text the message must contain.
  var detail: String?

  var testDescription: String { name }

  static let all: [HostileInput] = [
    HostileInput(name: "100,000 nested arrays", bytes: Data(repeating: UInt8(ascii: "["), count: 100_000)),
    HostileInput(name: "100,000 nested objects", bytes: Data(String(repeating: #"{"a":"#, count: 100_000).utf8)),
    HostileInput(name: "an empty file", bytes: Data()),
    HostileInput(name: "only white space", bytes: Data("  \n\t \n".utf8)),
    HostileInput(
      name: "invalid UTF-8 bytes",
      bytes: Data(#"{ "participants": [{ "id": ""#.utf8) + Data([0xFF, 0xFE, 0xC3])
        + Data(#"" }], "messages": [] }"#.utf8)),
    HostileInput(name: "a UTF-16 document", bytes: ChatJSON.short.data(using: .utf16)!),
    HostileInput(name: "a top-level array", bytes: Data("[\(ChatJSON.short)]".utf8), detail: "object"),
    HostileInput(name: "a top-level string", bytes: Data(#""hello""#.utf8)),
    HostileInput(name: "a huge number (1e999)", bytes: message(#""time": 1e999, "text": "hi""#)),
    HostileInput(name: "a 400-digit integer", bytes: message(#""time": \#(String(repeating: "9", count: 400))"#)),
    HostileInput(name: "an unterminated string", bytes: Data(#"{ "participants": [{ "id": "ann"#.utf8)),
    HostileInput(name: "a NUL byte", bytes: Data([0x7B, 0x00, 0x7D])),
    HostileInput(name: "trailing garbage", bytes: Data((ChatJSON.short + " }{").utf8)),
    HostileInput(
      name: "20,000 messages (over the 10,000 limit)", bytes: Data(ChatJSON.many(20_000) { _ in "hi" }.utf8),
      detail: "10000"),
    HostileInput(
      name: "a text of 70 KiB (over the 64 KiB limit)",
      bytes: message(#""text": "\#(String(repeating: "x", count: 70 * 1024))""#), detail: "64 KiB"),
    HostileInput(
      name: "a 70 KiB text split into segments",
      bytes: message(#""text": [\#(Array(repeating: #""xxxxxxxxxx""#, count: 7_200).joined(separator: ","))]"#),
      detail: "64 KiB"),
  ]

  /// A conversation with one message from "ann" with these fields.
  private static func message(_ fields: String) -> Data {
    Data(ChatJSON.document([#"{ "id": "1", "from": "ann", \#(fields) }"#]).utf8)
  }
}
