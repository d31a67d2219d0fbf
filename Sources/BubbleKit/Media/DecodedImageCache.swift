import Foundation

/// Decoded images kept across renders, keyed by the bytes they came from (an avatar
/// repeated in every conversation is decoded once). Bounded by the bytes it holds, the
/// least recently used entries going first. Thread-safe: share one between renderers,
/// tasks and threads.
public final class DecodedImageCache: @unchecked Sendable {
  /// The outcome of decoding some bytes: an image, or why they are not one.
  public typealias Outcome = Result<RasterImage, MediaProblem>

  private struct Entry {
    /// Kept to confirm a hit: the 64-bit hash is fast, not collision-proof, and a
    /// collision must never show one conversation's image in another.
    var bytes: [UInt8]
    var outcome: Outcome
    var cost: Int
    var lastUse: UInt64
  }

  /// Budget for decoded pixels plus the source bytes kept beside them.
  public let capacity: Int
  // Guards every property below.
  private let lock = NSLock()
  private var entries: [ContentKey: Entry] = [:]
  private var totalCost = 0
  private var clock: UInt64 = 0
  private var decodes = 0
  /// Decodes under way, so that the same bytes asked for again meanwhile (two paths to one
  /// file, two renders sharing the cache) wait for that decode instead of decoding again.
  private var decoding: [ContentKey: Decoding] = [:]

  public init(capacity: Int = 256 << 20) { self.capacity = capacity }

  /// How many times bytes were decoded (not found here): a warm cache decodes nothing.
  public var decodeCount: Int { lock.withLock { decodes } }

  /// Bytes held now (pixels and source bytes).
  public var heldBytes: Int { lock.withLock { totalCost } }

  /// The cached outcome for `bytes`, or `decode(bytes)` remembered. Decoding runs outside
  /// the lock, so other tasks are not held up by it; a caller asking for bytes being decoded
  /// meanwhile waits for that decode (on the resolve stage's own threads, not Swift's pool).
  public func outcome(for bytes: [UInt8], decode: ([UInt8]) -> Outcome) -> Outcome {
    let key = ContentKey(bytes)
    switch lookUp(key, bytes: bytes) {
    case .hit(let outcome):
      return outcome
    case .underWay(let other):
      return other.wait()
    case .yours(let mine):
      let outcome = decode(bytes)
      store(outcome, bytes: bytes, key: key, finishing: mine)
      mine?.finish(outcome)
      return outcome
    }
  }

  private enum LookUp {
    case hit(Outcome)
    case underWay(Decoding)
    /// Decode it; `nil` when another decode holds the key (a hash collision): decode alone.
    case yours(Decoding?)
  }

  private func lookUp(_ key: ContentKey, bytes: [UInt8]) -> LookUp {
    lock.withLock {
      if var entry = entries[key], entry.bytes == bytes {
        clock += 1
        entry.lastUse = clock
        entries[key] = entry
        return .hit(entry.outcome)
      }
      if let other = decoding[key] { return other.bytes == bytes ? .underWay(other) : .yours(nil) }
      let mine = Decoding(bytes)
      decoding[key] = mine
      return .yours(mine)
    }
  }

  /// One decode under way, for the callers waiting for it.
  private final class Decoding: @unchecked Sendable {
    let bytes: [UInt8]
    // Guards `outcome`.
    private let condition = NSCondition()
    private var outcome: Outcome?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func finish(_ outcome: Outcome) {
      condition.withLock {
        self.outcome = outcome
        condition.broadcast()
      }
    }

    func wait() -> Outcome {
      condition.withLock {
        while outcome == nil { condition.wait() }
        return outcome!
      }
    }
  }

  private func store(_ outcome: Outcome, bytes: [UInt8], key: ContentKey, finishing decode: Decoding?) {
    let pixels = (try? outcome.get())?.byteCount ?? 0
    let cost = pixels + bytes.count
    lock.withLock {
      if let decode, decoding[key] === decode { decoding[key] = nil }
      decodes += 1
      // Bigger than the whole budget: used for this render, never kept.
      guard cost <= capacity else { return }
      clock += 1
      if let replaced = entries.updateValue(
        Entry(bytes: bytes, outcome: outcome, cost: cost, lastUse: clock), forKey: key)
      {
        totalCost -= replaced.cost
      }
      totalCost += cost
      evictLeastRecentlyUsed()
    }
  }

  /// Called with the lock held. A linear scan: the cache holds hundreds of images, not millions.
  private func evictLeastRecentlyUsed() {
    while totalCost > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
      totalCost -= oldest.value.cost
      entries.removeValue(forKey: oldest.key)
    }
  }
}

/// FNV-1a (64-bit) of the bytes with their length: quick to compute, small to keep.
struct ContentKey: Hashable {
  var hash: UInt64
  var count: Int

  init(_ bytes: [UInt8]) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    self.hash = hash
    count = bytes.count
  }
}
