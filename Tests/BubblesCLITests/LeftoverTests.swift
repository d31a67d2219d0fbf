import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything temporary a run makes (a zip's extracted pictures in `$TMPDIR`, staged pages in
/// the output folder) is removed when SIGTERM, SIGINT or SIGHUP ends it, and what a run killed
/// outright (SIGKILL) left is removed by the next run that writes there. Before, a signal during
/// a zip's extraction left 60 to 193 MB in `$TMPDIR`, and a killed batch's `.partial` files
/// stayed for good.
@Suite("leftovers of ended runs", .serialized)
struct LeftoverTests {
  /// A WhatsApp export's zip in `directory` whose pictures (never drawn: the chat names none)
  /// take a while to extract: 8 of 12 MiB.
  static func bigZip(in directory: URL) throws -> URL {
    let chat = Data("[21/11/2026, 09:14:02] Ana: hi\n[21/11/2026, 09:15:10] Ben: hello\n".utf8)
    let picture = Data(count: 12 << 20)
    let pictures = (1...8).map { (name: "0000000\($0)-PHOTO-2026-11-21-09-22-00.jpg", data: picture) }
    let zip = directory.appending(file: "WhatsApp Chat - Ana.zip")
    try StoredZip.archive([(name: "_chat.txt", data: chat)] + pictures).write(to: zip)
    return zip
  }

  /// The extraction folders in `tmp` (other libraries may leave files of their own there).
  static func extractionFolders(in tmp: URL) throws -> [String] {
    try directoryListing(tmp).filter { $0.hasPrefix("bubbles-zip-") }
  }

  /// A private `$TMPDIR` in `directory`, empty.
  static func privateTemporaryFolder(in directory: URL) throws -> URL {
    let folder = directory.appendingPathComponent("tmp", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Starts rendering `zip` with `tmp` as `$TMPDIR` and waits until its extraction folder is
  /// there; `false` if the run ended first. The run waits before it publishes (a busy machine
  /// may see the folder only once the pictures are out), so a signal always finds it running
  /// with the folder there.
  static func startExtracting(_ zip: URL, tmp: URL, output: URL) async throws -> (RunningCLI, Bool) {
    let before = Set(try extractionFolders(in: tmp))
    let run = try RunningCLI(
      args: ["render", zip.path, "-o", output.path, "--me", "Ana"],
      environment: ["TMPDIR": tmp.path, "BUBBLES_TEST_PAUSE": "staged"])
    // Polled on this thread, not between task sleeps: on a busy machine parallel tests can keep
    // a sleeping task from resuming for longer than the run's pause.
    while run.isRunning {
      if try !Set(extractionFolders(in: tmp)).subtracting(before).isEmpty { return (run, true) }
      usleep(1000)
    }
    return (run, false)
  }

  @Test("SIGTERM while a zip's pictures are extracted: nothing is left in $TMPDIR, exit 143")
  func terminateDuringZipExtraction() async throws {
    try await withTemporaryDirectory { directory in
      let zip = try Self.bigZip(in: directory)
      let tmp = try Self.privateTemporaryFolder(in: directory)
      let (run, extracting) = try await Self.startExtracting(zip, tmp: tmp, output: directory.appending(file: "a.png"))
      let seen = try directoryListing(tmp)
      try #require(extracting, "the run ended before its extraction folder was seen: \(seen) \(run.stderr)")
      #expect(try Self.extractionFolders(in: tmp).allSatisfy { $0.hasPrefix("bubbles-zip-\(run.processIdentifier)-") })
      run.send(SIGTERM)
      let end = try await run.finish()
      #expect(end.exited && end.status == 143, "\(end) \(run.stderr)")
      #expect(try Self.extractionFolders(in: tmp).isEmpty, "left in $TMPDIR")
      let listing = try directoryListing(directory)
      #expect(listing == ["WhatsApp Chat - Ana.zip", "tmp"], "no image, no .partial file: \(listing)")
    }
  }

  @Test("a zip's extraction folder left by a killed run is removed by the next run that extracts one")
  func killedZipExtractionIsReclaimed() async throws {
    try await withTemporaryDirectory { directory in
      let zip = try Self.bigZip(in: directory)
      let tmp = try Self.privateTemporaryFolder(in: directory)
      let unrelated = tmp.appendingPathComponent("bubbles-zip-unrelated", isDirectory: true)
      try FileManager.default.createDirectory(at: unrelated, withIntermediateDirectories: false)
      let (run, extracting) = try await Self.startExtracting(zip, tmp: tmp, output: directory.appending(file: "a.png"))
      let seen = try directoryListing(tmp)
      try #require(extracting, "the run ended before its extraction folder was seen: \(seen) \(run.stderr)")
      run.send(SIGKILL)
      let end = try await run.finish()
      #expect(!end.exited && end.status == SIGKILL)
      let all = try directoryListing(tmp)
      let left = all.filter { $0.hasPrefix("bubbles-zip-\(run.processIdentifier)-") }
      try #require(left.count == 1, "a killed run leaves its folder: \(all) \(run.stderr)")

      let later = try await CLI.run(
        args: ["render", zip.path, "-o", directory.appending(file: "b.png").path, "--me", "Ana"],
        environment: ["TMPDIR": tmp.path])
      expectExit(later, 0)
      #expect(
        try Self.extractionFolders(in: tmp) == ["bubbles-zip-unrelated"], "only the killed run's folder is removed")
    }
  }

  @Test("the .partial files of a batch killed with SIGKILL are removed by the next run writing there")
  func killedBatchPartialsAreReclaimed() async throws {
    try await withTemporaryDirectory { directory in
      let (inputs, _) = try await BatchSignalTests.prepare(directory)
      let out = directory.appendingPathComponent("out", isDirectory: true)
      let run = try BatchSignalTests.start(inputs, into: out, jobs: 2, pause: "staged")
      #expect(try await run.waitForStderr(containing: "test pause: staged"), "\(run.stderr)")
      run.send(SIGKILL)
      _ = try await run.finish()
      let partials = try directoryListing(out).filter { $0.hasSuffix(".partial") }
      try #require(!partials.isEmpty, "a killed batch leaves its staged pages")
      #expect(partials.allSatisfy { $0.hasPrefix(".bubbles-\(run.processIdentifier)-") }, "\(partials)")
      // Another program's hidden file of a similar name is not the run's to remove.
      try out.write("keep", to: ".bubbles-notes.partial")

      let later = try await CLI.run(
        args: ["render", inputs[0], "-o", out.appending(file: "a.png").path] + BatchSignalTests.pageOptions)
      expectExit(later, 0)
      let left = try directoryListing(out).filter { $0.hasPrefix(".") }
      #expect(left == [".bubbles-notes.partial"], "the killed run's partial files are removed: \(left)")
    }
  }
}
