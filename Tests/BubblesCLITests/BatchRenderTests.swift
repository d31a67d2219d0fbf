import Foundation
import Testing

/// `bubbles render A.json B.json ... --output-dir FOLDER`: several files rendered at once, each
/// as it renders alone, a failing one reported while the others are written.
@Suite("render several files")
struct BatchRenderTests {
  /// Corpus samples (their media beside them) and a conversation of several pages.
  static let samples = ["direct-basics.json", "group-rich-text.json", "media-gallery.json"]
  static let tall = ChatJSON.many(300)
  static let pageOptions = ["--max-page-height", "2000", "--scale", "1"]

  /// The inputs: the samples where they are, and tall.json in `directory`.
  static func inputs(in directory: URL) throws -> [String] {
    samples.map { Paths.corpus.appending(file: $0).path } + [try directory.write(tall, to: "tall.json").path]
  }

  /// Every file of `folder`, by name.
  static func contents(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try directoryListing(folder) {
      files[name] = FileManager.default.contents(atPath: folder.appending(file: name).path) ?? Data()
    }
    return files
  }

  @Test("every file is written with the bytes it has when rendered alone, pages named as alone")
  func sameBytesAsAlone() async throws {
    try await withTemporaryDirectory { directory in
      let inputs = try Self.inputs(in: directory)
      let alone = directory.appendingPathComponent("alone", isDirectory: true)
      try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
      for input in inputs {
        let name = URL(fileURLWithPath: input).deletingPathExtension().lastPathComponent
        let output = alone.appending(file: name + ".png").path
        expectExit(try await CLI.run(args: ["render", input, "-o", output] + Self.pageOptions), 0)
      }
      let batch = directory.appendingPathComponent("batch/images", isDirectory: true)
      let result = try await CLI.run(
        args: ["render"] + inputs + ["--output-dir", batch.path, "--jobs", "2"] + Self.pageOptions)
      expectExit(result, 0)
      let expected = try Self.contents(of: alone)
      #expect(expected.keys.contains("tall-2.png"), "\(expected.keys.sorted())")
      let written = try Self.contents(of: batch)
      #expect(written == expected, "\(written.keys.sorted())")
      #expect(Set(result.stdoutLines) == Set(expected.keys.map { batch.appending(file: $0).path }))
    }
  }

  @Test(
    "inputs that would write one image name are refused (64), naming both, before anything is written",
    arguments: [["a/chat.json", "b/chat.json"], ["chat.json", "chat-2.json"], ["chat.json", "chat.json"]])
  func clashingNamesRefused(_ names: [String]) async throws {
    try await withTemporaryDirectory { directory in
      for name in names {
        try FileManager.default.createDirectory(
          at: directory.appending(file: name).deletingLastPathComponent(), withIntermediateDirectories: true)
        try directory.write(Self.tall, to: name)
      }
      let result = try await CLI.run(
        args: ["render"] + names + ["--output-dir", "out"] + Self.pageOptions, in: directory)
      expectExit(result, 64)
      #expect(result.stderr.contains("\(names[0]) and \(names[1])") || result.stderr.contains(names[1] + " would"))
      #expect(result.stderr.contains(names[0]) && result.stderr.contains(names[1]), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: directory.appending(file: "out").path))
    }
  }

  /// good.json renders; bad.json is malformed (65), missing.json is not there (66), tall.json
  /// needs more pages than --max-pages 2 allows (65).
  @Test(
    "a failing file is reported with its error, the others are written, and the first failure's status is the run's",
    arguments: [
      (["good.json", "bad.json", "missing.json", "other.json"], Int32(65)),
      (["good.json", "missing.json", "bad.json", "other.json"], Int32(66)),
      (["tall.json", "good.json", "missing.json"], Int32(65)),
    ])
  func failingFileAmongGoodOnes(_ names: [String], status: Int32) async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.short, to: "good.json")
      try directory.write(ChatJSON.many(3), to: "other.json")
      try directory.write("{\n  \"messages\": [ oops ]\n}", to: "bad.json")
      try directory.write(Self.tall, to: "tall.json")
      let result = try await CLI.run(
        args: ["render"] + names + ["--output-dir", "out", "--jobs", "2", "--max-pages", "2"] + Self.pageOptions,
        in: directory)
      expectExit(result, status)
      let out = directory.appending(file: "out")
      let written = names.filter { ["good.json", "other.json"].contains($0) }.map {
        $0.replacing(".json", with: ".png")
      }
      #expect(try directoryListing(out) == written.sorted())
      for name in written { #expect(PNGInfo(contentsOf: out.appending(file: name)) != nil) }
      if names.contains("bad.json") { #expect(result.stderr.contains("bubbles: error: bad.json:2:17: malformed JSON")) }
      if names.contains("missing.json") {
        #expect(result.stderr.contains("bubbles: error: missing.json: no such file"))
      }
      if names.contains("tall.json") { #expect(result.stderr.contains("bubbles: error: tall.json: the conversation")) }
      let failed = names.count - written.count
      #expect(result.stderr.contains("rendered \(written.count) of \(names.count) files"), "\(result.stderr)")
      #expect(result.stderr.contains("; \(failed) failed"), "\(result.stderr)")
    }
  }

  @Test("--jobs out of 1...64 is a usage error (64) naming the range", arguments: ["0", "65", "-1", "1000000"])
  func jobsOutOfRange(_ jobs: String) async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.short, to: "chat.json")
      let result = try await CLI.run(
        args: ["render", "chat.json", "--output-dir", "out", "--jobs=\(jobs)"], in: directory)
      expectExit(result, 64)
      #expect(result.stderr.contains("--jobs must be between 1 and 64"), "\(result.stderr)")
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test(
    "several inputs without --output-dir, -o with it, - among the inputs, --jobs without it: usage errors with a hint",
    arguments: [
      (["a.json", "b.json", "-o", "out.png"], "2 inputs need --output-dir FOLDER"),
      (["a.json", "b.json"], "2 inputs need --output-dir FOLDER"),
      (["a.json", "-o", "a.png", "--output-dir", "out"], "-o and --output-dir cannot be used together"),
      (["a.json", "-", "--output-dir", "out"], "- (standard input) cannot be written to --output-dir"),
      (["a.json", "-o", "a.png", "--jobs", "2"], "--jobs needs --output-dir"),
    ])
  func usageErrors(_ args: [String], message: String) async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.short, to: "a.json")
      try directory.write(ChatJSON.short, to: "b.json")
      let result = try await CLI.run(args: ["render"] + args, in: directory)
      expectExit(result, 64)
      #expect(result.stderr.hasPrefix("bubbles: error: \(message)"), "\(result.stderr)")
      #expect(try directoryListing(directory) == ["a.json", "b.json"])
    }
  }
}
