import CoreMetrics
import Prometheus

/// The service's metrics, through swift-metrics with a Prometheus factory of the service's own
/// (not the process-wide `MetricsSystem`, which can be bootstrapped once only: tests start several
/// servers in one process). `/metrics` answers `registry`'s text format.
final class ServiceMetrics: Sendable {
  let registry = PrometheusCollectorRegistry()
  let factory: PrometheusMetricsFactory
  let queueDepth: Meter
  let busyWorkers: Meter
  let cacheBytes: Meter

  init() {
    var factory = PrometheusMetricsFactory(registry: registry)
    // Renders take milliseconds to seconds; the deadline is at most 300 s.
    factory.defaultDurationHistogramBuckets = [
      .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
      .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5), .seconds(10), .seconds(30),
    ]
    self.factory = factory
    queueDepth = Meter(label: "bubbles_render_queue_depth", factory: factory)
    busyWorkers = Meter(label: "bubbles_render_workers_busy", factory: factory)
    cacheBytes = Meter(label: "bubbles_cache_bytes", factory: factory)
  }

  func countRequest(route: String, status: Int) {
    Counter(
      label: "bubbles_http_requests_total", dimensions: [("route", route), ("status", String(status))],
      factory: factory
    ).increment()
  }

  enum CacheOutcome: String {
    case hit, miss
    case notModified = "not_modified"
  }

  /// Lookups by outcome, and the bytes the cache holds after a miss stored its page.
  func countCache(_ outcome: CacheOutcome, bytes: Int? = nil) {
    Counter(label: "bubbles_cache_requests_total", dimensions: [("outcome", outcome.rawValue)], factory: factory)
      .increment()
    if let bytes { cacheBytes.set(bytes) }
  }

  /// Problems a render drew around (media missing or broken, drawn as placeholders), by route.
  func countWarnings(_ count: Int, route: String) {
    guard count > 0 else { return }
    Counter(label: "bubbles_render_warnings_total", dimensions: [("route", route)], factory: factory)
      .increment(by: count)
  }

  /// A render's time by stage (resolve, layout, draw, encode) and in all.
  func recordRender(stage: String, _ duration: Duration) {
    Timer(label: "bubbles_render_duration_seconds", dimensions: [("stage", stage)], factory: factory)
      .recordNanoseconds(
        Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
  }

  /// The Prometheus text exposition format.
  func exposition() -> [UInt8] {
    registry.emitToBuffer()
  }
}
