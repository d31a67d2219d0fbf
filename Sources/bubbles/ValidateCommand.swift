import ArgumentParser
import BubbleKit

struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a conversation file without rendering it.",
    discussion: """
      Prints every problem found with its line, column and JSON path. With -q,
      prints nothing but the problems: the exit status tells.
      Examples:
        bubbles validate chat.json
        cat chat.json | bubbles validate -
        bubbles validate ChatExport_2026-11-21 --from telegram
      """)

  @Argument(help: "The conversation JSON file, an export (file or folder), or - for standard input.")
  var input: String

  @OptionGroup(title: "Exports") var importing: ImportOptionGroup

  @OptionGroup var quiet: QuietOption

  @OptionGroup(title: "Budgets") var inputBudget: InputBudgetOptions

  func run() throws {
    let loaded = try InputLoader.load(
      input, from: importing.format, options: importing.options(limits: inputBudget.limits), reporter: quiet.reporter)
    let conversation = loaded.conversation
    quiet.reporter.info(
      "\(loaded.displayName): valid (\(conversation.messages.count) messages, \(conversation.participants.count) participants)"
    )
  }
}
