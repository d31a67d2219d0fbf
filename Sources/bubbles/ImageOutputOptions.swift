import ArgumentParser
import BubbleKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `-o` and `--format`, shared by the commands that write images: render, inbox and contact-sheet.
struct ImageOutputOptions: ParsableArguments {
  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp(
      "The image to write (its extension picks the format), or - for standard output.", valueName: "file"),
    completion: .file(extensions: OutputFormat.allCases.flatMap(\.extensions)))
  var output: String

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
    let format = try OutputFormat.resolve(format: format, output: output)
    if let problem = OutputEncoding(format, quality: quality).qualityProblem(name: "--quality") {
      throw ValidationError(problem)
    }
    try StandardOutput.refuseImageOnTerminal(output: output, format: imageFormat)
  }

  /// Valid once `validate()` has passed.
  var imageFormat: OutputFormat { (try? OutputFormat.resolve(format: format, output: output)) ?? .png }

  /// The format with its quality; valid once `validate()` has passed.
  var encoding: OutputEncoding { OutputEncoding(imageFormat, quality: quality) }

  func targets(reporter: Reporter) -> OutputTargets {
    OutputTargets(output, encoding: encoding, reporter: reporter)
  }
}

enum StandardOutput {
  /// Image bytes on a terminal are garbage at best and can upset it at worst: `-o -` wants a file or a pipe.
  static func refuseImageOnTerminal(output: String, format: OutputFormat) throws(ValidationError) {
    guard output == "-", isatty(STDOUT_FILENO) == 1 else { return }
    let command = (["bubbles"] + CommandLine.arguments.dropFirst().map(shellQuoted)).joined(separator: " ")
    throw ValidationError(
      "will not write \(format.rawValue.uppercased()) image data to a terminal (-o -); "
        + "redirect to a file or a pipe: \(command) > image.\(format.preferredExtension)")
  }

  /// `word` as a shell would need it typed: as it is when safe, else in single quotes.
  static func shellQuoted(_ word: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+=/.,:@%")
    if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }
}
