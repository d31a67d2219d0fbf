import Foundation

/// A conversation's input read from a path, for every front end alike: a file, an export's
/// folder (its chat file, `ExportFolder`), or an export's zip (its chat read from the archive,
/// its pictures extracted into a temporary folder). Keep it for as long as the conversation is
/// drawn: the extracted pictures are removed when it goes.
public final class ConversationSource: Sendable {
  /// The chat's bytes, at most the limits' `maxInputBytes`.
  public let data: Data
  /// For messages: the file, `FOLDER/result.json`, or `ARCHIVE.zip/_chat.txt`.
  public let displayName: String
  /// The folder media paths resolve against: the chat file's, or the zip's extracted pictures.
  public let baseDirectory: URL
  /// A zip's files by name with their sizes (its pictures alone are extracted); `nil` otherwise.
  public let exportFiles: [String: Int]?
  /// What did not stop the reading (a picture of the zip not extracted), each naming the path.
  public let warnings: [String]
  /// The export's other files, for formats spread over several (Slack, Messenger): the chat
  /// file's folder, or the zip's entries.
  public let files: ExportFiles
  private let extracted: TemporaryFolder?

  init(
    data: Data, displayName: String, baseDirectory: URL, files: ExportFiles, exportFiles: [String: Int]? = nil,
    warnings: [String] = [], extracted: TemporaryFolder? = nil
  ) {
    self.data = data
    self.displayName = displayName
    self.baseDirectory = baseDirectory
    self.files = files
    self.exportFiles = exportFiles
    self.warnings = warnings
    self.extracted = extracted
  }

  /// Reads `path` within `limits`: a `.zip` file through the registry's importers that read
  /// zips (its entries extracted by `inflater`), a folder's chat file as the importers find it,
  /// any other path as the chat itself. Never reads a FIFO or device, nor past the limit.
  public static func open(
    _ path: String, limits: DecodingLimits = .default, importers: ImporterRegistry = .standard,
    inflater: any ZipEntryInflating
  ) -> Result<ConversationSource, SourceProblem> {
    Result { () throws(SourceProblem) in
      if isZip(path) { return try ExportArchive.open(path, limits: limits, importers: importers, inflater: inflater) }
      if let folder = exportFolder(path) {
        return try openChat(in: folder, limits: limits, importers: importers)
      }
      let data = try read(path, maxBytes: limits.maxInputBytes)
      let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
      return ConversationSource(
        data: data, displayName: path, baseDirectory: folder,
        files: .folder(
          folder, budget: limits.maxInputBytes, chatFile: URL(fileURLWithPath: path).lastPathComponent,
          isWholeExport: false))
    }
  }

  /// An export folder's chat file, held to the folder rule (`ContainedFolder`) as its pictures
  /// are: a chat file that is a symlink leading out of the folder is refused, never read.
  private static func openChat(in folder: String, limits: DecodingLimits, importers: ImporterRegistry)
    throws(SourceProblem) -> ConversationSource
  {
    let name = try chatFileName(in: folder, importers: importers)
    let file = (folder.hasSuffix("/") ? folder : folder + "/") + name
    let contained = ContainedFolder(URL(fileURLWithPath: folder), name: "the export's folder")
    let data = try contents(contained.read(name, maxBytes: limits.maxInputBytes).map { $0.data }, of: file)
    return ConversationSource(
      data: data, displayName: file, baseDirectory: URL(fileURLWithPath: file).deletingLastPathComponent(),
      files: .folder(URL(fileURLWithPath: folder), budget: limits.maxInputBytes, chatFile: name))
  }

  /// An export's zip given as bytes (a request's body), named `name` in messages (`chat.zip`);
  /// read as `open` reads a `.zip` file. Without `extractsPictures` only the chat is read (to
  /// validate it: nothing is drawn).
  public static func open(
    zip archive: Data, named name: String, limits: DecodingLimits = .default,
    importers: ImporterRegistry = .standard, extractsPictures: Bool = true, inflater: any ZipEntryInflating
  ) -> Result<ConversationSource, SourceProblem> {
    Result { () throws(SourceProblem) in
      let reader = ExportArchive(path: name, archive: archive, inflater: inflater)
      return try ExportArchive.read(reader, limits: limits, importers: importers, extractsPictures: extractsPictures)
    }
  }

  /// The conversation, read as `format` with `importers` (a zip's file list given to them).
  public func importConversation(
    from format: ImportFormat = .auto, options: ImportOptions = ImportOptions(), kinds: ContentKinds,
    importers: ImporterRegistry = .standard
  ) -> Result<ImportedConversation, ImportError> {
    var options = options
    if let exportFiles { options.exportFiles = exportFiles }
    return importers.importConversation(
      data, from: format, options: options, baseDirectory: baseDirectory, files: files, kinds: kinds)
  }

  private static func isZip(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return path.lowercased().hasSuffix(".zip") && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  /// `path` when it is a folder (an export's), else `nil`.
  private static func exportFolder(_ path: String) -> String? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
    return path
  }

  /// The name of the chat file in an export's folder, as the importers find it.
  private static func chatFileName(in folder: String, importers: ImporterRegistry) throws(SourceProblem) -> String {
    switch ExportFolder.chatFile(in: URL(fileURLWithPath: folder), importers: importers) {
    case .success(let file): return file.lastPathComponent
    case .failure(let problem): throw SourceProblem(.unreadable, "\(folder): \(problem)")
    }
  }

  /// A regular file's bytes (symlinks followed), its size checked before reading.
  private static func read(_ file: String, maxBytes: Int) throws(SourceProblem) -> Data {
    try contents(RegularFile.contents(of: URL(fileURLWithPath: file), maxBytes: maxBytes), of: file)
  }

  /// A file's bytes as read, its problems worded as the source's.
  private static func contents(_ read: Result<Data, FileProblem>, of file: String) throws(SourceProblem) -> Data {
    switch read {
    case .success(let contents): return contents
    case .failure(let problem) where problem == .notFound:
      throw SourceProblem(.notFound, "\(file): no such file; check the path")
    case .failure(let problem) where problem.isOverLimit: throw SourceProblem(.overInputLimit, "\(file): \(problem)")
    case .failure(let problem): throw SourceProblem(.unreadable, "\(file): cannot read the file: \(problem)")
    }
  }
}
