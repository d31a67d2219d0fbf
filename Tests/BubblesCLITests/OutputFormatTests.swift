import Foundation
import Testing

/// The image format is `--format`, else the extension of `-o` (any case), else PNG. What cannot be
/// written, or a format that contradicts the name, is a usage error naming the formats there are.
@Suite("output formats")
struct OutputFormatTests {
  static let direct = Paths.corpus.appending(file: "direct-basics.json").path
  static let inbox = Paths.packageRoot.appendingPathComponent("Examples/inbox.json").path

  /// Every command that writes an image, before its `-o` arguments.
  static let writers: [[String]] = [
    ["render", direct], ["render", direct, "--screen", "390x844"], ["inbox", inbox],
    ["contact-sheet", direct, "--themes", "default"], ["diff", direct, direct],
  ]

  @Test("-o NAME.gif is a usage error naming the formats, for every command that writes images", arguments: writers)
  func unwritableExtension(_ command: [String]) async throws {
    try await withTemporaryDirectory { directory in
      let result = try await CLI.run(args: command + ["-o", "y.gif"], in: directory)
      expectExit(result, 64)
      #expect(
        result.stderr.contains(
          "bubbles: error: cannot write GIF images (-o y.gif); formats: png, webp, jpeg, pdf, svg. Use -o y.png"),
        "\(result.stderr)")
      #expect(try directoryListing(directory).isEmpty)
    }
  }

  @Test(
    "a --format that contradicts the extension, or cannot be written, is a usage error",
    arguments: [
      (
        ["--format", "png", "-o", "y.jpg"],
        "--format png does not match -o y.jpg; formats: png, webp, jpeg, pdf, svg. Use -o y.png"
      ),
      (
        ["--format", "gif", "-o", "y"],
        "cannot write GIF images (--format gif); formats: png, webp, jpeg, pdf, svg. Use --format png"
      ),
      (["--format", "bmp", "-o", "-"], "cannot write BMP images (--format bmp); formats: png, webp, jpeg, pdf, svg"),
      (["-o", "chat.v2"], "cannot write V2 images (-o chat.v2); formats: png, webp, jpeg, pdf, svg. Use -o chat.png"),
    ])
  func formatMismatch(_ args: [String], message: String) async throws {
    try await withTemporaryDirectory { directory in
      let result = try await CLI.run(args: ["render", Self.direct] + args, in: directory)
      expectExit(result, 64)
      #expect(result.stderr.contains("bubbles: error: \(message)"), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
      #expect(try directoryListing(directory).isEmpty)
    }
  }

  @Test(
    "PNG is written for .png in any case, no extension, or --format png",
    arguments: [
      ["-o", "Chat.PNG"], ["-o", "chat"], ["-o", "chat", "--format", "png"], ["-o", "c.png", "--format", "PNG"],
    ])
  func pngWritten(_ args: [String]) async throws {
    try await withTemporaryDirectory { directory in
      let result = try await CLI.run(args: ["render", Self.direct] + args, in: directory)
      expectExit(result, 0)
      let name = args[1]
      #expect(try directoryListing(directory) == [name])
      #expect(PNGInfo(contentsOf: directory.appending(file: name)) != nil)
    }
  }

  @Test("--format png -o - writes a PNG to standard output")
  func formatToStandardOutput() async throws {
    let result = try await CLI.run(args: ["render", Self.direct, "-o", "-", "--format", "png"])
    expectExit(result, 0)
    #expect(PNGInfo(result.stdout) != nil)
  }

  @Test("pages keep the extension of -o as given")
  func pagesKeepTheExtension() async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.many(120), to: "chat.json")
      let result = try await CLI.run(
        args: ["render", "chat.json", "-o", "Chat.PNG", "--max-page-height", "1000"], in: directory)
      expectExit(result, 0)
      let pages = try directoryListing(directory).filter { $0 != "chat.json" }
      #expect(pages.count >= 2)
      #expect(pages.allSatisfy { $0.hasPrefix("Chat-") && $0.hasSuffix(".PNG") }, "\(pages)")
    }
  }
}
