import BubbleCore
import Foundation

/// Everything one render is asked for but the input's bytes: how the input is read, what is
/// drawn (the job), in which theme and style, written as what, within which budget. The CLI
/// fills it from its options, the service from its query, a program in code; `Pipeline` runs it,
/// so the same request gives the same bytes from each. `problems()` checks every range once.
public struct RenderRequest: Sendable, Hashable, Codable {
  /// How an input that is an app's export is read (`--from`, `--me`, `--chat`, `--date-order`,
  /// `--tool-messages`).
  public var importing: ImportSettings
  public var job: RenderJob
  public var theme: ThemeChoice
  public var style: RenderStyle
  public var encoding: OutputEncoding
  /// The decoding limits and the rendering budgets; `renderTime` counts from the render's start.
  public var budget: RenderBudget

  public init(
    job: RenderJob = .pages, theme: ThemeChoice = .auto, style: RenderStyle = RenderStyle(),
    encoding: OutputEncoding = .png, importing: ImportSettings = ImportSettings(), budget: RenderBudget = .default
  ) {
    self.importing = importing
    self.job = job
    self.theme = theme
    self.style = style
    self.encoding = encoding
    self.budget = budget
  }

  /// The renderer's options for this request, drawing on `threads` threads.
  public func options(threads: Int = 1) -> RenderOptions {
    RenderOptions(
      width: style.width, scale: style.scale, timeZone: style.zone, hourCycle: style.clock,
      maxPageHeight: style.maxPageHeight, pngCompressionLevel: encoding.pngLevel ?? job.defaultPNGLevel,
      threads: threads, budget: budget)
  }

  /// The import options for this request's input.
  public var importOptions: ImportOptions {
    ImportOptions(
      me: importing.me, chat: importing.chat, timeZone: style.zone, dateOrder: importing.dateOrder,
      toolMessages: importing.toolMessages ?? .skip, limits: budget.decoding)
  }

  /// What identifies the request's output: itself without the time it may take (which the same
  /// output does not depend on), canonically encoded.
  public var canonicalEncoding: Data {
    var request = self
    request.budget.renderTime = .zero
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Every field is a plain value that always encodes.
    return (try? encoder.encode(request)) ?? Data()
  }
}

/// How an input that is an app's export is read.
public struct ImportSettings: Sendable, Hashable, Codable {
  /// The importer: `auto` tells it by the content.
  public var from: ImportFormat
  /// Whose messages are outgoing: a participant's name or id.
  public var me: String?
  /// The chat of a whole-account export: its name or id.
  public var chat: String?
  /// How a WhatsApp export writes dates; `nil` tells it from the whole file.
  public var dateOrder: DateOrder?
  /// What an AI assistant's export shows of its tool calls, results and thinking; `nil` skips them.
  public var toolMessages: ToolMessages?

  public init(
    from: ImportFormat = .auto, me: String? = nil, chat: String? = nil, dateOrder: DateOrder? = nil,
    toolMessages: ToolMessages? = nil
  ) {
    self.from = from
    self.me = me
    self.chat = chat
    self.dateOrder = dateOrder
    self.toolMessages = toolMessages
  }
}

/// The look options every job shares; they override the theme.
public struct RenderStyle: Sendable, Hashable, Codable {
  /// Canvas width in points (`RenderOptions.widthRange`); a screen's width is its own.
  public var width: Double
  /// Pixels per point: 1, 2 or 3; a thumbnail is scaled to its box instead.
  public var scale: Int
  /// Display time zone, a name ("Asia/Shanghai") or an offset ("+08:00"); `nil` shows each time
  /// in its own offset.
  public var timeZone: String?
  /// Overrides the theme's clock.
  public var clock: HourCycle?
  /// Taller conversations are split into pages of at most this many pixels.
  public var maxPageHeight: Int

  public init(
    width: Double = 390, scale: Int = 2, timeZone: String? = nil, clock: HourCycle? = nil, maxPageHeight: Int = 16384
  ) {
    self.width = width
    self.scale = scale
    self.timeZone = timeZone
    self.clock = clock
    self.maxPageHeight = maxPageHeight
  }

  /// `timeZone` read; `nil` also for a name that names none (`problems()` says so).
  public var zone: TimeZone? { timeZone.flatMap(RenderOptions.timeZone(named:)) }
}

/// A theme: built in, by name, a theme file's path (read by the CLI and programs only; the
/// service never reads a path a request names), or a theme already loaded.
public enum ThemeChoice: Sendable, Hashable, Codable {
  case builtIn(String)
  case file(String)
  /// A theme loaded and checked beforehand: a service's own themes (`--themes-dir`) and overrides.
  case loaded(LoadedTheme)
  /// The look of the app an export comes from (`RenderInput.appTheme`), else the default theme.
  case auto

  public static let `default` = ThemeChoice.builtIn(ThemeLoader.defaultThemeName)

  /// The CLI's rule: `auto`; a value with a `/` or ending in `.json` is a file's path.
  public init(nameOrPath: String) {
    if nameOrPath == "auto" {
      self = .auto
    } else {
      self = nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") ? .file(nameOrPath) : .builtIn(nameOrPath)
    }
  }

  public var nameOrPath: String {
    switch self {
    case .builtIn(let name): name
    case .file(let path): path
    case .loaded(let loaded): loaded.name
    case .auto: "auto"
    }
  }

  /// The theme drawn for an input whose app looks like `appTheme`: `auto` becomes that built-in
  /// theme when there is one, else the default; any other choice stays.
  public func resolved(appTheme: String?) -> ThemeChoice {
    guard self == .auto else { return self }
    guard let appTheme, ThemeLoader.builtInNames().contains(appTheme) else { return .default }
    return .builtIn(appTheme)
  }
}
