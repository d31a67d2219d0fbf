import BubbleKit
import Foundation

/// The files a run reads, known by device and inode (a link or another spelling of the path is
/// the same file): the input named on the command line, an export folder's chat file, and the
/// pictures its conversation names. A run must never write or remove one of them.
struct InputFiles {
  private struct Identity: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// Each file's identity, with the path it was named by.
  private var paths: [Identity: String] = [:]
  /// Each file's path with symlinks resolved, with the path it was named by.
  private(set) var resolvedPaths: [String: String] = [:]

  /// The files of `input`, loaded as `loaded`.
  init(_ input: String, loaded: LoadedConversation) {
    var named = [input, loaded.displayName]
    if let folder = loaded.baseDirectory {
      named += Self.localPictures(of: loaded.conversation).map { folder.appendingPathComponent($0).path }
    }
    for path in named where path != "-" {
      guard let identity = Self.identity(of: path), paths[identity] == nil else { continue }
      paths[identity] = path
      resolvedPaths[URL(fileURLWithPath: path).resolvingSymlinksInPath().path] = path
    }
  }

  /// The input that `path` is (symlinks followed), if it is one.
  func input(at path: String) -> String? {
    Self.identity(of: path).flatMap { paths[$0] }
  }

  /// Paths of the pictures the conversation names: avatars and what its messages show.
  private static func localPictures(of conversation: Conversation) -> [String] {
    let sources =
      conversation.participants.compactMap(\.avatar)
      + conversation.messages.flatMap { $0.media?.images.map(\.source) ?? [] }
    return sources.compactMap { source in
      if case .path(let path) = source { return path }
      return nil
    }
  }

  private static func identity(of path: String) -> Identity? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }
}

extension OutputTargets {
  /// Refuses (64) a run whose image, or one of whose pages (OUTPUT-1.png, OUTPUT-2.png, ...), is
  /// one of its inputs: it would be written over, or removed as a stale page. Checked once the
  /// input is read and before anything is drawn, so for every page number, since the number of
  /// pages is not known yet: an input in the output's folder named like a page, and the image or
  /// an existing page that is an input under another name (a link). The folder is not listed: a
  /// batch checks each of its files.
  func refuseWritingOver(_ inputs: InputFiles) throws(CommandFailure) {
    guard !isStandardOutput else { return }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().resolvingSymlinksInPath().path
    for (resolved, input) in inputs.resolvedPaths.sorted(by: { $0.key < $1.key }) {
      let url = URL(fileURLWithPath: resolved)
      if url.deletingLastPathComponent().path == folder, isImageName(url.lastPathComponent) {
        throw Self.overwriting(resolved, input: input, output: path)
      }
    }
    var names = [URL(fileURLWithPath: path)]
    while FileManager.default.fileExists(atPath: pageURL(names.count).path) { names.append(pageURL(names.count)) }
    for url in names {
      if let input = inputs.input(at: url.path) { throw Self.overwriting(url.path, input: input, output: path) }
    }
  }

  private static func overwriting(_ file: String, input: String, output: String) -> CommandFailure {
    .usage(
      "\(file) is an input of this run (\(input)), and -o \(output) would write or remove it as one of its "
        + "pages; choose another name for the image, or move the input")
  }

  /// Whether `name` (in the output's folder) is the image's name or one of its pages' names.
  private func isImageName(_ name: String) -> Bool {
    if name == URL(fileURLWithPath: path).lastPathComponent { return true }
    let fileExtension = "." + (OutputPath.fileExtension(of: path) ?? format.preferredExtension)
    let stem = URL(fileURLWithPath: OutputPath.stem(of: path)).lastPathComponent + "-"
    guard name.hasPrefix(stem), name.hasSuffix(fileExtension), name.count > stem.count + fileExtension.count
    else { return false }
    let digits = name.dropFirst(stem.count).dropLast(fileExtension.count)
    return digits.first != "0" && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }
}
