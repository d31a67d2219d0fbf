import BubbleKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Cleaning up after a failed run must only ever remove images: never a folder, never the input.
///
/// CLI bug (open): on failure `RenderCommand.run()` calls `OutputTargets.removeStaleImages(keeping: [])`,
/// which `FileManager.removeItem`s the `-o` path whatever it is, so these tests fail until it checks
/// that each candidate is a regular file other than the input.
@Suite("output safety")
struct OutputSafetyTests {
  @Test("-o naming an existing folder is a usage error (64) and leaves the folder and its files alone")
  func folderAsOutput() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let folder = try Self.folderWithAFile(in: directory)
      let result = try await CLI.run(args: ["render", input.path, "-o", folder.path])
      expectExit(result, 64)
      #expect(result.stdout.isEmpty)
      #expect(FileManager.default.fileExists(atPath: folder.appending(file: "keep.txt").path), "the folder was deleted")
      #expect(try directoryListing(directory) == ["chat.json", "photos"])
    }
  }

  @Test("-o naming an existing folder is refused before the input is read, and the folder is left alone")
  func folderAsOutputWithInvalidInput() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write("{ \"messages\": [", to: "chat.json")
      let folder = try Self.folderWithAFile(in: directory)
      let result = try await CLI.run(args: ["render", input.path, "-o", folder.path])
      expectExit(result, 64)
      #expect(result.stderr.contains("is a folder"))
      #expect(FileManager.default.fileExists(atPath: folder.appending(file: "keep.txt").path), "the folder was deleted")
    }
  }

  @Test("a failed run never deletes its input, even when -o names the input file")
  func inputAsOutputWithInvalidInput() async throws {
    try await withTemporaryDirectory { directory in
      let json = ChatJSON.document([#"{ "id": "1", "from": "zed", "text": "hi" }"#])
      let input = try directory.write(json, to: "chat.json")
      let result = try await CLI.run(args: ["render", input.path, "-o", input.path])
      #expect(result.reason == .exit)
      #expect(result.status != 0)
      let contents = try #require(FileManager.default.contents(atPath: input.path), "the input was deleted")
      #expect(String(decoding: contents, as: UTF8.self) == json)
    }
  }

  /// A rename over a FIFO or a device node replaces it by a regular file (before, `-o /dev/full`
  /// as root removed the device); writing through a symlink reaches wherever it points. Only
  /// regular files are written: anything else is a usage error, and stays as it was.
  @Test("-o naming a FIFO, a symlink to /dev/null or /dev/full is a usage error (64) and is left untouched")
  func nonRegularOutputs() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let fifo = directory.appending(file: "fifo.png")
      try #require(mkfifo(fifo.path, 0o600) == 0)
      let link = directory.appending(file: "link.png")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: URL(fileURLWithPath: "/dev/null"))
      for (output, kind) in [
        (fifo.path, "a FIFO"), (link.path, "a symbolic link"), ("/dev/full", "a character device"),
      ] {
        for command in [["render", input.path], ["render", input.path, "--screen", "390x844"]] {
          let result = try await CLI.run(args: command + ["-o", output])
          expectExit(result, 64)
          #expect(result.stderr.contains("-o \(output) is \(kind); only regular files are written"), "\(result.stderr)")
          #expect(result.stdout.isEmpty)
        }
      }
      let diff = try await CLI.run(args: ["diff", input.path, input.path, "-o", fifo.path])
      expectExit(diff, 64)
      #expect(RegularFile.nonRegularKind(at: fifo) == "a FIFO")
      #expect(RegularFile.nonRegularKind(at: link) == "a symbolic link")
      #expect(RegularFile.nonRegularKind(at: URL(fileURLWithPath: "/dev/full")) == "a character device")
      #expect(try directoryListing(directory) == ["chat.json", "fifo.png", "link.png"], "no .partial file")
    }
  }

  /// Page names are only known once the pages are: a FIFO at `OUTPUT-2.png` fails the publish
  /// before any page is renamed, so the earlier image stays and nothing is half-written.
  @Test("a FIFO where a page would go fails the run (1) before any page is published")
  func nonRegularPageTarget() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.many(300), to: "chat.json")
      let fifo = directory.appending(file: "out-2.png")
      try #require(mkfifo(fifo.path, 0o600) == 0)
      let output = directory.appending(file: "out.png").path
      let result = try await CLI.run(args: ["render", input.path, "-o", output, "--max-page-height", "2000"])
      expectExit(result, 1)
      #expect(result.stderr.contains("out-2.png: it is a FIFO; only regular files are written"), "\(result.stderr)")
      #expect(try directoryListing(directory) == ["chat.json", "out-2.png"])
      #expect(RegularFile.nonRegularKind(at: fifo) == "a FIFO")
    }
  }

  /// Pages are named once they are drawn, so comparing `-o` alone with the input let a page (or
  /// the removal of a stale page) take an input named like it: a picture the conversation shows,
  /// or the conversation itself. Every such name is compared with every input before anything
  /// is drawn.
  @Test("an input named like a page of -o (chat-1.png for -o chat.png) is refused (64) and left as it is")
  func inputNamedLikeAPage() async throws {
    try await withTemporaryDirectory { directory in
      let picture = try Data(contentsOf: Paths.corpus.appendingPathComponent("media/avatar-alice.png"))
      try directory.write(picture, to: "chat-1.png")
      let showsIt = ChatJSON.document([
        #"{ "id": "1", "from": "ann", "time": 1763600000, "media": { "type": "image", "src": "chat-1.png" } }"#
      ])
      let input = try directory.write(showsIt, to: "chat.json")
      let output = directory.appending(file: "chat.png").path
      let result = try await CLI.run(args: ["render", input.path, "-o", output])
      expectExit(result, 64)
      #expect(
        result.stderr.contains("chat-1.png is an input of this run (") && result.stderr.contains("choose another name"),
        "\(result.stderr)")
      #expect(FileManager.default.contents(atPath: directory.appending(file: "chat-1.png").path) == picture)
      #expect(try directoryListing(directory) == ["chat-1.png", "chat.json"])
    }
    try await withTemporaryDirectory { directory in
      let conversation = ChatJSON.many(300)
      let input = try directory.write(conversation, to: "chat-1.png")
      let output = directory.appending(file: "chat.png").path
      let result = try await CLI.run(args: ["render", input.path, "-o", output, "--max-page-height", "2000"])
      expectExit(result, 64)
      #expect(FileManager.default.contents(atPath: input.path) == Data(conversation.utf8), "the input was overwritten")
      #expect(try directoryListing(directory) == ["chat-1.png"])
    }
  }

  /// `photos/keep.txt` in `directory`; returns the folder.
  private static func folderWithAFile(in directory: URL) throws -> URL {
    let folder = directory.appendingPathComponent("photos", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try folder.write("do not delete", to: "keep.txt")
    return folder
  }
}
