import Foundation
import Testing
@Test func tmpTiming() async throws {
  let clock = ContinuousClock()
  let path = "/tmp/clitry/p300.json"
  for _ in 0..<2 {
    let p = Process()
    p.executableURL = CLI.executable
    p.arguments = ["render", path, "-o", "/tmp/clitry/tt.png"]
    p.standardOutput = FileHandle.nullDevice
    try p.run()
    try await Task.sleep(for: .milliseconds(100))
    let t = clock.now
    p.terminate()
    while p.isRunning { try await Task.sleep(for: .milliseconds(1)) }
    print("term", clock.now - t, p.terminationReason == .uncaughtSignal, p.terminationStatus)
  }
}
