import BubbleKit
import Foundation

/// One render worker: a thread of its own (`WorkerThread`, off the event loops and off Swift's
/// cooperative pool, which renders would starve) and the renderers it keeps, one per theme, each
/// with its font system and image cache made once for every request it serves.
final class RenderWorker: @unchecked Sendable {
  let thread: WorkerThread
  /// Only touched by the request holding this worker: the pool hands a worker to one request at
  /// a time, and that request runs on `thread` (ConversationRenderer is not thread-safe).
  private var renderers: [String: ConversationRenderer] = [:]
  private var screenRenderers: [String: ScreenRenderer] = [:]

  init(number: Int) {
    thread = WorkerThread(name: "render-\(number)")
  }

  /// The renderer of a built-in theme (`themeName` is checked against the built-in names first).
  func renderer(themeName: String) throws -> ConversationRenderer {
    if let renderer = renderers[themeName] { return renderer }
    let theme = try ThemeLoader.load(themeName, kinds: ContentNodeRegistry.standard.contentKinds)
    // No strip cache: the service caches whole images (RenderCache), which serves exact repeats.
    let renderer = try ConversationRenderer(theme: theme, stripCacheBytes: 0)
    renderers[themeName] = renderer
    return renderer
  }

  /// The phone-screen renderer of a built-in theme, made on the first screen asked for.
  func screenRenderer(themeName: String) throws -> ScreenRenderer {
    if let renderer = screenRenderers[themeName] { return renderer }
    let theme = try ThemeLoader.load(themeName, kinds: ContentNodeRegistry.standard.contentKinds)
    let renderer = try ScreenRenderer(theme: theme)
    screenRenderers[themeName] = renderer
    return renderer
  }
}
