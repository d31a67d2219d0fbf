import BubbleKit
import Foundation

/// The theme set in use, swapped whole by a reload. Reading it takes the lock only to copy the
/// value out: a request holds on to its copy, so a reload never changes a render under way.
final class ThemeLibrary: Sendable {
  /// `--themes-dir`; `nil` serves the built-in themes only.
  let folder: URL?
  private let current: Locked<ThemeSet>

  /// Loads every theme of `folder`; any bad file refuses them all.
  init(folder: URL?) throws(ThemeFolderError) {
    self.folder = folder
    current = Locked(try Self.load(folder))
    // Loaded now rather than by the first request naming a theme.
    _ = ThemeSet.builtIn
  }

  var themes: ThemeSet { current.withLock { $0 } }

  /// Builds the whole new set from the folder, and swaps it in only when every file is good;
  /// otherwise the set in use stays and the error says why. `nil` when there is no folder.
  @discardableResult
  func reload() throws(ThemeFolderError) -> ThemeSet? {
    guard let folder else { return nil }
    let loaded = try Self.load(folder)
    current.withLock { $0 = loaded }
    return loaded
  }

  private static func load(_ folder: URL?) throws(ThemeFolderError) -> ThemeSet {
    guard let folder else { return ThemeSet() }
    return ThemeSet(custom: try ThemeFolder.load(folder))
  }
}
