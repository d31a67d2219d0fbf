import BubbleCore

/// The text Pango lays out for a requested one, within `TextLayoutLimits`: runs beyond the limit
/// cut, a truncated text cut to what its lines can show, over-long grapheme clusters trimmed.
/// Cuts fall between grapheme clusters and end with an ellipsis; attribute runs follow the text.
/// A text within every limit comes back as it was.
enum BoundedText {
  static let ellipsis = "\u{2026}"

  static func make(_ text: StyledText, width: Double?) -> StyledText {
    let string = text.string
    var runs = text.runs
    var end = string.utf8.count
    var cutRuns = false
    if runs.count > TextLayoutLimits.styledRuns {
      runs = joiningNeighbours(runs)
      if runs.count > TextLayoutLimits.styledRuns {
        end = runs[TextLayoutLimits.styledRuns].utf8Range.lowerBound
        runs.removeLast(runs.count - TextLayoutLimits.styledRuns)
        cutRuns = true
      }
    }
    let limit = TextLayoutLimits.clusterLimit(for: text.truncation, fontSize: text.font.size, width: width)
    // Nothing to cut, and too short to hold a cluster longer than the limit.
    if !cutRuns, limit.map({ string.utf8.count <= $0 }) ?? true,
      string.utf8.count <= TextLayoutLimits.scalarsPerCluster
    {
      return runs == text.runs ? text : text.withRuns(runs)
    }
    // The middle is cut only from a whole text (file names have no runs to cut).
    let middle = text.truncation == .middle && !cutRuns
    var walk = ClusterWalk(string, end: end)
    walk.copyHead(clusters: limit.map { middle ? $0 / 2 : $0 })
    if walk.stoppedEarly && middle {
      walk.copyTail(clusters: limit.map { $0 - $0 / 2 } ?? 0, after: ellipsis)
    } else if walk.stoppedEarly {
      walk.insert(ellipsis)
    }
    guard walk.changed else { return runs == text.runs ? text : text.withRuns(runs) }
    return rebuilt(text, as: walk.result, runs: runs)
  }

  /// `text` cut in the middle to `clusters` grapheme clusters, half from each end (the extra one
  /// from the start), around an ellipsis.
  static func middle(of text: StyledText, keeping clusters: Int) -> StyledText {
    var walk = ClusterWalk(text.string, end: text.string.utf8.count)
    walk.copyHead(clusters: clusters - clusters / 2)
    walk.copyTail(clusters: clusters / 2, after: ellipsis)
    return rebuilt(text, as: walk.result, runs: text.runs)
  }

  /// `text` with its string rebuilt and `runs` moved along.
  private static func rebuilt(_ text: StyledText, as rebuilt: RebuiltString, runs: [StyledRun]) -> StyledText {
    text.withString(
      rebuilt.string,
      runs: runs.compactMap { run in
        let start = rebuilt.newOffset(for: run.utf8Range.lowerBound)
        let end = rebuilt.newOffset(for: run.utf8Range.upperBound)
        return start < end ? StyledRun(utf8Range: start..<end, attributes: run.attributes) : nil
      })
  }

  /// Neighbouring runs with the same attributes joined into one (styled segments one character
  /// long each make one run per character).
  static func joiningNeighbours(_ runs: [StyledRun]) -> [StyledRun] {
    var joined: [StyledRun] = []
    joined.reserveCapacity(runs.count)
    for run in runs.sorted(by: { $0.utf8Range.lowerBound < $1.utf8Range.lowerBound }) {
      if let last = joined.last, last.attributes == run.attributes,
        last.utf8Range.upperBound == run.utf8Range.lowerBound
      {
        joined[joined.count - 1].utf8Range = last.utf8Range.lowerBound..<run.utf8Range.upperBound
      } else {
        joined.append(run)
      }
    }
    return joined
  }
}

/// Walks a string's grapheme clusters, copying them (each trimmed to `scalarsPerCluster`) into a
/// `RebuiltString`: a head up to a UTF-8 offset and a number of clusters, and maybe a tail.
struct ClusterWalk {
  private let string: String
  /// UTF-8 offset past which nothing is copied.
  private let end: Int
  private(set) var result = RebuiltString()
  /// Something was trimmed, cut or inserted.
  private(set) var changed = false
  /// Clusters remained before `end` when the head copy stopped.
  private(set) var stoppedEarly = false
  /// Where the head copy stopped (the tail copy starts no earlier).
  private var headEnd = 0

  init(_ string: String, end: Int) {
    self.string = string
    self.end = end
  }

  /// Copies clusters from the start: all up to `end`, or `clusters` of them.
  mutating func copyHead(clusters: Int?) {
    headEnd = copy(string[...], from: 0, clusters: clusters)
  }

  /// Copies the last `clusters` clusters of the text (none before where the head copy stopped),
  /// after `marker` when clusters between the head and them are left out: a text only a little
  /// longer than the head got an ellipsis that cut nothing ("…2026-11-22.g…px").
  mutating func copyTail(clusters: Int, after marker: String) {
    let limit = string.utf8.index(string.startIndex, offsetBy: headEnd)
    var start = string.endIndex
    var count = 0
    while count < clusters, start > limit {
      start = string.index(before: start)
      count += 1
    }
    if start > limit { insert(marker) }
    _ = copy(string[start...], from: string.utf8.distance(from: string.startIndex, to: start), clusters: nil)
  }

  mutating func insert(_ text: String) {
    result.insert(text)
    changed = true
  }

  /// Copies `part` (which starts at UTF-8 offset `offset`) cluster by cluster, in stretches;
  /// returns the offset where it stopped.
  private mutating func copy(_ part: Substring, from offset: Int, clusters: Int?) -> Int {
    var offset = offset
    var stretchStart = part.startIndex
    var stretchOffset = offset
    var count = 0
    var index = part.startIndex
    while index < part.endIndex {
      let next = part.index(after: index)
      let size = part.utf8.distance(from: index, to: next)
      if offset + size > end || count == clusters {
        stoppedEarly = true
        changed = true
        break
      }
      let scalars = part.unicodeScalars[index..<next]
      if scalars.count > TextLayoutLimits.scalarsPerCluster {
        let kept = scalars.index(scalars.startIndex, offsetBy: TextLayoutLimits.scalarsPerCluster)
        result.keep(part[stretchStart..<kept], from: stretchOffset)
        stretchStart = next
        stretchOffset = offset + size
        changed = true
      }
      offset += size
      count += 1
      index = next
    }
    result.keep(part[stretchStart..<index], from: stretchOffset)
    return offset
  }
}

/// A string built from pieces of another, remembering where each piece came from, so that UTF-8
/// offsets into the old string (attribute runs) can be moved to the new one.
struct RebuiltString {
  private(set) var string = ""
  /// Pieces of the old string in order: where each was, where it is, how many bytes.
  private var pieces: [(old: Int, new: Int, count: Int)] = []

  mutating func keep(_ text: Substring, from oldOffset: Int) {
    let count = text.utf8.count
    guard count > 0 else { return }
    let newOffset = string.utf8.count
    if let last = pieces.last, last.old + last.count == oldOffset, last.new + last.count == newOffset {
      pieces[pieces.count - 1].count += count
    } else {
      pieces.append((oldOffset, newOffset, count))
    }
    string += text
  }

  mutating func insert(_ text: String) { string += text }

  /// Where `oldOffset` is in the new string: in a kept piece, its place there; in a dropped
  /// stretch, the end of the piece before it (so a run over a cut ends at the cut).
  func newOffset(for oldOffset: Int) -> Int {
    var low = 0
    var high = pieces.count
    while low < high {
      let middle = (low + high) / 2
      if pieces[middle].old <= oldOffset { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return 0 }
    let piece = pieces[low - 1]
    return piece.new + min(oldOffset - piece.old, piece.count)
  }
}

extension StyledText {
  fileprivate func withRuns(_ runs: [StyledRun]) -> StyledText {
    var copy = self
    copy.runs = runs
    return copy
  }

  fileprivate func withString(_ string: String, runs: [StyledRun]) -> StyledText {
    var copy = self
    copy.string = string
    copy.runs = runs
    return copy
  }
}
