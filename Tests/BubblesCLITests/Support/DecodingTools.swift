import Foundation
import Testing

/// Independent readers of what `bubbles` writes, from `.ci/install-deps --test`: Pillow (Debian's
/// python3-pil) for PNG, WebP and JPEG, poppler-utils (pdfinfo, pdftotext, pdfimages) for PDF and
/// librsvg2-bin (rsvg-convert) for SVG.
enum DecodingTools {
  /// Runs `tool` (a name under /usr/bin) and returns its standard output; a failure is an issue.
  static func run(_ tool: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation)
    throws -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let bytes = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(
      process.terminationStatus == 0,
      "\(tool) \(arguments.joined(separator: " ")) failed; install it with .ci/install-deps --test",
      sourceLocation: sourceLocation)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What Pillow reads in `image`, against the PNG `reference` (RGB, both): its size, its mode and
  /// the mean and largest difference of a channel, 0 to 255.
  struct Comparison: Decodable {
    var width: Int
    var height: Int
    var mode: String
    var meanDifference: Double
    var largestDifference: Int
  }

  static func compare(_ image: URL, to reference: URL) throws -> Comparison {
    let script = """
      import json, sys
      from PIL import Image, ImageChops, ImageStat
      image = Image.open(sys.argv[1]); image.load()
      reference = Image.open(sys.argv[2]).convert("RGB")
      rgb = image.convert("RGB")
      same = rgb.size == reference.size
      difference = ImageChops.difference(rgb, reference) if same else None
      mean = sum(ImageStat.Stat(difference).mean) / 3 if same else 255
      largest = max(high for _, high in difference.getextrema()) if same else 255
      print(json.dumps({"width": image.width, "height": image.height, "mode": image.mode,
                        "meanDifference": mean, "largestDifference": largest}))
      """
    let output = try run("python3", ["-c", script, image.path, reference.path])
    return try JSONDecoder().decode(Comparison.self, from: Data(output.utf8))
  }

  /// `pdfinfo`'s page count and each page's size in points ("390 x 847.5").
  static func pdfPages(_ file: URL) throws -> (count: Int, sizes: [String]) {
    let info = try run("pdfinfo", ["-f", "1", "-l", "100000", file.path])
    var count = 0
    var sizes: [String] = []
    for line in info.split(separator: "\n") {
      if line.hasPrefix("Pages:") { count = Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces)) ?? 0 }
      if line.hasPrefix("Page"), line.contains("size:"), let colon = line.firstIndex(of: ":") {
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        sizes.append(String(value.split(separator: " ").prefix(3).joined(separator: " ")))
      }
    }
    return (count, sizes)
  }
}
