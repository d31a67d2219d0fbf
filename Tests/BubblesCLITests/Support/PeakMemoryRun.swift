import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One run of `bubbles` and the peak resident memory of that process alone: `wait4` gives the
/// child's own `ru_maxrss` (its VmHWM), which `getrusage(RUSAGE_CHILDREN)` would mix with every
/// other test's children.
struct PeakMemoryRun {
  var status: Int32
  var peakBytes: Int
  var stderr: String

  var peakMegabytes: Double { Double(peakBytes) / 1_000_000 }

  /// Runs `CLI.executable` with `args` in `directory`, stdin from `/dev/null`, stdout discarded.
  static func run(_ args: [String], in directory: URL) async throws -> PeakMemoryRun {
    let errors = directory.appendingPathComponent("peak-memory-stderr.txt")
    let executable = CLI.executable.path
    let (status, peakKilobytes) = try await withCheckedThrowingContinuation { continuation in
      // wait4 blocks: a thread of its own, not the test pool's.
      Thread.detachNewThread {
        continuation.resume(with: Result { try spawnAndWait(executable, args, stderrPath: errors.path) })
      }
    }
    let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    return PeakMemoryRun(status: status, peakBytes: peakKilobytes * 1024, stderr: stderr)
  }

  struct SpawnFailed: Error { var code: Int32 }

  private static func spawnAndWait(_ path: String, _ args: [String], stderrPath: String) throws -> (Int32, Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([path] + args).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw SpawnFailed(code: spawned) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
      guard errno == EINTR else { throw SpawnFailed(code: errno) }
    }
    // WEXITSTATUS, or 128 + the signal, as a shell reports it.
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return (exitStatus, Int(usage.ru_maxrss))
  }
}
