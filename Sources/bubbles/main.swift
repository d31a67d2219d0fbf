import ArgumentParser

// Exit statuses are part of the contract (see `bubbles --help`): 0 success, 64 usage error,
// 65 invalid input, 66 unreadable input, 1 runtime failure.
do {
  var command = try Bubbles.parseAsRoot()
  try command.run()
} catch {
  Termination.exit(for: error)
}
