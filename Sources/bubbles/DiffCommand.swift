import ArgumentParser
import BubbleGraphics
import BubbleKit
import Foundation

struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two images pixel by pixel, as the snapshot tests do.",
    discussion: HelpText.unwrapped(
      """
      Two images are equal when they have the same size and at most
      --max-differing-share of their pixels differ by more than --tolerance in any
      channel (alpha, red, green, blue). The defaults are those of the
      BubbleSnapshotTesting library; --tolerance 0 --max-differing-share 0 demands
      identical pixels. PNG, JPEG and WebP files are read.

      Prints the result, the number of differing pixels and their bounding box.
      With -o, writes a diff image whenever any pixel differs: the expected image
      washed out, with differing pixels in red (nothing is written when the images
      are identical or their sizes differ).

      With -q, prints nothing: the exit status tells.

      Exit status: 0 equal (within the tolerance), 1 different, 64 a usage error,
      66 an image that cannot be read.

      Examples:
        bubbles diff Snapshots/chat.png chat.png
        bubbles diff expected.png actual.png -o diff.png --tolerance 0
      """))

  @Argument(help: "The expected image (the reference).")
  var expected: String

  @Argument(help: "The actual image.")
  var actual: String

  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp("Where to write the diff image (its extension picks the format).", valueName: "file"),
    completion: .file(extensions: OutputFormat.allCases.flatMap(\.extensions)))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "The diff image's format: \(OutputFormat.names) (default: the extension of -o, else png).",
      valueName: "format"),
    completion: .list(OutputFormat.allCases.map(\.rawValue)))
  var format: String?

  @Option(help: "Largest difference in any channel (0 to 255) still counted as equal.")
  var tolerance: Int = 2

  @Option(help: "Share of pixels (0 to 1) allowed to differ beyond the tolerance.")
  var maxDifferingShare: Double = 0.0002

  @OptionGroup var quiet: QuietOption

  func validate() throws {
    guard (0...255).contains(tolerance) else {
      throw ValidationError("--tolerance must be between 0 and 255, not \(tolerance)")
    }
    guard (0...1).contains(maxDifferingShare) else {
      throw ValidationError(
        "--max-differing-share must be between 0 and 1 (a share, not a percentage), not \(maxDifferingShare)")
    }
    if format != nil, output == nil { throw ValidationError("--format needs -o: the diff image's file name") }
    if output == "-" {
      throw ValidationError("the report goes to standard output; give the diff image a file name, like -o diff.png")
    }
    if try OutputFormat.resolve(format: format, output: output).isVector {
      throw ValidationError("the diff image is a raster image: png, webp or jpeg")
    }
  }

  func run() throws {
    if let output { try checkOutput(output) }
    let reference = try Self.load(expected)
    let rendered = try Self.load(actual)
    let comparison = ImageComparison(channelTolerance: tolerance, maxDifferingShare: maxDifferingShare)
    let result = comparison.compare(expected: reference, actual: rendered)
    let report = quiet.reporter
    guard result.sizesMatch else {
      report.info("result: sizes differ")
      report.info(
        "sizes: \(expected) is \(reference.width) x \(reference.height) px, "
          + "\(actual) is \(rendered.width) x \(rendered.height) px")
      if output != nil { report.note("no diff image written: images of different sizes cannot be overlaid") }
      throw ExitStatus.failure
    }
    let share = Double(result.differingPixels) / Double(max(1, result.totalPixels))
    report.info("result: \(result.passed ? "equal" : "different")")
    report.info(
      "differing pixels: \(result.differingPixels) of \(result.totalPixels) (\(Self.percent(share)); "
        + "\(Self.percent(maxDifferingShare)) allowed, channel tolerance \(tolerance))")
    if let bounds = result.bounds {
      report.info("bounding box: x=\(bounds.x) y=\(bounds.y) width=\(bounds.width) height=\(bounds.height)")
    }
    if let output, let diff = result.diffImage {
      let format = (try? OutputFormat.resolve(format: format, output: output)) ?? .png
      let url = URL(fileURLWithPath: output)
      do {
        try AtomicFileWriter.write([(url, OutputEncoding(format).encoded(diff))])
      } catch {
        throw CommandFailure.failure("cannot write \(url.path): \(error.localizedDescription)")
      }
      report.info("diff image: \(url.path)")
    }
    if !result.passed { throw ExitStatus.failure }
  }

  /// Refuses an output that is a folder, anything else that is not a regular file, or one of the inputs.
  private func checkOutput(_ output: String) throws(CommandFailure) {
    try OutputTargets.refuseNonRegular(output, example: "diff.png")
    let resolved = URL(fileURLWithPath: output).resolvingSymlinksInPath().path
    for input in [expected, actual] where URL(fileURLWithPath: input).resolvingSymlinksInPath().path == resolved {
      throw .usage("-o \(output) is one of the images compared; choose another name for the diff image")
    }
  }

  /// Reads and decodes an image; fails with 66 when it cannot (a file past 256 MiB included:
  /// no image the decoder accepts is that large).
  private static func load(_ path: String) throws(CommandFailure) -> RasterImage {
    let data: Data
    do {
      data = try InputLoader.readFile(path, maxBytes: 256 << 20, option: nil)
    } catch {
      throw .unreadableInput(error.message)
    }
    switch ImageDecoder.decode([UInt8](data)) {
    case .success(let image): return image
    case .failure(let problem): throw .unreadableInput("\(path): cannot read the image: \(problem)")
    }
  }

  private static func percent(_ share: Double) -> String {
    let value = share * 100
    if value == 0 { return "0%" }
    if value >= 1 { return String(format: "%.1f%%", value) }
    return String(format: "%.3g%%", value)
  }
}
