import ArgumentParser
import BubbleKit
import Foundation

/// Where `render` writes: one image (or its pages) at `-o`, or one image per input in the
/// folder `--output-dir`; and the encoder. The other image commands write one image and take
/// `ImageOutputOptions`.
struct RenderOutputOptions: ParsableArguments {
  @Option(
    name: [.short, .customLong("output")], help: EncoderOptions.outputHelp,
    completion: .file(extensions: OutputFormat.allCases.flatMap(\.extensions)))
  var output: String?

  @Option(
    name: .customLong("output-dir"),
    help: ArgumentHelp(
      "A folder for one image per input, named after it (chat.json -> FOLDER/chat.png); created if missing.",
      valueName: "folder"),
    completion: .directory)
  var outputDirectory: String?

  @OptionGroup var encoder: EncoderOptions

  func validate() throws {
    if output != nil, let outputDirectory {
      throw ValidationError(
        "-o and --output-dir cannot be used together; -o names one image, --output-dir \(outputDirectory) "
          + "a folder for one image per input")
    }
    try encoder.validate(output: output)
  }

  /// The format with its quality; valid once `validate()` has passed.
  var encoding: OutputEncoding { encoder.encoding(output: output) }

  /// The targets of `-o`; valid once `-o` is known to be given.
  func targets(reporter: Reporter) -> OutputTargets {
    OutputTargets(output ?? "-", encoding: encoding, reporter: reporter)
  }
}
