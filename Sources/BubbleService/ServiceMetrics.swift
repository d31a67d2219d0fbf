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

  /// What each metric counts: its `# HELP` line. swift-metrics has no help text, and the
  /// registry refuses one name registered with and without it, so the lines are added to the
  /// exposition.
  static let help: [String: String] = [
    "bubbles_cache_bytes": "Bytes of rendered images the cache holds.",
    "bubbles_cache_requests_total": "Render cache lookups by outcome (hit, miss, not_modified).",
    "bubbles_http_requests_total": "HTTP requests by route pattern (unmatched for no route) and status.",
    "bubbles_render_duration_seconds":
      "Render time of pages by stage (resolve, layout, draw, encode, total), and of thumbnails and screens in all.",
    "bubbles_render_queue_depth": "Renders waiting for a worker.",
    "bubbles_render_warnings_total": "Problems renders drew around (a picture missing or broken), by route.",
    "bubbles_render_workers_busy": "Render workers rendering now.",
  ]

  /// The Prometheus text exposition format, each metric's `# TYPE` line after its `# HELP` line.
  func exposition() -> [UInt8] {
    let text = String(decoding: registry.emitToBuffer(), as: UTF8.self)
    var lines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# TYPE "), let name = line.split(separator: " ").dropFirst(2).first,
        let help = Self.help[String(name)]
      {
        lines.append("# HELP \(name) \(help)")
      }
      lines.append(line)
    }
    return Array(lines.joined(separator: "\n").utf8)
  }
}
