import Foundation

/// A value shared between threads, read and changed under a lock. An `NSLock` rather than
/// `Synchronization.Mutex`: the thread sanitizer does not see Mutex's futex on Linux and reports
/// the accesses it orders as races, and CI runs the threaded suites under the sanitizer.
public final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  public init(_ value: Value) { self.value = value }

  public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
