import ArgumentParser

// Exit statuses are part of the contract: 0 success, 65 invalid conversation,
// 66 unreadable input, 1 anything else (usage errors included).
do {
  var command = try Bubbles.parseAsRoot()
  try command.run()
} catch {
  let code = Bubbles.exitCode(for: error)
  if code == .success || error is ExitCode {
    Bubbles.exit(withError: error)
  }
  let message = Bubbles.fullMessage(for: error)
  if !message.isEmpty { Diagnostics.printError(message) }
  Bubbles.exit(withError: ExitCode(code == .validationFailure ? 1 : code.rawValue))
}
