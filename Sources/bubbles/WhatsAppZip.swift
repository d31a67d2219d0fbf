import BubbleGraphics
import BubbleKit
import Foundation

/// A folder removed when the last reference to it goes: the pictures of a zip export, kept for
/// as long as its conversation is rendered.
final class TemporaryFolder: Sendable {
  let url: URL

  init() throws(CommandFailure) {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("bubbles-zip-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    } catch {
      throw .failure("cannot create a temporary folder for the zip's pictures: \(error.localizedDescription)")
    }
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// WhatsApp's "Export chat" with media (`WhatsApp Chat - NAME.zip`): its chat text read from the
/// archive, its pictures (the only files drawn) extracted into a temporary folder within a
/// budget, and the names and sizes of all its files handed to the importer. The archive is mapped,
/// not read; every entry is bounded by the size its archive declares (`ZipDirectory`,
/// `ZipExtraction`), so a zip bomb stops there.
struct WhatsAppZip {
  var chat: Data
  var chatName: String
  /// Holds the extracted pictures, in a folder named like the archive (the chat's title).
  var folder: URL
  var keeper: TemporaryFolder
  var files: [String: Int]
  var warnings: [String]

  /// Pictures larger than this are not drawn anyway (the resolve stage's file limit).
  static let maxPictureBytes = 32 << 20
  /// All pictures together.
  static let maxExtractedBytes = 256 << 20
  static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png", "webp"]

  static func open(_ path: String, limits: DecodingLimits) throws(CommandFailure) -> WhatsAppZip {
    let archive = try mapped(path)
    let entries: [ZipEntry]
    switch ZipDirectory.entries(of: archive) {
    case .success(let found): entries = found.filter { isPlainName($0.name) }
    case .failure(let problem): throw .invalidInput("\(path): \(problem)")
    }
    let files = Dictionary(entries.map { ($0.name, $0.size) }, uniquingKeysWith: { first, _ in first })
    guard let chatName = WhatsAppExportFolder.chatFileName(among: Array(files.keys)),
      let chatEntry = entries.first(where: { $0.name == chatName })
    else {
      throw .invalidInput("\(path): no WhatsApp chat in the archive (expected _chat.txt or one .txt file)")
    }
    guard chatEntry.size <= limits.maxInputBytes else {
      throw .invalidInput(
        "\(path): \(chatName) is \(chatEntry.size) bytes; the limit is \(formatByteCount(limits.maxInputBytes))",
        notes: ["Raise --max-input-bytes to read a larger input."])
    }
    let chat = try extract(chatEntry, from: archive, path: path)
    let keeper = try TemporaryFolder()
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let folder = keeper.url.appendingPathComponent(isPlainName(stem) ? stem : "export")
    var zip = WhatsAppZip(chat: chat, chatName: chatName, folder: folder, keeper: keeper, files: files, warnings: [])
    try zip.extractPictures(entries, from: archive, path: path)
    return zip
  }

  private mutating func extractPictures(_ entries: [ZipEntry], from archive: Data, path: String)
    throws(CommandFailure)
  {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    } catch {
      throw .failure("cannot create a temporary folder for the zip's pictures: \(error.localizedDescription)")
    }
    var budget = Self.maxExtractedBytes
    for entry in entries where Self.isPicture(entry.name) && entry.size <= Self.maxPictureBytes {
      // The compressed bytes are copied out too, and a forged entry may claim the whole archive
      // for them: the budget pays for whichever is larger.
      let cost = max(entry.size, entry.dataRange.count)
      guard cost <= budget else {
        warnings.append(
          "\(path): the pictures pass \(formatByteCount(Self.maxExtractedBytes)); the rest draw as placeholders")
        return
      }
      switch ZipExtraction.contents(of: entry, in: archive) {
      case .success(let data):
        budget -= cost
        let written = FileManager.default.createFile(
          atPath: folder.appendingPathComponent(entry.name).path, contents: data)
        if !written { warnings.append("\(path): \(entry.name): cannot be extracted; drawing a placeholder") }
      case .failure(let problem):
        warnings.append("\(path): \(entry.name): \(problem); drawing a placeholder")
      }
    }
  }

  private static func extract(_ entry: ZipEntry, from archive: Data, path: String) throws(CommandFailure) -> Data {
    switch ZipExtraction.contents(of: entry, in: archive) {
    case .success(let data): return data
    case .failure(let problem): throw .invalidInput("\(path): \(entry.name): \(problem)")
    }
  }

  /// The archive's bytes mapped from a regular file (a FIFO or device is refused before it is opened).
  private static func mapped(_ path: String) throws(CommandFailure) -> Data {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let attributes else { throw .unreadableInput("\(path): no such file; check the path") }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw .unreadableInput("\(path): not a regular file")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
    } catch {
      throw .unreadableInput("\(path): cannot read the file")
    }
  }

  /// A file at the archive's top level, named without folders, `..` or a leading dot.
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\") && !name.contains("\0")
  }

  static func isPicture(_ name: String) -> Bool {
    pictureExtensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased())
  }
}
