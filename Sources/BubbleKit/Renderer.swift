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

  public init(
    width: Double = 390, scale: Int = 2, timeZone: TimeZone? = nil, hourCycle: HourCycle? = nil,
    maxPageHeight: Int = 16384, pngCompressionLevel: Int = 3
  ) {
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
  public var statistics: RenderStatistics
}

/// Renders conversations with one theme, in three stages: resolve the media (async, I/O),
/// lay out (pure), draw. Owns a font system, so it is not thread-safe: use one renderer per
/// thread or task (creating one costs a few ms). Its image cache may be shared.
public final class ConversationRenderer {
  public let theme: Theme
  public let registry: ContentNodeRegistry
  /// The registered kinds' theme sections (`kinds.voice`), decoded once here rather than on each
  /// of the thousands of reads a layout makes.
  public let styles: KindStyles
  /// Decoded images kept across this renderer's renders (give several renderers one to share).
  public let imageCache: DecodedImageCache
  /// Rows laid out by earlier renders: drawing a conversation again, or with a message
  /// appended, lays out only the rows that changed.
  let rows = RowLayoutCache()
  private let fonts: FontSystem

  public convenience init(
    theme: Theme, registry: ContentNodeRegistry = .standard, imageCache: DecodedImageCache = DecodedImageCache()
  ) throws(GraphicsError) {
    self.init(theme: theme, registry: registry, fonts: try FontSystem(), imageCache: imageCache)
  }

  /// Renderers of one thread may share a font system (the contact sheet does).
  init(
    theme: Theme, registry: ContentNodeRegistry, fonts: FontSystem, imageCache: DecodedImageCache = DecodedImageCache()
  ) {
    self.theme = theme
    self.registry = registry
    self.styles = KindStyles(theme: theme, kinds: registry.contentKinds)
    self.fonts = fonts
    self.imageCache = imageCache
  }

  public func presentationSettings(_ options: RenderOptions) -> PresentationSettings {
    PresentationSettings(
      groupingWindow: theme.grouping.windowSeconds, avatarVisibility: theme.avatar.visibility,
      namePalette: theme.names.palette, avatarPalette: theme.avatar.palette, timeZone: options.timeZone,
      hourCycle: options.hourCycle ?? theme.footer.hourCycle, timeHeaderGap: theme.timeHeaders.gapSeconds,
      showsOutgoingAvatars: theme.avatar.showOutgoing, bigEmoji: theme.fonts.bigEmoji)
  }

  /// The images the presented conversation draws, with the owners warnings name.
  public func mediaRequests(for conversation: Conversation, options: RenderOptions = RenderOptions())
    -> [MediaRequest]
  {
    MediaRequest.conversation(Presenter.present(conversation, settings: presentationSettings(options)))
  }

  /// A resolution stage reading media from `baseDirectory` into this renderer's cache.
  public func mediaResolution(baseDirectory: URL?, remote: (any RemoteMediaFetching)? = nil) -> MediaResolution {
    MediaResolution(baseDirectory: baseDirectory, remote: remote, cache: imageCache)
  }

  /// Resolves the media, lays out and draws: the one call. Media paths resolve against
  /// `baseDirectory`; http(s) media are fetched by `remote`, when given.
  nonisolated(nonsending) public func render(
    _ conversation: Conversation, options: RenderOptions = RenderOptions(), baseDirectory: URL?,
    remote: (any RemoteMediaFetching)? = nil
  ) async throws(GraphicsError) -> RenderResult {
    var clock = StageClock()
    let decodesBefore = imageCache.decodeCount
    let requests = mediaRequests(for: conversation, options: options)
    let media = await mediaResolution(baseDirectory: baseDirectory, remote: remote).resolve(requests)
    let resolveTime = clock.lap()
    var result = try render(conversation, options: options, media: media)
    result.statistics.resolve = resolveTime
    result.statistics.imagesDecoded = imageCache.decodeCount - decodesBefore
    return result
  }

  /// Presents and lays out, reading images from `media` only (no I/O).
  public func layout(
    _ conversation: Conversation, options: RenderOptions = RenderOptions(), media: ResolvedMedia = .empty
  ) -> ConversationLayout {
    let items = Presenter.present(conversation, settings: presentationSettings(options))
    return ConversationLayoutBuilder.layout(
      items, theme: theme, styles: styles, width: options.width, registry: registry, measurer: fonts, media: media,
      cache: rows)
  }

  /// Lays out and draws to PNG pages with media resolved beforehand; its warnings are the result's.
  public func render(_ conversation: Conversation, options: RenderOptions = RenderOptions(), media: ResolvedMedia)
    throws(GraphicsError) -> RenderResult
  {
    try options.checkRanges()
    var statistics = RenderStatistics()
    var clock = StageClock()
    let (shapedBefore, rowsBefore) = (fonts.shapedTextCount, rows.laidOutCount)
    let layout = layout(conversation, options: options, media: media)
    statistics.layout = clock.lap()
    statistics.textsShaped = fonts.shapedTextCount - shapedBefore
    statistics.rowsLaidOut = rows.laidOutCount - rowsBefore
    let scale = Double(options.scale)
    let pixelWidth = Int.saturating(options.width * scale)
    let ranges = Paginator.pages(
      totalHeight: layout.height, rowBounds: layout.rows.map { ($0.y, $0.maxY) }, scale: scale,
      maxPageHeight: options.maxPageHeight)
    var pages: [RenderedPage] = []
    for range in ranges {
      let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: range.count, scale: scale)
      let visible = Rect(
        x: 0, y: Double(range.lowerBound) / scale, width: options.width, height: Double(range.count) / scale)
      layout.draw(visible: visible, context: DrawContext(canvas: canvas))
      statistics.draw += clock.lap()
      let png = try canvas.pngData(
        opaque: theme.canvas.background.alpha >= 1, compressionLevel: options.pngCompressionLevel)
      statistics.encode += clock.lap()
      pages.append(RenderedPage(png: png, pixelWidth: pixelWidth, pixelHeight: range.count))
    }
    return RenderResult(pages: pages, warnings: media.warnings, layout: layout, statistics: statistics)
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
