/// A bounded cache that forgets the entries used longest ago. Each entry has a cost (1 unless
/// given: then `capacity` counts entries; bytes for a cache bounded in bytes). Eviction runs when
/// the entries cost twice the capacity and keeps the most recent within it, so it costs O(1)
/// amortized per insertion and never empties the cache whole.
public struct LeastRecentlyUsed<Key: Hashable, Value> {
  public let capacity: Int
  private var entries: [Key: (value: Value, cost: Int, lastUse: Int)] = [:]
  private var clock = 0
  /// What the entries cost in all.
  public private(set) var totalCost = 0

  public init(capacity: Int) { self.capacity = max(1, capacity) }

  public var count: Int { entries.count }

  public mutating func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key] = (entry.value, entry.cost, clock)
    return entry.value
  }

  public mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
    clock += 1
    let cost = max(0, cost)
    totalCost += cost - (entries[key]?.cost ?? 0)
    entries[key] = (value, cost, clock)
    if totalCost >= 2 * capacity { evictOldest() }
  }

  private mutating func evictOldest() {
    var kept = 0
    let keep = entries.sorted { $0.value.lastUse > $1.value.lastUse }.prefix { entry in
      kept += entry.value.cost
      return kept <= capacity
    }
    entries = Dictionary(uniqueKeysWithValues: keep.map { ($0.key, $0.value) })
    totalCost = entries.values.reduce(0) { $0 + $1.cost }
  }
}
