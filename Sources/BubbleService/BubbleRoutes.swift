import Hummingbird
import Logging
import ServiceLifecycle

/// The routes of `bubbles serve` and the render pool behind them, to mount in a Hummingbird 2
/// application of one's own, with no process-wide side effect (no logging or metrics bootstrap,
/// no descriptor limit raised): add the routes to a router or a group, and run `service` in the
/// application's service group so that accepted renders finish on graceful shutdown.
///
///     let bubbles = try BubbleRoutes(ServiceConfiguration(workers: 2))
///     let router = Router()
///     bubbles.add(to: router.group("chat-images"))
///     let app = Application(router: router)
///     try await ServiceGroup(services: [app, bubbles.service], logger: logger).run()
///
/// Requests to these routes are counted in their own Prometheus registry (`parts: .metrics`
/// answers it) and logged through the request context's logger.
public struct BubbleRoutes: Sendable {
  /// Which routes to add.
  public struct Parts: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `/v1/render`, `/v1/thumbnail`, `/v1/validate`, `/v1/themes`, `/problems/{name}`, `/openapi.json`.
    public static let api = Parts(rawValue: 1)
    /// `/health/live` and `/health/ready` (503 while shutting down).
    public static let health = Parts(rawValue: 2)
    /// `/metrics`: these routes' requests, renders, queue and cache.
    public static let metrics = Parts(rawValue: 4)
    public static let all: Parts = [.api, .health, .metrics]
  }

  let routes: Routes
  let pool: RenderWorkerPool
  let bodies: BodyAllowance
  let inFlight: InFlightRenders
  let metrics: ServiceMetrics
  let themes: ThemeLibrary

  /// Loads the themes of `configuration.themesFolder` (a bad one throws, naming its problems at
  /// their lines) and starts the render workers (threads); the configuration's address and
  /// connection settings are the application's business and are not used.
  public init(_ configuration: ServiceConfiguration) throws(ThemeFolderError) {
    self.init(configuration, themes: try ThemeLibrary(folder: configuration.themesFolder))
  }

  init(_ configuration: ServiceConfiguration, themes: ThemeLibrary) {
    self.themes = themes
    metrics = ServiceMetrics()
    pool = RenderWorkerPool(workers: configuration.workers, queueLimit: configuration.queueLimit, metrics: metrics)
    bodies = BodyAllowance(capacity: configuration.bodyAllowanceBytes)
    inFlight = InFlightRenders()
    routes = Routes(
      configuration: configuration, pool: pool, bodies: bodies, metrics: metrics,
      cache: RenderCache(bytes: configuration.cacheBytes), inFlight: inFlight, themes: themes)
  }

  /// Loads the themes folder again, all or nothing (as `bubbles serve` does on SIGHUP): with a bad
  /// file the themes in use stay and the error says why; renders under way keep their theme.
  public func reloadThemes() throws(ThemeFolderError) {
    try themes.reload()
  }

  /// Adds `parts` to `router` (a `Router` or a `RouterGroup`), each request logged and counted.
  public func add<Methods: RouterMethods>(to router: Methods, parts: Parts = .all) {
    // A group of their own, so the logging applies to these routes only, not to the
    // application's routes added later.
    let group = router.group()
    group.add(middleware: RequestLogging(metrics: metrics))
    routes.add(to: group, parts: parts)
  }

  /// Run it beside the application: on graceful shutdown it stops taking renders (503), lets the
  /// accepted ones finish and stops the workers.
  public var service: some Service { RenderPoolService(pool: pool, bodies: bodies) }
}
