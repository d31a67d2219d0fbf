import BubbleKit
import Foundation
import Testing

/// Every budget has an option, and past it the command stops with a clear error and its status
/// (65 for input, 75 for time) and writes nothing, or draws placeholders with one warning. The
/// inputs stay small: each test lowers the budget it exercises.
@Suite("budgets")
struct BudgetTests {
  /// `count` text messages, `text` each.
  static func chat(_ count: Int, text: String = "Hello there, how are you?") -> String {
    ChatJSON.document((0..<count).map { #"{ "id": "m\#($0)", "from": "ann", "text": "\#(text) \#($0)" }"# })
  }

  /// A conversation of `count` image messages over as many distinct `side` x `side` PNG files.
  static func imageChat(_ count: Int, side: Int, in directory: URL) throws -> URL {
    for index in 0..<count {
      let pixels = [UInt32](repeating: 0xff00_0000 | UInt32(index * 40), count: side * side)
      let png = try #require(RasterImage.fromARGB(pixels, width: side, height: side)).pngData()
      try directory.write(Data(png), to: "photo-\(index).png")
    }
    let messages = (0..<count).map {
      #"{ "id": "p\#($0)", "from": "ann", "media": { "type": "image", "src": "photo-\#($0).png" } }"#
    }
    return try directory.write(ChatJSON.document(messages), to: "chat.json")
  }

  static func warnings(_ result: CLIResult) -> [Substring] {
    result.stderr.split(separator: "\n").filter { $0.hasPrefix("bubbles: warning:") }
  }

  @Test("render - reading /dev/zero stops at --max-input-bytes with 65")
  func endlessStandardInput() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "out.png")
      // The shell redirects, so no descriptor of this test process is handed to the child.
      let result = try await CLI.run(
        args: [
          "-c", #"exec "$0" "$@" < /dev/zero"#, CLI.executable.path, "render", "-", "-o", output.path,
          "--max-input-bytes", "4K",
        ], executable: URL(fileURLWithPath: "/bin/sh"))
      expectExit(result, 65)
      #expect(result.stderr.contains("<stdin>: the input is larger than the limit of 4 KiB"), "\(result.stderr)")
      #expect(result.stderr.contains("--max-input-bytes"))
      #expect(try directoryListing(directory).isEmpty)
    }
  }

  /// The issue's case as it was run: no option, so the default budget is what stops it.
  @Test("render - reading /dev/zero with the default budget stops after 64 MiB with 65")
  func endlessStandardInputAtTheDefaultBudget() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(
        args: ["-c", #"exec "$0" "$@" < /dev/zero"#, CLI.executable.path, "render", "-", "-o", output.path],
        executable: URL(fileURLWithPath: "/bin/sh"))
      expectExit(result, 65)
      #expect(
        result.stderr.contains("<stdin>: the input is larger than the limit of 64 MiB (it was read no further)"),
        "\(result.stderr)")
      #expect(try directoryListing(directory).isEmpty)
    }
  }

  @Test("standard input one byte past the budget is refused; at the budget it is read")
  func standardInputAtTheBudget() async throws {
    let json = Data(Self.chat(1).utf8)
    let over = try await CLI.run(args: ["validate", "-", "--max-input-bytes", "\(json.count - 1)"], stdin: json)
    expectExit(over, 65)
    #expect(over.stderr.contains("larger than the limit of \(json.count - 1) bytes"), "\(over.stderr)")
    let within = try await CLI.run(args: ["validate", "-", "--max-input-bytes", "\(json.count)"], stdin: json)
    expectExit(within, 0)
  }

  @Test("a 2 GiB input file is refused from its size, before any byte is read")
  func hugeFileRefusedBySize() async throws {
    try await withTemporaryDirectory { directory in
      // Sparse: no disk space is used.
      let input = try directory.write(Data(), to: "huge.json")
      let handle = try FileHandle(forWritingTo: input)
      try handle.truncate(atOffset: 2 << 30)
      try handle.close()
      let result = try await CLI.run(args: ["render", input.path, "-o", directory.appending(file: "out.png").path])
      expectExit(result, 65)
      #expect(
        result.stderr.contains("huge.json: the file is 2147483648 bytes; the limit is 64 MiB"), "\(result.stderr)")
    }
  }

  @Test("the decoding budgets: messages, text per message, total text, segments, nesting")
  func decodingBudgets() async throws {
    try await withTemporaryDirectory { directory in
      let segments = #"{ "id": "s", "from": "ann", "text": ["a", { "type": "bold", "text": "b" }, "c"] }"#
      let texts = (0..<3).map { #"{ "id": "m\#($0)", "from": "ann", "text": "twelve bytes" }"# }
      let chat = try directory.write(ChatJSON.document([segments] + texts), to: "chat.json")
      let cases: [([String], String)] = [
        (["--max-messages", "3"], "messages: has 4 items; at most 3 are allowed"),
        (["--max-text-bytes", "10"], "the limit is 10 bytes"),
        (["--max-total-text-bytes", "30"], "texts pass 30 bytes of UTF-8 here"),
        (["--max-segments", "2"], "texts pass 2 segments here"),
        (["--max-nesting", "3"], "nesting is deeper than 3 levels"),
      ]
      expectExit(try await CLI.run(args: ["validate", chat.path]), 0)
      for (options, message) in cases {
        let result = try await CLI.run(args: ["validate", chat.path] + options)
        expectExit(result, 65)
        #expect(result.stderr.contains(message), "\(options): \(result.stderr)")
      }
    }
  }

  @Test("images past --max-images draw as placeholders with one warning")
  func imageBudget() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try Self.imageChat(5, side: 8, in: directory)
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(args: ["render", chat.path, "-o", output.path, "--max-images", "2"])
      expectExit(result, 0)
      #expect(
        Self.warnings(result) == [
          "bubbles: warning: \(chat.path): 3 images over the budget of 2 images per render "
            + "(the first: message p2: photo-2.png); drawing placeholders"
        ], "\(result.stderr)")
      #expect(PNGInfo(contentsOf: output) != nil)
    }
  }

  /// The issue's 2,000 images hung; the default budget (1,000) holds without an option: one image
  /// more is one placeholder and one warning naming it.
  @Test("1,001 images with the default budget: the last draws as a placeholder, with one warning")
  func imagesPastTheDefaultBudget() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try Self.imageChat(1001, side: 2, in: directory)
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(
        args: ["render", chat.path, "-o", output.path, "--scale", "1", "--max-page-height", "32767"])
      expectExit(result, 0)
      #expect(
        Self.warnings(result) == [
          "bubbles: warning: \(chat.path): 1 image over the budget of 1000 images per render "
            + "(the first: message p1000: photo-1000.png); drawing placeholders"
        ], "\(result.stderr)")
      #expect(!result.stdoutLines.isEmpty && result.stdoutLines.allSatisfy { $0.hasSuffix(".png") })
    }
  }

  @Test("images past --max-decoded-megapixels draw as placeholders with one warning")
  func decodedPixelBudget() async throws {
    try await withTemporaryDirectory { directory in
      // 0.36 megapixels each: two fit in 1 megapixel, the third does not.
      let chat = try Self.imageChat(4, side: 600, in: directory)
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(
        args: ["render", chat.path, "-o", output.path, "--max-decoded-megapixels", "1"])
      expectExit(result, 0)
      let warnings = Self.warnings(result)
      #expect(warnings.count == 1, "\(result.stderr)")
      #expect(warnings.first?.contains("2 images over the budget of 1 megapixel decoded per render") == true)
      #expect(warnings.first?.contains("(the first: message p2: photo-2.png)") == true)
    }
  }

  @Test("pages are split smaller to stay under --max-page-megapixels")
  func pagePixelBudget() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(Self.chat(40), to: "chat.json")
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(
        args: [
          "render", chat.path, "-o", output.path, "--width", "2000", "--scale", "3", "--max-page-height", "32767",
          "--max-page-megapixels", "1",
        ])
      expectExit(result, 0)
      let pages = result.stdoutLines.compactMap { PNGInfo(contentsOf: URL(fileURLWithPath: $0)) }
      #expect(pages.count == result.stdoutLines.count && pages.count > 1, "\(result.stdoutText)")
      for page in pages {
        #expect(page.width == 6000)
        #expect(page.width * page.height <= 1_000_000, "\(page)")
      }
    }
  }

  @Test("a conversation needing more than --max-pages is refused, and nothing is written")
  func pageBudget() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(Self.chat(40), to: "chat.json")
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(
        args: ["render", chat.path, "-o", output.path, "--max-page-height", "256", "--max-pages", "2"])
      expectExit(result, 65)
      #expect(result.stderr.contains("pages of at most 256 px; the budget is 2 pages"), "\(result.stderr)")
      #expect(result.stderr.contains("--max-pages"))
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  /// Noise does not compress: before, 2,000 messages showing one 3 MB noise image wrote 77
  /// pages and about 2 GB, bounded by no budget.
  @Test("a render writing more than --max-output-mb stops with 65, and nothing it staged is left")
  func outputBytesBudget() async throws {
    try await withTemporaryDirectory { directory in
      var generator = SystemRandomNumberGenerator()
      let pixels = (0..<(500 * 500)).map { _ in 0xff00_0000 | UInt32.random(in: 0...0xff_ffff, using: &generator) }
      let png = try #require(RasterImage.fromARGB(pixels, width: 500, height: 500)).pngData()
      try directory.write(Data(png), to: "noise.png")
      let messages = (0..<6).map {
        #"{ "id": "p\#($0)", "from": "ann", "media": { "type": "image", "src": "noise.png" } }"#
      }
      let input = try directory.write(ChatJSON.document(messages), to: "chat.json")
      let output = directory.appending(file: "out.png").path
      let options = ["--max-page-height", "1500", "--max-output-mb", "1"]
      let result = try await CLI.run(args: ["render", input.path, "-o", output] + options)
      expectExit(result, 65)
      #expect(result.stderr.contains("the files written pass the budget of 1 MiB ("), "\(result.stderr)")
      #expect(result.stderr.contains("Raise --max-output-mb"), "\(result.stderr)")
      #expect(try directoryListing(directory) == ["chat.json", "noise.png"], "nothing written, nothing staged left")

      let raised = try await CLI.run(args: ["render", input.path, "-o", output, "--max-page-height", "1500"])
      expectExit(raised, 0)
      let sizes = try raised.stdoutLines.map { try #require(FileManager.default.contents(atPath: $0)).count }
      #expect(sizes.reduce(0, +) > 1 << 20, "the same render writes more than 1 MiB: \(sizes)")
    }
  }

  @Test("a screen over --max-page-megapixels is refused with 65")
  func screenPixelBudget() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(Self.chat(2), to: "chat.json")
      let output = directory.appending(file: "screen.png")
      let result = try await CLI.run(
        args: ["render", chat.path, "-o", output.path, "--screen", "390x844", "--max-page-megapixels", "1"])
      expectExit(result, 65)
      #expect(
        result.stderr.contains("a screen of 780 x 1688 px is over the budget of 1 megapixel per image"),
        "\(result.stderr)")
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test("a run past --timeout stops with 75 and writes nothing")
  func timeout() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(Self.chat(20), to: "chat.json")
      let output = directory.appending(file: "out.png")
      let result = try await CLI.run(args: ["render", chat.path, "-o", output.path, "--timeout", "0.001"])
      expectExit(result, 75)
      #expect(result.stderr.contains("took longer than"), "\(result.stderr)")
      #expect(result.stderr.contains("--timeout"))
      #expect(try directoryListing(directory) == ["chat.json"])
    }
  }

  @Test("an inbox stops at --max-inbox-entries and at --max-inbox-bytes")
  func inboxBudgets() async throws {
    try await withTemporaryDirectory { directory in
      let chat = try directory.write(Self.chat(50), to: "chat.json")
      let size = try #require(try chat.resourceValues(forKeys: [.fileSizeKey]).fileSize)
      let entries = Array(repeating: #"{ "file": "chat.json" }"#, count: 5).joined(separator: ", ")
      let inbox = try directory.write(#"{ "conversations": [\#(entries)] }"#, to: "inbox.json")
      let output = directory.appending(file: "list.png")
      expectExit(try await CLI.run(args: ["inbox", inbox.path, "-o", output.path, "-q"]), 0)

      let tooMany = try await CLI.run(args: ["inbox", inbox.path, "-o", output.path, "--max-inbox-entries", "4"])
      expectExit(tooMany, 65)
      #expect(tooMany.stderr.contains("conversations: has 5 items; at most 4 are allowed"), "\(tooMany.stderr)")

      // The inbox file and two conversation files fit; the third file passes the budget.
      let budget = "\(size * 3)"
      let tooLarge = try await CLI.run(args: ["inbox", inbox.path, "-o", output.path, "--max-inbox-bytes", budget])
      expectExit(tooLarge, 65)
      #expect(
        tooLarge.stderr.contains(
          #"conversations[2].file: "chat.json" is \#(size) bytes: reading it passes the budget"#),
        "\(tooLarge.stderr)")
      #expect(!tooLarge.stderr.contains("conversations[3]"), "files after the budget ran out are not read")

      // Past --timeout while the conversation files are read: 75, as for a render, nothing written.
      try FileManager.default.removeItem(at: output)
      let late = try await CLI.run(args: ["inbox", inbox.path, "-o", output.path, "--timeout", "0.001"])
      expectExit(late, 75)
      #expect(late.stderr.contains("took longer than --timeout"), "\(late.stderr)")
      #expect(!FileManager.default.fileExists(atPath: output.path))
    }
  }

  /// The issue's inbox listed 1,000 large files; with no option, entry 1,001 is refused before any
  /// conversation file is read.
  @Test("an inbox of 1,001 entries is refused with the default budget, naming it")
  func inboxEntriesPastTheDefaultBudget() async throws {
    try await withTemporaryDirectory { directory in
      try directory.write(Self.chat(2), to: "chat.json")
      let entries = Array(repeating: #"{ "file": "chat.json" }"#, count: 1001).joined(separator: ", ")
      let inbox = try directory.write(#"{ "conversations": [\#(entries)] }"#, to: "inbox.json")
      let result = try await CLI.run(args: ["inbox", inbox.path, "-o", directory.appending(file: "list.png").path])
      expectExit(result, 65)
      #expect(
        result.stderr.contains("conversations: has 1001 items; at most 1000 are allowed"), "\(result.stderr)")
      #expect(try directoryListing(directory) == ["chat.json", "inbox.json"])
    }
  }

  @Test("budget options out of range are usage errors")
  func budgetOptionRanges() async throws {
    let chat = Data(Self.chat(1).utf8)
    for options in [
      ["--max-input-bytes", "0"], ["--max-input-bytes", "12X"], ["--max-messages", "0"], ["--max-nesting", "300"],
      ["--timeout", "0"], ["--timeout", "nan"], ["--max-page-megapixels", "0"], ["--max-pages", "0"],
      ["--max-output-mb", "0"], ["--max-output-mb", "1048577"],
    ] {
      let result = try await CLI.run(args: ["render", "-", "-o", "/dev/null"] + options, stdin: chat)
      expectExit(result, 64)
      #expect(result.stderr.contains(options[0]), "\(options): \(result.stderr)")
    }
  }

  @Test("render --help and inbox --help list every budget")
  func helpListsTheBudgets() async throws {
    let render = try await CLI.run(args: ["render", "--help"])
    for option in [
      "--max-input-bytes", "--max-messages", "--max-text-bytes", "--max-total-text-bytes", "--max-segments",
      "--max-nesting", "--max-images", "--max-decoded-megapixels", "--max-page-megapixels", "--max-pages", "--timeout",
      "--max-output-mb",
    ] {
      #expect(render.stdoutText.contains(option), "render --help lacks \(option)")
    }
    #expect(render.stdoutText.contains("BUDGETS:"))
    let inbox = try await CLI.run(args: ["inbox", "--help"])
    for option in ["--max-inbox-entries", "--max-inbox-bytes", "--max-input-bytes", "--timeout"] {
      #expect(inbox.stdoutText.contains(option), "inbox --help lacks \(option)")
    }
  }
}
