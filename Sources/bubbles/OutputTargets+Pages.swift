import BubbleKit
import Foundation

extension OutputTargets {
  /// Writes `count` files as `page(i)` makes them, in the output's format (one in memory at a time), staged and
  /// published as a whole (`ImageStaging`: stale images removed in the same step, the paths
  /// listed). A `CommandFailure` from `page` passes through; nothing is published then.
  func writePages(count: Int, page: (_ index: Int) throws(CommandFailure) -> [UInt8]) throws(CommandFailure) {
    let staging = ImageStaging(self)
    do {
      for index in 0..<count { try staging.add(try page(index)) }
      try staging.publish()
    } catch {
      staging.discard()
      throw error
    }
  }
}
