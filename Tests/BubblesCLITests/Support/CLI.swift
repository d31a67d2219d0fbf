import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one run of the `bubbles` executable produced.
struct CLIResult: Sendable {
  var status: Int32
  var reason: Process.TerminationReason
  var stdout: Data
  var stderr: String
  var timedOut: Bool

  /// Exited normally (not killed by a signal, not timed out).
  var exitedNormally: Bool { reason == .exit && !timedOut }

  var stdoutText: String { String(decoding: stdout, as: UTF8.self) }

  /// Non-empty lines of stdout.
  var stdoutLines: [String] { stdoutText.split(separator: "\n").map(String.init) }
}

/// Runs the real `bubbles` executable as a subprocess.
enum CLI {
  /// The built `bubbles` executable, next to the test bundle in the build products folder.
  static let executable: URL = locateExecutable()

  /// Runs `bubbles` (or a copy of it at `executable`) with `args`, feeding `stdin` (closed at
  /// once when `nil`). Pipes are drained on background threads while the process runs, so a large
  /// PNG on stdout cannot block it. A run longer than `timeout` is killed and recorded as an issue.
  /// With `stdoutIsTerminal`, stdout is a pseudo-terminal (as when a person runs it) and
  /// `CLIResult.stdout` is what reached that terminal; `stderrIsTerminal` does the same for stderr.
  static func run(
    args: [String], stdin: Data? = nil, in directory: URL? = nil, stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false, timeout: Duration = .seconds(60), executable: URL = CLI.executable,
    environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> CLIResult {
    ignoreSIGPIPE
    // Parallel tests share few cores: cap the processes running at once, so that a run's timeout
    // measures the run rather than the queue in front of it.
    await slots.acquire()
    defer { Task { await slots.release() } }
    let process = Process()
    process.executableURL = executable
    process.arguments = args
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
    }
    if let directory { process.currentDirectoryURL = directory }
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    let terminal = stdoutIsTerminal ? try PseudoTerminal() : nil
    let errorTerminal = stderrIsTerminal ? try PseudoTerminal() : nil
    process.standardInput = input
    process.standardOutput = terminal?.childEnd ?? output
    process.standardError = errorTerminal?.childEnd ?? errors

    try process.run()
    // The child holds its own copies of these ends now.
    terminal?.closeChildEnd()
    errorTerminal?.closeChildEnd()
    let stdoutData = terminal.map { PipeDrain(terminal: $0) } ?? PipeDrain(output.fileHandleForReading)
    let stderrData = errorTerminal.map { PipeDrain(terminal: $0) } ?? PipeDrain(errors.fileHandleForReading)
    let writer = input.fileHandleForWriting
    let feeding = DispatchGroup()
    feeding.enter()
    DispatchQueue.global().async {
      // The child may exit without reading everything; EPIPE is fine then.
      if let stdin, !stdin.isEmpty { try? writer.write(contentsOf: stdin) }
      try? writer.close()
      feeding.leave()
    }

    let deadline = ContinuousClock.now + timeout
    var timedOut = false
    while process.isRunning {
      if ContinuousClock.now >= deadline {
        timedOut = true
        process.terminate()
        for _ in 0..<100 where process.isRunning { try await Task.sleep(for: .milliseconds(5)) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        break
      }
      try await Task.sleep(for: .milliseconds(5))
    }
    process.waitUntilExit()
    await feeding.wait()
    let out = await stdoutData.result()
    let err = await stderrData.result()
    if timedOut {
      let command = (["bubbles"] + args).joined(separator: " ")
      Issue.record("\(command) did not finish within \(timeout)", sourceLocation: sourceLocation)
    }
    return CLIResult(
      status: process.terminationStatus, reason: process.terminationReason, stdout: out,
      stderr: String(decoding: err, as: UTF8.self), timedOut: timedOut)
  }

  private static let slots = ProcessSlots(max(2, ProcessInfo.processInfo.activeProcessorCount * 2))

  /// Writing to a pipe whose reader has exited must be an error, not a signal that kills the tests.
  private static let ignoreSIGPIPE: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

  private static func locateExecutable() -> URL {
    let fileManager = FileManager.default
    if let override = ProcessInfo.processInfo.environment["BUBBLES_EXECUTABLE"] {
      return URL(fileURLWithPath: override)
    }
    // The test bundle lives in the build products folder (…/debug/BubbleKitPackageTests.xctest,
    // or …/Contents/MacOS/… inside it on macOS); walk up from it until a `bubbles` is beside us.
    let starts = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL]
    for start in starts {
      var folder = start.standardizedFileURL
      for _ in 0..<6 {
        let candidate = folder.appendingPathComponent("bubbles")
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
          fileManager.isExecutableFile(atPath: candidate.path)
        {
          return candidate
        }
        folder = folder.deletingLastPathComponent()
      }
    }
    return Paths.packageRoot.appendingPathComponent(".build/debug/bubbles")
  }
}

/// A counting semaphore for async code.
private actor ProcessSlots {
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(_ count: Int) { free = count }

  func acquire() async {
    if free > 0 {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}

/// Reads a pipe to its end on a background thread.
private final class PipeDrain: @unchecked Sendable {
  private let group = DispatchGroup()
  /// Written by the reading thread, read by the task that waited for it: the group orders the two,
  /// but the thread sanitizer does not see that order through the continuation, so a lock makes
  /// it plain (`.ci/sanitizers thread` reported the read and the write as a race).
  private let lock = NSLock()
  private var data = Data()

  init(_ handle: FileHandle) {
    group.enter()
    DispatchQueue.global().async { [self] in
      let bytes = handle.readDataToEndOfFile()
      lock.withLock { data = bytes }
      group.leave()
    }
  }

  init(terminal: PseudoTerminal) {
    group.enter()
    DispatchQueue.global().async { [self] in
      let bytes = terminal.readUntilClosed()
      lock.withLock { data = bytes }
      group.leave()
    }
  }

  func result() async -> Data {
    await group.wait()
    return lock.withLock { data }
  }
}

extension DispatchGroup {
  /// Waits without blocking a thread of Swift's cooperative pool.
  fileprivate func wait() async {
    await withCheckedContinuation { continuation in
      notify(queue: .global()) { continuation.resume() }
    }
  }
}

/// Folders of the package.
enum Paths {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // BubblesCLITests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  static let corpus = packageRoot.appendingPathComponent("Examples/corpus")

  /// The sample conversations (`*.json`) of `Examples/corpus`, sorted.
  static let corpusSamples: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }()
}

/// A fresh, empty folder for one test, removed afterwards.
func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("BubblesCLITests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  return try await body(directory)
}

/// The names in `directory`, sorted (hidden files included).
func directoryListing(_ directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

extension URL {
  func appending(file name: String) -> URL { appendingPathComponent(name, isDirectory: false) }

  /// Writes `text` as UTF-8 to `name` in this folder and returns the file's URL.
  @discardableResult
  func write(_ text: String, to name: String) throws -> URL {
    try write(Data(text.utf8), to: name)
  }

  @discardableResult
  func write(_ data: Data, to name: String) throws -> URL {
    let url = appending(file: name)
    try data.write(to: url)
    return url
  }
}
