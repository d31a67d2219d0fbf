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
  /// The signals that shut the service down gracefully. SIGHUP too: a closed terminal or a
  /// supervisor's hang-up must not drop accepted renders.
  public static let shutdownSignals: [UnixSignal] = [.sigterm, .sigint, .sighup]

  /// The server and its render pool, shut down in order on SIGTERM, SIGINT or SIGHUP (or
  /// `ServiceGroup.triggerGracefulShutdown()`): the pool first (new renders and `/health/ready`
  /// get 503 while accepted renders finish; bodies still arriving get `bodyGrace`), then the
  /// server (in-flight responses are written). `onServerRunning` is given the bound port (the
  /// tests bind port 0).
  public static func buildServiceGroup(
    _ configuration: ServiceConfiguration, logger: Logger,
    gracefulShutdownSignals: [UnixSignal] = shutdownSignals,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> ServiceGroup {
    buildServer(
      configuration, logger: logger, gracefulShutdownSignals: gracefulShutdownSignals,
      onServerRunning: onServerRunning
    ).group
  }

  /// The group and the parts tests fill to see the queue, the deadline and the limits at work.
  struct Parts {
    var group: ServiceGroup
    var pool: RenderWorkerPool
    var bodies: BodyAllowance
    var inFlight: InFlightRenders
  }

  static func buildServer(
    _ configuration: ServiceConfiguration, logger: Logger, gracefulShutdownSignals: [UnixSignal],
    onServerRunning: @escaping @Sendable (Int) async -> Void
  ) -> Parts {
    let routes = BubbleRoutes(configuration)
    let router = buildRouter(routes)
    let application = buildApplication(
      configuration, router: router, logger: logger, onServerRunning: onServerRunning)
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: [
          .init(service: application),
          // Shut down first (a group stops its services last to first); its end ends the group
          // gracefully, which then stops the server.
          .init(service: routes.service, successTerminationBehavior: .gracefullyShutdownGroup),
        ],
        gracefulShutdownSignals: gracefulShutdownSignals, logger: logger))
    return Parts(group: group, pool: routes.pool, bodies: routes.bodies, inFlight: routes.inFlight)
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
  /// Runs the service until SIGTERM, SIGINT or SIGHUP, logging one line per request to stderr.
  /// The descriptor limit is raised to the hard one first (call `DescriptorLimit.raiseToHardLimit()`
  /// before checking the configuration's problems too, as `bubbles serve` does).
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
    do {
      try await buildServiceGroup(configuration, logger: logger, onServerRunning: listening).run()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw ServiceStartError(
        "\(configuration.host):\(configuration.port) is in use by another process: stop it, or choose another port "
          + "with --port or BUBBLES_PORT")
    }
  }
}

/// Why the service could not start, in a sentence that says what to do.
public struct ServiceStartError: Error, CustomStringConvertible {
  public var description: String

  init(_ description: String) { self.description = description }
}
