#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's file descriptor limit. A server that runs out of descriptors does not only
/// refuse connections: libdispatch traps when it cannot open `/proc/<tid>/stat`. So the soft
/// limit is raised to the hard one at start-up, and connections are capped below it.
public enum DescriptorLimit {
  #if canImport(Glibc)
    private static let descriptors = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let descriptors = RLIMIT_NOFILE
  #endif

  /// The soft limit now (`ulimit -n`).
  public static var current: Int {
    var limit = rlimit()
    guard getrlimit(descriptors, &limit) == 0 else { return 1024 }
    return Int(clamping: min(limit.rlim_cur, rlim_t(Int32.max)))
  }

  /// Raises the soft limit to the hard one, as servers do (the default soft 1024 is for
  /// interactive shells); a failure leaves the limit as it was.
  public static func raiseToHardLimit() {
    var limit = rlimit()
    guard getrlimit(descriptors, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return }
    limit.rlim_cur = limit.rlim_max
    _ = setrlimit(descriptors, &limit)
  }
}
