import Foundation
import Testing

@Suite("render --thumbnail")
struct ThumbnailCommandTests {
  @Test(
    "--thumbnail draws one image of exactly that many pixels, whatever the chat's length",
    arguments: [("320x320", "end"), ("200x600", "start"), ("2048x16", "end")])
  func exactSize(box: String, fit: String) async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.many(80), to: "chat.json")
      let output = directory.appending(file: "thumb.png")
      let result = try await CLI.run(
        args: ["render", input.path, "-o", output.path, "--thumbnail", box, "--fit", fit])
      expectExit(result, 0)
      let sides = box.split(separator: "x").compactMap { Int($0) }
      let png = try #require(PNGInfo(contentsOf: output))
      #expect(png.width == sides[0] && png.height == sides[1])
      // One image, never pages.
      #expect(try directoryListing(directory) == ["chat.json", "thumb.png"])
    }
  }

  @Test("the fit defaults to the end of the chat, and the two ends differ")
  func fitDefaultsToEnd() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.many(40), to: "chat.json")
      var images: [String: Data] = [:]
      for (name, extra) in [("default", [String]()), ("end", ["--fit", "end"]), ("start", ["--fit", "start"])] {
        let output = directory.appending(file: "\(name).png")
        let result = try await CLI.run(
          args: ["render", input.path, "-o", output.path, "--thumbnail", "320x320"] + extra)
        expectExit(result, 0)
        images[name] = try Data(contentsOf: output)
      }
      #expect(images["default"] == images["end"])
      #expect(images["start"] != images["end"])
    }
  }

  @Test(
    "a bad --thumbnail or --fit is a usage error naming the option",
    arguments: [
      (
        ["--thumbnail", "320"],
        "--thumbnail must be WIDTHxHEIGHT in pixels, like 320x320 (each side 16 to 2048), not 320"
      ),
      (["--thumbnail", "8x320"], "the --thumbnail width must be between 16 and 2048 pixels, not 8"),
      (["--thumbnail", "320x4096"], "the --thumbnail height must be between 16 and 2048 pixels, not 4096"),
      (["--thumbnail", "320x320", "--fit", "middle"], "The value 'middle' is invalid for '--fit <fit>'"),
      (["--fit", "end"], "--fit needs --thumbnail"),
      (["--thumbnail", "320x320", "--screen", "390x844"], "--thumbnail and --screen draw different images"),
    ])
  func badOptions(args: [String], message: String) async throws {
    let input = Paths.corpus.appending(file: "direct-basics.json").path
    let result = try await CLI.run(args: ["render", input, "-o", "-"] + args)
    expectExit(result, 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
