import Foundation
import Testing

/// `bubbles serve`'s settings through swift-configuration: a `--config` JSON file, the
/// environment over it, the flags over both; a value of the wrong kind is refused (64) naming
/// every place it may have come from.
@Suite("bubbles serve: settings")
struct ServeSettingsTests {
  /// The `serving` log line's settings, once the server listens.
  static func servingLine(_ args: [String], environment: [String: String] = [:]) async throws -> String {
    let server = try await ServeCommandTests.Server.start(args, environment: environment)
    #expect(try await server.process.waitForStderr(containing: "serving", timeout: .seconds(60)))
    let line = server.process.stderr.split(separator: "\n").first { $0.hasSuffix("serving") }.map(String.init) ?? ""
    server.process.send(SIGTERM)
    _ = try await server.process.finish()
    return line
  }

  @Test func aFileTheEnvironmentAndFlagsInThatOrder() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appending(file: "serve.json")
      try Data(#"{ "workers": 1, "queue": 7, "idle-timeout": 12 }"#.utf8).write(to: file)
      let fromFile = try await Self.servingLine(["--config", file.path])
      #expect(fromFile.contains("workers=1") && fromFile.contains("queue=7") && fromFile.contains("idle_timeout_s=12"))
      let overEnvironment = try await Self.servingLine(
        ["--config", file.path, "--queue", "3"], environment: ["BUBBLES_QUEUE": "5", "BUBBLES_WORKERS": "2"])
      #expect(overEnvironment.contains("workers=2") && overEnvironment.contains("queue=3"), "\(overEnvironment)")
      let byVariable = try await Self.servingLine([], environment: ["BUBBLES_CONFIG": file.path])
      #expect(byVariable.contains("queue=7"), "\(byVariable)")
    }
  }

  @Test func aValueOfTheWrongKindIsRefusedWithItsNames() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appending(file: "serve.json")
      try Data(#"{ "workers": "many" }"#.utf8).write(to: file)
      let fromFile = try await CLI.run(args: ["serve", "--config", file.path])
      #expect(fromFile.status == 64)
      #expect(fromFile.stderr.contains(#"--workers, BUBBLES_WORKERS or "workers" in --config must be a whole number"#))
      let fromVariable = try await CLI.run(args: ["serve"], environment: ["BUBBLES_IDLE_TIMEOUT": "soon"])
      #expect(fromVariable.status == 64 && fromVariable.stderr.contains(#"not "soon""#), "\(fromVariable.stderr)")
      let missing = try await CLI.run(args: ["serve", "--config", directory.appending(file: "none.json").path])
      #expect(missing.status == 64 && missing.stderr.contains("none.json"))
      let outOfRange = try await CLI.run(args: ["serve"], environment: ["BUBBLES_WORKERS": "500"])
      #expect(outOfRange.status == 64 && outOfRange.stderr.contains("--workers must be between 1 and 64"))
    }
  }
}
