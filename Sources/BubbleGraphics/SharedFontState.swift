import Foundation

/// The one lock around Pango and Cairo text work. Each thread owns its font map, as Pango
/// requires, but Cairo keeps scaled fonts and FreeType faces for the whole process and Pango
/// 1.50 shares state of its own: layouts broken at the same time in separate font maps broke
/// lines differently (`ConcurrentShapingTests`), and measuring glyphs on one thread while
/// another drew them crashed inside Cairo (about one batch in 20 of 40 files on two workers).
/// So shaping, measuring, drawing and freeing text take turns; shapes, images and encoding run in
/// parallel. Recursive, so that freeing a layout while holding it cannot deadlock.
enum SharedFontState {
  private static let lock = NSRecursiveLock()

  static func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
