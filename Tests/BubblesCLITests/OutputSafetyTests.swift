import Foundation
import Testing

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

  /// `photos/keep.txt` in `directory`; returns the folder.
  private static func folderWithAFile(in directory: URL) throws -> URL {
    let folder = directory.appendingPathComponent("photos", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try folder.write("do not delete", to: "keep.txt")
    return folder
  }
}
