import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `bubbles animate`: a story written whole in the format its extension names, bad options
/// refused before anything is read (64), bad input located (65), a signal leaves nothing.
@Suite("bubbles animate")
struct AnimateCommandTests {
  static let story = Paths.corpus.appendingPathComponent("direct-basics.json").path
  static let small = ["--screen", "390x844", "--fps", "5", "--speed", "4"]

  @Test("the extension picks the format; --stats says what was drawn")
  func formatsByExtension() async throws {
    try await withTemporaryDirectory { directory in
      for (name, magic) in [("s.png", [0x89, 0x50, 0x4E, 0x47]), ("s.gif", [0x47, 0x49, 0x46, 0x38])]
        as [(String, [UInt8])]
      {
        let run = try await CLI.run(args: ["animate", Self.story, "-o", name, "--stats"] + Self.small, in: directory)
        expectExit(run, 0)
        let bytes = try [UInt8](Data(contentsOf: directory.appending(file: name)))
        #expect(Array(bytes.prefix(4)) == magic, "\(name)")
        #expect(run.stderr.contains("drawn") && run.stderr.contains("reused"), "\(run.stderr)")
      }
      let apng = try [UInt8](Data(contentsOf: directory.appending(file: "s.png")))
      #expect(Data(apng).range(of: Data("acTL".utf8)) != nil, "an animated PNG")
    }
  }

  @Test("bad options are usage errors (64), bad input a located error (65); nothing is written")
  func badOptionsAndInput() async throws {
    try await withTemporaryDirectory { directory in
      for args in [
        ["-o", "s.mp4", "--fps", "0"], ["-o", "s.mp4", "--speed", "20"], ["-o", "s.txt"], ["-o", "s.gif", "--sound"],
        ["-o", "s.mp4", "--screen", "12x12"],
      ] {
        let run = try await CLI.run(args: ["animate", Self.story] + args, in: directory)
        expectExit(run, 64)
      }
      try Data(
        #"{"participants": [], "messages": [{"id": "1", "from": "x", "text": "hi", "timing": {"hold": -2}}]}"#.utf8
      )
      .write(to: directory.appending(file: "bad.json"))
      let bad = try await CLI.run(args: ["animate", "bad.json", "-o", "s.mp4"], in: directory)
      expectExit(bad, 65)
      #expect(bad.stderr.contains("messages[0].timing.hold"), "\(bad.stderr)")
      #expect(try directoryListing(directory) == ["bad.json"])
    }
  }

  @Test("SIGTERM while frames are drawn: no file, no temporary file, exit 143")
  func terminateWhileDrawing() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "s.webm").path
      let run = try RunningCLI(
        args: ["animate", Self.story, "-o", output] + Self.small, environment: ["BUBBLES_TEST_PAUSE": "frames"])
      // Generous: under the full suite's load on two cores, starting and drawing the first frame
      // once took over a minute. The pause itself holds for 300 s after its line.
      #expect(try await run.waitForStderr(containing: "test pause: frames", timeout: .seconds(300)), "\(run.stderr)")
      run.send(SIGTERM)
      let end = try await run.finish()
      #expect(end.exited && end.status == 143, "\(end) \(run.stderr)")
      #expect(try directoryListing(directory).isEmpty)
    }
  }
}
