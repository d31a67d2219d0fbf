import BubbleCore
import Foundation

/// A conversation to render, already read: the model, where its media paths resolve, and the
/// name warnings give it.
public struct RenderInput: Sendable {
  public var conversation: Conversation
  /// Media paths resolve against this folder; `nil` draws local media as placeholders.
  public var baseDirectory: URL?
  public var name: String

  public init(_ conversation: Conversation, baseDirectory: URL? = nil, name: String = "conversation") {
    self.conversation = conversation
    self.baseDirectory = baseDirectory
    self.name = name
  }
}

/// Runs render requests: checks the request, takes the theme's renderers (made once and kept),
/// runs the job through the render stages and hands over the files in the request's encoding.
/// The CLI, the service's workers and programs all render through one, so a request gives the
/// same bytes from each. Owns renderers and their font systems, so it is not thread-safe: one
/// per thread or worker.
public final class Pipeline {
  public let registry: ContentNodeRegistry
  /// Threads one render draws and compresses a page's strips on (the bytes are the same for any).
  public let threads: Int
  /// Decoded images kept across this pipeline's renders.
  public let imageCache: DecodedImageCache
  private let stripCacheBytes: Int
  private var renderers: [ThemeChoice: ThemeRenderers] = [:]

  /// `stripCacheBytes` keeps compressed strips for later renders of the same chat (0: none, for
  /// a process that draws each conversation once).
  public init(
    threads: Int = 1, registry: ContentNodeRegistry = .standard, imageCache: DecodedImageCache = DecodedImageCache(),
    stripCacheBytes: Int = 0
  ) {
    self.threads = min(max(threads, RenderOptions.threadRange.lowerBound), RenderOptions.threadRange.upperBound)
    self.registry = registry
    self.imageCache = imageCache
    self.stripCacheBytes = stripCacheBytes
  }

  /// Conversations presented by this pipeline's renders: one per render (a test counts them, as
  /// the shaping counts count shaped texts).
  public var presentations: Int { renderers.values.reduce(0) { $0 + $1.presentations } }

  /// The theme a request names, loaded once and kept (with its renderers) for later requests.
  public func theme(_ choice: ThemeChoice) throws(ThemeProblem) -> Theme {
    try renderers(for: choice).theme
  }

  /// Renders `request` for `input`: media from `input.baseDirectory`, http(s) media by `remote`.
  nonisolated(nonsending) public func render(
    _ request: RenderRequest, input: RenderInput, remote: (any RemoteMediaFetching)? = nil
  ) async throws(PipelineError) -> RenderedImages {
    let problems = request.problems()
    guard problems.isEmpty else { throw .invalidRequest(problems) }
    let set: ThemeRenderers
    do {
      set = try renderers(for: request.theme)
    } catch {
      throw .theme(error)
    }
    let options = request.options(threads: threads)
    var encoding = request.encoding
    encoding.background = encoding.background ?? set.theme.canvas.background
    let (conversation, folder) = (input.conversation, input.baseDirectory)
    let stream: PageStream
    do throws(RenderError) {
      switch request.job {
      case .pages, .page:
        stream = try await set.pages().pages(conversation, options: options, baseDirectory: folder, remote: remote)
      case .thumbnail(let size, let fit):
        let drawn = try await set.pages().thumbnailImage(
          conversation, size: size, fit: fit, options: options, baseDirectory: folder, remote: remote)
        return RenderedImages(
          .single(drawn.image, encoding, defaultPNGLevel: request.job.defaultPNGLevel), warnings: drawn.warnings)
      case .screen(let screen):
        let drawn = try await set.screens().screenImage(
          conversation, screen: screen, options: options, baseDirectory: folder, remote: remote)
        return RenderedImages(
          .single(drawn.image, encoding, defaultPNGLevel: request.job.defaultPNGLevel), warnings: drawn.warnings)
      }
    } catch {
      throw .rendering(error)
    }
    return try Self.pages(stream, job: request.job, encoding: encoding)
  }

  private static func pages(_ stream: PageStream, job: RenderJob, encoding: OutputEncoding) throws(PipelineError)
    -> RenderedImages
  {
    guard case .page(let page) = job else {
      let source: RenderedImages.Source =
        encoding.format.holdsAllPages ? .document(stream, encoding) : .pages(stream, encoding)
      return RenderedImages(source, warnings: stream.warnings)
    }
    guard page <= stream.pageCount else { throw .noSuchPage(page, pageCount: stream.pageCount) }
    return RenderedImages(.page(stream, page - 1, encoding), warnings: stream.warnings)
  }

  private func renderers(for choice: ThemeChoice) throws(ThemeProblem) -> ThemeRenderers {
    if let known = renderers[choice] { return known }
    let theme = try choice.load(kinds: registry.contentKinds)
    let made = ThemeRenderers(
      theme: theme, registry: registry, imageCache: imageCache, stripCacheBytes: stripCacheBytes)
    renderers[choice] = made
    return made
  }
}

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

  var presentations: Int { (conversation?.presentations ?? 0) + (screen?.presentations ?? 0) }

  func pages() throws(RenderError) -> ConversationRenderer {
    if let conversation { return conversation }
    let made = try RenderError.graphics { () throws(GraphicsError) in
      try ConversationRenderer(
        theme: theme, registry: registry, imageCache: imageCache, stripCacheBytes: stripCacheBytes)
    }
    conversation = made
    return made
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
