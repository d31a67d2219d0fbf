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

  // Each key is hashed once a call: a row cache's keys are whole presented messages.
  public mutating func value(for key: Key) -> Value? {
    guard let index = entries.index(forKey: key) else { return nil }
    clock += 1
    entries.values[index].lastUse = clock
    return entries.values[index].value
  }

  public mutating func insert(_ value: Value, for key: Key, cost: Int = 1) {
    clock += 1
    let cost = max(0, cost)
    let replaced = entries.updateValue((value, cost, clock), forKey: key)
    totalCost += cost - (replaced?.cost ?? 0)
    if totalCost >= 2 * capacity { evictOldest() }
  }

  /// Sorts the uses alone (two integers an entry), not the entries: copying keys and values
  /// into a sorted array cost a service more than the layouts its row cache saved.
  private mutating func evictOldest() {
    let uses = entries.values.map { (lastUse: $0.lastUse, cost: $0.cost) }.sorted { $0.lastUse > $1.lastUse }
    var kept = 0
    // Uses are distinct (the clock ticks on each), so the oldest use kept marks the kept entries.
    let keptCount = uses.prefix { use in
      kept += use.cost
      return kept <= capacity
    }.count
    let oldestKept = keptCount > 0 ? uses[keptCount - 1].lastUse : Int.max
    // Sized for the entries until the next eviction, so the dictionary is not grown (every
    // key hashed again) on the way there: a row cache's keys are whole messages.
    var survivors = [Key: (value: Value, cost: Int, lastUse: Int)](minimumCapacity: entries.count)
    for (key, entry) in entries where entry.lastUse >= oldestKept { survivors[key] = entry }
    entries = survivors
    totalCost = entries.values.reduce(0) { $0 + $1.cost }
  }
}
