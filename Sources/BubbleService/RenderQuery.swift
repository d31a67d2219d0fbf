import BubbleKit
import Foundation
import Hummingbird

/// The query of `POST /v1/render`, mirroring the CLI's options: theme, width, scale, timezone,
/// clock, page, format, and a phone screen (screen, input-state, draft, keyboard-height); and of
/// `POST /v1/thumbnail`: theme, width, timezone, clock, format and the box, w, h and fit (no
/// scale: the layout's width is scaled onto w; no page). Every value is checked here, with
/// the CLI's ranges and sentences, before a worker is taken; an unknown parameter is refused too
/// (a typo would otherwise be silently ignored). A problem's detail has the parameter as its path.
struct RenderQuery: Sendable, Equatable {
  enum Route: Sendable {
    case render, thumbnail
  }

  /// The box of a thumbnail request; `nil` for pages.
  struct Thumbnail: Sendable, Equatable {
    var size: ThumbnailSize
    var fit: ThumbnailFit
  }

  /// A built-in theme's name: theme files are never read from a request.
  var themeName = ThemeLoader.defaultThemeName
  var width: Double = 390
  var scale = 2
  var timeZone: TimeZone?
  var hourCycle: HourCycle?
  /// From 1.
  var page = 1
  var thumbnail: Thumbnail?
  /// One phone screen instead of pages (`/v1/render` only).
  var screen: ScreenOptions?
  var format = OutputFormat.png
  /// `from`, `me`, `chat`: the body may be an export.
  var importing = ImportQuery()

  static let parameterNames =
    ["theme", "width", "scale", "timezone", "clock", "page", "format"] + screenParameterNames
    + ImportQuery.parameterNames
  static let thumbnailParameterNames =
    ["theme", "width", "timezone", "clock", "format", "w", "h", "fit"] + ImportQuery.parameterNames
  static let pageRange = 1...RenderBudget.default.maxPages

  init() {}

  init(_ parameters: Parameters, route: Route = .render) throws(ServiceError) {
    var problems: [(parameter: String, message: String)] = []
    let value = { (name: String) -> String? in parameters[Substring(name)].map { String($0) } }
    let known = route == .render ? Self.parameterNames : Self.thumbnailParameterNames
    for parameter in parameters where !known.contains(String(parameter.key)) {
      let name = String(parameter.key)
      problems.append((name, "unknown parameter \"\(name)\"; known: \(known.joined(separator: ", "))"))
    }
    if let theme = value("theme") {
      let names = ThemeLoader.builtInNames()
      if names.contains(theme) {
        themeName = theme
      } else {
        problems.append(
          ("theme", "theme: no built-in theme \"\(theme)\"; built-in themes: \(names.joined(separator: ", "))"))
      }
    }
    if let text = value("width") {
      if let value = Double(text), RenderOptions.widthProblem(value) == nil {
        width = value
      } else {
        problems.append(("width", RenderOptions.widthProblem(Double(text) ?? .nan) ?? "width: not a number"))
      }
    }
    if route == .render, let text = value("scale") {
      if let value = Int(text), RenderOptions.scaleProblem(value) == nil {
        scale = value
      } else {
        problems.append(("scale", "scale must be 1, 2 or 3, not \(text)"))
      }
    }
    if let text = value("timezone") {
      if let zone = RenderOptions.timeZone(named: text) {
        timeZone = zone
      } else {
        problems.append(
          (
            "timezone",
            "timezone: unknown time zone \"\(text)\"; use a name like Europe/Berlin or an offset like +08:00"
          ))
      }
    }
    if let text = value("clock") {
      switch text {
      case "12": hourCycle = .h12
      case "24": hourCycle = .h24
      default: problems.append(("clock", "clock must be 12 or 24, not \(text)"))
      }
    }
    if route == .render, let text = value("page") {
      if let value = Int(text), Self.pageRange.contains(value) {
        page = value
      } else {
        problems.append(("page", "page must be between 1 and \(Self.pageRange.upperBound), not \(text)"))
      }
    }
    if let text = value("format") {
      if let chosen = OutputFormat.named(text) {
        format = chosen
      } else {
        problems.append(("format", "format: cannot write \(text) images; formats: \(OutputFormat.names)"))
      }
    }
    importing = ImportQuery(value, problems: &problems)
    importing.timeZone = timeZone
    if route == .thumbnail {
      let (thumbnail, thumbnailProblems) = Self.thumbnail(value)
      self.thumbnail = thumbnail
      problems += thumbnailProblems
    } else {
      let (screen, screenProblems) = Self.screen(value, pageGiven: value("page") != nil)
      self.screen = screen
      problems += screenProblems
    }
    guard problems.isEmpty else {
      throw ServiceError(
        .badRequest, route == .render ? "invalid render options" : "invalid thumbnail options",
        details: problems.map { ServiceError.Detail(path: $0.parameter, line: nil, column: nil, message: $0.message) })
    }
  }

  /// w and h (required, whole pixels in `ThumbnailSize.sideRange`, out of range as
  /// `ThumbnailSize.rangeProblems` says it) and fit (end, the default, or start).
  private static func thumbnail(_ value: (String) -> String?) -> (Thumbnail?, [(parameter: String, message: String)]) {
    var problems: [(parameter: String, message: String)] = []
    let range = ThumbnailSize.sideRange
    var sides: [Int] = []
    for (parameter, side) in [("w", "width"), ("h", "height")] {
      guard let text = value(parameter) else {
        problems.append(
          (
            parameter,
            "\(parameter) is required: the thumbnail \(side) in pixels, \(range.lowerBound) to \(range.upperBound)"
          ))
        continue
      }
      guard let number = Int(text) else {
        problems.append(
          (
            parameter,
            "the thumbnail \(side) must be a whole number of pixels between \(range.lowerBound) and "
              + "\(range.upperBound), not \(text)"
          ))
        continue
      }
      // The sentence of `rangeProblems`, for this side alone.
      let alone =
        side == "width"
        ? ThumbnailSize(pixelWidth: number, pixelHeight: range.lowerBound)
        : ThumbnailSize(pixelWidth: range.lowerBound, pixelHeight: number)
      problems += alone.rangeProblems(name: "thumbnail").map { (parameter, $0) }
      sides.append(number)
    }
    var fit = ThumbnailFit.end
    if let text = value("fit") {
      if let chosen = ThumbnailFit(rawValue: text) {
        fit = chosen
      } else {
        let names = ThumbnailFit.allCases.map(\.rawValue).joined(separator: " or ")
        problems.append(("fit", "fit must be \(names), not \(text)"))
      }
    }
    guard problems.isEmpty, sides.count == 2 else { return (nil, problems) }
    return (Thumbnail(size: ThumbnailSize(pixelWidth: sides[0], pixelHeight: sides[1]), fit: fit), problems)
  }

  /// The renderer's options: one thread per render (the workers already run side by side).
  func options(renderTime: Duration) -> RenderOptions {
    var budget = RenderBudget.default
    budget.renderTime = renderTime
    return RenderOptions(
      width: width, scale: scale, timeZone: timeZone, hourCycle: hourCycle, threads: 1, budget: budget)
  }
}
