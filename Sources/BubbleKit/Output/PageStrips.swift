import BubbleCore
import BubbleGraphics
import Dispatch

/// A page is drawn and compressed in horizontal strips, each on a canvas of its own: a render
/// holds a strip's pixels per thread rather than a page's (a page may be 50 MB), and the strips
/// of one page are shared out among `threads` threads. A strip's piece depends only on its
/// pixels, so the file is the same on any number of threads.
///
/// Strips are cut in the gaps between rows, never through one: Cairo places a glyph cut by the
/// bottom of a canvas a pixel lower than the same glyph drawn whole, so a text line split between
/// two strips came out torn. A row taller than a strip is a strip of its own.
struct PageStrips: Sendable {
  /// Strip ranges in pixels of the full-height image, top to bottom.
  let ranges: [Range<Int>]

  /// Scanline bytes a strip aims at: big enough that joining pieces costs well under 1% of the
  /// file, small enough to share a page among threads and keep strips in caches.
  static let scanlineBytes = 512 * 1024

  /// `cuts` are the pixel rows between rows of the layout, ascending
  /// (`ConversationLayout.rowGaps(scale:)`).
  init(page: Range<Int>, cuts: [Int], pixelWidth: Int) {
    let rows = max(16, Self.scanlineBytes / max(1, pixelWidth * 4))
    var ranges: [Range<Int>] = []
    var start = page.lowerBound
    while start < page.upperBound {
      var end = page.upperBound
      if page.upperBound - start > rows {
        // The last gap within a strip's height, else the first beyond it (below a tall row).
        let first = Self.firstIndex(in: cuts, above: start)
        let beyond = Self.firstIndex(in: cuts, above: start + rows)
        if beyond > first {
          end = cuts[beyond - 1]
        } else if beyond < cuts.count, cuts[beyond] < page.upperBound {
          end = cuts[beyond]
        }
      }
      ranges.append(start..<end)
      start = end
    }
    self.ranges = ranges
  }

  /// The index of the first of the ascending `values` above `value` (`values.count` if none).
  private static func firstIndex(in values: [Int], above value: Int) -> Int {
    var (low, high) = (0, values.count)
    while low < high {
      let middle = (low + high) / 2
      if values[middle] > value { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// What drawing and compressing the strips took, summed over the threads.
  struct Times: Sendable {
    var draw: Duration = .zero
    var encode: Duration = .zero
    /// Strips drawn and compressed, and strips found in the renderer's cache.
    var drawn = 0
    var reused = 0
  }

  /// Every strip's piece, in order: `piece` makes strip `index`'s with the calling thread's
  /// encoder. The first error stops the threads between strips and is thrown.
  func pieces(
    threads: Int, level: Int,
    piece:
      @escaping @Sendable (_ index: Int, _ encoder: PNGEncoder, _ times: inout Times) throws(RenderError) ->
      DeflatePiece
  ) throws(RenderError) -> ([DeflatePiece], Times) {
    let work = Locked(Work(count: ranges.count))
    let run: @Sendable (Int) -> Void = { _ in
      var times = Times()
      defer { work.withLock { $0.add(times) } }
      do throws(RenderError) {
        let encoder = try RenderError.graphics { () throws(GraphicsError) in try PNGEncoder(level: level) }
        while let index = work.withLock({ $0.take() }) {
          let made = try piece(index, encoder, &times)
          work.withLock { $0.pieces[index] = made }
        }
      } catch { work.withLock { $0.fail(error) } }
    }
    let workers = min(threads, ranges.count)
    if workers <= 1 { run(0) } else { DispatchQueue.concurrentPerform(iterations: workers, execute: run) }
    return try work.withLock { work throws(RenderError) in
      if let failure = work.failure { throw failure }
      return (work.pieces.map { $0! }, work.times)
    }
  }

  /// The strips left to take, the pieces made and the first failure, shared by the threads.
  private struct Work {
    var next = 0
    var pieces: [DeflatePiece?]
    var failure: RenderError?
    var times = Times()

    init(count: Int) { pieces = Array(repeating: nil, count: count) }

    mutating func take() -> Int? {
      guard failure == nil, next < pieces.count else { return nil }
      defer { next += 1 }
      return next
    }

    mutating func fail(_ error: RenderError) {
      if failure == nil { failure = error }
    }

    mutating func add(_ more: Times) {
      times.draw += more.draw
      times.encode += more.encode
      times.drawn += more.drawn
      times.reused += more.reused
    }
  }
}
