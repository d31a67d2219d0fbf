import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes that fail (a full disk, `/dev/full`, a pipe whose reader left while SIGPIPE is
/// ignored) end the run with status 1 and a sentence saying what failed and what to do; before,
/// `FileHandle.write` trapped (SIGILL). And a staged file's name fits beside any valid target
/// name: before, `.NAME.UUID.partial` passed the 255-byte limit for a name over 209 bytes.
@Suite("failing writes")
struct OutputWriteFailureTests {
  /// Runs `bubbles args` with `output` as its standard output, through `/bin/sh` so that SIGPIPE
  /// is ignored in it (as a shell's `trap "" PIPE` leaves it for the programs it starts).
  static func run(_ args: [String], standardOutput output: FileHandle) throws -> (
    status: Int32, exited: Bool, stderr: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", #"trap "" PIPE; exec "$0" "$@""#, CLI.executable.path] + args
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, process.terminationReason == .exit, String(decoding: stderr, as: UTF8.self))
  }

  @Test("-o - into /dev/full: exit 1, saying the disk is full and what to do")
  func standardOutputIntoAFullDevice() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
      defer { try? full.close() }
      let end = try Self.run(["render", input.path, "-o", "-"], standardOutput: full)
      #expect(end.exited && end.status == 1, "\(end)")
      #expect(
        end.stderr.contains(
          "bubbles: error: cannot write the image to standard output: No space left on device; free some space"),
        "\(end.stderr)")
    }
  }

  @Test("-o - into a pipe whose reader has closed, SIGPIPE ignored: exit 1, saying so")
  func standardOutputIntoAClosedPipe() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      var ends: [Int32] = [0, 0]
      try #require(pipe(&ends) == 0)
      close(ends[0])
      let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
      let end = try Self.run(["render", input.path, "-o", "-"], standardOutput: writer)
      try writer.close()
      #expect(end.exited && end.status == 1, "\(end)")
      #expect(
        end.stderr.contains("cannot write the image to standard output: Broken pipe; the program reading it closed it"),
        "\(end.stderr)")
    }
  }

  @Test("an output name of 250 bytes is written, and no staged file is left")
  func longOutputName() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.short, to: "chat.json")
      let name = String(repeating: "n", count: 246) + ".png"
      #expect(name.utf8.count == 250)
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: name).path])
      expectExit(result, 0)
      #expect(try directoryListing(directory) == ["chat.json", name])
      #expect(PNGInfo(contentsOf: directory.appending(file: name)) != nil)
    }
  }

  @Test("pages of a name of 250 bytes less their number are written")
  func longPageNames() async throws {
    try await withTemporaryDirectory { directory in
      let input = try directory.write(ChatJSON.many(300), to: "chat.json")
      let stem = String(repeating: "p", count: 244)
      let result = try await CLI.run(
        args: ["render", input.path, "-o", directory.appending(file: stem + ".png").path, "--max-page-height", "2000"])
      expectExit(result, 0)
      let pages = try directoryListing(directory).filter { $0 != "chat.json" }
      #expect(pages.count > 1 && pages.allSatisfy { $0.hasPrefix(stem + "-") && $0.hasSuffix(".png") }, "\(pages)")
    }
  }
}
