extension FixedWidthInteger {
  /// `value` rounded by `rule`, clamped to the type's range: NaN gives 0, anything beyond the
  /// range its nearest end. `Int(_:)` traps on such values; numbers computed from a theme, an
  /// option or the input (a size times a scale, a length over a gap) go through this instead, so
  /// nothing traps even if a range is later widened.
  public static func saturating(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Self {
    guard !value.isNaN else { return 0 }
    let rounded = value.rounded(rule)
    // Both ends are powers of two (or one less), so their Double values are exact or round up:
    // at or past them the conversion would trap.
    if rounded <= Double(Self.min) { return Self.min }
    if rounded >= Double(Self.max) { return Self.max }
    return Self(rounded)
  }

  /// `saturating(value, rounding:)` clamped to `bounds`.
  public static func saturating(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero, in bounds: ClosedRange<Self>
  ) -> Self {
    Swift.min(Swift.max(saturating(value, rounding: rule), bounds.lowerBound), bounds.upperBound)
  }
}
