import Foundation
import Testing

/// Pages, stale images and what a failed run leaves in the output folder.
@Suite("output files")
struct OutputFileTests {
  /// ~300 messages: far taller than 2000 px at scale 2.
  static let tall = ChatJSON.many(300)

  @Test("a tall conversation with --max-page-height 2000 is split into OUTPUT-1.png ... OUTPUT-N.png")
  func pagination() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(Self.tall, to: "chat.json")
      let output = directory.appending(file: "OUTPUT.png")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path, "--max-page-height", "2000"])
      expectExit(result, 0)
      let pages = try directoryListing(directory).filter { $0 != "chat.json" }
      let count = pages.count
      #expect(count >= 2)
      let expected = (1...max(1, count)).map { "OUTPUT-\($0).png" }
      #expect(Set(pages) == Set(expected), "no OUTPUT.png, pages numbered from 1 without gaps")
      #expect(result.stdoutLines == expected.map { directory.appending(file: $0).path }, "listed in order")
      for page in expected {
        let png = try #require(PNGInfo(contentsOf: directory.appending(file: page)), "\(page) is not a PNG")
        #expect(png.width == 780, "\(page)")
        #expect(png.height <= 2000, "\(page)")
        #expect(png.height > 0, "\(page)")
      }
    }
  }

  @Test("pages together are as tall as the single image")
  func pagesCoverTheConversation() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(Self.tall, to: "chat.json")
      let paged = try await CLI.run(
        args: ["render", input.path, "-o", directory.appending(file: "paged.png").path, "--max-page-height", "2000"])
      expectExit(paged, 0)
      let whole = try await CLI.run(args: ["render", input.path, "-o", "-", "--max-page-height", "32767"])
      expectExit(whole, 0)
      let heights = paged.stdoutLines.compactMap { PNGInfo(contentsOf: URL(fileURLWithPath: $0))?.height }
      #expect(heights.count == paged.stdoutLines.count)
      #expect(heights.reduce(0, +) == PNGInfo(whole.stdout)?.height)
    }
  }

  @Test("re-rendering a short conversation to the same -o removes the stale pages")
  func stalePagesRemoved() async throws {
    try await withTemporaryDirectory { directory in
      let tall = try directory.write(Self.tall, to: "tall.json")
      let short = try directory.write(ChatJSON.short, to: "short.json")
      let output = directory.appending(file: "OUTPUT.png")
      let first = try await CLI.run(args: ["render", tall.path, "-o", output.path, "--max-page-height", "2000"])
      expectExit(first, 0)
      try #require(try directoryListing(directory).contains("OUTPUT-2.png"))
      let second = try await CLI.run(args: ["render", short.path, "-o", output.path, "--max-page-height", "2000"])
      expectExit(second, 0)
      #expect(try directoryListing(directory) == ["OUTPUT.png", "short.json", "tall.json"])
      #expect(second.stdoutLines == [output.path])
      #expect(PNGInfo(contentsOf: output) != nil)
    }
  }

  @Test("a single-page render replaces an older OUTPUT.png and a paged render removes it")
  func singleImageReplacedByPages() async throws {
    try await withTemporaryDirectory { directory in
      let tall = try directory.write(Self.tall, to: "tall.json")
      let output = directory.appending(file: "OUTPUT.png")
      // An image of an earlier run: the CLI only ever removes PNG files.
      try directory.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("old".utf8)), to: "OUTPUT.png")
      let result = try await CLI.run(args: ["render", tall.path, "-o", output.path, "--max-page-height", "2000"])
      expectExit(result, 0)
      let listing = try directoryListing(directory)
      #expect(!listing.contains("OUTPUT.png"))
      #expect(listing.contains("OUTPUT-1.png"))
    }
  }

  @Test("invalid input removes an OUTPUT.png of an earlier run and leaves no .partial file")
  func failureRemovesOldImage() async throws {
    try await withTemporaryDirectory { directory in
      let good = try directory.write(ChatJSON.short, to: "good.json")
      let bad = try directory.write(ChatJSON.document([#"{ "id": "1", "from": "zed", "text": "hi" }"#]), to: "bad.json")
      let output = directory.appending(file: "OUTPUT.png")
      expectExit(try await CLI.run(args: ["render", good.path, "-o", output.path]), 0)
      try #require(FileManager.default.fileExists(atPath: output.path))
      let result = try await CLI.run(args: ["render", bad.path, "-o", output.path])
      expectExit(result, 65)
      #expect(result.stdout.isEmpty)
      #expect(try directoryListing(directory) == ["bad.json", "good.json"], "no image, no hidden .partial file")
    }
  }

  @Test("invalid input removes all pages of an earlier paged run")
  func failureRemovesOldPages() async throws {
    try await withTemporaryDirectory { directory in
      let tall = try directory.write(Self.tall, to: "tall.json")
      let bad = try directory.write("{ \"messages\": [", to: "bad.json")
      let output = directory.appending(file: "OUTPUT.png")
      expectExit(try await CLI.run(args: ["render", tall.path, "-o", output.path, "--max-page-height", "2000"]), 0)
      let result = try await CLI.run(args: ["render", bad.path, "-o", output.path, "--max-page-height", "2000"])
      expectExit(result, 65)
      #expect(try directoryListing(directory) == ["bad.json", "tall.json"])
    }
  }

  @Test("writing into a folder that does not exist exits 1 with a message")
  func missingOutputFolder() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appendingPathComponent("no-such-folder/chat.png")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path])
      expectExit(result, 1)
      #expect(result.stderr.contains("no-such-folder"), "\(result.stderr)")
      #expect(result.stdout.isEmpty, "nothing listed as written")
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test("-o - with a conversation that needs several pages exits 1 and writes nothing")
  func standardOutputCannotHoldPages() async throws {
    try await withTemporaryDirectory { directory in
      let result = try await CLI.run(
        args: ["render", "-", "-o", "-", "--max-page-height", "2000"], stdin: Data(Self.tall.utf8), in: directory)
      expectExit(result, 1)
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("pages"), "\(result.stderr)")
      #expect(try directoryListing(directory).isEmpty)
    }
  }
}
