import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every file `bubbles` reads is a regular file (a FIFO without a writer would block it for good,
/// `/dev/zero` never ends), and a file named inside an input stays in that input's folder and is
/// never quoted otherwise: before, an inbox entry naming `/etc/passwd` opened it and printed its
/// first word (`unexpected "root"`).
@Suite("file inputs")
struct FileInputSafetyTests {
  /// `top/inbox/` (the input's folder, with a valid conversation) beside `top/secret.json`, whose
  /// words must never appear in any message, and a symlink inside that leads to it.
  private static func layout(_ top: URL) throws -> (folder: URL, secret: URL) {
    let folder = top.appendingPathComponent("inbox", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try folder.write(ChatJSON.short, to: "chat.json")
    let secret = try top.write("SECRET-WORD: not JSON", to: "secret.json")
    try FileManager.default.createSymbolicLink(at: folder.appending(file: "link.json"), withDestinationURL: secret)
    return (folder, secret)
  }

  @Test("an inbox entry outside the inbox's folder is refused (65) and nothing of the file is printed")
  func inboxEntriesStayInTheFolder() async throws {
    try await withTemporaryDirectory { top in
      let (folder, secret) = try Self.layout(top)
      let names = ["/etc/passwd", "/etc/os-release", secret.path, "../secret.json", "link.json"]
      let entries = names.map { #"{ "file": "\#($0)" }"# } + [#"{ "file": "chat.json" }"#]
      let inbox = try folder.write(#"{ "conversations": [\#(entries.joined(separator: ", "))] }"#, to: "inbox.json")
      let result = try await CLI.run(args: ["inbox", inbox.path, "-o", top.appending(file: "list.png").path])
      expectExit(result, 65)
      let refusals = result.stderr.split(separator: "\n").filter { $0.contains(".file: cannot read ") }
      #expect(refusals.count == names.count, "\(result.stderr)")
      for word in ["SECRET", "root", "unexpected", "NAME="] {
        #expect(!result.stderr.contains(word), "\(result.stderr)")
      }
      #expect(try directoryListing(top) == ["inbox", "secret.json"])
    }
  }

  /// An export's folder is held to the folder rule its pictures are: its chat file, a symlink
  /// leading out, is refused and never read. Before, `/etc/passwd` behind `_chat.txt` was read
  /// and its first word quoted ("root").
  @Test("an export folder's chat file that is a symlink leading out is refused (66), never read")
  func exportChatFileStaysInTheFolder() async throws {
    try await withTemporaryDirectory { top in
      let outside = try top.write("root:x:0:0:root:/root:/bin/bash\nPRETTY_NAME=secret\n", to: "passwd")
      let folder = top.appendingPathComponent("export", isDirectory: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for chatName in ["_chat.txt", "result.json"] {
        let link = folder.appending(file: chatName)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        defer { try? FileManager.default.removeItem(at: link) }
        for command in [
          ["render", folder.path, "-o", top.appending(file: "out.png").path], ["validate", folder.path],
        ] {
          let result = try await CLI.run(args: command)
          expectExit(result, 66)
          #expect(
            result.stderr.contains(
              "\(folder.path)/\(chatName): cannot read the file: the path leads out of the export's folder"),
            "\(command): \(result.stderr)")
          for word in [#""root"#, "root:x", "PRETTY", "=secret"] {
            #expect(!result.stderr.contains(word), "\(result.stderr)")
          }
        }
      }
      #expect(try directoryListing(top) == ["export", "passwd"])
    }
  }

  /// A FIFO, `/dev/zero` or a folder given as an input file: 66 at once, nothing read.
  @Test("input files that are not regular files are refused with 66 instead of hanging")
  func nonRegularInputs() async throws {
    try await withTemporaryDirectory { directory in
      let fifo = directory.appending(file: "fifo.json")
      try #require(mkfifo(fifo.path, 0o600) == 0)
      let chat = try directory.write(ChatJSON.short, to: "chat.json")
      let out = directory.appending(file: "out.png").path
      let commands: [[String]] = [
        ["render", fifo.path, "-o", out], ["render", "/dev/zero", "-o", out], ["validate", fifo.path],
        ["inbox", fifo.path, "-o", out], ["render", chat.path, "-o", out, "--theme", fifo.path],
        ["contact-sheet", chat.path, "-o", out, "--themes", "default,\(fifo.path)"],
        ["diff", fifo.path, chat.path], ["diff", "/dev/zero", chat.path],
      ]
      for command in commands {
        let result = try await CLI.run(args: command, timeout: .seconds(30))
        expectExit(result, 66)
        #expect(result.stderr.contains(": cannot read the file: not a regular file ("), "\(command): \(result.stderr)")
      }
      #expect(try directoryListing(directory) == ["chat.json", "fifo.json"])
    }
  }

  /// A theme, like an inbox, may come from a service: its `extends` reaches only files in its
  /// folder, and a file elsewhere is never opened, so never quoted.
  @Test("a theme extending a file outside its folder is refused (65) without quoting it")
  func themeExtendsStaysInTheFolder() async throws {
    try await withTemporaryDirectory { top in
      let (folder, secret) = try Self.layout(top)
      for base in ["/etc/passwd", secret.path, "../secret.json", "link.json"] {
        let theme = try folder.write(#"{ "extends": "\#(base)" }"#, to: "theme.json")
        let result = try await CLI.run(
          args: ["render", folder.appending(file: "chat.json").path, "-o", "-", "--theme", theme.path])
        expectExit(result, 65)
        #expect(result.stderr.contains("extends (line 1, column 14): cannot use "), "\(result.stderr)")
        #expect(!result.stderr.contains("SECRET") && !result.stderr.contains("root"), "\(result.stderr)")
      }
    }
  }
}
