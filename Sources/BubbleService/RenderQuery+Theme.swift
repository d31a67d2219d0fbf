import BubbleKit
import Foundation

/// `theme=NAME` (a built-in theme, one of `--themes-dir`, or `auto`) and
/// `theme-override=<JSON object>`: theme keys laid over the named theme as a theme file is laid
/// over the theme it extends, checked as a theme file is, never naming a file. A request never
/// names a path: a name is looked up among the themes in use, nothing else.
extension RenderQuery {
  static let themeOverrideParameter = "theme-override"
  /// Bytes of an override's JSON (after URL decoding).
  static let maxThemeOverrideBytes = 16 << 10

  mutating func readTheme(
    _ value: (String) -> String?, themes: ThemeSet, problems: inout [(parameter: String, message: String)],
    details: inout [ServiceError.Detail]
  ) {
    let name = value("theme") ?? "auto"
    let override = value(Self.themeOverrideParameter)
    if name == "auto" {
      request.theme = .auto
      if override != nil {
        problems.append(
          (
            Self.themeOverrideParameter,
            "\(Self.themeOverrideParameter) needs a theme to lay it over: add theme=NAME "
              + "(auto chooses a theme only once the body is read)"
          ))
      }
      return
    }
    guard let entry = themes.entry(named: name) else {
      if ThemeLoader.builtInNames().contains(name) {
        request.theme = .builtIn(name)  // one that does not load: the pipeline's 500 says why
      } else {
        problems.append(("theme", Self.unknownThemeProblem(name, themes: themes)))
      }
      return
    }
    guard let override else {
      request.theme = entry.choice
      return
    }
    switch Self.overridden(entry, with: override) {
    case .success(let theme): request.theme = .loaded(LoadedTheme(name: name, theme: theme))
    case .failure(let refusal): details += refusal.details
    }
  }

  /// "theme: no built-in theme "x"; built-in themes: ..." (the request's own sentence), and the
  /// custom themes when there are some.
  private static func unknownThemeProblem(_ name: String, themes: ThemeSet) -> String {
    let custom = themes.customNames
    let builtIn = "built-in themes: " + ThemeLoader.builtInNames().joined(separator: ", ")
    guard !custom.isEmpty else { return "theme: no built-in theme \"\(name)\"; \(builtIn)" }
    return "theme: no theme \"\(name)\"; \(builtIn); custom themes: \(custom.joined(separator: ", "))"
  }

  struct OverrideRefusal: Error {
    var details: [ServiceError.Detail]
  }

  /// `entry`'s theme with `text` laid over it; each problem a detail whose path is the
  /// parameter and the key (`theme-override.bubble.radius`), placed in `text`.
  static func overridden(_ entry: ThemeSet.Entry, with text: String) -> Result<Theme, OverrideRefusal> {
    let parameter = themeOverrideParameter
    guard text.utf8.count <= maxThemeOverrideBytes else {
      let message = "\(parameter) must be at most \(maxThemeOverrideBytes) bytes of JSON, not \(text.utf8.count)"
      return .failure(OverrideRefusal(details: [.init(path: parameter, line: nil, column: nil, message: message)]))
    }
    do {
      let document = try ThemeLoader.override(
        entry.document, with: Data(text.utf8), source: parameter, kinds: ContentNodeRegistry.standard.contentKinds)
      return .success(document.theme)
    } catch {
      let details = error.locatedProblems.map { problem in
        ServiceError.Detail(
          path: problem.keyPath.map { "\(parameter).\($0)" } ?? parameter, line: problem.location?.line,
          column: problem.location?.column, message: problem.message)
      }
      return .failure(OverrideRefusal(details: details))
    }
  }
}
