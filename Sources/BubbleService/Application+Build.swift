import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// `bubbles serve` as the Hummingbird project template builds a service: `buildRouter` for the
/// routes, `buildApplication` for the server, and a service group that runs it with the render
/// pool and shuts both down gracefully.
public enum BubbleServer {
  /// The signals that shut the service down gracefully. Not SIGHUP: it reloads `--themes-dir`
  /// (`reloadSignals`).
  public static let shutdownSignals: [UnixSignal] = [.sigterm, .sigint]

  /// The server and its render pool, shut down in order on SIGTERM or SIGINT (or
  /// `ServiceGroup.triggerGracefulShutdown()`): the pool first (new renders and `/health/ready`
  /// get 503 while accepted renders finish; bodies still arriving get `bodyGrace`), then the
  /// server (in-flight responses are written). `onServerRunning` is given the bound port (the
  /// tests bind port 0). The themes of `configuration.themesFolder` are loaded first: a bad one
  /// throws `ThemeFolderError`. `reloadSignals` (made with `UnixSignalsSequence(trapping: .sighup)`
  /// before the group runs, so no early signal is missed) reload them; `nil`, never.
  public static func buildServiceGroup(
    _ configuration: ServiceConfiguration, logger: Logger,
    gracefulShutdownSignals: [UnixSignal] = shutdownSignals, reloadSignals: UnixSignalsSequence? = nil,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) throws(ThemeFolderError) -> ServiceGroup {
    buildServer(
      configuration, themes: try ThemeLibrary(folder: configuration.themesFolder), logger: logger,
      gracefulShutdownSignals: gracefulShutdownSignals, reloadSignals: reloadSignals, onServerRunning: onServerRunning
    ).group
  }

  /// The group and the parts tests fill to see the queue, the deadline and the limits at work.
  struct Parts {
    var group: ServiceGroup
    var pool: RenderWorkerPool
    var bodies: BodyAllowance
    var inFlight: InFlightRenders
    var themes: ThemeLibrary
  }

  static func buildServer(
    _ configuration: ServiceConfiguration, themes: ThemeLibrary, logger: Logger, gracefulShutdownSignals: [UnixSignal],
    reloadSignals: UnixSignalsSequence? = nil, onServerRunning: @escaping @Sendable (Int) async -> Void
  ) -> Parts {
    let routes = BubbleRoutes(configuration, themes: themes)
    let router = buildRouter(routes)
    let application = buildApplication(
      configuration, router: router, logger: logger, onServerRunning: onServerRunning)
    var services: [ServiceGroupConfiguration.ServiceConfiguration] = []
    if let reloadSignals {
      // First, so stopped last (a group stops its services last to first): SIGHUP stays
      // trapped while the others drain.
      services.append(.init(service: ThemeReloadService(library: themes, hangUps: reloadSignals, logger: logger)))
    }
    services += [
      .init(service: application),
      // Shut down first; its end ends the group gracefully, which then stops the server.
      .init(
        service: routes.service, successTerminationBehavior: .gracefullyShutdownGroup),
    ]
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: services, gracefulShutdownSignals: gracefulShutdownSignals, logger: logger))
    return Parts(group: group, pool: routes.pool, bodies: routes.bodies, inFlight: routes.inFlight, themes: themes)
  }

  static func buildApplication(
    _ configuration: ServiceConfiguration, router: Router<BasicRequestContext>, logger: Logger,
    onServerRunning: @escaping @Sendable (Int) async -> Void
  ) -> some ApplicationProtocol {
    // Past the cap, connections wait in the listen queue until one closes; idle ones close
    // after the idle timeout, so the wait is bounded.
    Application(
      router: router,
      server: .guardedHTTP1(idleTimeout: configuration.idleTimeout, maxBodyBytes: configuration.maxBodyBytes),
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port), serverName: "bubbles",
        availableConnectionsDelegate: MaximumAvailableConnections(configuration.connectionLimit, logger: logger)),
      onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
      logger: logger)
  }

  /// The service's own router: every route, the playground page at `/`, and the answers to
  /// requests none takes (JSON 404 and 405, counted as `unmatched`), which an application
  /// embedding `BubbleRoutes` keeps as its own.
  static func buildRouter(_ routes: BubbleRoutes) -> Router<BasicRequestContext> {
    let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
    let table = RouteTable()
    router.add(middleware: RequestLogging(metrics: routes.metrics))
    router.add(middleware: CanonicalPaths())
    router.add(middleware: UnmatchedRequests(table: table))
    routes.routes.add(to: router, parts: .all)
    Playground.add(to: router)
    table.fill(from: router.routes)
    return router
  }
}

/// Runs until graceful shutdown, then drains the pool: accepted renders finish, new ones get 503,
/// and bodies still arriving are ended after their grace.
struct RenderPoolService: Service {
  let pool: RenderWorkerPool
  let bodies: BodyAllowance

  func run() async throws {
    // Returns on graceful shutdown; throws on cancellation, when there is nothing to wait for.
    try? await gracefulShutdown()
    bodies.beginShutdown()
    await pool.drain()
    pool.stopThreads()
  }
}

extension BubbleServer {
  /// Runs the service until SIGTERM or SIGINT, logging one line per request to stderr; SIGHUP
  /// reloads `--themes-dir`. The themes are loaded before the server listens (a bad one throws
  /// `ThemeFolderError`). The descriptor limit is raised to the hard one first (call
  /// `DescriptorLimit.raiseToHardLimit()` before checking the configuration's problems too, as
  /// `bubbles serve` does).
  public static func run(_ configuration: ServiceConfiguration) async throws {
    DescriptorLimit.raiseToHardLimit()
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var logger = Logger(label: "bubbles.serve")
    logger.logLevel = Logger.Level(rawValue: configuration.logLevel) ?? .info
    // Said once the port is bound: a port in use is an error, not a start.
    let listening: @Sendable (Int) async -> Void = { [logger] port in
      logger.info(
        "serving",
        metadata: [
          "address": "\(configuration.host):\(port)", "workers": "\(configuration.workers)",
          "queue": "\(configuration.queueLimit)", "connections": "\(configuration.connectionLimit)",
          "idle_timeout_s": "\(configuration.idleTimeout.components.seconds)",
        ])
    }
    let themes = try loadThemes(configuration.themesFolder, logger: logger)
    // Trapped before the server listens: SIGHUP's default action ends the process.
    let hangUps = await UnixSignalsSequence(trapping: .sighup)
    let parts = buildServer(
      configuration, themes: themes, logger: logger, gracefulShutdownSignals: shutdownSignals, reloadSignals: hangUps,
      onServerRunning: listening)
    do {
      try await parts.group.run()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw ServiceStartError(
        "\(configuration.host):\(configuration.port) is in use by another process: stop it, or choose another port "
          + "with --port or BUBBLES_PORT")
    }
  }
}

extension BubbleServer {
  /// The built-in themes and `folder`'s, checked before the server listens.
  static func loadThemes(_ folder: URL?, logger: Logger) throws(ThemeFolderError) -> ThemeLibrary {
    let themes = try ThemeLibrary(folder: folder)
    if let folder {
      logger.info(
        "themes loaded", metadata: ["folder": "\(folder.path)", "custom": "\(themes.themes.customNames.count)"])
    }
    return themes
  }
}

/// Why the service could not start, in a sentence that says what to do.
public struct ServiceStartError: Error, CustomStringConvertible {
  public var description: String

  init(_ description: String) { self.description = description }
}
