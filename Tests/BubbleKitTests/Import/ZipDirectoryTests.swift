import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// The zip reader of WhatsApp's "Export chat" with media: the sample archive read back file by
/// file, and damaged or lying archives refused.
@Suite struct ZipDirectoryTests {
  static let exports = TestSupport.packageRoot.appendingPathComponent("Examples/exports/whatsapp")
  static let sample = exports.appendingPathComponent("WhatsApp Chat - Lisbon trip.zip")

  @Test func theSampleArchiveHoldsTheIOSFolderFileForFile() throws {
    let archive = try Data(contentsOf: Self.sample)
    let entries = try ZipDirectory.entries(of: archive).get()
    let folder = WhatsAppFixture.ios
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(entries.map(\.name) == names)
    for entry in entries {
      #expect(entry.method == .deflated)
      let contents = try ZipExtraction.contents(of: entry, in: archive).get()
      #expect(contents == (try Data(contentsOf: folder.appendingPathComponent(entry.name))), "\(entry.name)")
    }
  }

  @Test func anEntryThatInflatesPastItsDeclaredSizeIsRefused() throws {
    let archive = try Data(contentsOf: Self.exports.appendingPathComponent("hostile/declared-small.zip"))
    let entry = try #require(try ZipDirectory.entries(of: archive).get().first)
    #expect(entry.size == 200)
    guard case .failure(let problem) = ZipExtraction.contents(of: entry, in: archive) else {
      Issue.record("a 16 MiB entry declared as 200 bytes was extracted")
      return
    }
    #expect(problem.description == "the entry does not inflate to the 200 bytes the archive declares")
  }

  @Test func damagedArchivesAreRefused() throws {
    let archive = try Data(contentsOf: Self.sample)
    #expect(throws: FileProblem.self) { try ZipDirectory.entries(of: archive.prefix(archive.count - 10)).get() }
    #expect(throws: FileProblem.self) { try ZipDirectory.entries(of: Data("not a zip".utf8)).get() }
    // The central directory's offset pointed past its end.
    var moved = archive
    let end = moved.count - 22
    moved[end + 16] = 0xFF
    moved[end + 17] = 0xFF
    #expect(throws: FileProblem.self) { try ZipDirectory.entries(of: moved).get() }
    // A flipped byte of compressed data: it does not inflate, or its CRC-32 does not match.
    let entries = try ZipDirectory.entries(of: archive).get()
    let photo = try #require(entries.first { $0.name.hasSuffix(".jpg") })
    var flipped = archive
    flipped[photo.dataRange.lowerBound + photo.dataRange.count / 2] ^= 0x55
    #expect(throws: FileProblem.self) { try ZipExtraction.contents(of: photo, in: flipped).get() }
  }

  @Test func readingIsBoundedOnAnyBytes() {
    // Any prefix of a real archive, and a record claiming 65,535 entries, are refused or read,
    // never read past their end.
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      var bytes = [UInt8](repeating: 0, count: Int.random(in: 22..<400, using: &generator))
      for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
      let end = bytes.count - 22
      bytes.replaceSubrange(end..<end + 4, with: [0x50, 0x4B, 0x05, 0x06])
      bytes[end + 20] = 0
      bytes[end + 21] = 0
      _ = ZipDirectory.entries(of: Data(bytes))
    }
  }
}
