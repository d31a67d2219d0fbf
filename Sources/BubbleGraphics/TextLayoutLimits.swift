import BubbleCore

/// What of one text Pango is given, so that laying a text out and drawing it costs time in
/// proportion to its length (docs/performance.md, "Text growth"). Pango 1.50 and HarfBuzz 6 are
/// quadratic in three cases: Pango shapes the whole rest of an item again for every line it breaks
/// inside a word; HarfBuzz looks back over every mark of a grapheme cluster for each mark it
/// places; and Pango walks a text's colour and underline attributes from the first for every run
/// it colours. Ordinary text is within every bound and is laid out exactly as written.
public enum TextLayoutLimits {
  /// Unicode scalars drawn of one grapheme cluster (a letter with its marks, an emoji sequence);
  /// the rest of the cluster is dropped. Stream-safe text (UAX #15) has at most 31 and the
  /// longest emoji sequences 10, so only stacks of marks meant to overflow the line are cut.
  public static let scalarsPerCluster = 32

  /// Grapheme clusters Pango shapes as one piece inside a stretch of text with no line break
  /// opportunity (one long word): the stretch is split into items of this many clusters, which
  /// shapes it the same but for kerning across the split.
  public static let clustersPerUnbreakableItem = 64

  /// Styled runs of one text (after joining neighbours styled alike); a text with more is cut,
  /// with an ellipsis, where the first run beyond the limit starts.
  public static let styledRuns = RichText.styledRunsDrawn

  /// Grapheme clusters kept per em of line width (font size) for a text drawn in at most a few
  /// lines (names, previews, titles, labels), per line, before the text is cut with an ellipsis:
  /// no visible character is narrower than a tenth of an em, so Pango still ellipsizes where it
  /// would have, without laying out what it cannot show.
  public static let clustersPerEm = 10

  /// Grapheme clusters per line added to `clustersPerEm` times the width, for narrow lines.
  static let clustersPerLineMargin = 8

  /// The grapheme clusters Pango needs of a text drawn at `width` points within its truncation:
  /// `nil` when the whole text is drawn (no truncation, or no width to wrap at).
  public static func clusterLimit(for truncation: TextTruncation, fontSize: Double, width: Double?) -> Int? {
    guard let width, width.isFinite, width > 0, fontSize.isFinite, fontSize > 0 else { return nil }
    let lines: Int
    switch truncation {
    case .none: return nil
    case .end(let maxLines): lines = max(1, maxLines)
    case .middle: lines = 1
    }
    let perLine = (width / fontSize * Double(clustersPerEm)).rounded(.up) + Double(clustersPerLineMargin)
    // Computed in floating point and saturated when converted, so no width or size can trap.
    return Int.saturating(perLine * Double(lines), rounding: .towardZero, in: 0...Int(Int32.max))
  }
}
