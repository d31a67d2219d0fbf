import ArgumentParser
import BubbleKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--format` and `--quality`: the encoder every command that writes images takes, its format
/// from `--format` or else the extension of `-o`.
struct EncoderOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The image format: \(OutputFormat.names) (default: the extension of -o, else png).", valueName: "format"),
    completion: .list(OutputFormat.allCases.map(\.name)))
  var format: String?

  @Option(
    help: ArgumentHelp(
      "\(OutputFormat.lossyNames) only: the quality, 0 to 100 (WebP: lossy at this quality instead of lossless; "
        + "JPEG: default \(OutputEncoding.defaultJPEGQuality)).", valueName: "n"))
  var quality: Int?

  /// The encoder for images written to `output`, its quality in range (the request's words).
  func validate(output: String?) throws {
    let format = try OutputFormat.resolve(format: format, output: output)
    if let problem = OutputEncoding(format, quality: quality).qualityProblem(name: "--quality") {
      throw ValidationError(problem)
    }
    if let output { try StandardOutput.refuseImageOnTerminal(output: output, format: format) }
  }

  /// Valid once `validate(output:)` has passed.
  func encoding(output: String?) -> OutputEncoding {
    OutputEncoding((try? OutputFormat.resolve(format: format, output: output)) ?? .png, quality: quality)
  }

  static let outputHelp = ArgumentHelp(
    "The image to write (its extension picks the format), or - for standard output.", valueName: "file")
}

/// `-o` with the encoder, shared by the commands that write one image: inbox and contact-sheet.
struct ImageOutputOptions: ParsableArguments {
  @Option(
    name: [.short, .customLong("output")], help: EncoderOptions.outputHelp,
    completion: .file(extensions: OutputFormat.allCases.flatMap(\.extensions)))
  var output: String

  @OptionGroup var encoder: EncoderOptions

  func validate() throws { try encoder.validate(output: output) }

  /// Valid once `validate()` has passed.
  var encoding: OutputEncoding { encoder.encoding(output: output) }
  var imageFormat: OutputFormat { encoding.format }

  func targets(reporter: Reporter) -> OutputTargets {
    OutputTargets(output, encoding: encoding, reporter: reporter)
  }
}

enum StandardOutput {
  /// As `refuseImageOnTerminal`, for a story's video or animated image.
  static func refuseAnimationOnTerminal(format: AnimationFormat) throws(ValidationError) {
    guard isatty(STDOUT_FILENO) == 1 else { return }
    throw ValidationError(
      "will not write \(format.name.uppercased()) data to a terminal (-o -); redirect to a file or a pipe: "
        + "... > story.\(format.preferredExtension)")
  }

  /// Image bytes on a terminal are garbage at best and can upset it at worst: `-o -` wants a file or a pipe.
  static func refuseImageOnTerminal(output: String, format: OutputFormat) throws(ValidationError) {
    guard output == "-", isatty(STDOUT_FILENO) == 1 else { return }
    let command = (["bubbles"] + CommandLine.arguments.dropFirst().map(shellQuoted)).joined(separator: " ")
    throw ValidationError(
      "will not write \(format.name.uppercased()) image data to a terminal (-o -); "
        + "redirect to a file or a pipe: \(command) > image.\(format.preferredExtension)")
  }

  /// `word` as a shell would need it typed: as it is when safe, else in single quotes.
  static func shellQuoted(_ word: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+=/.,:@%")
    if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
