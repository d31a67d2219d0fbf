import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run ended by SIGTERM, SIGINT or SIGHUP leaves the folder with the earlier complete set of
/// pages or the new one, never a mix, and no hidden `.partial` file; it exits 128 + the signal.
/// Before, a kill left `.partial` files and, during the renames, a mix of old and new pages.
@Suite("termination signals")
struct SignalTests {
  /// The same conversation as pages of two widths: the earlier run's set and the new one differ
  /// in every page and in their number.
  static let chat = ChatJSON.many(300)
  static let oldArgs = ["--max-page-height", "2000", "--scale", "1", "--width", "390"]
  static let newArgs = ["--max-page-height", "2000", "--scale", "1", "--width", "700"]

  /// Every file of `folder` but the input, by name.
  static func outputs(_ folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try directoryListing(folder) where name != "chat.json" {
      files[name] = FileManager.default.contents(atPath: folder.appending(file: name).path) ?? Data()
    }
    return files
  }

  /// A folder with the input and the earlier run's pages; returns the input, the earlier pages and
  /// the pages the new run makes (rendered in a folder of their own).
  static func prepare(_ directory: URL) async throws -> (input: URL, old: [String: Data], new: [String: Data]) {
    let reference = directory.appendingPathComponent("reference", isDirectory: true)
    let work = directory.appendingPathComponent("work", isDirectory: true)
    for folder in [reference, work] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let input = try work.write(chat, to: "chat.json")
    let referenceInput = try reference.write(chat, to: "chat.json")
    expectExit(
      try await CLI.run(args: ["render", input.path, "-o", work.appending(file: "out.png").path] + oldArgs), 0)
    expectExit(
      try await CLI.run(
        args: ["render", referenceInput.path, "-o", reference.appending(file: "out.png").path] + newArgs), 0)
    let old = try outputs(work)
    let new = try outputs(reference)
    try #require(old.count > 1 && new.count > 1 && old.count != new.count)
    return (input, old, new)
  }

  static func render(_ input: URL, pause: String? = nil) throws -> RunningCLI {
    let output = input.deletingLastPathComponent().appending(file: "out.png").path
    return try RunningCLI(
      args: ["render", input.path, "-o", output] + newArgs,
      environment: pause.map { ["BUBBLES_TEST_PAUSE": $0] } ?? [:])
  }

  @Test("SIGTERM once every page is staged and none published: the earlier pages stay, exit 143")
  func termBeforePublishing() async throws {
    try await withTemporaryDirectory { directory in
      let (input, old, _) = try await Self.prepare(directory)
      let run = try Self.render(input, pause: "staged")
      #expect(try await run.waitForStderr(containing: "test pause: staged"), "\(run.stderr)")
      let staged = try directoryListing(input.deletingLastPathComponent()).filter { $0.hasSuffix(".partial") }
      #expect(!staged.isEmpty, "the pages are staged as hidden temporary files")
      run.send(SIGTERM)
      let end = try await run.finish()
      #expect(end.exited && end.status == 143, "\(end) \(run.stderr)")
      #expect(try Self.outputs(input.deletingLastPathComponent()) == old, "the earlier pages, and no .partial file")
    }
  }

  @Test("SIGINT in the middle of the renames: the publish ends first, so the new pages are all there, exit 130")
  func intWhilePublishing() async throws {
    try await withTemporaryDirectory { directory in
      let (input, _, new) = try await Self.prepare(directory)
      let run = try Self.render(input, pause: "publishing")
      #expect(try await run.waitForStderr(containing: "test pause: publishing"), "\(run.stderr)")
      run.send(SIGINT)
      let end = try await run.finish()
      // The publish completes, and the run then ends with the signal's status, never its own 0.
      #expect(end.exited && end.status == 130, "\(end) \(run.stderr)")
      #expect(try Self.outputs(input.deletingLastPathComponent()) == new, "the new pages, no stale one, no .partial")
    }
  }

  @Test("SIGHUP while staging ends the run with 129 and removes what was staged")
  func hangUpWhileStaged() async throws {
    try await withTemporaryDirectory { directory in
      let (input, old, _) = try await Self.prepare(directory)
      let run = try Self.render(input, pause: "staged")
      #expect(try await run.waitForStderr(containing: "test pause: staged"))
      run.send(SIGHUP)
      let end = try await run.finish()
      #expect(end.exited && end.status == 129, "\(end) \(run.stderr)")
      #expect(try Self.outputs(input.deletingLastPathComponent()) == old)
    }
  }

  /// No pause: the signal lands wherever the run happens to be (starting, rendering, writing,
  /// renaming, done), at fractions of the time one such run takes here. Whatever the moment, the
  /// folder holds one complete set.
  @Test("SIGTERM at several moments of a real run leaves the earlier set or the new one, never a mix")
  func termAtAnyMoment() async throws {
    try await withTemporaryDirectory { directory in
      let (input, old, new) = try await Self.prepare(directory)
      let output = input.deletingLastPathComponent().appending(file: "out.png").path
      let start = ContinuousClock.now
      expectExit(try await CLI.run(args: ["render", input.path, "-o", output] + Self.newArgs), 0)
      let duration = ContinuousClock.now - start
      for fraction in [0.05, 0.2, 0.4, 0.6, 0.8, 0.95] {
        // Start from the earlier set each time.
        expectExit(try await CLI.run(args: ["render", input.path, "-o", output] + Self.oldArgs), 0)
        let run = try Self.render(input)
        try await Task.sleep(for: duration * fraction)
        run.send(SIGTERM)
        let end = try await run.finish()
        // Done before the signal (0), ended by it (143), or killed before the handler was installed.
        #expect((end.exited && [0, 143].contains(end.status)) || (!end.exited && end.status == SIGTERM), "\(end)")
        let state = try Self.outputs(input.deletingLastPathComponent())
        #expect(state == old || state == new, "at \(fraction) of a run: \(state.keys.sorted())")
      }
    }
  }
}
