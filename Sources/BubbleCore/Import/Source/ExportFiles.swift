import Foundation

/// The files of an export spread over several (a Slack workspace's `users.json`,
/// `channels.json` and a folder of day files per channel; Messenger's `message_1.json`,
/// `message_2.json`…), read from its folder or its zip. Every path is relative and stays inside
/// the export (`ContainedFolder`'s rule, or a zip entry's name checked the same way), and all
/// reads together draw on one byte budget: an export spread over many files costs no more than
/// one chat file could.
public final class ExportFiles: Sendable {
  /// Files listed at most, and the depth of folders walked (Slack's are one level deep).
  public static let maxFiles = 20_000
  public static let maxDepth = 2

  /// The file read as the chat, when it is one of these (`message_1.json`): an importer merges
  /// its siblings only then.
  public let chatFile: String?
  /// Whether the user gave the export (its folder or zip) rather than one file of it: an
  /// importer reads a chat spread over several files (Discord's partitions) only then.
  public let isWholeExport: Bool
  private let storage: Storage
  private let budget: Locked<Int>
  /// A folder is listed when an importer first asks: most inputs are one file.
  private let listing: Locked<[String: Int]?>

  private enum Storage: Sendable {
    case folder(ContainedFolder)
    case zip(entries: [String: ZipEntry], archive: Data, inflater: any ZipEntryInflating)
  }

  private init(sizes: [String: Int]?, storage: Storage, budget: Int, chatFile: String?, isWholeExport: Bool) {
    self.chatFile = chatFile
    self.isWholeExport = isWholeExport
    self.listing = Locked(sizes)
    self.storage = storage
    self.budget = Locked(budget)
  }

  /// Every file's path (`general/2016-01-14.json`) with its size, folders left out.
  public var sizes: [String: Int] {
    listing.withLock { listed in
      if let listed { return listed }
      var sizes: [String: Int] = [:]
      if case .folder(let folder) = storage { Self.list(folder.root, prefix: "", depth: 1, into: &sizes) }
      listed = sizes
      return sizes
    }
  }

  /// All paths, sorted.
  public var names: [String] { sizes.keys.sorted() }

  /// The files of `folder` and its folders to `maxDepth`, read within `budget` bytes in all.
  public static func folder(_ folder: URL, budget: Int, chatFile: String? = nil, isWholeExport: Bool = true)
    -> ExportFiles
  {
    ExportFiles(
      sizes: nil, storage: .folder(ContainedFolder(folder, name: "the export's folder")), budget: budget,
      chatFile: chatFile, isWholeExport: isWholeExport)
  }

  /// The files of a zip's `entries` (names that climb out or are absolute are left out).
  public static func zip(
    _ entries: [ZipEntry], archive: Data, inflater: any ZipEntryInflating, budget: Int, chatFile: String? = nil
  ) -> ExportFiles {
    let kept = entries.filter { isContainedPath($0.name) && !$0.name.hasSuffix("/") }.prefix(maxFiles)
    let byName = Dictionary(kept.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    return ExportFiles(
      sizes: byName.mapValues(\.size), storage: .zip(entries: byName, archive: archive, inflater: inflater),
      budget: budget, chatFile: chatFile, isWholeExport: true)
  }

  /// The bytes of the file `path` names; fails past the budget, or for a path not listed.
  public func read(_ path: String) -> Result<Data, FileProblem> {
    guard let size = sizes[path] else { return .failure(.notFound) }
    let left = budget.withLock { $0 }
    guard size <= left else { return .failure(.tooLarge(size, limit: left)) }
    let read: Result<Data, FileProblem>
    switch storage {
    case .folder(let folder): read = folder.read(path, maxBytes: left).map(\.data)
    case .zip(let entries, let archive, let inflater):
      guard let entry = entries[path], entry.dataRange.count <= left else {
        return .failure(.tooLarge(size, limit: left))
      }
      read = inflater.contents(of: entry, in: archive)
    }
    if case .success(let data) = read { budget.withLock { $0 -= data.count } }
    return read
  }

  /// A relative path of plain names: no `..`, `.`-led or empty part, no backslash or NUL.
  static func isContainedPath(_ path: String) -> Bool {
    guard !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    let file = path.hasSuffix("/") ? parts.dropLast() : parts[...]
    return !file.isEmpty && file.allSatisfy { !$0.isEmpty && !$0.hasPrefix(".") }
  }

  private static func list(_ folder: URL, prefix: String, depth: Int, into sizes: inout [String: Int]) {
    let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey, .fileSizeKey, .isSymbolicLinkKey]
    guard
      let items = try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return }
    for item in items.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) where sizes.count < maxFiles {
      guard let values = try? item.resourceValues(forKeys: Set(keys)), values.isSymbolicLink != true else { continue }
      let name = prefix + item.lastPathComponent
      if values.isRegularFile == true {
        sizes[name] = values.fileSize ?? 0
      } else if values.isDirectory == true, depth < maxDepth {
        list(item, prefix: name + "/", depth: depth + 1, into: &sizes)
      }
    }
  }
}
