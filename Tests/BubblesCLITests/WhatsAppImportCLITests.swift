import Foundation
import Testing

/// `bubbles render FOLDER --from whatsapp`: the sample exports end to end, and the errors a user
/// meets (a wrong date order, a zip, an unknown --me), located and with their exit statuses.
@Suite("bubbles render: WhatsApp exports", .serialized)
struct WhatsAppImportCLITests {
  static let exports = Paths.packageRoot.appendingPathComponent("Examples/exports/whatsapp")
  static let ios = exports.appendingPathComponent("ios").path
  static let android = exports.appendingPathComponent("android").path

  @Test("an iOS export folder renders, the missing photo warned about at its line")
  func iOSFolderRenders() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "chat.png")
      let result = try await CLI.run(
        args: ["render", Self.ios, "-o", output.path, "--from", "whatsapp", "--me", "Ana Lima", "--theme", "whatsapp"])
      expectExit(result, 0)
      #expect(result.stdoutLines == [output.path])
      let png = try #require(PNGInfo(contentsOf: output), "not a PNG")
      #expect(png.width == 780 && png.height > 2000)
      #expect(result.stderr.contains("_chat.txt:20:33: attachment \"00000012-PHOTO-2026-11-21-09-22-00.jpg\""))
    }
  }

  @Test("an Android export folder is told by its content and validates with every message")
  func androidFolderIsDetected() async throws {
    try await withTemporaryDirectory { directory in
      let output = directory.appending(file: "chat.png")
      let result = try await CLI.run(
        args: ["render", Self.android, "-o", output.path, "--me", "Tomás", "--timezone", "America/New_York"])
      expectExit(result, 0)
      #expect(PNGInfo(contentsOf: output) != nil)
      let validated = try await CLI.run(args: ["validate", Self.android, "--from", "whatsapp"])
      expectExit(validated, 0)
      #expect(validated.stdoutText.contains("16 messages, 2 participants"))
    }
  }

  @Test("--date-order that does not fit the dates is a located error (65)")
  func wrongDateOrder() async throws {
    let result = try await CLI.run(args: ["validate", Self.android, "--date-order", "dmy"])
    expectExit(result, 65)
    #expect(
      result.stderr.contains("WhatsApp Chat with Marta Reis.txt:2:1: invalid date or time: month 21 is out of range"))
  }

  @Test("a zip export renders from the archive, and leaves no temporary folder")
  func zipRenders() async throws {
    try await withTemporaryDirectory { directory in
      let zip = Self.exports.appendingPathComponent("WhatsApp Chat - Lisbon trip.zip").path
      let output = directory.appending(file: "chat.png")
      let folder = directory.appending(file: "unzipped.png")
      // A temporary folder of its own: other tests (the service's zip bodies) extract into the shared one.
      let temporary = directory.appending(file: "tmp")
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
      let result = try await CLI.run(
        args: ["render", zip, "-o", output.path, "--me", "Ana Lima", "--theme", "whatsapp", "--timezone", "UTC"],
        environment: ["TMPDIR": temporary.path])
      expectExit(result, 0)
      #expect(
        result.stderr.contains(
          "WhatsApp Chat - Lisbon trip.zip/_chat.txt:20:33: attachment \"00000012-PHOTO-2026-11-21-09-22-00.jpg\""))
      // The same pixels as the unzipped folder: the photo and sticker were extracted and drawn.
      let unzipped = try await CLI.run(
        args: ["render", Self.ios, "-o", folder.path, "--me", "Ana Lima", "--theme", "whatsapp", "--timezone", "UTC"])
      expectExit(unzipped, 0)
      #expect(try Data(contentsOf: output) == (try Data(contentsOf: folder)))
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        .filter { $0.hasPrefix("bubbles-zip-") }
      #expect(leftovers.isEmpty, "\(leftovers)")
    }
  }

  @Test("a zip whose chat inflates past its declared size is refused (65)")
  func zipBombIsRefused() async throws {
    let zip = Self.exports.appendingPathComponent("hostile/declared-small.zip").path
    let result = try await CLI.run(args: ["validate", zip])
    expectExit(result, 65)
    #expect(result.stderr.contains("_chat.txt: the entry does not inflate to the 200 bytes the archive declares"))
  }

  @Test("a zip's entries outside its top level are not files of the export")
  func zipEntriesOutsideTheTopLevel() async throws {
    let zip = Self.exports.appendingPathComponent("hostile/odd-names.zip").path
    let result = try await CLI.run(args: ["validate", zip])
    expectExit(result, 0)
    #expect(result.stderr.contains("_chat.txt:1:29: attachment \"00000003-PHOTO.jpg\" is not in the export"))
    #expect(result.stderr.contains("_chat.txt:2:29: attachment \"IMG-1.jpg\" is not in the export"))
  }

  @Test("a file named .zip that is not one is invalid input (65)")
  func notAZip() async throws {
    try await withTemporaryDirectory { directory in
      let zip = directory.appending(file: "WhatsApp Chat - Ana.zip")
      try Data("[21/11/2026, 09:14:02] Ana: hi\n".utf8).write(to: zip)
      let result = try await CLI.run(args: ["render", zip.path, "-o", "chat.png"], in: directory)
      expectExit(result, 65)
      #expect(result.stderr.contains("not a zip archive (no end of central directory record)"))
    }
  }

  @Test("--me naming no one lists the senders (64)")
  func unknownMe() async throws {
    let result = try await CLI.run(args: ["validate", Self.ios, "--me", "Carla"])
    expectExit(result, 64)
    #expect(result.stderr.contains("Bruno Costa (Bruno Costa)"))
  }
}
