import Foundation
import Testing

/// `-q/--quiet` silences warnings and informational lines (the paths written); errors still print.
@Suite("quiet")
struct QuietTests {
  /// A conversation whose photo is missing: it renders with a warning.
  static let withMissingPhoto = ChatJSON.document([
    #"{ "id": "1", "from": "ann", "media": { "type": "image", "src": "missing.jpg", "width": 800, "height": 600 } }"#
  ])

  @Test("without -q: the warning on stderr and the path on stdout")
  func loud() async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(Self.withMissingPhoto, to: "chat.json")
      let result = try await CLI.run(args: ["render", "chat.json", "-o", "chat.png"], in: directory)
      expectExit(result, 0)
      #expect(result.stderr.contains("bubbles: warning: "), "\(result.stderr)")
      #expect(result.stdoutLines == [directory.appending(file: "chat.png").path])
    }
  }

  @Test(
    "-q and --quiet: nothing on stdout or stderr, the images still written",
    arguments: [
      ["render", "chat.json", "-o", "chat.png", "-q"], ["render", "chat.json", "-o", "chat.png", "--quiet"],
      ["render", "chat.json", "-o", "chat.png", "--screen", "390x844", "-q"],
      ["contact-sheet", "chat.json", "-o", "chat.png", "--themes", "default", "-q"],
    ])
  func quiet(_ args: [String]) async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(Self.withMissingPhoto, to: "chat.json")
      let result = try await CLI.run(args: args, in: directory)
      expectExit(result, 0)
      #expect(result.stderr.isEmpty, "\(result.stderr)")
      #expect(result.stdout.isEmpty, "\(result.stdoutText)")
      #expect(PNGInfo(contentsOf: directory.appending(file: "chat.png")) != nil)
    }
  }

  @Test("-q on inbox prints nothing and writes the list")
  func quietInbox() async throws {
    try await withTemporaryDirectory { directory in
      let inbox = Paths.packageRoot.appendingPathComponent("Examples/inbox.json").path
      let result = try await CLI.run(args: ["inbox", inbox, "-o", "list.png", "-q"], in: directory)
      expectExit(result, 0)
      #expect(result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stdoutText)\(result.stderr)")
      #expect(PNGInfo(contentsOf: directory.appending(file: "list.png")) != nil)
    }
  }

  @Test("-q on validate: nothing for a valid file, the problems for an invalid one")
  func quietValidate() async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.short, to: "good.json")
      try directory.write(ChatJSON.document([#"{ "id": "1", "from": "zed", "text": "hi" }"#]), to: "bad.json")
      let good = try await CLI.run(args: ["validate", "good.json", "-q"], in: directory)
      expectExit(good, 0)
      #expect(good.stdout.isEmpty && good.stderr.isEmpty)
      let bad = try await CLI.run(args: ["validate", "bad.json", "-q"], in: directory)
      expectExit(bad, 65)
      #expect(DiagnosticLines.contains(bad.stderr, file: "bad.json", path: "messages[0].from"), "\(bad.stderr)")
    }
  }

  @Test(
    "errors still print with -q",
    arguments: [
      (["render", "bad.json", "-o", "out.png", "-q"], 65), (["render", "nowhere.json", "-o", "out.png", "-q"], 66),
      (["render", "good.json", "-o", "out.png", "-q", "--scale", "9"], 64),
    ] as [([String], Int32)])
  func errorsStillPrint(_ args: [String], status: Int32) async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(ChatJSON.short, to: "good.json")
      try directory.write(ChatJSON.document([#"{ "id": "1", "from": "zed", "text": "hi" }"#]), to: "bad.json")
      let result = try await CLI.run(args: args, in: directory)
      expectExit(result, status)
      #expect(result.stderr.hasPrefix("bubbles: error: "), "\(result.stderr)")
    }
  }

  @Test("diff -q prints nothing: the exit status tells")
  func quietDiff() async throws {
    try await withTemporaryDirectory { directory in
      let a = try await DiffCommandTests.rendered(in: directory)
      let b = try DiffCommandTests.columnChanged(a.url, x: 3, name: "b.png")
      let same = try await CLI.run(args: ["diff", a.url.path, a.url.path, "-q"])
      expectExit(same, 0)
      #expect(same.stdout.isEmpty && same.stderr.isEmpty)
      let different = try await CLI.run(args: ["diff", a.url.path, b.path, "-q", "-o", "diff.png"], in: directory)
      expectExit(different, 1)
      #expect(different.stdout.isEmpty && different.stderr.isEmpty)
      #expect(PNGInfo(contentsOf: directory.appending(file: "diff.png")) != nil)
    }
  }
}
