import Foundation

/// The one rule for files that an input names (a conversation's media, an inbox's conversation
/// files, a theme's `extends`): a path relative to the input's folder that stays inside it. No
/// absolute path, no `..`, and no symlink leading out, so an input handed over by a service can
/// only reach files beside it and never turn the renderer into a reader of `/etc/passwd`.
public struct ContainedFolder: Sendable {
  /// The input's folder.
  public var root: URL
  /// How messages name the folder: "the conversation's folder".
  public var name: String

  public init(_ root: URL, name: String) {
    self.root = root.standardizedFileURL
    self.name = name
  }

  /// Where `path` leads, symlinks resolved, if that is inside the folder.
  public func resolve(_ path: String) -> Result<URL, FileProblem> {
    resolve(path, top: root.resolvingSymlinksInPath().path)
  }

  /// `resolve`, with the folder's own path, symlinks resolved, given (`read` needs it twice).
  private func resolve(_ path: String, top: String) -> Result<URL, FileProblem> {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else {
      return .failure(FileProblem("only paths relative to \(name) are allowed"))
    }
    guard !path.split(separator: "/").contains("..") else {
      return .failure(FileProblem("paths may not climb out of \(name)"))
    }
    let resolved = root.appendingPathComponent(path).resolvingSymlinksInPath()
    guard resolved.path == top || resolved.path.hasPrefix(top.hasSuffix("/") ? top : top + "/") else {
      return .failure(FileProblem("the path leads out of \(name)"))
    }
    return .success(resolved)
  }

  /// The bytes of the regular file `path` names inside the folder.
  public func read(_ path: String, maxBytes: Int? = nil) -> Result<(url: URL, data: Data), FileProblem> {
    let top = root.resolvingSymlinksInPath().path
    return resolve(path, top: top).flatMap { url in
      RegularFile.contents(of: url, maxBytes: maxBytes, insideFolder: top).map { (url, $0) }
    }
  }
}
