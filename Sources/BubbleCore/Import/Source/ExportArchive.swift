import Foundation

/// An export's zip (WhatsApp's "Export chat" with media, `WhatsApp Chat - NAME.zip`): its chat
/// read from the archive, its pictures (the only files drawn) extracted into a temporary folder
/// within a budget, and the names and sizes of all its files handed to the importer. The archive
/// is mapped, not read; every entry is bounded by the size its archive declares (`ZipDirectory`,
/// `ZipEntryInflating`), so a zip bomb stops there.
struct ExportArchive {
  /// Pictures larger than this are not drawn anyway (the resolve stage's file limit).
  static let maxPictureBytes = 32 << 20
  /// All pictures together.
  static let maxExtractedBytes = 256 << 20
  static let pictureExtensions: Set<String> = ["jpg", "jpeg", "png", "webp"]

  let path: String
  let archive: Data
  let inflater: any ZipEntryInflating

  static func open(
    _ path: String, limits: DecodingLimits, importers: ImporterRegistry, inflater: any ZipEntryInflating
  ) throws(SourceProblem) -> ConversationSource {
    try read(
      ExportArchive(path: path, archive: try mapped(path), inflater: inflater), limits: limits, importers: importers)
  }

  /// The archive's chat, files and extracted pictures; `reader.path` names it in messages.
  static func read(
    _ reader: ExportArchive, limits: DecodingLimits, importers: ImporterRegistry, extractsPictures: Bool = true
  ) throws(SourceProblem) -> ConversationSource {
    let path = reader.path
    let allEntries: [ZipEntry]
    switch ZipDirectory.entries(of: reader.archive) {
    case .success(let found): allEntries = withoutCommonFolder(found)
    case .failure(let problem): throw SourceProblem(.invalid, "\(path): \(problem)")
    }
    let entries = allEntries.filter { isPlainName($0.name) }
    let files = Dictionary(entries.map { ($0.name, $0.size) }, uniquingKeysWith: { first, _ in first })
    guard case .found(let chatName) = importers.chatFile(among: Array(files.keys), readingZip: true),
      let chatEntry = entries.first(where: { $0.name == chatName })
    else {
      throw SourceProblem(.invalid, "\(path): \(noChat(importers))")
    }
    // The compressed bytes are copied out first, and a forged entry may claim most of the archive
    // for them: the limit holds for whichever is larger, as for the pictures.
    let chatBytes = max(chatEntry.size, chatEntry.dataRange.count)
    guard chatBytes <= limits.maxInputBytes else {
      throw SourceProblem(
        .overInputLimit,
        "\(path): \(chatName) is \(chatBytes) bytes; the limit is \(formatByteCount(limits.maxInputBytes))")
    }
    let chat = try reader.extract(chatEntry)
    let keeper = try TemporaryFolder()
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    let folder = keeper.url.appendingPathComponent(isPlainName(stem) ? stem : "export")
    let warnings = extractsPictures ? try reader.extractPictures(entries, into: folder) : []
    let exportFiles = ExportFiles.zip(
      allEntries, archive: reader.archive, inflater: reader.inflater, budget: limits.maxInputBytes, chatFile: chatName)
    return ConversationSource(
      data: chat, displayName: path + "/" + chatName, baseDirectory: folder, files: exportFiles, exportFiles: files,
      warnings: warnings, extracted: keeper)
  }

  /// "no WhatsApp chat in the archive (expected _chat.txt or one .txt file)", from the importers
  /// that read zips.
  private static func noChat(_ importers: ImporterRegistry) -> String {
    let zipped = importers.importers.filter(\.readsZip)
    var files: [String] = []
    for file in zipped.compactMap(\.chatFileDescription) where !files.contains(file) { files.append(file) }
    let expected = files.joined(separator: "; ")
    return "no \(zipped.map(\.displayName).joined(separator: " or ")) chat in the archive (expected \(expected))"
  }

  /// The pictures within `maxExtractedBytes`, each at most `maxPictureBytes`; those left out
  /// draw as placeholders, with a warning.
  private func extractPictures(_ entries: [ZipEntry], into folder: URL) throws(SourceProblem) -> [String] {
    try TemporaryFolders.shared.createInside(folder)
    var warnings: [String] = []
    var budget = Self.maxExtractedBytes
    for entry in entries where Self.isPicture(entry.name) && entry.size <= Self.maxPictureBytes {
      // The compressed bytes are copied out too, and a forged entry may claim the whole archive
      // for them: the budget pays for whichever is larger.
      let cost = max(entry.size, entry.dataRange.count)
      guard cost <= budget else {
        warnings.append(
          "\(path): the pictures pass \(formatByteCount(Self.maxExtractedBytes)); the rest draw as placeholders")
        return warnings
      }
      switch inflater.contents(of: entry, in: archive) {
      case .success(let data):
        budget -= cost
        let written = TemporaryFolders.shared.write(data, to: folder.appendingPathComponent(entry.name))
        if !written { warnings.append("\(path): \(entry.name): cannot be extracted; drawing a placeholder") }
      case .failure(let problem):
        warnings.append("\(path): \(entry.name): \(problem); drawing a placeholder")
      }
    }
    return warnings
  }

  private func extract(_ entry: ZipEntry) throws(SourceProblem) -> Data {
    switch inflater.contents(of: entry, in: archive) {
    case .success(let data): return data
    case .failure(let problem): throw SourceProblem(.invalid, "\(path): \(entry.name): \(problem)")
    }
  }

  /// The archive's bytes mapped from a regular file (a FIFO or device is refused before it is opened).
  private static func mapped(_ path: String) throws(SourceProblem) -> Data {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let attributes else { throw SourceProblem(.notFound, "\(path): no such file; check the path") }
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw SourceProblem(.unreadable, "\(path): not a regular file")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
    } catch {
      throw SourceProblem(.unreadable, "\(path): cannot read the file")
    }
  }

  /// The entries named without the one folder they all are in, if so: an export's folder zipped
  /// by hand (`northwind/users.json`) reads as the export itself.
  static func withoutCommonFolder(_ entries: [ZipEntry]) -> [ZipEntry] {
    guard let first = entries.first?.name, let slash = first.firstIndex(of: "/") else { return entries }
    let folder = first[...slash]
    guard entries.allSatisfy({ $0.name.hasPrefix(folder) }) else { return entries }
    return entries.compactMap { entry in
      var inside = entry
      inside.name = String(entry.name.dropFirst(folder.count))
      return inside.name.isEmpty ? nil : inside
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
