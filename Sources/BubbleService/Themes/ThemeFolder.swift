import BubbleKit
import Foundation

/// The theme files of `--themes-dir`: every `NAME.json` directly in the folder (hidden files and
/// subfolders are not listed; a theme may still `extends` a file in a subfolder), in the format
/// `bubbles render --theme FILE` reads, each a theme named NAME. All are read and checked before
/// any is used, so one bad file refuses the whole folder.
enum ThemeFolder {
  /// Files at most: every theme is kept in memory with its merged tree.
  static let maxFiles = 256
  /// Bytes of one theme file: the built-in themes are under 20 KB.
  static let maxFileBytes = 1 << 20
  /// A name goes into `theme=NAME` and log lines.
  static let maxNameLength = 64

  /// Every theme of `folder`, checked; any file's problem refuses the folder, with every bad
  /// file's problems.
  static func load(_ folder: URL) throws(ThemeFolderError) -> [ThemeSet.Entry] {
    let files = try themeFiles(in: folder)
    var entries: [ThemeSet.Entry] = []
    var refused: [(file: String, problems: [String])] = []
    for file in files {
      switch entry(file, in: folder) {
      case .success(let entry): entries.append(entry)
      case .failure(let problems): refused.append((file, problems.lines))
      }
    }
    guard refused.isEmpty else { throw ThemeFolderError(folder: folder, refused: refused) }
    return entries
  }

  /// Problems of one file, as `file:line:column: key: message` lines.
  struct FileProblems: Error {
    var lines: [String]
  }

  private static func entry(_ file: String, in folder: URL) -> Result<ThemeSet.Entry, FileProblems> {
    let name = String(file.dropLast(".json".count))
    let url = folder.appendingPathComponent(file)
    if let problem = nameProblem(name) { return .failure(FileProblems(lines: ["\(url.path): \(problem)"])) }
    let data: Data
    switch RegularFile.contents(of: url, maxBytes: maxFileBytes) {
    case .success(let contents): data = contents
    case .failure(let problem): return .failure(FileProblems(lines: ["\(url.path): cannot read it: \(problem)"]))
    }
    let document: ThemeDocument
    do {
      document = try ThemeLoader.document(
        data, source: url.path, folder: folder, kinds: ContentNodeRegistry.standard.contentKinds)
    } catch {
      return .failure(FileProblems(lines: error.locatedProblems.map { $0.line(file: error.source) }))
    }
    let missing = missingFontFiles(document.theme).map { "\(url.path): fonts.files: \($0)" }
    guard missing.isEmpty else { return .failure(FileProblems(lines: missing)) }
    return .success(ThemeSet.Entry(name: name, source: .custom, document: document))
  }

  /// The theme's font files that are not installed: found now rather than by its first render
  /// (which would fail, as a missing pinned font is never silently replaced).
  private static func missingFontFiles(_ theme: Theme) -> [String] {
    theme.fonts.files.filter { !FileManager.default.fileExists(atPath: $0.path) }.map {
      "\($0.path) is not installed; install it with `apt-get install \($0.package)`"
    }
  }

  /// The names of the folder's theme files, sorted, at most `maxFiles` of them.
  private static func themeFiles(in folder: URL) throws(ThemeFolderError) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw ThemeFolderError(folder: folder, "cannot be listed: \(error.localizedDescription)")
    }
    let files = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
    guard files.count <= maxFiles else {
      throw ThemeFolderError(
        folder: folder, "holds \(files.count) theme files; at most \(maxFiles) are served: move some elsewhere")
    }
    return files
  }

  /// Why `name` cannot be a theme's name: a request names it in `theme=`, next to the built-in
  /// names, which it may not take (a custom theme never silently replaces a built-in one), nor
  /// `auto`.
  static func nameProblem(_ name: String) -> String? {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    guard !name.isEmpty, name.count <= maxNameLength, name.allSatisfy(allowed.contains) else {
      return "the theme's name (the file's name without .json) must be 1 to \(maxNameLength) letters, digits, "
        + ". _ or -"
    }
    if name == "auto" { return "auto is not a theme's name: theme=auto picks a theme by the body; rename the file" }
    if ThemeLoader.builtInNames().contains(name) {
      return "\(name) is a built-in theme's name; a custom theme cannot replace it: rename the file "
        + "(it may \"extends\": \"\(name)\")"
    }
    return nil
  }
}

/// Why the theme folder was refused, at start (`bubbles serve` exits 64) or on SIGHUP (the themes
/// in use stay): a sentence naming the folder and file, and an invalid theme's problems as
/// `file:line:column: key: message` lines.
public struct ThemeFolderError: Error, CustomStringConvertible {
  public var message: String
  /// An invalid theme's problems, one a line.
  public var problems: [String]

  public var description: String { ([message] + problems.map { "  " + $0 }).joined(separator: "\n") }

  /// On one line, for a log line.
  public var singleLine: String { ([message] + problems).joined(separator: "; ") }

  /// A problem of the folder itself.
  init(folder: URL, _ problem: String) {
    message = "--themes-dir \(folder.path) \(problem)"
    problems = []
  }

  /// Files that are not valid themes, each with its problems.
  init(folder: URL, refused: [(file: String, problems: [String])]) {
    let names = refused.map(\.file).joined(separator: ", ")
    message =
      refused.count == 1
      ? "--themes-dir \(folder.path): \(names) is not a valid theme"
      : "--themes-dir \(folder.path): \(refused.count) theme files are not valid (\(names))"
    problems = refused.flatMap(\.problems)
  }
}
