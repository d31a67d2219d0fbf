import BubbleKit
import Foundation
import Testing

/// `bubbles diff A.png B.png [-o DIFF.png]`: 0 equal, 1 different, 64 usage error, 66 unreadable.
@Suite("diff command")
struct DiffCommandTests {
  /// Renders `ChatJSON.short` with the CLI into `directory/a.png` and returns its URL and size.
  static func rendered(in directory: URL) async throws -> (url: URL, width: Int, height: Int) {
    let input = try directory.write(ChatJSON.short, to: "chat.json")
    let url = directory.appending(file: "a.png")
    let result = try await CLI.run(args: ["render", input.path, "-o", url.path, "--scale", "1"])
    expectExit(result, 0)
    let info = try #require(PNGInfo(contentsOf: url))
    return (url, info.width, info.height)
  }

  /// A copy of the PNG at `url` with column `x` painted blue, written as `name`.
  static func columnChanged(_ url: URL, x: Int, name: String) throws -> URL {
    try columnChanged(url, x: x, name: name) { _ in 0xFF00_00FF }
  }

  /// A copy of the PNG at `url` with each pixel of column `x` replaced by `change(pixel)`.
  static func columnChanged(_ url: URL, x: Int, name: String, change: (UInt32) -> UInt32) throws -> URL {
    let image = try #require(RasterImage.decodePNG([UInt8](try Data(contentsOf: url))))
    var pixels = image.argbPixels()
    for y in 0..<image.height { pixels[y * image.width + x] = change(pixels[y * image.width + x]) }
    let png = try #require(RasterImage.fromARGB(pixels, width: image.width, height: image.height)).pngData()
    let changed = url.deletingLastPathComponent().appending(file: name)
    try Data(png).write(to: changed)
    return changed
  }

  @Test("an image compared with itself, or a copy, is equal: exit 0")
  func equal() async throws {
    try await withTemporaryDirectory { directory in
      let a = try await Self.rendered(in: directory)
      let copy = try directory.write(try Data(contentsOf: a.url), to: "copy.png")
      let diffURL = directory.appending(file: "diff.png")
      let result = try await CLI.run(args: ["diff", a.url.path, copy.path, "-o", diffURL.path])
      expectExit(result, 0)
      #expect(result.stdoutLines.first == "result: equal")
      #expect(result.stdoutText.contains("differing pixels: 0 of \(a.width * a.height)"))
      #expect(!result.stdoutText.contains("bounding box"))
      #expect(!FileManager.default.fileExists(atPath: diffURL.path), "no diff image when nothing differs")
    }
  }

  @Test("a one-pixel column change: exit 1, its count and bounding box, and a diff image marking it")
  func oneColumn() async throws {
    try await withTemporaryDirectory { directory in
      let a = try await Self.rendered(in: directory)
      let b = try Self.columnChanged(a.url, x: 100, name: "b.png")
      let diffURL = directory.appending(file: "diff.png")
      let result = try await CLI.run(args: ["diff", a.url.path, b.path, "-o", diffURL.path])
      expectExit(result, 1)
      #expect(
        result.stdoutLines == [
          "result: different",
          "differing pixels: \(a.height) of \(a.width * a.height) (\(Self.percent(1.0 / Double(a.width))); "
            + "0.02% allowed, channel tolerance 2)",
          "bounding box: x=100 y=0 width=1 height=\(a.height)",
          "diff image: \(diffURL.path)",
        ])
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      let diff = try #require(RasterImage.decodePNG([UInt8](try Data(contentsOf: diffURL))))
      #expect(diff.width == a.width && diff.height == a.height)
      let pixels = diff.argbPixels()
      let red = (0..<pixels.count).filter { pixels[$0] == 0xFFFF_0000 }
      #expect(red == (0..<a.height).map { $0 * a.width + 100 }, "exactly column 100 is red")
    }
  }

  @Test("the tolerance and the allowed share decide what counts as equal")
  func tolerance() async throws {
    try await withTemporaryDirectory { directory in
      let a = try await Self.rendered(in: directory)
      // A column of pixels one step away in blue (the canvas is opaque).
      let faint = try Self.columnChanged(a.url, x: 0, name: "faint.png") { $0 & 0xFF > 0 ? $0 - 1 : $0 + 1 }
      expectExit(try await CLI.run(args: ["diff", a.url.path, faint.path]), 0)
      let strict = try await CLI.run(args: ["diff", a.url.path, faint.path, "--tolerance", "0"])
      expectExit(strict, 1)
      #expect(strict.stdoutText.contains("bounding box: x=0 y=0 width=1 height=\(a.height)"))

      let column = try Self.columnChanged(a.url, x: 10, name: "column.png")
      let share = String(2.0 / Double(a.width))
      let generous = try await CLI.run(args: ["diff", a.url.path, column.path, "--max-differing-share", share])
      expectExit(generous, 0)
      #expect(generous.stdoutLines.first == "result: equal")
      #expect(generous.stdoutText.contains("bounding box: x=10 y=0 width=1 height=\(a.height)"))
    }
  }

  @Test("images of different sizes: exit 1, and both sizes named")
  func sizes() async throws {
    try await withTemporaryDirectory { directory in
      let a = try await Self.rendered(in: directory)
      let input = directory.appending(file: "chat.json")
      let wide = directory.appending(file: "wide.png")
      expectExit(try await CLI.run(args: ["render", input.path, "-o", wide.path, "--scale", "1", "--width", "400"]), 0)
      let wideInfo = try #require(PNGInfo(contentsOf: wide))
      let diffURL = directory.appending(file: "diff.png")
      let result = try await CLI.run(args: ["diff", a.url.path, wide.path, "-o", diffURL.path])
      expectExit(result, 1)
      #expect(
        result.stdoutLines == [
          "result: sizes differ",
          "sizes: \(a.url.path) is \(a.width) x \(a.height) px, \(wide.path) is 400 x \(wideInfo.height) px",
        ])
      #expect(result.stderr.contains("no diff image written"))
      #expect(!FileManager.default.fileExists(atPath: diffURL.path))
    }
  }

  @Test("a missing file, a folder or a file that is not an image: exit 66 with the reason")
  func unreadable() async throws {
    try await withTemporaryDirectory { directory in
      let a = try await Self.rendered(in: directory)
      let missing = directory.appending(file: "missing.png").path
      let notImage = try directory.write("not an image", to: "text.png").path
      let truncated = try directory.write(try Data(contentsOf: a.url).prefix(100), to: "truncated.png").path
      for (other, reason) in [
        (missing, "no such file"), (directory.path, "cannot read the file"), (notImage, "cannot read the image"),
        (truncated, "cannot read the image"),
      ] {
        let result = try await CLI.run(args: ["diff", a.url.path, other])
        expectExit(result, 66)
        #expect(result.stderr.contains("bubbles: error: \(other): \(reason)"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let reversed = try await CLI.run(args: ["diff", other, a.url.path])
        expectExit(reversed, 66)
      }
    }
  }

  @Test("bad options and outputs are usage errors: exit 64, nothing written")
  func usage() async throws {
    try await withTemporaryDirectory { directory in
      let a = try await Self.rendered(in: directory)
      let b = try Self.columnChanged(a.url, x: 5, name: "b.png")
      let before = try Data(contentsOf: b)
      for args in [
        ["--tolerance", "256"], ["--tolerance", "-1"], ["--max-differing-share", "5"], ["-o", directory.path],
        ["-o", b.path], ["-o", "-"], ["-o", directory.appending(file: "d.gif").path], ["--format", "png"],
      ] {
        let result = try await CLI.run(args: ["diff", a.url.path, b.path] + args)
        expectExit(result, 64)
        #expect(result.stderr.contains("error"), "\(args): \(result.stderr)")
      }
      #expect(try Data(contentsOf: b) == before, "-o never overwrites an input")
    }
  }

  static func percent(_ share: Double) -> String {
    let value = share * 100
    return value >= 1 ? String(format: "%.1f%%", value) : String(format: "%.3g%%", value)
  }
}
