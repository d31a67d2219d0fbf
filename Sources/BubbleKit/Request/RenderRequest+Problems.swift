import BubbleCore

/// A part of a request, named as the CLI's option (`--max-page-height`) and the service's
/// parameter (`max-page-height`): one spelling everywhere.
public enum RequestField: String, Sendable, CaseIterable {
  case theme, width, scale, timezone, clock, page, format, quality, thumbnail, fit, screen, draft, sticker, story
  case fps, speed, sound
  case maxPageHeight = "max-page-height"
  case pngLevel = "png-level"
  case inputState = "input-state"
  case keyboardHeight = "keyboard-height"
  case backUnread = "back-unread"
  case recordingTime = "recording-time"

  /// "--max-page-height".
  public var option: String { "--" + rawValue }
}

/// Something a request asks for that cannot be drawn, as a sentence naming its field.
public struct RequestProblem: Sendable, Hashable, CustomStringConvertible {
  public var field: RequestField
  public var message: String
  public var description: String { message }
}

/// How a front end names the fields in its messages.
public enum RequestSpelling: Sendable {
  /// The CLI's options: "--width must be between 200 and 2000 points, not 100".
  case options
  /// The service's parameters: "width must be between 200 and 2000 points, not 100".
  case parameters

  public func name(_ field: RequestField) -> String { self == .options ? field.option : field.rawValue }
}

extension RenderRequest {
  /// Every value outside its range, or that the job cannot use, each once, worded with the
  /// front end's `spelling`; empty when the request can be drawn. Renderers check the same
  /// ranges again for programs that call them directly.
  public func problems(spelling: RequestSpelling = .parameters) -> [RequestProblem] {
    let name = spelling.name
    var problems: [(RequestField, String?)] = [
      (.theme, theme.unknownNameProblem(name: name(.theme), spelling: spelling)),
      (.width, RenderOptions.widthProblem(style.width, name: name(.width))),
      (.scale, RenderOptions.scaleProblem(style.scale, name: name(.scale))),
      (.maxPageHeight, RenderOptions.pageHeightProblem(style.maxPageHeight, name: name(.maxPageHeight))),
      (.timezone, timeZoneProblem(name: name(.timezone))),
      (
        .quality,
        job.isStory ? storyQualityProblem(name: name(.quality)) : encoding.qualityProblem(name: name(.quality))
      ),
      (.pngLevel, encoding.pngLevelProblem(name: name(.pngLevel))),
    ]
    problems += jobProblems(name: name, spelling: spelling)
    return problems.compactMap { field, message in message.map { RequestProblem(field: field, message: $0) } }
  }

  private func timeZoneProblem(name: String) -> String? {
    guard let timeZone = style.timeZone, style.zone == nil else { return nil }
    return "\(name): unknown time zone \"\(timeZone)\"; use a name like Europe/Berlin or an offset like +08:00"
  }

  /// A vector format for a job that draws a fixed number of pixels: "`what` is a raster image, ...".
  private func rasterOnlyProblem(_ what: String) -> String? {
    guard encoding.format.isVector else { return nil }
    return "\(what) is a raster image, \(OutputFormat.rasterNames), not \(encoding.format.name)"
  }

  private func jobProblems(name: (RequestField) -> String, spelling: RequestSpelling) -> [(RequestField, String?)] {
    switch job {
    case .pages:
      return []
    case .page(let page):
      // A budget built in code may allow no page at all: no range is made of it.
      let lastPage = max(1, budget.maxPages)
      if encoding.format.holdsAllPages {
        return [
          (
            .page,
            "\(name(.page)): a \(encoding.format.name.uppercased()) holds every page of the conversation; leave it out"
          )
        ]
      }
      return [
        (
          .page,
          (1...lastPage).contains(page) && page <= budget.maxPages
            ? nil : "\(name(.page)) must be between 1 and \(lastPage), not \(page)"
        )
      ]
    case .thumbnail(let size, _):
      return [(.format, rasterOnlyProblem("\(name(.thumbnail)) draws a fixed number of pixels: a thumbnail"))]
        + size.rangeProblems(name: name(.thumbnail)).map { (.thumbnail, $0) }
    case .inbox(let size, _):
      return [(.screen, ScreenOptions(size: size).rangeProblems.first)]
    case .contactSheet(let themes, let screen):
      let unknown = themes.compactMap { $0.unknownNameProblem(name: name(.theme), spelling: spelling) }
      return [(.format, rasterOnlyProblem("a contact sheet"))]
        + (themes.isEmpty ? [(.theme, "\(name(.theme)) names no theme; name at least one")] : [])
        + unknown.map { (.theme, $0) } + (screen.map { screenProblems($0, name: name) } ?? [])
    case .screen(let screen):
      return screenProblems(screen, name: name)
    case .quote(let shape):
      return [(.format, rasterOnlyProblem("a quote")), (.sticker, shape.problem(encoding: encoding))]
    case .animate(let story):
      var problems: [(RequestField, String?)] = story.problems(name: name).map { ($0, $1) }
      if case .screen(let screen) = story.framing { problems += screenProblems(screen, name: name) }
      return problems
    }
  }

  /// A story's quality is its format's, 0 to 100, whatever the request's still format.
  private func storyQualityProblem(name: String) -> String? {
    guard let quality = encoding.quality, !OutputEncoding.qualityRange.contains(quality) else { return nil }
    return "\(name) must be between 0 and 100, not \(quality)"
  }

  private func screenProblems(_ screen: ScreenOptions, name: (RequestField) -> String) -> [(RequestField, String?)] {
    var problems: [(RequestField, String?)] = []
    let size = screen.size
    if !ScreenOptions.widthRange.contains(size.width) || !ScreenOptions.heightRange.contains(size.height) {
      problems.append((.screen, screen.rangeProblems.first))
    }
    if let height = screen.inputState.keyboardHeight {
      let range = ScreenOptions.keyboardHeightRange(screenHeight: size.height)
      if screen.inputState.mode != .text {
        problems.append(
          (
            .keyboardHeight,
            "\(name(.keyboardHeight)) applies to \(name(.inputState)) text, not \(screen.inputState.mode.rawValue)"
          ))
      } else if !range.contains(height) {
        problems.append(
          (
            .keyboardHeight,
            "\(name(.keyboardHeight)) must be between \(formatNumber(range.lowerBound)) and "
              + "\(Int.saturating(range.upperBound, rounding: .down)) points on a "
              + "\(formatNumber(size.width))x\(formatNumber(size.height)) screen, not \(height)"
          ))
      }
    }
    if let count = screen.backUnread, !ScreenOptions.backUnreadRange.contains(count) {
      problems.append(
        (.backUnread, "\(name(.backUnread)) must be from \(ScreenOptions.describeCount) messages, not \(count)"))
    }
    if !ScreenOptions.recordingSecondsRange.contains(screen.recordingSeconds) {
      problems.append(
        (
          .recordingTime,
          "\(name(.recordingTime)) must be from \(ScreenOptions.describeRecording) seconds, not \(screen.recordingSeconds)"
        ))
    }
    if screen.draft.utf8.count > ScreenOptions.maxDraftBytes {
      problems.append(
        (
          .draft,
          "\(name(.draft)) must be at most \(ScreenOptions.maxDraftBytes) bytes of UTF-8, not \(screen.draft.utf8.count)"
        ))
    }
    return problems
  }
}
