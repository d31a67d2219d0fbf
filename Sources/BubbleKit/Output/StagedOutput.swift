import Foundation

/// Output written all or nothing. Each file is staged as soon as its bytes are ready (written to
/// a hidden temporary file beside the targets, `.bubbles-PID-N-RANDOM.partial`, so a rename never
/// crosses file systems), then `publish(to:removing:)` renames them all into place in one short step
/// that a terminating signal waits for. Until then no target changes; a staging dropped without
/// publishing removes its temporary files, and so does a terminating signal when the command-line
/// tool handles it (`abandonAllForTermination()`).
///
///     let staging = StagedOutput(beside: URL(fileURLWithPath: "chat.png"))
///     for page in pages { try staging.stage(page.png) }      // one at a time, as they are encoded
///     try staging.publish(to: targets, removing: stalePages)  // targets.count == staging.count
public final class StagedOutput: @unchecked Sendable {
  /// Where the temporary files go: the targets' folder.
  public let directory: URL
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var staged: [URL] = []
  /// Called inside the publish step after each rename, with the file's index: lets the tool's
  /// tests stop a publish half-way (see `BUBBLES_TEST_PAUSE`).
  package var afterEachRename: @Sendable (Int) -> Void = { _ in }

  /// A staging for files published in the folder of `target`.
  public init(beside target: URL) {
    directory = target.deletingLastPathComponent()
  }

  deinit { discard() }

  /// Files staged and not yet published.
  public var count: Int { locked { staged.count } }

  /// Writes one file's bytes to its temporary file, all of them or an error (a full disk, a
  /// failing device); nothing visible changes, and a failed file is removed.
  public func stage(_ bytes: [UInt8]) throws {
    let (url, descriptor) = try StagingRegistry.shared.create(in: directory)
    let written = DescriptorWriter.write(bytes, to: descriptor)
    // close(2) reports what a file system kept back until then (NFS, a quota).
    let closeFailure = close(descriptor) == 0 ? nil : errno
    if case .failure(let failure) = written {
      StagingRegistry.shared.remove([url])
      throw OutputError(url, writeFailure: failure)
    }
    if let closeFailure {
      StagingRegistry.shared.remove([url])
      throw OutputError(url, writeFailure: DescriptorWriter.Failure(code: closeFailure))
    }
    locked { staged.append(url) }
  }

  /// Renames the staged files over `targets`, in order, and removes `stale` (files of an earlier
  /// run that the new set replaces), as one step. Each target must be a regular file or absent:
  /// a FIFO, a device, a symbolic link or a folder fails the publish before anything is renamed.
  /// The staging is empty afterwards, whether it succeeded or not.
  public func publish(to targets: [URL], removing stale: [URL] = []) throws {
    let files = takeStaged()
    guard files.count == targets.count else {
      StagingRegistry.shared.remove(files)
      throw OutputError(directory, reason: "\(files.count) files staged for \(targets.count) targets")
    }
    let kept = Set(targets.map(\.path))
    try StagingRegistry.shared.publish(
      Array(zip(files, targets)).map { (from: $0, to: $1) }, removing: stale.filter { !kept.contains($0.path) },
      afterEachRename: afterEachRename)
  }

  /// Removes the staged files; no target changes.
  public func discard() {
    let files = takeStaged()
    StagingRegistry.shared.remove(files)
  }

  private func takeStaged() -> [URL] {
    locked {
      defer { staged.removeAll() }
      return staged
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Removes `urls` in one step that a terminating signal does not cut in two (with the publish
  /// step's guarantee: a killed run leaves all of them or none).
  public static func removeAtOnce(_ urls: [URL]) {
    StagingRegistry.shared.removeAtOnce(urls)
  }

  /// For a handler of SIGTERM, SIGINT or SIGHUP that then exits: waits for a publish in progress
  /// to end, removes every temporary file of every staging, and stops any further staging or
  /// publishing in this process. Never returns the process to normal work.
  public static func abandonAllForTermination() {
    StagingRegistry.shared.abandonAll()
  }
}
