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
  private let conversations: ConversationRenderer

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

  /// The screen's frames, reading images from `media` only (no I/O).
  public func layout(
    _ conversation: Conversation, screen: ScreenOptions, options: RenderOptions = RenderOptions(),
    media: ResolvedMedia = .empty
  ) -> ScreenLayout {
    let list = conversations.layout(conversation, options: listOptions(options, screen: screen), media: media)
    return ScreenLayout.make(
      list: list, of: conversation, screen: screen, theme: theme, measurer: fonts, media: media)
  }

  /// The images the screen draws: the conversation's, then the navigation bar's avatar.
  public func mediaRequests(
    for conversation: Conversation, screen: ScreenOptions, options: RenderOptions = RenderOptions()
  )
    -> [MediaRequest]
  {
    conversations.mediaRequests(for: conversation, options: listOptions(options, screen: screen))
      + [NavigationBarChrome.avatarRequest(conversation, theme: theme)].compactMap { $0 }
  }

  /// Resolves the media, lays out and draws: the one call. Media paths resolve against
  /// `baseDirectory`; http(s) media are fetched by `remote`, when given.
  nonisolated(nonsending) public func render(
    _ conversation: Conversation, screen: ScreenOptions, options: RenderOptions = RenderOptions(), baseDirectory: URL?,
    remote: (any RemoteMediaFetching)? = nil
  ) async throws(RenderError) -> RenderedScreen {
    let deadline = Deadline(after: options.budget.renderTime)
    let requests = mediaRequests(for: conversation, screen: screen, options: options)
    let resolution = conversations.mediaResolution(baseDirectory: baseDirectory, remote: remote, budget: options.budget)
    let media = await resolution.resolve(requests, deadline: deadline)
    try deadline.check(during: "resolving media")
    return try render(conversation, screen: screen, options: options, media: media, deadline: deadline)
  }

  /// Renders at `options.scale` (a 390 x 844 screen is 780 x 1688 px at 2x), with media
  /// resolved beforehand (`mediaRequests`, then `MediaResolution.resolve`).
  public func render(
    _ conversation: Conversation, screen: ScreenOptions, options: RenderOptions = RenderOptions(),
    media: ResolvedMedia
  ) throws(RenderError) -> RenderedScreen {
    let deadline = Deadline(after: options.budget.renderTime)
    return try render(conversation, screen: screen, options: options, media: media, deadline: deadline)
  }

  private func render(
    _ conversation: Conversation, screen: ScreenOptions, options: RenderOptions, media: ResolvedMedia,
    deadline: Deadline
  ) throws(RenderError) -> RenderedScreen {
    try options.checkRanges()
    try screen.checkRanges()
    let scale = Double(options.scale)
    let pixelWidth = Int.saturating(screen.size.width * scale)
    let pixelHeight = Int.saturating(screen.size.height * scale)
    try options.budget.checkImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, of: "a screen")
    let layout = layout(conversation, screen: screen, options: options, media: media)
    try deadline.check(during: "laying out")
    let png = try RenderError.graphics { () throws(GraphicsError) in
      try layout.scene.png(pixelWidth: pixelWidth, pixelHeight: pixelHeight, options: options)
    }
    try deadline.check(during: "drawing")
    return RenderedScreen(
      png: png, pixelWidth: pixelWidth, pixelHeight: pixelHeight, warnings: media.warnings, layout: layout)
  }

  private func listOptions(_ options: RenderOptions, screen: ScreenOptions) -> RenderOptions {
    var listOptions = options
    listOptions.width = screen.size.width
    return listOptions
  }
}
