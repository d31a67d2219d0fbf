import BubbleKit
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The two rules every file read goes through: only regular files are read (never a FIFO, a device
/// or a folder, which could hang or never end), and a file named inside an input stays in that
/// input's folder.
@Suite struct FileRuleTests {
  /// A folder holding `inside/` (the input's folder, with `a.json` and `sub/b.json`) and, beside
  /// it, `secret.txt`, which no input inside may reach.
  private static func layout() throws -> (top: URL, inside: URL) {
    let top = try TestSupport.temporaryDirectory()
    let inside = top.appendingPathComponent("inside", isDirectory: true)
    try FileManager.default.createDirectory(
      at: inside.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try Data("{}".utf8).write(to: inside.appendingPathComponent("a.json"))
    try Data("[]".utf8).write(to: inside.appendingPathComponent("sub/b.json"))
    try Data("root:x:0:0".utf8).write(to: top.appendingPathComponent("secret.txt"))
    return (top, inside)
  }

  @Test func aRegularFileIsRead() throws {
    let (top, inside) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    #expect(try RegularFile.contents(of: inside.appendingPathComponent("a.json")).get() == Data("{}".utf8))
    #expect(RegularFile.contents(of: inside.appendingPathComponent("none.json")) == .failure(.notFound))
  }

  /// A FIFO without a writer would block `open` for good; `/dev/zero` never ends. Both are refused
  /// at once, and so is a folder.
  @Test func anythingButARegularFileIsRefusedWithoutBeingRead() throws {
    let (top, inside) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    let fifo = inside.appendingPathComponent("pipe.json")
    try #require(mkfifo(fifo.path, 0o600) == 0)
    #expect(RegularFile.contents(of: fifo) == .failure(FileProblem("not a regular file (a FIFO)")))
    #expect(
      RegularFile.contents(of: URL(fileURLWithPath: "/dev/zero"))
        == .failure(FileProblem("not a regular file (a character device)")))
    #expect(RegularFile.contents(of: inside) == .failure(FileProblem("not a regular file (a folder)")))
    #expect(RegularFile.nonRegularKind(at: fifo) == "a FIFO")
    #expect(RegularFile.nonRegularKind(at: inside.appendingPathComponent("a.json")) == nil)
  }

  @Test func aSizeLimitIsCheckedBeforeReading() throws {
    let (top, inside) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    let big = inside.appendingPathComponent("big.json")
    try Data(count: 2048).write(to: big)
    #expect(
      RegularFile.contents(of: big, maxBytes: 1024)
        == .failure(FileProblem("the file is 2048 bytes; the limit is 1 KiB")))
    #expect(try RegularFile.contents(of: big, maxBytes: 2048).get().count == 2048)
  }

  @Test func pathsInsideTheFolderResolve() throws {
    let (top, inside) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    let folder = ContainedFolder(inside, name: "the inbox's folder")
    #expect(try folder.read("sub/b.json").get().data == Data("[]".utf8))
    // A symlink that stays inside is fine.
    try FileManager.default.createSymbolicLink(
      at: inside.appendingPathComponent("link.json"), withDestinationURL: inside.appendingPathComponent("sub/b.json"))
    #expect(try folder.read("link.json").get().data == Data("[]".utf8))
  }

  @Test(arguments: [
    ("/etc/passwd", "only paths relative to the inbox's folder are allowed"),
    ("", "only paths relative to the inbox's folder are allowed"),
    ("../secret.txt", "paths may not climb out of the inbox's folder"),
    ("sub/../../secret.txt", "paths may not climb out of the inbox's folder"),
    ("out.txt", "the path leads out of the inbox's folder"),
  ])
  func pathsLeadingOutAreRefused(path: String, problem: String) throws {
    let (top, inside) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    try FileManager.default.createSymbolicLink(
      at: inside.appendingPathComponent("out.txt"), withDestinationURL: top.appendingPathComponent("secret.txt"))
    let result = ContainedFolder(inside, name: "the inbox's folder").read(path)
    #expect(result.map(\.data) == .failure(FileProblem(problem)))
  }

  /// The file actually opened is what is checked, not only the path: a path that was inside
  /// when it was resolved but leads out when it is opened (a folder swapped for a symlink in
  /// between, by someone who can write to the input's folder) is refused.
  @Test func theFileOpenedMustLieInsideTheFolder() throws {
    let (top, inside) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    let folder = inside.resolvingSymlinksInPath().path
    #expect(
      RegularFile.contents(of: top.appendingPathComponent("secret.txt"), insideFolder: folder)
        == .failure(FileProblem("the path leads out of its folder (it changed while it was opened)")))
    #expect(
      try RegularFile.contents(of: inside.appendingPathComponent("a.json"), insideFolder: folder).get().count == 2)
  }

  /// A real race: one thread swaps `real` between a folder and a symlink leading out while reads
  /// of `real/x.txt` run. Whatever the timing, no read returns the file outside.
  @Test func aFolderSwappedForASymlinkWhileReadingNeverLeaksTheFileOutside() throws {
    let (top, inside) = try Self.layout()
    defer { try? FileManager.default.removeItem(at: top) }
    let real = inside.appendingPathComponent("real").path, stash = inside.appendingPathComponent("stash").path
    let outside = top.appendingPathComponent("outside")
    try FileManager.default.createDirectory(atPath: real, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("ok".utf8).write(to: URL(fileURLWithPath: real).appendingPathComponent("x.txt"))
    try Data("secret".utf8).write(to: outside.appendingPathComponent("x.txt"))
    let running = RunningFlag()
    let stopped = DispatchSemaphore(value: 0)
    let swapper = Thread {
      while running.isSet {
        _ = rename(real, stash)
        _ = symlink(outside.path, real)
        _ = unlink(real)
        _ = rename(stash, real)
      }
      stopped.signal()
    }
    swapper.start()
    let contained = ContainedFolder(inside, name: "the folder")
    var leaked = 0
    for _ in 0..<20_000 {
      // Under load the swapper may win every time and no read succeed: that run proves less, but
      // only a read that succeeds through the symlink is a leak.
      if case .success(let file) = contained.read("real/x.txt"), file.data == Data("secret".utf8) { leaked += 1 }
    }
    running.clear()
    stopped.wait()
    #expect(leaked == 0)
    // Every swap ends with the folder back in place: the file inside reads as ever.
    #expect(try contained.read("real/x.txt").get().data == Data("ok".utf8))
  }
}

/// A flag one thread clears for another.
private final class RunningFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = true
  var isSet: Bool { lock.withLock { value } }
  func clear() { lock.withLock { value = false } }
}
