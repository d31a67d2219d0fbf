import BubbleCore
import BubbleGraphics

/// A theme's renderers, each made when first needed: each owns a font system, which takes a few
/// milliseconds to make.
final class ThemeRenderers {
  let theme: Theme
  private let registry: ContentNodeRegistry
  private let imageCache: DecodedImageCache
  private let stripCacheBytes: Int
  private var conversation: ConversationRenderer?
  private var screen: ScreenRenderer?

  init(theme: Theme, registry: ContentNodeRegistry, imageCache: DecodedImageCache, stripCacheBytes: Int) {
    self.theme = theme
    self.registry = registry
    self.imageCache = imageCache
    self.stripCacheBytes = stripCacheBytes
  }

  private var inbox: InboxRenderer?

  var presentations: Int { (conversation?.presentations ?? 0) + (screen?.presentations ?? 0) }

  func inboxes() throws(RenderError) -> InboxRenderer {
    if let inbox { return inbox }
    let made = try RenderError.graphics { () throws(GraphicsError) in
      try InboxRenderer(theme: theme, imageCache: imageCache)
    }
    inbox = made
    return made
  }

  func pages() throws(RenderError) -> ConversationRenderer {
    if let conversation { return conversation }
    let made = try RenderError.graphics { () throws(GraphicsError) in
      try ConversationRenderer(
        theme: theme, registry: registry, imageCache: imageCache, stripCacheBytes: stripCacheBytes)
    }
    conversation = made
    return made
  }

  /// Stories draw with this theme's screen and page renderers, sharing their caches.
  func stories() throws(RenderError) -> StoryRenderer {
    StoryRenderer(screens: try screens(), pages: try pages())
  }

  func screens() throws(RenderError) -> ScreenRenderer {
    if let screen { return screen }
    let made = try RenderError.graphics { () throws(GraphicsError) in
      try ScreenRenderer(theme: theme, registry: registry, imageCache: imageCache)
    }
    screen = made
    return made
  }
}
