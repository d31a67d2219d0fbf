import Hummingbird
import Logging
import ServiceLifecycle
import UnixSignals

/// `bubbles serve` as the Hummingbird project template builds a service: `buildRouter` for the
/// routes, `buildApplication` for the server, and a service group that runs it with the render
/// pool and shuts both down gracefully.
public enum BubbleServer {
  /// The server and its render pool, shut down in order on SIGTERM or SIGINT (or
  /// `ServiceGroup.triggerGracefulShutdown()`): the pool first (new renders and `/health/ready`
  /// get 503 while accepted renders finish), then the server (in-flight responses are written).
  /// `onServerRunning` is given the bound port (the tests bind port 0).
  public static func buildServiceGroup(
    _ configuration: ServiceConfiguration, logger: Logger,
    gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint],
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> ServiceGroup {
    buildServer(
      configuration, logger: logger, gracefulShutdownSignals: gracefulShutdownSignals,
      onServerRunning: onServerRunning
    ).group
  }

  /// The group, its pool and its body allowance, which tests fill to see the queue, the deadline
  /// and the limits at work.
  static func buildServer(
    _ configuration: ServiceConfiguration, logger: Logger, gracefulShutdownSignals: [UnixSignal],
    onServerRunning: @escaping @Sendable (Int) async -> Void
  ) -> (group: ServiceGroup, pool: RenderWorkerPool, bodies: BodyAllowance) {
    let metrics = ServiceMetrics()
    let pool = RenderWorkerPool(workers: configuration.workers, queueLimit: configuration.queueLimit, metrics: metrics)
    let bodies = BodyAllowance(capacity: configuration.bodyAllowanceBytes)
    let application = buildApplication(
      configuration, router: buildRouter(configuration, pool: pool, bodies: bodies, metrics: metrics),
      logger: logger, onServerRunning: onServerRunning)
    let group = ServiceGroup(
      configuration: ServiceGroupConfiguration(
        services: [
          .init(service: application),
          // Shut down first (a group stops its services last to first); its end ends the group
          // gracefully, which then stops the server.
          .init(service: RenderPoolService(pool: pool), successTerminationBehavior: .gracefullyShutdownGroup),
        ],
        gracefulShutdownSignals: gracefulShutdownSignals, logger: logger))
    return (group, pool, bodies)
  }

  static func buildApplication(
    _ configuration: ServiceConfiguration, router: Router<BasicRequestContext>, logger: Logger,
    onServerRunning: @escaping @Sendable (Int) async -> Void
  ) -> some ApplicationProtocol {
    Application(
      router: router,
      configuration: ApplicationConfiguration(
        address: .hostname(configuration.host, port: configuration.port), serverName: "bubbles"),
      onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
      logger: logger)
  }

  static func buildRouter(
    _ configuration: ServiceConfiguration, pool: RenderWorkerPool, bodies: BodyAllowance, metrics: ServiceMetrics
  ) -> Router<BasicRequestContext> {
    let router = Router(context: BasicRequestContext.self)
    router.add(middleware: RequestLogging(metrics: metrics))
    Routes(
      configuration: configuration, pool: pool, bodies: bodies, metrics: metrics,
      cache: RenderCache(bytes: configuration.cacheBytes)
    )
    .add(to: router)
    return router
  }
}

/// Runs until graceful shutdown, then drains the pool: accepted renders finish, new ones get 503.
struct RenderPoolService: Service {
  let pool: RenderWorkerPool

  func run() async throws {
    // Returns on graceful shutdown; throws on cancellation, when there is nothing to wait for.
    try? await gracefulShutdown()
    await pool.drain()
    pool.stopThreads()
  }
}

extension BubbleServer {
  /// Runs the service until SIGTERM or SIGINT, logging one line per request to stderr.
  public static func run(_ configuration: ServiceConfiguration) async throws {
    LoggingSystem.bootstrap(StreamLogHandler.standardError)
    var logger = Logger(label: "bubbles.serve")
    logger.logLevel = .info
    logger.info(
      "starting",
      metadata: [
        "address": "\(configuration.host):\(configuration.port)", "workers": "\(configuration.workers)",
        "queue": "\(configuration.queueLimit)",
      ])
    try await buildServiceGroup(configuration, logger: logger).run()
  }
}
