import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `bubbles` process still running, for tests that act on it while it works: wait for a line on
/// its stderr, send it a signal, then collect how it ended.
final class RunningCLI: @unchecked Sendable {
  private let process = Process()
  private let lock = NSLock()
  /// Guarded by `lock`.
  private var stderrBytes = Data()
  private let drained = DispatchGroup()

  /// Starts `bubbles args` with `environment` added to this process's own; stdin is closed and
  /// stdout discarded. With a `descriptorLimit`, it runs under `ulimit -n` of it (soft and hard,
  /// so it cannot raise it), through `sh`'s `exec` (the process is still `bubbles`).
  /// `executable` is another program built beside `bubbles` (the embedding example).
  init(
    args: [String], environment: [String: String] = [:], descriptorLimit: Int? = nil,
    executable: URL = CLI.executable
  ) throws {
    if let descriptorLimit {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", CLI.executable.path] + args
    } else {
      process.executableURL = executable
      process.arguments = args
    }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    drained.enter()
    DispatchQueue.global().async { [self] in
      let handle = errors.fileHandleForReading
      // `availableData` returns as soon as anything arrives (`read(upToCount:)` waits for the count).
      while case let chunk = handle.availableData, !chunk.isEmpty {
        lock.lock()
        stderrBytes.append(chunk)
        lock.unlock()
      }
      drained.leave()
    }
  }

  var stderr: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: stderrBytes, as: UTF8.self)
  }

  var isRunning: Bool { process.isRunning }

  var processIdentifier: Int32 { process.processIdentifier }

  /// Waits until stderr contains `text`; `false` if the process ended first or `timeout` passed.
  func waitForStderr(containing text: String, timeout: Duration = .seconds(60)) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if stderr.contains(text) { return true }
      if !process.isRunning { return stderr.contains(text) }
      try await Task.sleep(for: .milliseconds(5))
    }
    return false
  }

  func send(_ signal: Int32) {
    kill(process.processIdentifier, signal)
  }

  /// Waits for the end (killing the process after `timeout`): its status, and whether it exited
  /// (rather than died of a signal).
  func finish(timeout: Duration = .seconds(60)) async throws -> (status: Int32, exited: Bool) {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
      if ContinuousClock.now >= deadline {
        Issue.record("bubbles did not end within \(timeout)")
        kill(process.processIdentifier, SIGKILL)
      }
      try await Task.sleep(for: .milliseconds(5))
    }
    process.waitUntilExit()
    drained.wait()
    return (process.terminationStatus, process.terminationReason == .exit)
  }
}
