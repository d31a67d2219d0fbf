import Foundation
import Testing
@Test func tmpTiming() async throws {
  let clock = ContinuousClock()
  for _ in 0..<3 {
    var t = clock.now
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/bin/true")
    try p.run()
    while p.isRunning { try await Task.sleep(for: .milliseconds(5)) }
    print("poll", clock.now - t); t = clock.now
    let q = Process()
    q.executableURL = URL(fileURLWithPath: "/bin/true")
    try await withCheckedThrowingContinuation { (c: CheckedContinuation<Void, Error>) in
      q.terminationHandler = { _ in c.resume() }
      do { try q.run() } catch { c.resume(throwing: error) }
    }
    print("handler", clock.now - t); t = clock.now
    let r = Process()
    r.executableURL = URL(fileURLWithPath: "/bin/true")
    try r.run(); r.waitUntilExit()
    print("wait", clock.now - t)
  }
}
