import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A batch ended by SIGINT or SIGTERM starts no further file, leaves no temporary file, and the
/// images it published are whole; it exits 128 + the signal.
@Suite("signals during a batch")
struct BatchSignalTests {
  static let names = ["a.json", "b.json", "c.json", "d.json"]
  static let pageOptions = ["--max-page-height", "2000", "--scale", "1"]

  /// The inputs in `directory`/in, each a few pages, and their images rendered alone, by name.
  static func prepare(_ directory: URL) async throws -> (inputs: [String], expected: [String: Data]) {
    let folder = directory.appendingPathComponent("in", isDirectory: true)
    let alone = directory.appendingPathComponent("alone", isDirectory: true)
    for made in [folder, alone] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
    var inputs: [String] = []
    for (index, name) in names.enumerated() {
      let input = try folder.write(ChatJSON.many(120 + 10 * index), to: name).path
      let image = alone.appending(file: name.replacing(".json", with: ".png")).path
      expectExit(try await CLI.run(args: ["render", input, "-o", image] + pageOptions), 0)
      inputs.append(input)
    }
    var expected: [String: Data] = [:]
    for name in try directoryListing(alone) {
      expected[name] = FileManager.default.contents(atPath: alone.appending(file: name).path)
    }
    return (inputs, expected)
  }

  static func start(_ inputs: [String], into out: URL, jobs: Int, pause: String) throws -> RunningCLI {
    try RunningCLI(
      args: ["render"] + inputs + ["--output-dir", out.path, "--jobs", "\(jobs)"] + pageOptions,
      environment: ["BUBBLES_TEST_PAUSE": pause])
  }

  @Test("SIGINT after the first file: it stays whole, no other file is started, exit 130")
  func interruptBetweenFiles() async throws {
    try await withTemporaryDirectory { directory in
      let (inputs, expected) = try await Self.prepare(directory)
      let out = directory.appendingPathComponent("out", isDirectory: true)
      let run = try Self.start(inputs, into: out, jobs: 1, pause: "between-files")
      #expect(try await run.waitForStderr(containing: "test pause: between-files"), "\(run.stderr)")
      run.send(SIGINT)
      let end = try await run.finish()
      #expect(end.exited && end.status == 130, "\(end) \(run.stderr)")
      let written = try directoryListing(out)
      #expect(!written.isEmpty && written.allSatisfy { $0.hasPrefix("a") }, "only a.json's pages: \(written)")
      for name in written {
        #expect(FileManager.default.contents(atPath: out.appending(file: name).path) == expected[name], "\(name)")
      }
    }
  }

  @Test("SIGTERM while files are staged: no temporary file is left, nothing half-written, exit 143")
  func terminateWhileStaged() async throws {
    try await withTemporaryDirectory { directory in
      let (inputs, _) = try await Self.prepare(directory)
      let out = directory.appendingPathComponent("out", isDirectory: true)
      let run = try Self.start(inputs, into: out, jobs: 2, pause: "staged")
      #expect(try await run.waitForStderr(containing: "test pause: staged"), "\(run.stderr)")
      #expect(try directoryListing(out).contains { $0.hasSuffix(".partial") }, "the pages are staged")
      run.send(SIGTERM)
      let end = try await run.finish()
      #expect(end.exited && end.status == 143, "\(end) \(run.stderr)")
      #expect(try directoryListing(out).isEmpty, "no image published, no .partial file left")
    }
  }
}
