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

  /// The files of `input`, loaded as `loaded`.
  init(_ input: String, loaded: LoadedConversation) {
    var named = [input, loaded.displayName]
    if let folder = loaded.baseDirectory {
      named += Self.localPictures(of: loaded.conversation).map { folder.appendingPathComponent($0).path }
    }
    for path in named where path != "-" {
      if let identity = Self.identity(of: path), paths[identity] == nil { paths[identity] = path }
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
  /// input is read and before anything is drawn, for every page name that exists now, since the
  /// number of pages is not known yet.
  func refuseWritingOver(_ inputs: InputFiles) throws(CommandFailure) {
    guard !isStandardOutput else { return }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where isImageName(name) {
      let candidate = folder.appendingPathComponent(name).path
      guard let input = inputs.input(at: candidate) else { continue }
      throw .usage(
        "\(candidate) is an input of this run (\(input)), and -o \(path) would write or remove it as one of its "
          + "pages; choose another name for the image, or move the input")
    }
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
