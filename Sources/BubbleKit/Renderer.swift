import BubbleGraphics
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
  /// PNG level: 0 stores; 1 and 2 (the default) use BubbleKit's writer for flat images, about 3x
  /// libdeflate's level 2 on chat pages for files a few percent larger; 3 to 9 are libdeflate's
  /// levels, smaller and slower (docs/performance.md, "Issue 31").
  public var pngCompressionLevel: Int
  /// Threads one render draws and compresses a page's strips on at once (1...64). The file is
  /// the same for any number; more than the cores only adds switching. Renders that already run
  /// side by side (a batch, a service's workers) want 1.
  public var threads: Int
  /// What the render may cost: images, decoded pixels, pages, pixels per page, time. Its
  /// `decoding` part is for the decoder, which runs before the renderer sees the conversation.
  public var budget: RenderBudget

  public init(
    width: Double = 390, scale: Int = 2, timeZone: TimeZone? = nil, hourCycle: HourCycle? = nil,
    maxPageHeight: Int = 16384, pngCompressionLevel: Int = 2, threads: Int = 1,
    budget: RenderBudget = .default
  ) {
    self.width = width
    self.scale = scale
    self.timeZone = timeZone
    self.hourCycle = hourCycle
    self.maxPageHeight = maxPageHeight
    self.pngCompressionLevel = pngCompressionLevel
    self.threads = threads
    self.budget = budget
  }

  public static let widthRange: ClosedRange<Double> = 200...2000
  public static let scaleRange: ClosedRange<Int> = 1...3
  public static let pageHeightRange: ClosedRange<Int> = 256...Canvas.maximumPixelSide
  public static let threadRange: ClosedRange<Int> = 1...64

  /// The pages' width in pixels: `width` times `scale`, rounded, saturated. Pagination and
  /// drawing both take it from here, so they cannot disagree.
  var pixelWidth: Int { Int.saturating(width * Double(scale)) }
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
  /// Strips compressed by earlier renders: drawing a conversation with a message appended
  /// compresses only the strips that changed. `nil` when the renderer keeps none.
  let strips: StripCache?
  /// The theme's wallpaper, its tile drawn once per scale for every render of this renderer.
  let wallpaper: Wallpaper?
  let fonts: FontSystem
  /// Conversations presented so far: once per render (the shaping counts' sibling, for tests).
  public private(set) var presentations = 0

  /// `stripCacheBytes` bounds the compressed strips kept for later renders (the cache may briefly
  /// hold twice as much before it forgets the oldest); 0 keeps none, for a process that draws
  /// each conversation once.
  public convenience init(
    theme: Theme, registry: ContentNodeRegistry = .standard, imageCache: DecodedImageCache = DecodedImageCache(),
    stripCacheBytes: Int = ConversationRenderer.defaultStripCacheBytes
  ) throws(GraphicsError) {
    self.init(
      theme: theme, registry: registry, fonts: try FontSystem(theme: theme), imageCache: imageCache,
      stripCacheBytes: stripCacheBytes)
  }

  /// Enough for the last pages of a few long chats (a full page of chat compresses to about 1.7 MB).
  public static let defaultStripCacheBytes = 16 << 20

  /// Renderers of one thread may share a font system (the contact sheet does).
  init(
    theme: Theme, registry: ContentNodeRegistry, fonts: FontSystem, imageCache: DecodedImageCache = DecodedImageCache(),
    stripCacheBytes: Int = 0
  ) {
    self.theme = theme
    self.registry = registry
    self.styles = KindStyles(theme: theme, kinds: registry.contentKinds)
    wallpaper = Wallpaper(theme.canvas.wallpaper)
    self.fonts = fonts
    self.imageCache = imageCache
    strips = stripCacheBytes > 0 ? StripCache(byteLimit: stripCacheBytes) : nil
  }

  public func presentationSettings(_ options: RenderOptions) -> PresentationSettings {
    var settings = PresentationSettings(
      groupingWindow: theme.grouping.windowSeconds, avatarVisibility: theme.avatar.visibility,
      namePalette: theme.names.palette, avatarPalette: theme.avatar.palette, timeZone: options.timeZone,
      hourCycle: options.hourCycle ?? theme.footer.hourCycle, timeHeaderGap: theme.timeHeaders.gapSeconds,
      showsOutgoingAvatars: theme.avatar.showOutgoing, bigEmoji: theme.fonts.bigEmoji)
    settings.recalledAsBubble = theme.deleted.style == .bubble
    settings.marksLastOutgoing = theme.footer.status == .below
    settings.avatarOnFirst = theme.avatar.placement == .first || theme.layout.style == .list
    settings.isList = theme.layout.style == .list
    settings.namesAboveBubbles = theme.names.placement == .outside
    settings.hidesRecalled = theme.deleted.style == .hidden
    settings.hiddenMediaTypes = Set(theme.media.hiddenKinds)
    settings.quotesShowAvatars = theme.headers.replyStyle == .spineAbove
    settings.showsUnreadDivider = theme.unreadDivider.style != .none
    settings.showsTimeSeparators = theme.timeHeaders.shown
    settings.nameVisibility = theme.names.visibility
    settings.timeOnLastOfMinute = theme.footer.sameMinute == .last
    settings.selfName = theme.headers.selfName.isEmpty ? nil : theme.headers.selfName
    settings.strings = theme.strings
    settings.dateWording = theme.dates
    return settings
  }

  /// The images the presented conversation draws, with the owners warnings name.
  public func mediaRequests(for conversation: Conversation, options: RenderOptions = RenderOptions())
    -> [MediaRequest]
  {
    MediaRequest.conversation(present(conversation, options: options))
  }

  /// The conversation presented (dates, groups, big emoji) as the theme and options say: the
  /// first stage of every render, done once per render (`presentations` counts them).
  func present(_ conversation: Conversation, options: RenderOptions) -> [PresentationItem] {
    presentations += 1
    return Presenter.present(conversation, settings: presentationSettings(options))
  }

  /// A resolution stage reading media from `baseDirectory` into this renderer's cache, within
  /// `budget`'s images and decoded pixels.
  public func mediaResolution(
    baseDirectory: URL? = nil, remote: (any RemoteMediaFetching)? = nil, budget: RenderBudget = .default
  ) -> MediaResolution {
    MediaResolution(baseDirectory: baseDirectory, remote: remote, cache: imageCache, budget: budget)
  }

  /// Resolves the media, lays out and draws: the one call. Media paths resolve against
  /// `baseDirectory`; http(s) media are fetched by `remote`, when given. Every page is held
  /// until the end: `pages(_:options:baseDirectory:remote:)` hands them over one at a time.
  nonisolated(nonsending) public func render(
    _ conversation: Conversation, options: RenderOptions = RenderOptions(), baseDirectory: URL? = nil,
    remote: (any RemoteMediaFetching)? = nil
  ) async throws(RenderError) -> RenderResult {
    try Self.collect(await pages(conversation, options: options, baseDirectory: baseDirectory, remote: remote))
  }

  /// Resolves the media and lays out; the pages are drawn as the stream is read. Fails when the
  /// conversation needs more than `options.budget.maxPages`, or takes longer than its time.
  nonisolated(nonsending) public func pages(
    _ conversation: Conversation, options: RenderOptions = RenderOptions(), baseDirectory: URL? = nil,
    remote: (any RemoteMediaFetching)? = nil
  ) async throws(RenderError) -> PageStream {
    try await stages(baseDirectory: baseDirectory, remote: remote, budget: options.budget).run(
      DrawingJob(
        check: { () throws(RenderError) in try options.checkRanges() },
        present: { self.present(conversation, options: options) }, mediaRequests: MediaRequest.conversation,
        draw: { items, media, deadline, statistics throws(RenderError) in
          try self.pages(items, options: options, media: media, deadline: deadline, statistics: statistics)
        }))
  }

  /// The stages of a render reading media from `baseDirectory` (and `remote`) within `budget`.
  func stages(baseDirectory: URL?, remote: (any RemoteMediaFetching)?, budget: RenderBudget) -> RenderStages {
    RenderStages(
      resolution: mediaResolution(baseDirectory: baseDirectory, remote: remote, budget: budget), budget: budget)
  }

  /// Presents and lays out, reading images from `media` only (no I/O).
  public func layout(
    _ conversation: Conversation, options: RenderOptions = RenderOptions(), media: ResolvedMedia = .empty
  ) -> ConversationLayout {
    layout(conversation, options: options, media: media, deadline: nil)
  }

  /// Stops between rows once `deadline` has passed, with the rows so far (the caller then fails).
  func layout(_ conversation: Conversation, options: RenderOptions, media: ResolvedMedia, deadline: Deadline?)
    -> ConversationLayout
  {
    layout(present(conversation, options: options), options: options, media: media, deadline: deadline)
  }

  /// Lays out items presented beforehand.
  func layout(_ items: [PresentationItem], options: RenderOptions, media: ResolvedMedia, deadline: Deadline?)
    -> ConversationLayout
  {
    ConversationLayoutBuilder.layout(
      items, theme: theme, styles: styles, width: options.width, registry: registry, measurer: fonts, media: media,
      wallpaper: wallpaper, cache: rows, deadline: deadline)
  }

  /// Lays out and draws to PNG pages with media resolved beforehand; its warnings are the result's.
  public func render(_ conversation: Conversation, options: RenderOptions = RenderOptions(), media: ResolvedMedia)
    throws(RenderError) -> RenderResult
  {
    try Self.collect(pages(conversation, options: options, media: media))
  }

  /// Lays out with media resolved beforehand; the pages are drawn as the stream is read.
  public func pages(_ conversation: Conversation, options: RenderOptions = RenderOptions(), media: ResolvedMedia)
    throws(RenderError) -> PageStream
  {
    try pages(
      present(conversation, options: options), options: options, media: media,
      deadline: Deadline(after: options.budget.renderTime), statistics: RenderStatistics())
  }

  /// Lays out items presented beforehand; the pages are drawn as the stream is read.
  func pages(
    _ items: [PresentationItem], options: RenderOptions, media: ResolvedMedia, deadline: Deadline,
    statistics: RenderStatistics
  ) throws(RenderError) -> PageStream {
    try options.checkRanges()
    var statistics = statistics
    var clock = StageClock()
    let (shapedBefore, rowsBefore) = (fonts.shapedTextCount, rows.laidOutCount)
    let layout = layout(items, options: options, media: media, deadline: deadline)
    try deadline.check(during: "laying out")
    statistics.layout = clock.lap()
    statistics.textsShaped = fonts.shapedTextCount - shapedBefore
    statistics.rowsLaidOut = rows.laidOutCount - rowsBefore
    // Pages and their strips are cut in the same gaps between rows.
    let cuts = layout.rowGaps(scale: Double(options.scale))
    let ranges = try Self.pageRanges(of: layout, cuts: cuts, options: options)
    return PageStream(
      layout: layout, warnings: media.warnings, statistics: statistics, ranges: ranges, rowGaps: cuts,
      options: options, opaque: theme.canvas.background.alpha >= 1, cache: strips, deadline: deadline)
  }

  /// The pages at row boundaries, each within the page height and the pixels per page; more of
  /// them than the budget allows is an error.
  private static func pageRanges(of layout: ConversationLayout, cuts: [Int], options: RenderOptions)
    throws(RenderError) -> [Range<Int>]
  {
    let scale = Double(options.scale)
    let pageHeight = options.budget.pageHeight(pixelWidth: options.pixelWidth, maxPageHeight: options.maxPageHeight)
    let tooMany = { (count: String) in
      RenderError.overBudget(
        BudgetExceeded(
          .pages,
          "the conversation needs \(count) pages of at most \(pageHeight) px; the budget is \(options.budget.maxPages) pages"
        ))
    }
    // No page is taller than `pageHeight`: fail before listing more pages than the budget.
    let fullHeight = Int.saturating(layout.height * scale, rounding: .up)
    let fewest = fullHeight / pageHeight + (fullHeight % pageHeight == 0 ? 0 : 1)
    guard fewest <= options.budget.maxPages else { throw tooMany("at least \(fewest)") }
    let ranges = Paginator.pages(
      totalHeight: layout.height, cuts: cuts, innerCuts: layout.innerCuts(scale: scale, rowsTallerThan: pageHeight),
      scale: scale,
      maxPageHeight: pageHeight)
    guard ranges.count <= options.budget.maxPages else { throw tooMany("\(ranges.count)") }
    return ranges
  }

  /// Every page of `stream`, drawn one after another.
  private static func collect(_ stream: PageStream) throws(RenderError) -> RenderResult {
    var stream = stream
    var pages: [RenderedPage] = []
    while let page = try stream.next() { pages.append(page) }
    return RenderResult(pages: pages, warnings: stream.warnings, layout: stream.layout, statistics: stream.statistics)
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
