import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One run of `bubbles` and the peak resident memory of that process alone. Linux hands a child
/// that calls exec the high-water mark of the memory it was forked or spawned from (the test
/// process, hundreds of megabytes), so `bubbles` is started by a small Python process that
/// forks and execs it and reports its `ru_maxrss` from `wait4` (Python is a test dependency:
/// `.ci/install-deps --test`).
struct PeakMemoryRun {
  var status: Int32
  var peakBytes: Int
  var stderr: String

  var peakMegabytes: Double { Double(peakBytes) / 1_000_000 }

  /// Runs `CLI.executable` with `args` in `directory`, stdin from `/dev/null`, stdout discarded.
  /// Memory is under test, not time: the run gets ten minutes (`--timeout`), as a large input
  /// may take longer than the default minute while the whole suite shares two cores.
  static func run(_ args: [String], in directory: URL) async throws -> PeakMemoryRun {
    let errors = directory.appendingPathComponent("peak-memory-stderr.txt")
    let report = directory.appendingPathComponent("peak-memory-report.txt")
    let patient = args.first.map { ["render", "inbox"].contains($0) } == true ? ["--timeout", "600"] : []
    let command = ["/usr/bin/python3", "-c", reporter, CLI.executable.path] + args + patient
    let spawnStatus = try await withCheckedThrowingContinuation { continuation in
      // waitpid blocks: a thread of its own, not the test pool's.
      Thread.detachNewThread {
        continuation.resume(with: Result { try spawnAndWait(command, stdout: report.path, stderr: errors.path) })
      }
    }
    let stderr = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    let fields = ((try? String(contentsOf: report, encoding: .utf8)) ?? "").split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    guard spawnStatus == 0, fields.count == 2 else { throw SpawnFailed(code: spawnStatus) }
    return PeakMemoryRun(status: Int32(fields[1]), peakBytes: fields[0] * 1024, stderr: stderr)
  }

  /// Forks, execs argv[1:] with stdout on /dev/null, and prints the child's peak RSS in KiB and
  /// its exit status (128 + the signal when killed, as a shell says it).
  private static let reporter = """
    import os, sys
    pid = os.fork()
    if pid == 0:
        os.dup2(os.open("/dev/null", os.O_WRONLY), 1)
        os.execv(sys.argv[1], sys.argv[1:])
    _, status, usage = os.wait4(pid, 0)
    code = os.waitstatus_to_exitcode(status)
    print(usage.ru_maxrss, code if code >= 0 else 128 - code)
    """

  struct SpawnFailed: Error { var code: Int32 }

  private static func spawnAndWait(_ command: [String], stdout: String, stderr: String) throws -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    guard spawned == 0 else { throw SpawnFailed(code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { throw SpawnFailed(code: errno) }
    }
    return status
  }
}
