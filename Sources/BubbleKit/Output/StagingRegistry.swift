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

  /// Temporary files are named `.bubbles-PID-N-RANDOM.partial`: a fixed, short length whatever
  /// the target's name (a name derived from a 250-byte target passed the 255-byte limit), and
  /// the owning process in it, so a later run can remove what a killed one left.
  static let leftovers = Leftovers(prefix: ".bubbles-", suffix: ".partial")

  /// Guarded by `lock`: files made so far, for their names.
  private var made = 0
  /// Guarded by `lock`: folders whose leftovers of killed runs were removed.
  private var reclaimed: Set<String> = []

  /// Creates a new temporary file in `directory` and records it as pending, under the lock, so
  /// that a signal's cleanup either sees the file or runs before it exists and never lets it be
  /// made. The first time in a folder, the temporary files of killed runs there are removed.
  func create(in directory: URL) throws -> (url: URL, descriptor: Int32) {
    try locked {
      if reclaimed.insert(directory.path).inserted {
        for url in Self.leftovers.abandoned(in: directory, kind: S_IFREG) { unlink(url.path) }
      }
      while true {
        made += 1
        let random = String(UInt32.random(in: .min ... .max), radix: 16)
        let url = directory.appendingPathComponent(Self.leftovers.name(unique: "\(made)-\(random)"))
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        // A name left by an earlier process of this id: take the next.
        if descriptor < 0, errno == EEXIST { continue }
        guard descriptor >= 0 else { throw OutputError(url, systemError: errno) }
        pending.insert(url.path)
        return (url, descriptor)
      }
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
  /// What to do about it, when the reason says (a full disk: free some space).
  public var advice: String?

  public init(_ url: URL, reason: String) {
    path = url.path
    self.reason = reason
  }

  init(_ url: URL, systemError code: Int32) {
    self.init(url, reason: String(cString: strerror(code)))
  }

  /// A write that failed (a full disk, a failing device), with what to do about it.
  init(_ url: URL, writeFailure: DescriptorWriter.Failure) {
    self.init(url, reason: writeFailure.reason)
    advice = writeFailure.advice
  }

  public var description: String { "\(path): \(reason)" }
  public var errorDescription: String? { description }
}
