import ArgumentParser

/// Runs a parsed command: the ones that render are asynchronous (they resolve media concurrently).
enum CommandRunner {
  static func run(_ parsed: any ParsableCommand) async throws {
    if var command = parsed as? any AsyncParsableCommand {
      try await command.run()
    } else {
      var command = parsed
      try command.run()
    }
  }
}
