import Foundation
import Testing

/// `bubbles render` on good input: files, standard input and output, sizes, determinism.
@Suite("bubbles render")
struct RenderTests {
  @Test("every corpus sample renders to a 780 px wide PNG at default width and scale", arguments: Paths.corpusSamples)
  func corpusSampleRenders(sample: String) async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "chat.png")
      let result = try await CLI.run(args: ["render", Paths.corpus.appending(file: sample).path, "-o", output.path])
      expectExit(result, 0)
      #expect(result.stdoutLines == [output.path])
      let png = try #require(PNGInfo(contentsOf: output), "not a PNG")
      #expect(png.width == 780)
      #expect(png.height > 0)
      #expect(try directoryListing(directory) == ["chat.png"])
    }
  }

  @Test("the corpus contains samples to render")
  func corpusIsPresent() {
    #expect(Paths.corpusSamples.count >= 4, "\(Paths.corpus.path)")
  }

  @Test("--stats prints each stage's time and what was shaped, decoded and laid out, on stderr")
  func stats() async throws {
    try await withTemporaryDirectory { directory in
      let input = Paths.corpus.appending(file: "media-gallery.json").path
      let result = try await CLI.run(args: ["render", input, "-o", "chat.png", "--stats"], in: directory)
      expectExit(result, 0)
      let line = try #require(result.stderr.split(separator: "\n").first { $0.contains("texts shaped") })
      #expect(line.contains("resolve ") && line.contains("layout ") && line.contains("encode "), "\(line)")
      #expect(line.contains(" images decoded") && !line.contains(" 0 images decoded"), "\(line)")
      #expect(line.contains(" rows laid out") && !line.contains(" 0 rows laid out"), "\(line)")
      let quiet = try await CLI.run(args: ["render", input, "-o", "chat.png"], in: directory)
      #expect(!quiet.stderr.contains("texts shaped"))
    }
  }

  @Test("--width 300 --scale 3 gives a 900 px wide PNG")
  func widthAndScale() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "chat.png")
      let result = try await CLI.run(args: ["render", input.path, "-o", output.path, "--width", "300", "--scale", "3"])
      expectExit(result, 0)
      #expect(PNGInfo(contentsOf: output)?.width == 900)
    }
  }

  @Test("- reads standard input and -o - writes the PNG to standard output")
  func standardInputToStandardOutput() async throws {
    try await withTemporaryDirectory { directory in
      let result = try await CLI.run(args: ["render", "-", "-o", "-"], stdin: Data(ChatJSON.short.utf8), in: directory)
      expectExit(result, 0)
      let png = try #require(PNGInfo(result.stdout), "stdout is not a PNG: \(result.stdout.prefix(16) as NSData)")
      #expect(png.width == 780)
      #expect(try directoryListing(directory).isEmpty, "nothing is written to the working folder")
    }
  }

  @Test("a large PNG on standard output is read completely", arguments: Paths.corpusSamples)
  func corpusSampleThroughPipes(sample: String) async throws {
    let json = try Data(contentsOf: Paths.corpus.appending(file: sample))
    let result = try await CLI.run(args: ["render", "-", "-o", "-", "--scale", "3"], stdin: json)
    expectExit(result, 0)
    #expect(PNGInfo(result.stdout)?.width == 1170)
    // A complete PNG ends with the IEND chunk and its CRC.
    #expect(result.stdout.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
  }

  @Test(
    "media paths cannot resolve from standard input: the render succeeds with a warning",
    arguments: Paths.corpusSamples.filter(drawsRelativeMedia))
  func standardInputMediaWarns(sample: String) async throws {
    let json = try Data(contentsOf: Paths.corpus.appending(file: sample))
    let result = try await CLI.run(args: ["render", "-", "-o", "-"], stdin: json)
    expectExit(result, 0)
    #expect(PNGInfo(result.stdout) != nil)
    #expect(result.stderr.contains("warning"), "no warning on stderr")
    #expect(result.stderr.contains("<stdin>"))
    #expect(result.stderr.contains("relative paths need a conversation file"), "\(result.stderr)")
  }

  @Test("rendering the same input twice gives byte-identical PNGs", arguments: Paths.corpusSamples)
  func deterministic(sample: String) async throws {
    try await withTemporaryDirectory { directory in
      let input = Paths.corpus.appending(file: sample).path
      let first = directory.appending(file: "first.png")
      let second = directory.appending(file: "second.png")
      expectExit(try await CLI.run(args: ["render", input, "-o", first.path]), 0)
      expectExit(try await CLI.run(args: ["render", input, "-o", second.path]), 0)
      let firstBytes = try Data(contentsOf: first)
      #expect(!firstBytes.isEmpty)
      #expect(firstBytes == (try Data(contentsOf: second)))
    }
  }

  @Test("-o - writes the same bytes as -o FILE")
  func standardOutputMatchesFile() async throws {
    try await withTemporaryDirectory { directory in
      let input = Paths.corpus.appending(file: "group-rich-text.json").path
      let file = directory.appending(file: "chat.png")
      expectExit(try await CLI.run(args: ["render", input, "-o", file.path]), 0)
      let piped = try await CLI.run(args: ["render", input, "-o", "-"])
      expectExit(piped, 0)
      #expect(piped.stdout == (try Data(contentsOf: file)))
    }
  }

  @Test("render --help exits 0 and shows examples")
  func help() async throws {
    let result = try await CLI.run(args: ["render", "--help"])
    expectExit(result, 0)
    #expect(result.stdoutText.contains("Examples"))
    #expect(result.stdoutText.contains("--max-page-height"))
  }
}

/// Whether a sample draws a media file by relative path: a message's media, or avatars in a group chat.
private func drawsRelativeMedia(_ sample: String) -> Bool {
  drawsRelativeAvatars(sample) || mediaSources(sample).contains { !$0.hasPrefix("data:") && !$0.contains("://") }
}

/// Avatars are drawn in group chats only (the default theme's `avatar.visibility` is "group").
private func drawsRelativeAvatars(_ sample: String) -> Bool {
  guard let root = sampleObject(sample), root["kind"] as? String == "group" else { return false }
  let avatars = (root["participants"] as? [[String: Any]] ?? []).compactMap { $0["avatar"] as? String }
  return avatars.contains { !$0.hasPrefix("data:") && !$0.contains("://") }
}

/// Every `src`, `poster` and `image` inside messages' media.
private func mediaSources(_ sample: String) -> [String] {
  func collect(_ value: Any) -> [String] {
    if let object = value as? [String: Any] {
      return object.flatMap { key, value in
        ["src", "poster", "image"].contains(key) ? [value as? String].compactMap { $0 } : collect(value)
      }
    }
    if let array = value as? [Any] { return array.flatMap(collect) }
    return []
  }
  let messages = sampleObject(sample)?["messages"] as? [[String: Any]] ?? []
  return messages.compactMap { $0["media"] }.flatMap(collect)
}

private func sampleObject(_ sample: String) -> [String: Any]? {
  guard let data = try? Data(contentsOf: Paths.corpus.appending(file: sample)) else { return nil }
  return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
}
