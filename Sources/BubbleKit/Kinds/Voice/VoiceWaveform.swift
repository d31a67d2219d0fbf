/// Voice-note waveforms: Telegram stores 0...31 samples; a bubble has room for
/// some number of bars.
public enum VoiceWaveform {
  public static let maxSample = 31

  /// Most bars a waveform draws, however thin the theme makes them.
  public static let maxBarCount = 1024

  /// How many bars of `barWidth`, `gap` apart, fit in `width` (at most `maxBarCount`).
  public static func barCount(width: Double, barWidth: Double, gap: Double) -> Int {
    guard width.isFinite, barWidth > 0, width >= barWidth else { return 0 }
    // The epsilon keeps an exact fit (n bars and n - 1 gaps) from rounding down a bar.
    return Int.saturating((width + gap) / (barWidth + gap) + 1e-9, rounding: .down, in: 0...maxBarCount)
  }

  /// `samples` resampled to `count` bars, each clamped to 0...31. Shrinking
  /// keeps each bucket's peak, so a short loud syllable does not vanish;
  /// stretching repeats the nearest sample. No samples gives a flat line of zeros.
  public static func resample(_ samples: [Int], count: Int) -> [Int] {
    guard count > 0 else { return [] }
    guard !samples.isEmpty else { return Array(repeating: 0, count: count) }
    return (0..<count).map { bar in
      let start = bar * samples.count / count
      let end = max(start + 1, (bar + 1) * samples.count / count)
      let peak = samples[start..<min(end, samples.count)].max() ?? 0
      return min(max(peak, 0), maxSample)
    }
  }

  /// A sample's bar height, linear from `minHeight` (0) to `maxHeight` (31).
  public static func barHeight(sample: Int, minHeight: Double, maxHeight: Double) -> Double {
    let level = Double(min(max(sample, 0), maxSample)) / Double(maxSample)
    return minHeight + (maxHeight - minHeight) * level
  }

  /// Width of the waveform of a note lasting `duration` seconds: it grows
  /// linearly between the style's short and long durations, whole bars only,
  /// and never beyond `available`.
  static func width(duration: Double, available: Double, style: VoiceKind.Style) -> Double {
    let span = max(style.longDuration - style.shortDuration, 1e-6)
    let progress = duration.isFinite ? min(max((duration - style.shortDuration) / span, 0), 1) : 0
    let wanted = style.minWaveformWidth + (style.maxWaveformWidth - style.minWaveformWidth) * progress
    let bars = max(1, barCount(width: min(wanted, available), barWidth: style.barWidth, gap: style.barGap))
    return Double(bars) * style.barWidth + Double(bars - 1) * style.barGap
  }
}
