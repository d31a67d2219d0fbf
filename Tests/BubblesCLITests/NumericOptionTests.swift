import Foundation
import Testing

/// Every numeric option out of its range, however far (NaN, infinity, 1e300, Int64.max and past
/// it), is a usage error (64) that names the option and its range, and writes nothing.
@Suite("numeric options")
struct NumericOptionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var args: [String]
    /// What the message must say: the option and its range.
    var expected: [String]
    var testDescription: String { args.joined(separator: " ") }
  }

  static let chat = "CHAT"
  static let inbox = Paths.packageRoot.appendingPathComponent("Examples/inbox.json").path
  static let screen = ["--screen", "390x844", "--input-state", "text"]

  static let cases: [Case] = [
    Case(args: ["render", chat, "--width", "nan"], expected: ["--width", "200 and 2000"]),
    Case(args: ["render", chat, "--width", "1e400"], expected: ["--width", "200 and 2000"]),
    Case(args: ["render", chat, "--width=-1e300"], expected: ["--width", "200 and 2000"]),
    Case(args: ["render", chat, "--scale", "9223372036854775807"], expected: ["--scale", "1, 2 or 3"]),
    Case(args: ["render", chat, "--scale", "99999999999999999999"], expected: ["--scale", "1, 2 or 3"]),
    Case(
      args: ["render", chat, "--max-page-height", "9223372036854775807"],
      expected: ["--max-page-height", "256 and 32767"]),
    Case(args: ["render", chat, "--max-page-height", "1e300"], expected: ["--max-page-height", "256 to 32767"]),
    Case(args: ["render", chat, "--clock=-9223372036854775808"], expected: ["--clock", "12 or 24"]),
    Case(args: ["render", chat, "--screen", "1e300x844"], expected: ["--screen", "width 240-1400, height 480-3000"]),
    Case(args: ["render", chat, "--screen", "390xnan"], expected: ["--screen", "width 240-1400, height 480-3000"]),
    Case(
      args: ["render", chat] + screen + ["--keyboard-height", "1e300"], expected: ["--keyboard-height", "100 and 590"]),
    Case(
      args: ["render", chat] + screen + ["--keyboard-height", "nan"], expected: ["--keyboard-height", "100 and 590"]),
    Case(args: ["inbox", inbox, "--screen", "10x10"], expected: ["--screen", "width 240-1400, height 480-3000"]),
    Case(args: ["inbox", inbox, "--now", "9223372036854775807"], expected: ["--now", "-62135596800 to 253402300799"]),
    Case(args: ["inbox", inbox, "--now", "1e300"], expected: ["--now", "-62135596800 to 253402300799"]),
    Case(args: ["inbox", inbox, "--scale", "0"], expected: ["--scale", "1, 2 or 3"]),
    Case(args: ["contact-sheet", chat, "--width", "1e300"], expected: ["--width", "200 and 2000"]),
    Case(args: ["contact-sheet", chat, "--scale=-1"], expected: ["--scale", "1, 2 or 3"]),
    Case(args: ["contact-sheet", chat, "--screen", "1e300x844"], expected: ["--screen", "width 240-1400"]),
    Case(args: ["contact-sheet", chat, "--screen", "390x844", "--width", "390"], expected: ["--width", "--screen"]),
    Case(args: ["contact-sheet", chat, "--input-state", "plus"], expected: ["--input-state needs --screen"]),
  ]

  @Test(arguments: cases)
  func outOfRangeIsAUsageErrorNamingTheRange(_ testCase: Case) async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(ChatJSON.short, to: "chat.json")
      let output = directory.appending(file: "out.png")
      let args = testCase.args.map { $0 == Self.chat ? chat.path : $0 } + ["-o", output.path]
      let result = try await CLI.run(args: args)
      expectExit(result, 64)
      for expected in testCase.expected {
        #expect(result.stderr.contains(expected), "\(expected)\n\(result.stderr)")
      }
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test(
    "diff's tolerances name their ranges",
    arguments: [
      (["--tolerance", "256"], "0 and 255"), (["--tolerance", "99999999999999999999"], "0 to 255"),
      (["--max-differing-share", "nan"], "0 and 1"), (["--max-differing-share", "1e300"], "0 and 1"),
    ])
  func diffTolerances(_ option: [String], range: String) async throws {
    let image = Paths.packageRoot.appendingPathComponent("Snapshots/big-emoji.png").path
    let result = try await CLI.run(args: ["diff", image, image] + option)
    expectExit(result, 64)
    #expect(result.stderr.contains(option[0]) && result.stderr.contains(range), "\(result.stderr)")
  }
}
