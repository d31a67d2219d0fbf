import Foundation
import Testing
@Test func tmpTiming() async throws {
  let clock = ContinuousClock()
  var t = clock.now
  let tall = Data(ChatJSON.many(1_000).utf8)
  print("gen", clock.now - t); t = clock.now
  _ = try await CLI.run(args: ["validate", "-"], stdin: Data(ChatJSON.short.utf8))
  print("validate", clock.now - t); t = clock.now
  await withKnownIssue { _ = try await CLI.run(args: ["render", "-", "-o", "-"], stdin: tall, timeout: .milliseconds(50)) }
  print("timeout", clock.now - t)
}
