import ArgumentParser

// Exit statuses are part of the contract (see `bubbles --help`): 0 success, 64 usage error,
// 65 invalid input, 66 unreadable input, 1 runtime failure; 128 + N when ended by signal N.
// `serve` shuts down gracefully on SIGTERM and SIGINT itself (swift-service-lifecycle); the
// handlers here would end it at once. Every other command installs them first thing.
if CommandLine.arguments.dropFirst().first != "serve" { TerminationSignals.install() }
do {
  try await CommandRunner.run(try Bubbles.parseAsRoot())
} catch {
  TerminationSignals.yieldToASignalReceived()
  Termination.exit(for: error)
}
TerminationSignals.yieldToASignalReceived()
