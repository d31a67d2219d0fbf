import BubbleCore
import Foundation

extension ThemeChoice {
  /// The theme, with `kinds`' sections checked: a built-in one by name, a theme file read once
  /// as every input file is (regular files only, at most `maxBytes`; its `extends` resolve in its
  /// folder), or a loaded one as it is (checked when it was loaded).
  public func load(kinds: ContentKinds, maxBytes: Int = DecodingLimits.default.maxInputBytes) throws(ThemeProblem)
    -> Theme
  {
    switch self {
    case .auto:
      return try ThemeChoice.default.load(kinds: kinds, maxBytes: maxBytes)
    case .loaded(let loaded):
      return loaded.theme
    case .builtIn(let name):
      do {
        return try ThemeLoader.load(name, kinds: kinds)
      } catch {
        throw .builtInBroken("\(error)")
      }
    case .file(let path):
      let url = URL(fileURLWithPath: path)
      let data: Data
      switch RegularFile.contents(of: url, maxBytes: maxBytes) {
      case .success(let contents): data = contents
      case .failure(let problem) where problem == .notFound:
        throw .unreadable("\(path): no such file; check the theme file's path")
      case .failure(let problem) where problem.isOverLimit: throw .invalid("\(path): \(problem)")
      case .failure(let problem): throw .unreadable("\(path): cannot read the file: \(problem)")
      }
      do {
        return try ThemeLoader.decode(data, source: url.path, folder: url.deletingLastPathComponent(), kinds: kinds)
      } catch {
        throw .invalid("\(error)")
      }
    }
  }

  /// "no built-in theme "x"; built-in themes: ..." for a built-in name that names none.
  func unknownNameProblem(name: String, spelling: RequestSpelling) -> String? {
    guard case .builtIn(let theme) = self else { return nil }
    let names = ThemeLoader.builtInNames()
    guard !names.contains(theme) else { return nil }
    return "\(name): no built-in theme \"\(theme)\"; built-in themes: \(names.joined(separator: ", "))"
      + (spelling == .options ? " (or give a theme file's path)" : "")
  }
}
