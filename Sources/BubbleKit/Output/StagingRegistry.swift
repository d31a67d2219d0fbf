import Foundation

/// The temporary files this process is writing, and the one lock that both publishing and a
/// terminating signal take: a signal that arrives while pages are renamed into place waits for
/// the publish to end, and once the signal's cleanup has begun nothing more is staged or
/// published. So a killed run leaves the earlier complete set of pages or the new one, never a
/// mix, and no temporary file.
final class StagingRegistry: @unchecked Sendable {
  static let shared = StagingRegistry()

  private let lock = NSLock()
  /// Guarded by `lock`.
  private var pending: Set<String> = []

  /// Creates `url` (it must not exist) and records it as pending, under the lock, so that a
  /// signal's cleanup either sees the file or runs before it exists and never lets it be made.
  func create(_ url: URL) throws -> FileHandle {
    try locked {
      let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else { throw OutputError(url, systemError: errno) }
      pending.insert(url.path)
      return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
  }

  /// Removes pending files that will not be published.
  func remove(_ urls: [URL]) {
    locked {
      for url in urls where pending.remove(url.path) != nil { unlink(url.path) }
    }
  }

  /// Renames each pending `from` over its `to`, then removes `stale`, with termination held off.
  /// Every target must be a regular file or absent: anything else (a FIFO, a device, a symlink, a
  /// folder) fails the whole publish before anything is renamed. On failure the files not yet
  /// renamed are removed.
  func publish(_ moves: [(from: URL, to: URL)], removing stale: [URL], afterEachRename: (Int) -> Void) throws {
    try locked {
      defer {
        for move in moves where pending.remove(move.from.path) != nil { unlink(move.from.path) }
      }
      for move in moves {
        if let kind = RegularFile.nonRegularKind(at: move.to) {
          throw OutputError(move.to, reason: "it is \(kind); only regular files are written")
        }
      }
      for (index, move) in moves.enumerated() {
        guard rename(move.from.path, move.to.path) == 0 else { throw OutputError(move.to, systemError: errno) }
        pending.remove(move.from.path)
        afterEachRename(index)
      }
      for url in stale { unlink(url.path) }
    }
  }

  /// Removes `urls` as one step that a terminating signal does not cut in two.
  func removeAtOnce(_ urls: [URL]) {
    locked {
      for url in urls { unlink(url.path) }
    }
  }

  /// For a terminating signal: waits for a publish in progress, removes every pending file and
  /// keeps the lock for good, so nothing is staged or published before the process exits.
  func abandonAll() {
    lock.lock()
    for path in pending { unlink(path) }
    pending.removeAll()
  }

  private func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}

/// Why an output file cannot be written: its path and the reason, in words.
public struct OutputError: Error, CustomStringConvertible, LocalizedError, Sendable {
  public var path: String
  public var reason: String

  public init(_ url: URL, reason: String) {
    path = url.path
    self.reason = reason
  }

  init(_ url: URL, systemError code: Int32) {
    self.init(url, reason: String(cString: strerror(code)))
  }

  public var description: String { "\(path): \(reason)" }
  public var errorDescription: String? { description }
}
