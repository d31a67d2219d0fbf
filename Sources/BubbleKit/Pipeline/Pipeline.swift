import BubbleCore
import Foundation

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
  /// Loaded themes come and go (a service's reloads, its requests' overrides): only the most
  /// recently used keep their renderers, each holding a font system.
  private var loadedInUse = RecentLoadedThemes(capacity: 8)

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

  /// Hears of each frame of a story being drawn (`bubbles animate`'s progress line).
  public var storyProgress: ((StoryProgress) -> Void)?
  /// For benchmarks only: every frame of a story drawn by new renderers (`StoryRenderer.drawsFromScratch`).
  public var storyDrawsFromScratch = false
  /// What the last story's render did (frames drawn and reused, each stage's time).
  public private(set) var lastStoryStatistics: StoryStatistics?

  /// Conversations presented by this pipeline's renders: one per render (a test counts them, as
  /// the shaping counts count shaped texts).
  public var presentations: Int { renderers.values.reduce(0) { $0 + $1.presentations } }

  /// The theme a request names, loaded once and kept (with its renderers) for later requests.
  public func theme(_ choice: ThemeChoice) throws(ThemeProblem) -> Theme {
    try renderers(for: choice).theme
  }

  /// Renders `request` for `input`: media from `input.baseDirectory`, http(s) media by `remote`.
  /// The files handed over stop at `request.budget.maxOutputBytes`.
  nonisolated(nonsending) public func render(
    _ request: RenderRequest, input: RenderInput, remote: (any RemoteMediaFetching)? = nil
  ) async throws(PipelineError) -> RenderedImages {
    var images = try await renderImages(request, input: input, remote: remote)
    images.maxBytes = request.budget.maxOutputBytes
    return images
  }

  nonisolated(nonsending) private func renderImages(
    _ request: RenderRequest, input: RenderInput, remote: (any RemoteMediaFetching)?
  ) async throws(PipelineError) -> RenderedImages {
    let problems = request.problems()
    guard problems.isEmpty else { throw .invalidRequest(problems) }
    let set = try themeRenderers(request.theme.resolved(appTheme: input.appTheme))
    var encoding = request.encoding
    encoding.background = encoding.background ?? set.theme.canvas.background
    switch (input.content, request.job) {
    case (.inbox(let inbox), .inbox(let size, let now)):
      return try await Self.rendering { () async throws(RenderError) in
        let options = request.options(threads: threads)
        let drawn = try await set.inboxes().render(inbox, size: size, options: options, now: now, remote: remote)
        return RenderedImages(.file(try drawn.encoded(as: encoding, scale: options.scale)), warnings: drawn.warnings)
      }
    case (.conversation(let conversation), .contactSheet(let themes, let screen)):
      var columns: [ContactSheet.Column] = []
      for theme in themes { columns.append(try column(theme.resolved(appTheme: input.appTheme))) }
      return try await Self.rendering { () async throws(RenderError) in
        try await contactSheet(
          conversation, columns: columns, screen: screen, options: request.options(threads: threads),
          encoding: encoding, folder: input.baseDirectory, remote: remote)
      }
    case (.conversation(let conversation), _) where !request.job.readsInbox:
      return try await draw(conversation, request: request, encoding: encoding, set: set, input: input, remote: remote)
    case (.conversation, _):
      throw .wrongInput("an inbox job draws an inbox, not a conversation")
    case (.inbox, _):
      throw .wrongInput("an inbox is drawn by the inbox job only, not by \(request.job)")
    }
  }

  /// A conversation's pages or page, or its thumbnail or screen.
  nonisolated(nonsending) private func draw(
    _ conversation: Conversation, request: RenderRequest, encoding: OutputEncoding, set: ThemeRenderers,
    input: RenderInput, remote: (any RemoteMediaFetching)?
  ) async throws(PipelineError) -> RenderedImages {
    guard request.job.drawsPages else {
      return try await Self.rendering { () async throws(RenderError) in
        try await drawOne(conversation, request: request, encoding: encoding, set: set, input: input, remote: remote)
      }
    }
    let options = request.options(threads: threads)
    let stream = try await Self.rendering { () async throws(RenderError) in
      try await set.pages().pages(conversation, options: options, baseDirectory: input.baseDirectory, remote: remote)
    }
    return try Self.pages(stream, job: request.job, encoding: encoding)
  }

  /// A conversation's thumbnail or screen: one image.
  nonisolated(nonsending) private func drawOne(
    _ conversation: Conversation, request: RenderRequest, encoding: OutputEncoding, set: ThemeRenderers,
    input: RenderInput, remote: (any RemoteMediaFetching)?
  ) async throws(RenderError) -> RenderedImages {
    let options = request.options(threads: threads)
    let folder = input.baseDirectory
    let level = request.job.defaultPNGLevel
    switch request.job {
    case .thumbnail(let size, let fit):
      let drawn = try await set.pages().thumbnailImage(
        conversation, size: size, fit: fit, options: options, baseDirectory: folder, remote: remote)
      return RenderedImages(.single(drawn.image, encoding, defaultPNGLevel: level), warnings: drawn.warnings)
    case .screen(let screen):
      let drawn = try await set.screens().screenImage(
        conversation, screen: screen, options: options, baseDirectory: folder, remote: remote)
      return RenderedImages(.single(drawn.image, encoding, defaultPNGLevel: level), warnings: drawn.warnings)
    case .quote(let shape):
      let drawn = try await set.pages().quoteImage(
        conversation, shape: shape, options: options, baseDirectory: folder, remote: remote)
      return RenderedImages(
        .file(try QuoteEncoding.encode(drawn.image, as: encoding, shape: shape)), warnings: drawn.warnings)
    case .animate(let story):
      let stories = try set.stories()
      stories.drawsFromScratch = storyDrawsFromScratch
      let played = try await stories.render(
        conversation, story: story, options: options, quality: encoding.quality, baseDirectory: folder, remote: remote,
        progress: storyProgress)
      lastStoryStatistics = played.statistics
      return RenderedImages(.file(played.bytes), warnings: played.warnings)
    case .pages, .page, .inbox, .contactSheet:
      throw .invalidOptions("\(request.job) is not one image of one conversation in one theme")
    }
  }

  /// A contact sheet's column: a built-in or loaded theme labelled with its name, a theme file
  /// with the name it gives itself.
  private func column(_ choice: ThemeChoice) throws(PipelineError) -> ContactSheet.Column {
    let theme = try themeRenderers(choice).theme
    switch choice {
    case .builtIn(let name): return ContactSheet.Column(name: name, theme: theme)
    case .loaded(let loaded): return ContactSheet.Column(name: loaded.name, theme: theme)
    case .file, .auto: return ContactSheet.Column(name: theme.name, theme: theme)
    }
  }

  private func themeRenderers(_ choice: ThemeChoice) throws(PipelineError) -> ThemeRenderers {
    do {
      return try renderers(for: choice)
    } catch {
      throw .theme(error)
    }
  }

  /// The conversation in each column's theme, side by side; media resolved once for every column.
  nonisolated(nonsending) private func contactSheet(
    _ conversation: Conversation, columns: [ContactSheet.Column], screen: ScreenOptions?, options: RenderOptions,
    encoding: OutputEncoding, folder: URL?, remote: (any RemoteMediaFetching)?
  ) async throws(RenderError) -> RenderedImages {
    let sheet =
      if let screen {
        try await ContactSheet.renderScreens(
          conversation, columns: columns, screen: screen, options: options, baseDirectory: folder,
          registry: registry, remote: remote, imageCache: imageCache)
      } else {
        try await ContactSheet.render(
          conversation, columns: columns, options: options, baseDirectory: folder, registry: registry,
          remote: remote, imageCache: imageCache)
      }
    let cut = sheet.truncated ? ["the conversation is taller than one image; the columns are cut at the bottom"] : []
    return RenderedImages(.file(try sheet.encoded(as: encoding)), warnings: Set(sheet.warnings).sorted() + cut)
  }

  /// Runs a render, its errors as the pipeline's.
  nonisolated(nonsending) private static func rendering<Result>(
    _ body: () async throws(RenderError) -> Result
  ) async throws(PipelineError) -> Result {
    do {
      return try await body()
    } catch {
      throw .rendering(error)
    }
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
    if let known = renderers[choice] {
      loadedInUse.touch(choice)
      return known
    }
    let theme = try choice.load(kinds: registry.contentKinds)
    let made = ThemeRenderers(
      theme: theme, registry: registry, imageCache: imageCache, stripCacheBytes: stripCacheBytes)
    renderers[choice] = made
    if let forgotten = loadedInUse.add(choice) { renderers[forgotten] = nil }
    return made
  }
}

/// The loaded themes (`ThemeChoice.loaded`) a pipeline keeps renderers for, least recently used
/// first; built-in themes and theme files are few and always kept.
struct RecentLoadedThemes {
  let capacity: Int
  private(set) var choices: [ThemeChoice] = []

  init(capacity: Int) {
    self.capacity = capacity
  }

  mutating func touch(_ choice: ThemeChoice) {
    guard case .loaded = choice, let index = choices.firstIndex(of: choice) else { return }
    choices.append(choices.remove(at: index))
  }

  /// Adds `choice` when it is loaded, and returns the one to forget when there are too many.
  mutating func add(_ choice: ThemeChoice) -> ThemeChoice? {
    guard case .loaded = choice else { return nil }
    choices.append(choice)
    return choices.count > capacity ? choices.removeFirst() : nil
  }
}
