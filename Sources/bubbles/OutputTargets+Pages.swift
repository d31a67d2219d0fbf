import BubbleKit
import Foundation

extension OutputTargets {
  /// Writes `count` pages as `page(i)` makes them (one in memory at a time), atomically as a
  /// whole, then removes images of earlier runs at these targets and lists the paths. A
  /// `CommandFailure` from `page` passes through; nothing is written then.
  func writePages(count: Int, page: (_ index: Int) throws(CommandFailure) -> [UInt8]) throws(CommandFailure) {
    let urls = urls(pageCount: count)
    do {
      try AtomicFileWriter.write(urls) { index in format.encoded(fromPNG: try page(index)) }
    } catch let failure as CommandFailure {
      throw failure
    } catch {
      throw .failure(
        "cannot write \(urls[0].path): \(error.localizedDescription); check that the folder exists and is writable")
    }
    removeStaleImages(keeping: urls)
    for url in urls { reporter.info(url.path) }
  }
}
