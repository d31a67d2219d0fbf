import BubbleKit
import Foundation
import Hummingbird

/// The query of `POST /v1/render` and `POST /v1/thumbnail` read into a `RenderRequest`, the value
/// the CLI's options fill too, with the same names: theme, width, scale, timezone, clock, page,
/// format, quality, a phone screen (screen, input-state, draft, keyboard-height, back-unread), a thumbnail's
/// box (w, h, fit; no scale: the layout's width is scaled onto w; no page), and how an export is
/// read (from, me, chat, date-order, tool-messages). Values that do not parse are refused here; ranges are the
/// request's own `problems()`, as the CLI's. An unknown parameter is refused too (a typo would
/// otherwise be silently ignored). A problem's detail has the parameter as its path.
struct RenderQuery: Sendable, Equatable {
  enum Route: Sendable {
    case render, thumbnail, animate

    /// Its path, as metrics label it.
    var path: String {
      switch self {
      case .render: "/v1/render"
      case .thumbnail: "/v1/thumbnail"
      case .animate: "/v1/animate"
      }
    }

    var parameterNames: [String] {
      switch self {
      case .render: RenderQuery.parameterNames
      case .thumbnail: RenderQuery.thumbnailParameterNames
      case .animate: RenderQuery.animateParameterNames
      }
    }
  }

  var request = RenderRequest()
  /// `from`, `me`, `chat`, `date-order`, `tool-messages`: the body may be an export.
  var importing = ImportQuery()

  var format: OutputFormat { request.encoding.format }

  /// The answer's `Content-Type`: the story's format's, else the image format's.
  var mediaType: String {
    if case .animate(let story) = request.job { return story.format.mediaType }
    return format.mediaType
  }

  static let parameterNames = ServiceParameter.names(for: .render)
  static let thumbnailParameterNames = ServiceParameter.names(for: .thumbnail)
  static let animateParameterNames = ServiceParameter.names(for: .animate)

  init() {}

  /// `themes` are the ones `theme` may name: the set in use when the request arrived.
  init(_ parameters: Parameters, route: Route = .render, themes: ThemeSet = ThemeSet()) throws(ServiceError) {
    var problems: [(parameter: String, message: String)] = []
    let value = { (name: String) -> String? in parameters[Substring(name)].map { String($0) } }
    problems += Self.unknownParameters(in: parameters, known: route.parameterNames)
    // Override problems are placed in the override's text too.
    var themeDetails: [ServiceError.Detail] = []
    readTheme(value, themes: themes, problems: &problems, details: &themeDetails)
    readStyle(value, route: route, problems: &problems)
    if route == .animate {
      readStory(value, problems: &problems)
    } else {
      readEncoding(value, problems: &problems)
    }
    importing = ImportQuery(value, problems: &problems)
    importing.timeZone = request.style.zone
    request.importing = ImportSettings(
      from: importing.format, me: importing.me, chat: importing.chat, dateOrder: importing.dateOrder,
      toolMessages: importing.toolMessages)
    switch route {
    case .thumbnail:
      let (box, boxProblems) = Self.thumbnail(value)
      if let box { request.job = .thumbnail(box.size, fit: box.fit) }
      problems += boxProblems
    case .render:
      readPageOrScreen(value, problems: &problems)
    case .animate:
      break
    }
    // Ranges only once everything parsed, so each value is named once.
    if problems.isEmpty && themeDetails.isEmpty {
      problems = request.problems(spelling: .parameters).map { ($0.field.rawValue, $0.message) }
    }
    guard problems.isEmpty && themeDetails.isEmpty else {
      let what =
        switch route {
        case .render: "render"
        case .thumbnail: "thumbnail"
        case .animate: "animate"
        }
      var error = ServiceError.invalidOptions("invalid \(what) options", problems)
      error.details += themeDetails
      throw error
    }
  }

  /// A problem for each parameter not in `known` (a typo would otherwise be silently ignored),
  /// and for each given twice (which one counts would be a guess).
  static func unknownParameters(in parameters: Parameters, known: [String]) -> [(parameter: String, message: String)] {
    var problems: [(parameter: String, message: String)] = []
    var seen: Set<String> = []
    for parameter in parameters {
      let name = String(parameter.key)
      if !known.contains(name) {
        let takes = known.isEmpty ? "this route takes none" : "known: " + known.joined(separator: ", ")
        problems.append((name, "unknown parameter \"\(name)\"; \(takes)"))
      } else if !seen.insert(name).inserted {
        problems.append((name, "\(name) is given more than once"))
      }
    }
    return problems
  }

  /// width, scale (pages and screens only), timezone and clock.
  private mutating func readStyle(
    _ value: (String) -> String?, route: Route, problems: inout [(parameter: String, message: String)]
  ) {
    if let text = value("width") {
      if let width = Double(text) {
        request.style.width = width
      } else {
        let range = RenderOptions.widthRange
        problems.append(
          (
            "width",
            "width must be a number of points between \(formatNumber(range.lowerBound)) and "
              + "\(formatNumber(range.upperBound)), not \(text)"
          ))
      }
    }
    if route != .thumbnail, let text = value("scale") {
      if let scale = Int(text) {
        // Checked here too: a story's screen sets its own scale later, which would hide this one.
        if let problem = RenderOptions.scaleProblem(scale) { problems.append(("scale", problem)) }
        request.style.scale = scale
      } else {
        problems.append(("scale", "scale must be 1, 2 or 3, not \(text)"))
      }
    }
    request.style.timeZone = value("timezone")
    if let text = value("clock") {
      switch text {
      case "12": request.style.clock = .h12
      case "24": request.style.clock = .h24
      default: problems.append(("clock", "clock must be 12 or 24, not \(text)"))
      }
    }
  }

  /// format and quality (a whole number).
  private mutating func readEncoding(
    _ value: (String) -> String?, problems: inout [(parameter: String, message: String)]
  ) {
    if let text = value("format") {
      if let format = OutputFormat.named(text) {
        request.encoding.format = format
      } else {
        problems.append(("format", "format: cannot write \(text) images; formats: \(OutputFormat.names)"))
      }
    }
    if let text = value("quality") {
      if let quality = Int(text) {
        request.encoding.quality = quality
      } else {
        problems.append(("quality", "quality must be a whole number from 0 to 100, not \(text)"))
      }
    }
  }

  /// page (from 1), or one phone screen instead of pages.
  private mutating func readPageOrScreen(
    _ value: (String) -> String?, problems: inout [(parameter: String, message: String)]
  ) {
    let (screen, screenProblems) = Self.screen(value, pageGiven: value("page") != nil)
    problems += screenProblems
    if let screen {
      request.job = .screen(screen)
    } else if let text = value("page") {
      if let page = Int(text) {
        request.job = .page(page)
      } else {
        problems.append(("page", "page must be a whole number between 1 and \(request.budget.maxPages), not \(text)"))
      }
    } else if !format.holdsAllPages {
      request.job = .page(1)
    }
  }

  /// w and h (required, whole pixels in `ThumbnailSize.sideRange`, out of range as
  /// `ThumbnailSize.rangeProblems` says it) and fit (end, the default, or start).
  private static func thumbnail(_ value: (String) -> String?) -> (
    (size: ThumbnailSize, fit: ThumbnailFit)?, [(parameter: String, message: String)]
  ) {
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
    return ((ThumbnailSize(pixelWidth: sides[0], pixelHeight: sides[1]), fit), problems)
  }
}
