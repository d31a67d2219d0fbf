import BubbleKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Output written all or nothing: staged files stay hidden until one publish renames them all,
/// and only regular files are ever replaced.
@Suite struct StagedOutputTests {
  private static func listing(_ folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  private static func text(_ url: URL) -> String? {
    FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func stagedFilesAppearOnlyWhenPublished() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let targets = ["chat-1.png", "chat-2.png"].map { folder.appendingPathComponent($0) }
    try Data("old".utf8).write(to: targets[0])
    try Data("stale".utf8).write(to: folder.appendingPathComponent("chat-3.png"))
    let staging = StagedOutput(beside: folder.appendingPathComponent("chat.png"))
    try staging.stage(Array("one".utf8))
    try staging.stage(Array("two".utf8))
    #expect(staging.count == 2)
    // Staged: hidden temporary files beside the targets, named after this process (not after the
    // target, whose name may be as long as a name can be), and the old file untouched.
    let hidden = try Self.listing(folder).filter { $0.hasPrefix(".bubbles-\(getpid())-") && $0.hasSuffix(".partial") }
    #expect(hidden.count == 2)
    #expect(Self.text(targets[0]) == "old")

    try staging.publish(to: targets, removing: [folder.appendingPathComponent("chat-3.png")])
    #expect(try Self.listing(folder) == ["chat-1.png", "chat-2.png"])
    #expect(targets.map(Self.text) == ["one", "two"])
    #expect(staging.count == 0)
  }

  /// A run killed outright (SIGKILL) leaves its staged files; the next staging in that folder
  /// removes them, once their process is gone, and nothing else.
  @Test func theFirstStagingInAFolderRemovesTheStagedFilesOfProcessesThatAreGone() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let kept = [
      ".bubbles-1-1-ab.partial", ".bubbles-\(ended.processIdentifier)-x.partial", "chat.png", ".notes.partial",
    ]
    for name in kept + [".bubbles-\(ended.processIdentifier)-1-9f2c01ab.partial"] {
      try Data("old".utf8).write(to: folder.appendingPathComponent(name))
    }
    let staging = StagedOutput(beside: folder.appendingPathComponent("chat.png"))
    try staging.stage(Array("new".utf8))
    staging.discard()
    // Process 1 is alive; "x" is not a name of the form; the others are not staged files.
    #expect(try Self.listing(folder) == kept.sorted())
  }

  @Test func aDiscardedOrDroppedStagingLeavesNothing() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let staging = StagedOutput(beside: folder.appendingPathComponent("a.png"))
    try staging.stage([1, 2, 3])
    staging.discard()
    #expect(try Self.listing(folder).isEmpty)
    do {
      let dropped = StagedOutput(beside: folder.appendingPathComponent("b.png"))
      try dropped.stage([1, 2, 3])
      #expect(try Self.listing(folder).count == 1)
    }
    #expect(try Self.listing(folder).isEmpty, "a staging dropped unpublished removes its files")
  }

  /// A rename would replace a FIFO, a device node or a symlink by a regular file: such a target
  /// fails the whole publish before any file moves, and stays as it was.
  @Test func aTargetThatIsNotARegularFileFailsThePublishBeforeAnythingMoves() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("chat-1.png")
    let fifo = folder.appendingPathComponent("chat-2.png")
    let link = folder.appendingPathComponent("chat-3.png")
    try Data("old".utf8).write(to: first)
    try #require(mkfifo(fifo.path, 0o600) == 0)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: URL(fileURLWithPath: "/dev/null"))
    for target in [fifo, link] {
      let staging = StagedOutput(beside: folder.appendingPathComponent("chat.png"))
      try staging.stage(Array("new".utf8))
      try staging.stage(Array("new".utf8))
      #expect(throws: OutputError.self) { try staging.publish(to: [first, target]) }
      #expect(Self.text(first) == "old", "nothing was renamed")
      #expect(try Self.listing(folder) == ["chat-1.png", "chat-2.png", "chat-3.png"], "no temporary file is left")
    }
    #expect(RegularFile.nonRegularKind(at: fifo) == "a FIFO")
    #expect(RegularFile.nonRegularKind(at: link) == "a symbolic link")
  }

  @Test func theAtomicWriterPublishesAllFiles() throws {
    let folder = try TestSupport.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["a.png", "b.png"].map { folder.appendingPathComponent($0) }
    try AtomicFileWriter.write(files.map { ($0, Array($0.lastPathComponent.utf8)) })
    #expect(files.map(Self.text) == ["a.png", "b.png"])
    #expect(try Self.listing(folder) == ["a.png", "b.png"])
  }
}
