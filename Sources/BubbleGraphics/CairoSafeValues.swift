/// Values on their way to Cairo, kept where Cairo behaves: it stores coordinates in 24.8 fixed
/// point, puts the context in an error state (drawing nothing more) on NaN, and splits an arc into
/// segments by its radius, so a radius of 1e300 points never finishes. Layouts of themes within
/// their ranges stay far inside these bounds; a theme built in code past them is drawn clamped.
enum CairoSafe {
  /// Farthest coordinate, and largest radius, in points.
  static let maximumCoordinate = 1_000_000.0
  /// Widest span of an arc's angles, in radians: far more than any drawn turn.
  static let maximumAngle = 1000.0

  static func coordinate(_ value: Double) -> Double { clamp(value, to: maximumCoordinate) }

  static func radius(_ value: Double) -> Double { max(0, coordinate(value)) }

  static func angle(_ value: Double) -> Double { clamp(value, to: maximumAngle) }

  /// NaN gives 0.
  private static func clamp(_ value: Double, to bound: Double) -> Double {
    value.isNaN ? 0 : min(max(value, -bound), bound)
  }
}
