/// A bounded cache that forgets the entries used longest ago. Eviction runs when the cache
/// holds twice its capacity and keeps the `capacity` most recent, so it costs O(1) amortized
/// per insertion and never empties the cache whole.
public struct LeastRecentlyUsed<Key: Hashable, Value> {
  public let capacity: Int
  private var entries: [Key: (value: Value, lastUse: Int)] = [:]
  private var clock = 0

  public init(capacity: Int) { self.capacity = max(1, capacity) }

  public var count: Int { entries.count }

  public mutating func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key] = (entry.value, clock)
    return entry.value
  }

  public mutating func insert(_ value: Value, for key: Key) {
    clock += 1
    entries[key] = (value, clock)
    if entries.count >= 2 * capacity { evictOldest() }
  }

  private mutating func evictOldest() {
    let keep = entries.sorted { $0.value.lastUse > $1.value.lastUse }.prefix(capacity)
    entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
  }
}
