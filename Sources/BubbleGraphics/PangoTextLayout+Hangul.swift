import CGraphics

/// Korean wraps at spaces on iOS (and in every app BubbleKit imitates), not between syllables:
/// "맞죠?" never splits into "맞" and "죠?", nor "1번" into "1" and "번". Pango allows a break
/// between any two Hangul syllables, so breaks inside each word with Hangul in it are turned
/// off (Pango keeps the break at a range's start). A word longer than `longestKeptWord`
/// characters may still break inside, so it never runs past the line.
extension PangoTextLayout {
  static let longestKeptWord = 12

  func keepHangulWordsTogether(into attributes: OpaquePointer?) {
    for range in Self.hangulWords(of: text.string) {
      guard let attribute = pango_attr_allow_breaks_new(0) else { continue }
      attribute.pointee.start_index = UInt32(clamping: range.lowerBound)
      attribute.pointee.end_index = UInt32(clamping: range.upperBound)
      pango_attr_list_insert(attributes, attribute)
    }
  }

  /// UTF-8 ranges of the words (runs without white space) that hold Hangul, short enough to keep.
  static func hangulWords(of string: String) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var offset = 0
    var start: Int?
    var count = 0
    var hasHangul = false
    func close(at end: Int) {
      if let start, hasHangul, count > 1, count <= longestKeptWord { ranges.append(start..<end) }
      start = nil
      count = 0
      hasHangul = false
    }
    for scalar in string.unicodeScalars {
      if scalar.properties.isWhitespace {
        close(at: offset)
      } else {
        if start == nil { start = offset }
        count += 1
        hasHangul = hasHangul || isHangul(scalar)
      }
      offset += scalar.utf8.count
    }
    close(at: offset)
    return ranges
  }

  /// Syllables and jamo (compatibility jamo too).
  static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
    default: false
    }
  }
}
