import BubbleKit
import Foundation

/// Where the images go: OUTPUT.png for one, OUTPUT-1.png, OUTPUT-2.png, ... for pages (the extension
/// kept), or standard output for `-`.
struct OutputTargets {
  let path: String
  let encoding: OutputEncoding
  let reporter: Reporter

  init(_ path: String, encoding: OutputEncoding, reporter: Reporter) {
    self.path = path
    self.encoding = encoding
    self.reporter = reporter
  }

  var format: OutputFormat { encoding.format }

  var isStandardOutput: Bool { path == "-" }

  /// Refuses an output that is a folder, anything else that is not a regular file (a FIFO, a
  /// device, a symbolic link), or the input itself: a usage error, found before anything is read.
  func checkUsable(input: String) throws(CommandFailure) {
    guard !isStandardOutput else { return }
    try Self.refuseNonRegular(path, example: "chat.\(format.preferredExtension)")
    let outputPath = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    if input != "-", URL(fileURLWithPath: input).resolvingSymlinksInPath().path == outputPath {
      throw .usage("-o \(path) is the input file; choose another name for the image")
    }
  }

  /// Only regular files are written (renamed over): never through a link, never over a device
  /// node or a FIFO, which a rename would replace.
  static func refuseNonRegular(_ path: String, example: String) throws(CommandFailure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw .usage("-o \(path) is a folder; give the image's file name, like \(path)/\(example)")
    }
    if let kind = RegularFile.nonRegularKind(at: URL(fileURLWithPath: path)) {
      throw .usage(
        "-o \(path) is \(kind); only regular files are written (or - for standard output), "
          + "so give the name of a new or existing file")
    }
  }

  func urls(pageCount: Int) -> [URL] {
    guard pageCount > 1 else { return [URL(fileURLWithPath: path)] }
    return (1...pageCount).map(pageURL)
  }

  func pageURL(_ number: Int) -> URL {
    let fileExtension = OutputPath.fileExtension(of: path) ?? format.preferredExtension
    return URL(fileURLWithPath: "\(OutputPath.stem(of: path))-\(number).\(fileExtension)")
  }

  /// Writes one file already in the output's format (a PDF, an SVG, an encoded image).
  func writeSingleFile(_ bytes: [UInt8]) throws(CommandFailure) {
    if isStandardOutput {
      try Self.writeStandardOutput(bytes)
    } else {
      try writePages(count: 1) { _ throws(CommandFailure) in bytes }
    }
  }

  /// All of `bytes` on standard output, or exit status 1 with what failed and what to do: a full
  /// disk or `/dev/full`, a reader that closed the pipe (with SIGPIPE ignored), a failing device.
  static func writeStandardOutput(_ bytes: [UInt8]) throws(CommandFailure) {
    if case .failure(let failure) = DescriptorWriter.write(bytes, to: STDOUT_FILENO) {
      throw .failure("cannot write the image to standard output: \(failure.reason); \(failure.advice)")
    }
  }

  /// Removes images of earlier runs at these targets (OUTPUT.png and OUTPUT-N.png) not in
  /// `keeping`, all in one step that a terminating signal does not cut in two.
  func removeStaleImages(keeping: [URL]) {
    StagedOutput.removeAtOnce(staleImages(keeping: keeping))
  }

  /// The images of earlier runs at these targets (OUTPUT.png and OUTPUT-N.png) not in `keeping`.
  func staleImages(keeping: [URL]) -> [URL] {
    guard !isStandardOutput else { return [] }
    let keep = Set(keeping.map(\.path))
    var candidates = [URL(fileURLWithPath: path)]
    var number = 1
    while FileManager.default.fileExists(atPath: pageURL(number).path) || number <= keeping.count {
      candidates.append(pageURL(number))
      number += 1
    }
    return candidates.filter { !keep.contains($0.path) && isImageFile($0) }
  }

  /// Only images are ever removed: a regular file starting with the format's signature.
  private func isImageFile(_ url: URL) -> Bool {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      let handle = try? FileHandle(forReadingFrom: url)
    else { return false }
    defer { try? handle.close() }
    let signature = format.signature
    return (try? handle.read(upToCount: signature.count)).map { [UInt8]($0) == signature } ?? false
  }
}
