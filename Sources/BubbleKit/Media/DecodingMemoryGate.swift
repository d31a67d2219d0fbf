import Foundation

/// Bytes of decoded pixels being produced at once, across every render of the process: a
/// decode reserves its buffers' bytes before it starts and gives them back when it ends, and
/// waits (without holding a thread) while the others' reservations leave no room. The
/// per-render pixel budget bounds what one render keeps; this bounds what parallel decodes, of
/// one render or of many, allocate at the same moment (`RenderBudget.maxDecodingBytesInFlight`).
public actor DecodingMemoryGate {
  public nonisolated let capacity: Int
  private var reserved = 0
  /// The most bytes ever reserved at once: what a test checks against the capacity.
  public private(set) var peakReserved = 0
  /// First come, first served, so that a large decode is not passed over forever.
  private var waiting: [(bytes: Int, continuation: CheckedContinuation<Void, Never>)] = []

  public init(capacity: Int) { self.capacity = max(0, capacity) }

  /// The gate every render with this capacity shares (the default budget's, in a service).
  public static func shared(capacity: Int) -> DecodingMemoryGate { SharedGates.gate(capacity: capacity) }

  /// Waits until `bytes` fit and reserves them; `false` at once when they never could (more than
  /// the whole capacity).
  public func reserve(_ bytes: Int) async -> Bool {
    let bytes = max(0, bytes)
    guard bytes <= capacity else { return false }
    if waiting.isEmpty && reserved + bytes <= capacity {
      take(bytes)
      return true
    }
    await withCheckedContinuation { continuation in waiting.append((bytes, continuation)) }
    return true
  }

  /// Gives back what `reserve` took.
  public func release(_ bytes: Int) {
    reserved -= max(0, bytes)
    while let first = waiting.first, reserved + first.bytes <= capacity {
      waiting.removeFirst()
      take(first.bytes)
      first.continuation.resume()
    }
  }

  private func take(_ bytes: Int) {
    reserved += bytes
    peakReserved = max(peakReserved, reserved)
  }
}

/// One gate per capacity for the whole process. A caller choosing a new capacity per request
/// must not grow this without end: past `maxShared` capacities, a new one gets a gate of its own.
private enum SharedGates {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var gates: [Int: DecodingMemoryGate] = [:]
  private static let maxShared = 16

  static func gate(capacity: Int) -> DecodingMemoryGate {
    lock.withLock {
      if let gate = gates[capacity] { return gate }
      let gate = DecodingMemoryGate(capacity: capacity)
      if gates.count < maxShared { gates[capacity] = gate }
      return gate
    }
  }
}
