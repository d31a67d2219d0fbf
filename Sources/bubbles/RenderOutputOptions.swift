import ArgumentParser
import BubbleKit
import Foundation

/// Where `render` writes: one image (or its pages) at `-o`, or one image per input in the
/// folder `--output-dir`; and `--format`. The other image commands write one image and take
/// `ImageOutputOptions`.
struct RenderOutputOptions: ParsableArguments {
  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp(
      "The image to write (its extension picks the format), or - for standard output.", valueName: "file"),
    completion: .file(extensions: OutputFormat.allCases.flatMap(\.extensions)))
  var output: String?

  @Option(
    name: .customLong("output-dir"),
    help: ArgumentHelp(
      "A folder for one image per input, named after it (chat.json -> FOLDER/chat.png); created if missing.",
      valueName: "folder"),
    completion: .directory)
  var outputDirectory: String?

  @Option(
    help: ArgumentHelp(
      "The image format: \(OutputFormat.names) (default: the extension of -o, else png).", valueName: "format"),
    completion: .list(OutputFormat.allCases.map(\.rawValue)))
  var format: String?

  @Option(
    help: ArgumentHelp(
      "WebP and JPEG only: the quality, 0 to 100 (WebP: lossy at this quality instead of lossless; JPEG: default "
        + "\(OutputEncoding.defaultJPEGQuality)).", valueName: "n"))
  var quality: Int?

  func validate() throws {
    if output != nil, let outputDirectory {
      throw ValidationError(
        "-o and --output-dir cannot be used together; -o names one image, --output-dir \(outputDirectory) "
          + "a folder for one image per input")
    }
    let format = try OutputFormat.resolve(format: format, output: output)
    if let problem = OutputEncoding(format, quality: quality).qualityProblem(name: "--quality") {
      throw ValidationError(problem)
    }
    if let output { try StandardOutput.refuseImageOnTerminal(output: output, format: imageFormat) }
  }

  /// Valid once `validate()` has passed.
  var imageFormat: OutputFormat { (try? OutputFormat.resolve(format: format, output: output)) ?? .png }

  /// The format with its quality; valid once `validate()` has passed.
  var encoding: OutputEncoding { OutputEncoding(imageFormat, quality: quality) }

  /// The targets of `-o`; valid once `-o` is known to be given.
  func targets(reporter: Reporter) -> OutputTargets {
    OutputTargets(output ?? "-", encoding: encoding, reporter: reporter)
  }
}
