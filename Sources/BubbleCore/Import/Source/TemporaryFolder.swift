import Foundation

/// A folder removed when the last reference to it goes: the pictures of a zip export, kept for
/// as long as its `ConversationSource` is. Named `bubbles-zip-PID-UUID` in the temporary folder
/// (`$TMPDIR`), so that the first one a process makes removes those of killed runs
/// (`Leftovers`), and a terminating signal removes the live ones (`TemporaryFolders`).
final class TemporaryFolder: Sendable {
  static let leftovers = Leftovers(prefix: "bubbles-zip-")

  let url: URL

  init() throws(SourceProblem) {
    let parent = FileManager.default.temporaryDirectory
    url = parent.appendingPathComponent(Self.leftovers.name(unique: UUID().uuidString))
    try TemporaryFolders.shared.create(url, reclaimingIn: parent)
  }

  deinit { TemporaryFolders.shared.remove(url) }

  /// Creates `folder`, which must not exist yet.
  static func create(_ folder: URL) throws(SourceProblem) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    } catch {
      throw SourceProblem(
        .system, "cannot create a temporary folder for the zip's pictures: \(error.localizedDescription)")
    }
  }
}

/// The temporary folders this process holds, and the lock that making one, writing a file into
/// one and a terminating signal all take: once the signal's cleanup has begun, every folder is
/// removed and nothing more is made or written, so a run killed while it extracts a zip leaves
/// nothing in `$TMPDIR`.
public final class TemporaryFolders: @unchecked Sendable {
  static let shared = TemporaryFolders()

  private let lock = NSLock()
  /// Guarded by `lock`.
  private var live: Set<String> = []
  /// Guarded by `lock`: whether the folders of killed runs were looked for.
  private var reclaimed = false

  /// Makes `folder`; the first time, removes the folders of killed runs in `parent`.
  func create(_ folder: URL, reclaimingIn parent: URL) throws(SourceProblem) {
    lock.lock()
    defer { lock.unlock() }
    if !reclaimed {
      reclaimed = true
      for url in TemporaryFolder.leftovers.abandoned(in: parent, kind: S_IFDIR) {
        try? FileManager.default.removeItem(at: url)
      }
    }
    try TemporaryFolder.create(folder)
    live.insert(folder.path)
  }

  /// Makes a folder inside a live one (where a zip's pictures go).
  func createInside(_ folder: URL) throws(SourceProblem) {
    lock.lock()
    defer { lock.unlock() }
    try TemporaryFolder.create(folder)
  }

  /// Writes a file into a live folder (a picture extracted); `false` if it cannot be written.
  func write(_ data: Data, to file: URL) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return FileManager.default.createFile(atPath: file.path, contents: data)
  }

  func remove(_ folder: URL) {
    lock.lock()
    defer { lock.unlock() }
    guard live.remove(folder.path) != nil else { return }
    try? FileManager.default.removeItem(at: folder)
  }

  /// For a handler of SIGTERM, SIGINT or SIGHUP that then exits: removes every temporary folder
  /// and keeps the lock for good, so nothing more is made or written before the process exits.
  public static func abandonAllForTermination() {
    shared.lock.lock()
    for path in shared.live { try? FileManager.default.removeItem(atPath: path) }
    shared.live.removeAll()
  }
}
