import Foundation
import Testing

/// `bubbles` copied alone into an empty folder, as a user installs it: the built-in themes are
/// compiled into the binary, so it needs nothing from the build folder.
@Suite("a copied bubbles binary")
struct StandaloneBinaryTests {
  static let conversation = "direct-basics.json"
  static let avatar = "media/avatar-alice.png"

  /// An empty folder holding only a copy of `bubbles`, the conversation and the avatar it uses.
  static func installAlone(in directory: URL) throws -> URL {
    let fileManager = FileManager.default
    let copy = directory.appending(file: "bubbles")
    try fileManager.copyItem(at: CLI.executable, to: copy)
    try fileManager.createDirectory(
      at: directory.appendingPathComponent("media", isDirectory: true), withIntermediateDirectories: true)
    for name in [conversation, avatar] {
      try fileManager.copyItem(at: Paths.corpus.appending(file: name), to: directory.appending(file: name))
    }
    return copy
  }

  @Test("renders the same PNG as the binary in the build folder")
  func rendersTheSamePNG() async throws {
    try await withTemporaryDirectory { directory in
      let alone = try Self.installAlone(in: directory)
      let copied = try await CLI.run(
        args: ["render", Self.conversation, "-o", "alone.png"], in: directory, executable: alone)
      expectExit(copied, 0)
      #expect(copied.stderr.isEmpty, "\(copied.stderr)")
      let built = try await CLI.run(args: ["render", Self.conversation, "-o", "built.png"], in: directory)
      expectExit(built, 0)
      let image = try Data(contentsOf: directory.appending(file: "alone.png"))
      #expect(PNGInfo(image)?.width == 780)
      #expect(image == (try Data(contentsOf: directory.appending(file: "built.png"))))
    }
  }

  @Test("lists the built-in themes")
  func listsTheBuiltInThemes() async throws {
    try await withTemporaryDirectory { directory in
      let result = try await CLI.run(args: ["themes"], in: directory, executable: try Self.installAlone(in: directory))
      expectExit(result, 0)
      let names = Set(result.stdoutLines.compactMap { $0.split(separator: " ").first.map(String.init) })
      let builtIn = ["default", "telegram", "telegram-dark", "wechat", "imessage", "whatsapp", "nim"]
      #expect(names.isSuperset(of: builtIn), "\(result.stdoutText)")
    }
  }

  /// SwiftPM's resource accessor falls back to the bundle's absolute path in the build folder, so
  /// on the build machine a copy that still needed a bundle would pass the tests above; the path
  /// it embeds gives it away.
  @Test("refers to no resource bundle")
  func refersToNoResourceBundle() throws {
    let binary = try Data(contentsOf: CLI.executable)
    #expect(binary.range(of: Data(".resources".utf8)) == nil, "a target of bubbles has resources again")
  }
}
