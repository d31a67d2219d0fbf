/// Checking a theme file's `fonts.files` while the file is read, so a path outside the system
/// font folders is refused with its line and column before anything opens it.
extension ThemeLoader {
  static func collectFontFileProblems(_ overlay: JSONNode, into problems: inout [String]) {
    guard let files = overlay["fonts"]?["files"], case .array(let entries) = files.value else { return }
    if entries.count > ThemeFontFile.maximumCount {
      problems.append(
        "fonts.files (\(files.location)): expected at most \(ThemeFontFile.maximumCount) files, found \(entries.count)")
    }
    for (index, entry) in entries.enumerated() {
      let path = "fonts.files[\(index)]"
      guard case .object(let members) = entry.value else { continue }  // the decoder says "expected an object"
      for member in members where !["path", "package"].contains(member.key) {
        problems.append("\(path).\(member.key) (\(member.keyLocation)): unknown key; expected one of path, package")
      }
      if let node = entry["path"], case .string(let value) = node.value, let problem = ThemeFontFile.pathProblem(value)
      {
        problems.append("\(path).path (\(node.location)): \(problem)")
      }
      if let node = entry["package"], case .string(let value) = node.value,
        let problem = ThemeFontFile.packageProblem(value)
      {
        problems.append("\(path).package (\(node.location)): \(problem)")
      }
    }
  }
}
