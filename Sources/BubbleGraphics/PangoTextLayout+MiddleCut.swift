import BubbleCore

extension PangoTextLayout {
  /// Pango's middle ellipsis stretches its "…" over the whole stretch it cut, so a gap followed
  /// it ("hiking-route-fina…  n-2026-11-22.gpx"). A text to be cut in the middle is cut here
  /// instead: as many grapheme clusters as fit in `width`, half from each end, around a plain
  /// "…", so Pango has nothing left to ellipsize. A few short layouts (a binary search), for the
  /// one-line texts cut this way (file names), already within `TextLayoutLimits`.
  static func cutInTheMiddle(_ text: StyledText, width: Double?, context: OpaquePointer) -> StyledText {
    guard text.truncation == .middle, let width else { return text }
    func fits(_ candidate: StyledText) -> Bool {
      var whole = candidate
      whole.truncation = .none
      return PangoTextLayout(text: whole, width: nil, context: context, grid: nil).metrics.size.width <= width
    }
    if fits(text) { return text }
    // Keeping `low` clusters fits (none: the ellipsis alone, at worst cut by Pango); all do not.
    var low = 0
    var high = text.string.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(BoundedText.middle(of: text, keeping: middle)) { low = middle } else { high = middle - 1 }
    }
    return BoundedText.middle(of: text, keeping: low)
  }
}
