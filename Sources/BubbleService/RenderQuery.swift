import BubbleKit
import Foundation
import Hummingbird

/// The query of `POST /v1/render`, mirroring the CLI's options: theme, width, scale, timezone,
/// clock, page. Every value is checked here, with the CLI's ranges and sentences, before a worker
/// is taken; an unknown parameter is refused too (a typo would otherwise be silently ignored).
struct RenderQuery: Sendable, Equatable {
  /// A built-in theme's name: theme files are never read from a request.
  var themeName = ThemeLoader.defaultThemeName
  var width: Double = 390
  var scale = 2
  var timeZone: TimeZone?
  var hourCycle: HourCycle?
  /// From 1.
  var page = 1

  static let parameterNames = ["theme", "width", "scale", "timezone", "clock", "page"]
  static let pageRange = 1...RenderBudget.default.maxPages

  init() {}

  init(_ parameters: Parameters) throws(ServiceError) {
    var problems: [String] = []
    let value = { (name: String) -> String? in parameters[Substring(name)].map { String($0) } }
    for parameter in parameters where !Self.parameterNames.contains(String(parameter.key)) {
      let name = parameter.key
      problems.append("unknown parameter \"\(name)\"; known: \(Self.parameterNames.joined(separator: ", "))")
    }
    if let theme = value("theme") {
      let names = ThemeLoader.builtInNames()
      if names.contains(theme) {
        themeName = theme
      } else {
        problems.append("theme: no built-in theme \"\(theme)\"; built-in themes: \(names.joined(separator: ", "))")
      }
    }
    if let text = value("width") {
      if let value = Double(text), RenderOptions.widthProblem(value) == nil {
        width = value
      } else {
        problems.append(RenderOptions.widthProblem(Double(text) ?? .nan) ?? "width: not a number")
      }
    }
    if let text = value("scale") {
      if let value = Int(text), RenderOptions.scaleProblem(value) == nil {
        scale = value
      } else {
        problems.append("scale must be 1, 2 or 3, not \(text)")
      }
    }
    if let text = value("timezone") {
      if let zone = RenderOptions.timeZone(named: text) {
        timeZone = zone
      } else {
        problems.append(
          "timezone: unknown time zone \"\(text)\"; use a name like Europe/Berlin or an offset like +08:00")
      }
    }
    if let text = value("clock") {
      switch text {
      case "12": hourCycle = .h12
      case "24": hourCycle = .h24
      default: problems.append("clock must be 12 or 24, not \(text)")
      }
    }
    if let text = value("page") {
      if let value = Int(text), Self.pageRange.contains(value) {
        page = value
      } else {
        problems.append("page must be between 1 and \(Self.pageRange.upperBound), not \(text)")
      }
    }
    guard problems.isEmpty else {
      throw ServiceError(
        .badRequest, "invalid render options",
        details: problems.map { ServiceError.Detail(path: "", line: nil, column: nil, message: $0) })
    }
  }

  /// The renderer's options: one thread per render (the workers already run side by side).
  func options(renderTime: Duration) -> RenderOptions {
    var budget = RenderBudget.default
    budget.renderTime = renderTime
    return RenderOptions(
      width: width, scale: scale, timeZone: timeZone, hourCycle: hourCycle, threads: 1, budget: budget)
  }
}
