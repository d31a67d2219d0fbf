import BubbleGraphics
import Foundation

/// One phone screen of a conversation rendered to PNG.
public struct RenderedScreen: Sendable {
  public var png: [UInt8]
  public var pixelWidth: Int
  public var pixelHeight: Int
  /// Media that could not be drawn; the render still succeeded.
  public var warnings: [String]
  public var layout: ScreenLayout
}

/// Draws a whole phone screen around the bubbles (`bubbles render --screen`): status bar,
/// navigation bar, the message list anchored to the input bar, the input bar in its state and
/// the keyboard or panel under it. Like `ConversationRenderer`, not thread-safe.
public final class ScreenRenderer {
  public let theme: Theme
  let fonts: FontSystem
  let conversations: ConversationRenderer

  public convenience init(
    theme: Theme, registry: ContentNodeRegistry = .standard, imageCache: DecodedImageCache = DecodedImageCache()
  ) throws(GraphicsError) {
    self.init(theme: theme, registry: registry, fonts: try FontSystem(theme: theme), imageCache: imageCache)
  }

  init(
    theme: Theme, registry: ContentNodeRegistry, fonts: FontSystem, imageCache: DecodedImageCache = DecodedImageCache()
  ) {
    self.theme = theme
    self.fonts = fonts
    conversations = ConversationRenderer(theme: theme, registry: registry, fonts: fonts, imageCache: imageCache)
  }

  /// Conversations presented so far: once per render.
  public var presentations: Int { conversations.presentations }

  /// The screen's frames, reading images from `media` only (no I/O).
  public func layout(
    _ conversation: Conversation, screen: ScreenOptions, options: RenderOptions = RenderOptions(),
    media: ResolvedMedia = .empty
  ) -> ScreenLayout {
    layout(present(conversation, screen: screen, options: options), screen: screen, options: options, media: media)
  }

  /// The images the screen draws: the conversation's, then the navigation bar's avatar.
  public func mediaRequests(
    for conversation: Conversation, screen: ScreenOptions, options: RenderOptions = RenderOptions()
  )
    -> [MediaRequest]
  {
    mediaRequests(present(conversation, screen: screen, options: options))
  }

  /// Resolves the media, lays out and draws: the one call. Media paths resolve against
  /// `baseDirectory`; http(s) media are fetched by `remote`, when given.
  nonisolated(nonsending) public func render(
    _ conversation: Conversation, screen: ScreenOptions, options: RenderOptions = RenderOptions(),
    baseDirectory: URL? = nil,
    remote: (any RemoteMediaFetching)? = nil
  ) async throws(RenderError) -> RenderedScreen {
    let drawn = try await screenImage(
      conversation, screen: screen, options: options, baseDirectory: baseDirectory, remote: remote)
    let png = try drawn.image.encoded(as: .png, defaultPNGLevel: options.pngCompressionLevel)
    return RenderedScreen(
      png: png, pixelWidth: drawn.image.pixelWidth, pixelHeight: drawn.image.pixelHeight, warnings: drawn.warnings,
      layout: drawn.layout)
  }

  /// The screen laid out, as one image to encode in any format.
  nonisolated(nonsending) func screenImage(
    _ conversation: Conversation, screen: ScreenOptions, options: RenderOptions, baseDirectory: URL?,
    remote: (any RemoteMediaFetching)?
  ) async throws(RenderError) -> ScreenDrawing {
    try await conversations.stages(baseDirectory: baseDirectory, remote: remote, budget: options.budget).run(
      DrawingJob(
        check: { () throws(RenderError) in try self.checkRanges(screen, options: options) },
        present: { self.present(conversation, screen: screen, options: options) }, mediaRequests: self.mediaRequests,
        draw: { presented, media, deadline, _ throws(RenderError) in
          let (image, layout) = try self.image(
            presented, screen: screen, options: options, media: media, deadline: deadline)
          return ScreenDrawing(image: image, warnings: media.warnings, layout: layout)
        }))
  }

  /// Renders at `options.scale` (a 390 x 844 screen is 780 x 1688 px at 2x), with media
  /// resolved beforehand (`mediaRequests`, then `MediaResolution.resolve`).
  public func render(
    _ conversation: Conversation, screen: ScreenOptions, options: RenderOptions = RenderOptions(),
    media: ResolvedMedia
  ) throws(RenderError) -> RenderedScreen {
    try render(
      present(conversation, screen: screen, options: options), screen: screen, options: options, media: media,
      deadline: Deadline(after: options.budget.renderTime))
  }

  private func render(
    _ presented: PresentedScreen, screen: ScreenOptions, options: RenderOptions, media: ResolvedMedia,
    deadline: Deadline
  ) throws(RenderError) -> RenderedScreen {
    let (image, layout) = try image(presented, screen: screen, options: options, media: media, deadline: deadline)
    let png = try image.encoded(as: .png, defaultPNGLevel: options.pngCompressionLevel)
    try deadline.check(during: "drawing")
    return RenderedScreen(
      png: png, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, warnings: media.warnings,
      layout: layout)
  }

  /// The options' and the screen's ranges, and the screen's pixels within the budget.
  private func checkRanges(_ screen: ScreenOptions, options: RenderOptions) throws(RenderError) {
    try options.checkRanges()
    try screen.checkRanges()
    let pixels = SingleImage.pixelSize(of: screen.size, scale: options.scale)
    try options.budget.checkImage(pixelWidth: pixels.width, pixelHeight: pixels.height, of: "a screen")
  }

  /// The conversation presented for the screen's list (the list is the screen's width), once per render.
  func present(_ conversation: Conversation, screen: ScreenOptions, options: RenderOptions) -> PresentedScreen {
    PresentedScreen(
      conversation: conversation,
      items: conversations.present(conversation, options: listOptions(options, screen: screen)))
  }

  func mediaRequests(_ presented: PresentedScreen) -> [MediaRequest] {
    MediaRequest.conversation(presented.items)
      + [NavigationBarChrome.avatarRequest(presented.conversation, theme: theme)].compactMap { $0 }
  }

  func layout(
    _ presented: PresentedScreen, screen: ScreenOptions, options: RenderOptions, media: ResolvedMedia,
    deadline: Deadline? = nil, listShift: Double = 0
  ) -> ScreenLayout {
    let list = conversations.layout(
      presented.items, options: listOptions(options, screen: screen), media: media, deadline: deadline)
    return ScreenLayout.make(
      list: list, of: presented.conversation, screen: screen, theme: theme, measurer: fonts, media: media,
      listShift: listShift)
  }

  /// The screen laid out, as one image to encode (within the budget's pixels per image).
  func image(
    _ presented: PresentedScreen, screen: ScreenOptions, options: RenderOptions, media: ResolvedMedia,
    deadline: Deadline
  ) throws(RenderError) -> (SingleImage, ScreenLayout) {
    try checkRanges(screen, options: options)
    let layout = layout(presented, screen: screen, options: options, media: media, deadline: deadline)
    try deadline.check(during: "laying out")
    return (layout.scene.image(size: screen.size, scale: options.scale, what: "a screen"), layout)
  }

  private func listOptions(_ options: RenderOptions, screen: ScreenOptions) -> RenderOptions {
    var listOptions = options
    listOptions.width = screen.size.width
    return listOptions
  }
}

/// A conversation and its items presented for a screen's list.
struct PresentedScreen {
  var conversation: Conversation
  var items: [PresentationItem]
}

/// A screen laid out, before it is encoded.
struct ScreenDrawing {
  var image: SingleImage
  var warnings: [String]
  var layout: ScreenLayout
}
