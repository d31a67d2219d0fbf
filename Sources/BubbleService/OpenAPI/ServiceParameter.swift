import BubbleKit
import BubbleReference

/// A query parameter of the service, as the OpenAPI document describes it: its name (the CLI's
/// option without `--`), a sentence, its JSON Schema (type, range, choices from the Swift types)
/// and the routes that take it. `RenderQuery` and `ImportQuery` read exactly these names.
struct ServiceParameter: Sendable {
  enum Route: Sendable, CaseIterable {
    case render, thumbnail, validate, animate
  }

  var name: String
  var description: String
  var schema: OrderedJSON
  var routes: Set<Route>
  var required = false

  static func integer(_ range: ClosedRange<Int>) -> OrderedJSON {
    .object([
      "type": "integer", "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound)),
    ])
  }

  static func number(_ range: ClosedRange<Double>) -> OrderedJSON {
    .object(["type": "number", "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
  }

  static func choice(_ names: [String]) -> OrderedJSON {
    .object(["type": "string", "enum": .array(names.map(OrderedJSON.string))])
  }

  static let string: OrderedJSON = .object(["type": "string"])

  static let pages: Set<Route> = [.render]
  static let renders: Set<Route> = [.render, .thumbnail, .animate]
  static let every: Set<Route> = [.render, .thumbnail, .validate, .animate]

  /// Every parameter, in the order the document lists them.
  static let all: [ServiceParameter] =
    [
      ServiceParameter(
        name: "theme",
        description: "A theme's name (`GET /v1/themes`: built-in or the service's --themes-dir), or auto for the "
          + "conversation's own.",
        schema: string, routes: renders),
      ServiceParameter(
        name: "theme-override",
        description: "A JSON object of theme keys laid over theme=NAME for this request (at most 16 KiB; no "
          + "extends or fonts.files), as a theme file over the theme it extends.",
        schema: .object(["type": "string", "maxLength": 16384]), routes: renders),
      ServiceParameter(
        name: "width", description: "The layout's width in points.", schema: number(RenderOptions.widthRange),
        routes: renders),
      ServiceParameter(
        name: "scale", description: "Pixels per point (a story's page only: its screen has its own).",
        schema: integer(1...3), routes: [.render, .animate]),
      ServiceParameter(
        name: "timezone",
        description: "Where times are shown: a zone name like Europe/Berlin or an offset like +08:00.",
        schema: string, routes: renders),
      ServiceParameter(
        name: "clock", description: "12- or 24-hour times.", schema: choice(["12", "24"]), routes: renders),
      ServiceParameter(
        name: "page", description: "The page to answer, from 1 (default 1; a PDF holds every page).",
        schema: .object(["type": "integer", "minimum": 1]), routes: pages),
      ServiceParameter(
        name: "format", description: "The image format.", schema: choice(OutputFormat.allCases.map(\.name)),
        routes: [.render, .thumbnail]),
      ServiceParameter(
        name: "quality", description: "Lossy formats' quality.", schema: integer(OutputEncoding.qualityRange),
        routes: renders),
    ] + screen + thumbnail + story + importing

  /// One phone screen instead of pages (`screen=390x844`); the others need it.
  static let screen: [ServiceParameter] = [
    ServiceParameter(
      name: "screen", description: "A phone screen of WIDTHxHEIGHT points instead of pages, like 390x844.",
      schema: .object(["type": "string", "pattern": "^[0-9]+(\\.[0-9]+)?x[0-9]+(\\.[0-9]+)?$"]), routes: pages),
    ServiceParameter(
      name: "input-state", description: "The input bar's state.", schema: choice(InputBarMode.allCases.map(\.rawValue)),
      routes: pages),
    ServiceParameter(
      name: "draft", description: "Text typed in the input bar (at most \(ScreenOptions.maxDraftBytes) bytes).",
      schema: string, routes: pages),
    ServiceParameter(
      name: "keyboard-height", description: "The keyboard's height in points (typing states).",
      schema: .object(["type": "number"]), routes: pages),
    ServiceParameter(
      name: "back-unread", description: "The unread count beside the back button.",
      schema: integer(ScreenOptions.backUnreadRange), routes: pages),
    ServiceParameter(
      name: "recording-time", description: "Seconds shown while recording a voice message.",
      schema: integer(ScreenOptions.recordingSecondsRange), routes: pages),
  ]

  static let thumbnail: [ServiceParameter] = [
    ServiceParameter(
      name: "w", description: "The thumbnail's width in pixels.", schema: integer(ThumbnailSize.sideRange),
      routes: [.thumbnail], required: true),
    ServiceParameter(
      name: "h", description: "The thumbnail's height in pixels.", schema: integer(ThumbnailSize.sideRange),
      routes: [.thumbnail], required: true),
    ServiceParameter(
      name: "fit", description: "Which messages fill the box: the newest (end) or the first (start).",
      schema: choice(ThumbnailFit.allCases.map(\.rawValue)), routes: [.thumbnail]),
  ]

  /// A chat story's (`/v1/animate`), as `bubbles animate`'s options.
  static let story: [ServiceParameter] = [
    ServiceParameter(
      name: "format", description: "The story's format (default mp4; webm for a sticker).",
      schema: choice(AnimationFormat.allCases.map(\.name)), routes: [.animate]),
    ServiceParameter(
      name: "screen",
      description: "The video's size: \(StoryScreenSize.help) (default 9:16), drawn as a phone screen.",
      schema: .object(["type": "string", "pattern": "^(9:16|1:1|16:9|[0-9]+x[0-9]+)$"]), routes: [.animate]),
    ServiceParameter(
      name: "page", description: "true: the chat growing on its background (width points wide) instead of a screen.",
      schema: choice(["true", "false"]), routes: [.animate]),
    ServiceParameter(
      name: "sticker", description: "A Telegram video sticker: WebM VP9, 512 px, at most 3 s and 256 KB.",
      schema: choice(["telegram-video"]), routes: [.animate]),
    ServiceParameter(
      name: "fps", description: "Frames a second.", schema: integer(StoryOptions.framesPerSecondRange),
      routes: [.animate]),
    ServiceParameter(
      name: "speed", description: "Plays this many times faster.", schema: number(StoryPacing.speedRange),
      routes: [.animate]),
    ServiceParameter(
      name: "sound", description: "true: our own send and receive sounds under the video (mp4, webm).",
      schema: choice(["true", "false"]), routes: [.animate]),
  ]

  /// How a body that is an app's export is read.
  static let importing: [ServiceParameter] = [
    ServiceParameter(
      name: "from", description: "The body's format; auto detects it.",
      schema: choice(ImporterRegistry.standard.choices),
      routes: every),
    ServiceParameter(
      name: "me", description: "The export's sender who is me (drawn on the right).", schema: string, routes: every),
    ServiceParameter(
      name: "chat", description: "The chat to read, of an export of several.", schema: string, routes: every),
    ServiceParameter(
      name: "date-order", description: "A WhatsApp export's date order; detected when absent.",
      schema: choice(DateOrder.allCases.map(\.rawValue)), routes: every),
    ServiceParameter(
      name: "tool-messages",
      description:
        "An AI assistant's (ChatGPT's, Claude's) tool calls, tool results and thinking: skip (default) or show.",
      schema: choice(ToolMessages.allCases.map(\.rawValue)), routes: every),
  ]

  static func names(for route: Route) -> [String] {
    all.filter { $0.routes.contains(route) }.map(\.name)
  }
}
