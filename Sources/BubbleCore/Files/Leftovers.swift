import Foundation

/// Names of temporary files and folders that say which process made them, `PREFIXPID-UNIQUE`
/// (`.bubbles-4242-1-9f2c01ab.partial`, `bubbles-zip-4242-…`), so that a later run can remove
/// what a killed one (SIGKILL, a power cut) left behind: only names of this form, only where a
/// run writes them, and only when their process is gone.
public struct Leftovers: Sendable {
  /// The start of every such name, before the process id: `.bubbles-`.
  public var prefix: String
  /// The end: `.partial`, or nothing.
  public var suffix: String

  public init(prefix: String, suffix: String = "") {
    self.prefix = prefix
    self.suffix = suffix
  }

  /// A new name owned by this process: `PREFIXPID-UNIQUE SUFFIX`.
  public func name(unique: String) -> String {
    "\(prefix)\(getpid())-\(unique)\(suffix)"
  }

  /// The process that made `name`, when it is a name of this form.
  public func owner(of name: String) -> pid_t? {
    guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return nil }
    let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
    guard let dash = middle.firstIndex(of: "-"), let pid = pid_t(middle[..<dash]), pid > 0 else { return nil }
    let unique = middle[middle.index(after: dash)...]
    guard !unique.isEmpty, unique.allSatisfy({ $0.isASCII && ($0.isHexDigit || $0 == "-") }) else { return nil }
    return pid
  }

  /// The names of this form in `folder` whose process is gone, that are of `kind` (`S_IFREG`,
  /// `S_IFDIR`; a symlink is never one).
  public func abandoned(in folder: URL, kind: mode_t) -> [URL] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    return names.compactMap { name in
      guard let pid = owner(of: name), pid != getpid(), Self.isGone(pid) else { return nil }
      let url = folder.appendingPathComponent(name)
      var info = stat()
      guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == kind else { return nil }
      return url
    }
  }

  /// No process has this id (a process of another user, which `kill` may not signal, is alive).
  static func isGone(_ pid: pid_t) -> Bool {
    kill(pid, 0) != 0 && errno == ESRCH
  }
}
