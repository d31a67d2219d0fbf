import BubbleKit
import Foundation

/// The files of a batch, `render A.json B.json ... --output-dir FOLDER`: each input with the
/// image it is written to, FOLDER/A.png after the input's name (a tall conversation's pages
/// FOLDER/A-1.png, FOLDER/A-2.png, ... as a single render names them). Everything that would
/// make one file's images overwrite or remove another's is refused (64) before anything is read.
struct BatchPlan {
  struct File: Sendable {
    var input: String
    var targets: OutputTargets
  }

  let folder: String
  let files: [File]

  init(inputs: [String], folder: String, encoding: OutputEncoding, reporter: Reporter) throws(CommandFailure) {
    self.folder = folder
    files = try inputs.map { input throws(CommandFailure) in
      let name = try Self.imageName(of: input, format: encoding.format)
      return File(
        input: input, targets: OutputTargets(Self.join(folder, name), encoding: encoding, reporter: reporter))
    }
    try Self.refuseFolderThatIsAFile(folder)
    try Self.refuseClashingNames(files)
    for file in files { try Self.refuseUnusableTarget(file) }
  }

  /// Makes the folder (and its parents) when it is missing: a runtime failure (1) if it cannot be.
  func createFolder() throws(CommandFailure) {
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .failure(
        "cannot create --output-dir \(folder): \(error.localizedDescription); check that its parent is writable")
    }
  }

  /// `chat.json` -> `chat.png`: the input's file name with the format's extension for its own.
  private static func imageName(of input: String, format: OutputFormat) throws(CommandFailure) -> String {
    guard input != "-" else {
      throw .usage(
        "- (standard input) cannot be written to --output-dir, which names each image after its input file; "
          + "read it alone with -o: bubbles render - -o chat.png")
    }
    let name = URL(fileURLWithPath: input).lastPathComponent
    return OutputPath.stem(of: name) + "." + format.preferredExtension
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  private static func refuseFolderThatIsAFile(_ folder: String) throws(CommandFailure) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), !isDirectory.boolValue
    else { return }
    throw .usage("--output-dir \(folder) is not a folder; give a folder's path (it is created if missing)")
  }

  /// Two inputs of one name would write one image; an input named like another's page
  /// (`chat-2.json` beside `chat.json`) would be overwritten by that page, or removed as a stale
  /// page of it.
  private static func refuseClashingNames(_ files: [File]) throws(CommandFailure) {
    var owners: [String: File] = [:]
    for file in files {
      let stem = OutputPath.stem(of: file.targets.path)
      if let earlier = owners[stem] {
        throw .usage(
          "\(earlier.input) and \(file.input) would both be written to \(file.targets.path); "
            + "rename one of them, or render them in separate runs")
      }
      owners[stem] = file
    }
    for file in files {
      let stem = OutputPath.stem(of: file.targets.path)
      guard let (pageOf, number) = pageName(stem), let owner = owners[pageOf] else { continue }
      throw .usage(
        "\(file.input) would be written to \(file.targets.path), the name of page \(number) of \(owner.input); "
          + "rename one of them, or render them in separate runs")
    }
  }

  /// `out/chat-2` -> (`out/chat`, 2): the stem and number of a page's name, if it is one.
  private static func pageName(_ stem: String) -> (stem: String, number: Int)? {
    guard let dash = stem.lastIndex(of: "-") else { return nil }
    let digits = stem[stem.index(after: dash)...]
    guard let number = Int(digits), number >= 1, String(number) == digits else { return nil }
    return (String(stem[..<dash]), number)
  }

  /// Only regular files are written, never over the input itself (as for -o).
  private static func refuseUnusableTarget(_ file: File) throws(CommandFailure) {
    let target = file.targets.path
    if let kind = RegularFile.nonRegularKind(at: URL(fileURLWithPath: target)) {
      throw .usage(
        "\(target), the image of \(file.input), is \(kind); only regular files are written, "
          + "so move it away or choose another --output-dir")
    }
    let resolved = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
    if resolved(file.input) == resolved(target) {
      throw .usage("\(file.input) would be written over itself; choose another --output-dir")
    }
  }
}
