import Foundation
import Testing

/// Every format `bubbles` writes, read back by a tool that is not ours (`DecodingTools`): WebP and
/// JPEG have the PNG's size and nearly its pixels, a PDF has the PNG's pages at their size in
/// points with the messages' text as text, an SVG renders to the PNG's pixels.
@Suite("output formats read back")
struct OutputFormatDecodingTests {
  static let scripts = Paths.corpus.appending(file: "scripts-and-emoji.json").path
  static let gallery = Paths.corpus.appending(file: "media-gallery.json").path

  @Test(
    "WebP and JPEG have the PNG's size and pixels: lossless WebP exactly, lossy ones closely",
    arguments: [
      (["-o", "chat.webp"], "RGB", 0.0),
      (["-o", "chat.webp", "--quality", "80"], "RGB", 3.0),
      (["-o", "chat.jpg"], "RGB", 3.0),
      (["-o", "chat.JPEG", "--quality", "40"], "RGB", 5.0),
      (["-o", "chat", "--format", "jpeg"], "RGB", 3.0),
    ])
  func rasterFormats(_ args: [String], mode: String, meanDifference: Double) async throws {
    try await withTemporaryDirectory { directory in
      expectExit(try await CLI.run(args: ["render", Self.scripts, "-o", "reference.png", "-q"], in: directory), 0)
      expectExit(try await CLI.run(args: ["render", Self.scripts, "-q"] + args, in: directory), 0)
      let read = try DecodingTools.compare(
        directory.appending(file: args[1]), to: directory.appending(file: "reference.png"))
      let png = try #require(PNGInfo(contentsOf: directory.appending(file: "reference.png")))
      #expect(read.width == png.width && read.height == png.height, "\(read)")
      #expect(read.mode == mode)
      #expect(read.meanDifference <= meanDifference, "\(read)")
      if meanDifference == 0 { #expect(read.largestDifference == 0) }
    }
  }

  @Test("a lower quality makes a smaller file")
  func qualityChangesTheFile() async throws {
    try await withTemporaryDirectory { directory in
      for quality in ["30", "95"] {
        let args = ["render", Self.scripts, "-o", "q\(quality).jpg", "--quality", quality, "-q"]
        expectExit(try await CLI.run(args: args, in: directory), 0)
      }
      let size = { (name: String) in try Data(contentsOf: directory.appending(file: name)).count }
      #expect(try size("q30.jpg") < size("q95.jpg") / 2)
    }
  }

  @Test("a PDF is one file with the PNG's pages at their size in points, and its text reads back")
  func pdfPagesAndText() async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.many(120), to: "chat.json")
      let pageArgs = ["--max-page-height", "1000", "-q"]
      expectExit(try await CLI.run(args: ["render", "chat.json", "-o", "chat.png"] + pageArgs, in: directory), 0)
      let result = try await CLI.run(args: ["render", "chat.json", "-o", "chat.pdf"] + pageArgs, in: directory)
      expectExit(result, 0)
      let pngs = try directoryListing(directory).filter { $0.hasSuffix(".png") }.sorted {
        $0.count == $1.count ? $0 < $1 : $0.count < $1.count
      }
      #expect(pngs.count >= 3)
      let pdf = try DecodingTools.pdfPages(directory.appending(file: "chat.pdf"))
      #expect(pdf.count == pngs.count)
      let expected = try pngs.map { name in
        let png = try #require(PNGInfo(contentsOf: directory.appending(file: name)))
        return "\(Self.points(png.width)) x \(Self.points(png.height))"
      }
      #expect(pdf.sizes == expected)
      let text = try DecodingTools.run("pdftotext", [directory.appending(file: "chat.pdf").path, "-"])
      for number in [0, 60, 119] {
        #expect(text.contains("Message number \(number): a line of chat text."), "\(number)")
      }
    }
  }

  @Test("the PDF's text is real text in every script the sample has")
  func pdfTextInScripts() async throws {
    try await withTemporaryDirectory { directory in
      expectExit(try await CLI.run(args: ["render", Self.scripts, "-o", "chat.pdf", "-q"], in: directory), 0)
      let text = try DecodingTools.run("pdftotext", [directory.appending(file: "chat.pdf").path, "-"])
      for line in ["November 22, 2026", "こんにちは", "よろしくお願いします", "नमस्ते", "สวัสดีครับ", "Supercalifragilisticexpialidocious"] {
        #expect(text.contains(line), "\(line) not in \(text)")
      }
    }
  }

  @Test("the same input gives the same PDF and SVG bytes, with no creation date")
  func vectorOutputIsDeterministic() async throws {
    try await withTemporaryDirectory { directory in
      for name in ["a.pdf", "b.pdf", "a.svg", "b.svg"] {
        expectExit(try await CLI.run(args: ["render", Self.gallery, "-o", name, "-q"], in: directory), 0)
      }
      let bytes = { (name: String) in try Data(contentsOf: directory.appending(file: name)) }
      #expect(try bytes("a.pdf") == bytes("b.pdf"))
      #expect(try bytes("a.svg") == bytes("b.svg"))
      let info = try DecodingTools.run("pdfinfo", [directory.appending(file: "a.pdf").path])
      #expect(!info.contains("CreationDate"), "\(info)")
    }
  }

  @Test("an image drawn on several pages of a PDF is embedded once, a JPEG as its own bytes")
  func pdfImagesEmbeddedOnce() async throws {
    try await withTemporaryDirectory { directory in
      let args = ["render", Self.gallery, "-o", "chat.pdf", "--max-page-height", "600", "-q"]
      expectExit(try await CLI.run(args: args, in: directory), 0)
      let list = try DecodingTools.run("pdfimages", ["-list", directory.appending(file: "chat.pdf").path])
      // page num type width height color comp bpc enc interp object ID ...
      let rows: [[String]] = list.split(separator: "\n").dropFirst(2).map { line in
        line.split(separator: " ").map(String.init)
      }
      let placements = rows.filter { $0.count > 10 && $0[2] == "image" }
      let objects: [String: [[String]]] = Dictionary(grouping: placements) { $0[10] }
      let pagesOfEach: [String: Set<String>] = objects.mapValues { Set($0.map { $0[0] }) }
      #expect(pagesOfEach.values.contains { $0.count >= 2 }, "\(list)")
      #expect(objects.count < placements.count, "\(list)")
      // A JPEG decoded whole and upright is embedded as its own bytes (DCT), not as pixels.
      #expect(placements.contains { $0[8] == "jpeg" }, "\(list)")
    }
  }

  @Test("an SVG renders (rsvg-convert) to the PNG's pixels; its text is glyph outlines")
  func svgRendersLikeThePNG() async throws {
    try await withTemporaryDirectory { directory in
      expectExit(try await CLI.run(args: ["render", Self.scripts, "-o", "chat.png", "-q"], in: directory), 0)
      expectExit(try await CLI.run(args: ["render", Self.scripts, "-o", "chat.svg", "-q"], in: directory), 0)
      let svg = directory.appending(file: "chat.svg")
      _ = try DecodingTools.run(
        "rsvg-convert", ["--zoom", "2", svg.path, "-o", directory.appending(file: "svg.png").path])
      let read = try DecodingTools.compare(
        directory.appending(file: "svg.png"), to: directory.appending(file: "chat.png"))
      let png = try #require(PNGInfo(contentsOf: directory.appending(file: "chat.png")))
      #expect(read.width == png.width && read.height == png.height, "\(read)")
      #expect(read.meanDifference < 2, "\(read)")
      let text = try String(contentsOf: svg, encoding: .utf8)
      #expect(text.contains("<symbol overflow=\"visible\" id=\"glyph"))
      #expect(text.contains("width=\"390\""))
    }
  }

  @Test("pages of an SVG are OUTPUT-1.svg, OUTPUT-2.svg, ...; a PDF is one file")
  func svgPagesAndOnePDF() async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.many(120), to: "chat.json")
      for name in ["chat.svg", "chat.pdf"] {
        let result = try await CLI.run(
          args: ["render", "chat.json", "-o", name, "--max-page-height", "1000"], in: directory)
        expectExit(result, 0)
      }
      let files = try directoryListing(directory).filter { $0 != "chat.json" }
      let svgs = files.filter { $0.hasSuffix(".svg") }
      #expect(svgs.count >= 3)
      #expect(svgs.allSatisfy { $0.hasPrefix("chat-") }, "\(files)")
      #expect(files.filter { $0.hasSuffix(".pdf") } == ["chat.pdf"])
      #expect(try DecodingTools.pdfPages(directory.appending(file: "chat.pdf")).count == svgs.count)
    }
  }

  @Test("a screen is a one-page PDF of the screen's size; an inbox an SVG or a WebP")
  func screensAndInboxes() async throws {
    try await withTemporaryDirectory { directory in
      let direct = Paths.corpus.appending(file: "direct-basics.json").path
      let inbox = Paths.packageRoot.appendingPathComponent("Examples/inbox.json").path
      expectExit(try await CLI.run(args: ["render", direct, "--screen", "390x844", "-o", "s.pdf"], in: directory), 0)
      let screen = try DecodingTools.pdfPages(directory.appending(file: "s.pdf"))
      #expect(screen.count == 1)
      #expect(screen.sizes == ["390 x 844"])
      expectExit(try await CLI.run(args: ["inbox", inbox, "-o", "list.svg"], in: directory), 0)
      _ = try DecodingTools.run(
        "rsvg-convert", [directory.appending(file: "list.svg").path, "-o", directory.appending(file: "l.png").path])
      expectExit(try await CLI.run(args: ["inbox", inbox, "-o", "list.webp", "--scale", "1"], in: directory), 0)
      expectExit(try await CLI.run(args: ["inbox", inbox, "-o", "list.png", "--scale", "1"], in: directory), 0)
      let webp = try DecodingTools.compare(
        directory.appending(file: "list.webp"), to: directory.appending(file: "list.png"))
      #expect(webp.largestDifference == 0)
    }
  }

  @Test(
    "thumbnails and contact sheets write WebP and JPEG of the PNG's size",
    arguments: [
      (["render", scripts, "--thumbnail", "320x240"], "thumb"),
      (["contact-sheet", scripts, "--themes", "default"], "sheet"),
    ])
  func singleImagesInRasterFormats(_ command: [String], name: String) async throws {
    try await withTemporaryDirectory { directory in
      for file in ["\(name).png", "\(name).webp", "\(name).jpg"] {
        expectExit(try await CLI.run(args: command + ["-o", file, "-q"], in: directory), 0)
      }
      let reference = directory.appending(file: "\(name).png")
      let png = try #require(PNGInfo(contentsOf: reference))
      for file in ["\(name).webp", "\(name).jpg"] {
        let read = try DecodingTools.compare(directory.appending(file: file), to: reference)
        #expect(read.width == png.width && read.height == png.height, "\(file): \(read)")
        #expect(read.meanDifference < 3, "\(file): \(read)")
      }
    }
  }

  @Test(
    "quality out of range, quality for a format without one, and vector thumbnails are usage errors",
    arguments: [
      (["render", scripts, "-o", "x.jpg", "--quality", "101"], "--quality 101 is outside 0 to 100"),
      (["render", scripts, "-o", "x.webp", "--quality=-1"], "--quality -1 is outside 0 to 100"),
      (["render", scripts, "-o", "x.png", "--quality", "50"], "--quality is for webp and jpeg; png has no quality"),
      (["render", scripts, "-o", "x.pdf", "--quality", "50"], "--quality is for webp and jpeg; pdf has no quality"),
      (["render", scripts, "-o", "x.pdf", "--format", "png"], "--format png does not match -o x.pdf"),
      (["render", scripts, "-o", "x.pdf", "--thumbnail", "64x64"], "--thumbnail draws a fixed number of pixels"),
      (["contact-sheet", scripts, "-o", "x.svg"], "a contact sheet is a raster image"),
      (["diff", scripts, scripts, "-o", "x.pdf"], "the diff image is a raster image"),
    ])
  func usageErrors(_ args: [String], message: String) async throws {
    try await withTemporaryDirectory { directory in
      let result = try await CLI.run(args: args, in: directory)
      expectExit(result, 64)
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(try directoryListing(directory).isEmpty)
    }
  }

  /// Pixels at scale 2 in points, as pdfinfo prints them ("847.5", "390").
  static func points(_ pixels: Int) -> String {
    pixels % 2 == 0 ? "\(pixels / 2)" : "\(pixels / 2).5"
  }
}
