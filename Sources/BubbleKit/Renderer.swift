import Foundation

/// Options given on the command line, as service parameters or in code; they
/// override the theme.
public struct RenderOptions: Sendable, Equatable {
  /// Canvas width in points.
  public var width: Double
  /// Pixels per point: 1, 2 or 3.
  public var scale: Int
  /// Display time zone; `nil` shows each timestamp in its own offset.
  public var timeZone: TimeZone?
  /// Overrides the theme's clock.
  public var hourCycle: HourCycle?
  /// Taller conversations are split into pages of at most this many pixels.
  public var maxPageHeight: Int
  /// zlib level for PNG output (1 fast ... 9 small). Compression dominates big renders:
  /// 1000 messages take 4.1 s at level 6 and 2.6 s at level 3, for 10% larger files.
  public var pngCompressionLevel: Int
  /// Fetch http(s) media (off by default).
  public var allowsRemoteMedia: Bool

  public init(
    width: Double = 390, scale: Int = 2, timeZone: TimeZone? = nil, hourCycle: HourCycle? = nil,
    maxPageHeight: Int = 16384, pngCompressionLevel: Int = 3, allowsRemoteMedia: Bool = false
  ) {
    self.allowsRemoteMedia = allowsRemoteMedia
    self.width = width
    self.scale = scale
    self.timeZone = timeZone
    self.hourCycle = hourCycle
    self.maxPageHeight = maxPageHeight
    self.pngCompressionLevel = pngCompressionLevel
  }

  public static let widthRange: ClosedRange<Double> = 200...2000
  public static let scaleRange: ClosedRange<Int> = 1...3
  public static let pageHeightRange: ClosedRange<Int> = 256...Canvas.maximumPixelSide
}

public struct RenderedPage: Sendable {
  public var png: [UInt8]
  public var pixelWidth: Int
  public var pixelHeight: Int
}

public struct RenderResult: Sendable {
  public var pages: [RenderedPage]
  /// Media that could not be drawn, and the like; the render still succeeded.
  public var warnings: [String]
  public var layout: ConversationLayout
}

/// Renders conversations with one theme. Owns a font system, so it is not
/// thread-safe: use one renderer per thread or task (creating one costs a few ms).
public final class ConversationRenderer {
  public let theme: Theme
  public let registry: ContentNodeRegistry
  private let fonts: FontSystem

  public convenience init(theme: Theme, registry: ContentNodeRegistry = .standard) throws(GraphicsError) {
    self.init(theme: theme, registry: registry, fonts: try FontSystem())
  }

  /// Renderers of one thread may share a font system (the contact sheet does).
  init(theme: Theme, registry: ContentNodeRegistry, fonts: FontSystem) {
    self.theme = theme
    self.registry = registry
    self.fonts = fonts
  }

  public func presentationSettings(_ options: RenderOptions) -> PresentationSettings {
    PresentationSettings(
      groupingWindow: theme.grouping.windowSeconds, avatarVisibility: theme.avatar.visibility,
      namePalette: theme.names.palette, avatarPalette: theme.avatar.palette, timeZone: options.timeZone,
      hourCycle: options.hourCycle ?? theme.footer.hourCycle, timeHeaderGap: theme.timeHeaders.gapSeconds,
      showsOutgoingAvatars: theme.avatar.showOutgoing, bigEmoji: theme.fonts.bigEmoji)
  }

  /// Presents and lays out; loads the images the layout needs into `images`.
  public func layout(_ conversation: Conversation, options: RenderOptions = RenderOptions(), images: ImageStore)
    -> ConversationLayout
  {
    let items = Presenter.present(conversation, settings: presentationSettings(options))
    return ConversationLayoutBuilder.layout(
      items, theme: theme, width: options.width, registry: registry, measurer: fonts, images: images)
  }

  /// Renders to PNG pages. Media paths resolve against `baseDirectory`.
  public func render(_ conversation: Conversation, options: RenderOptions = RenderOptions(), baseDirectory: URL?)
    throws(GraphicsError) -> RenderResult
  {
    let images = ImageStore(
      resolver: MediaResolver(baseDirectory: baseDirectory, allowsRemote: options.allowsRemoteMedia))
    let layout = layout(conversation, options: options, images: images)
    let scale = Double(options.scale)
    let pixelWidth = Int((options.width * scale).rounded())
    let ranges = Paginator.pages(
      totalHeight: layout.height, rowBounds: layout.rows.map { ($0.y, $0.maxY) }, scale: scale,
      maxPageHeight: options.maxPageHeight)
    var pages: [RenderedPage] = []
    for range in ranges {
      let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: range.count, scale: scale)
      let visible = Rect(
        x: 0, y: Double(range.lowerBound) / scale, width: options.width, height: Double(range.count) / scale)
      layout.draw(visible: visible, context: DrawContext(canvas: canvas, images: images))
      let png = try canvas.pngData(
        opaque: theme.canvas.background.alpha >= 1, compressionLevel: options.pngCompressionLevel)
      pages.append(RenderedPage(png: png, pixelWidth: pixelWidth, pixelHeight: range.count))
    }
    return RenderResult(pages: pages, warnings: images.warnings, layout: layout)
  }
}

extension RenderOptions {
  /// Parses a zone name ("Asia/Shanghai", "UTC") or a fixed offset ("+08:00", "-0530", "Z").
  public static func timeZone(named text: String) -> TimeZone? {
    if text == "Z" { return TimeZone(secondsFromGMT: 0) }
    if let first = text.first, first == "+" || first == "-" {
      let digits = text.dropFirst().filter { $0 != ":" }
      guard digits.count == 4 || digits.count == 2, digits.allSatisfy(\.isASCII), let value = Int(digits) else {
        return nil
      }
      let hours = digits.count == 4 ? value / 100 : value
      let minutes = digits.count == 4 ? value % 100 : 0
      guard hours <= 14, minutes < 60 else { return nil }
      return TimeZone(secondsFromGMT: (first == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
    }
    return TimeZone(identifier: text)
  }
}
