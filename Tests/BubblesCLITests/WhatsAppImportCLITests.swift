import Foundation
import Testing

/// `bubbles render FOLDER --from whatsapp`: the sample exports end to end, and the errors a user
/// meets (a wrong date order, a zip, an unknown --me), located and with their exit statuses.
@Suite("bubbles render: WhatsApp exports")
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

  @Test("a zip export is refused with the command that unzips it (65)")
  func zipIsRefused() async throws {
    try await withTemporaryDirectory { directory in
      let zip = directory.appending(file: "WhatsApp Chat - Ana.zip")
      try Data([0x50, 0x4B, 0x03, 0x04]).write(to: zip)
      let result = try await CLI.run(args: ["render", zip.path, "-o", "chat.png"], in: directory)
      expectExit(result, 65)
      #expect(result.stderr.contains("unzip it first: unzip '\(zip.path)' -d 'WhatsApp Chat - Ana'"))
    }
  }

  @Test("--me naming no one lists the senders (64)")
  func unknownMe() async throws {
    let result = try await CLI.run(args: ["validate", Self.ios, "--me", "Carla"])
    expectExit(result, 64)
    #expect(result.stderr.contains("Bruno Costa (Bruno Costa)"))
  }
}
