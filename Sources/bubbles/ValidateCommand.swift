import ArgumentParser
import BubbleKit

struct ValidateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check a conversation file without rendering it.",
    discussion: HelpText.unwrapped(
      """
      Prints every problem found with its line, column and JSON path. With -q,
      prints nothing but the problems: the exit status tells. An export of several
      chats (a whole Telegram account, a Slack workspace) is checked chat by chat
      unless --chat picks one.
      Examples:
        bubbles validate chat.json
        cat chat.json | bubbles validate -
        bubbles validate ChatExport_2026-11-21 --from telegram
      """))

  @Argument(help: "The conversation JSON file, an export (file or folder), or - for standard input.")
  var input: String

  @OptionGroup(title: "Exports") var importing: ImportOptionGroup

  @OptionGroup var quiet: QuietOption

  @OptionGroup(title: "Budgets") var inputBudget: InputBudgetOptions

  func run() throws {
    let options = importing.options(limits: inputBudget.limits)
    guard input != "-" else {
      return report(try InputLoader.load(input, from: importing.format, options: options, reporter: quiet.reporter))
    }
    let source = try InputLoader.open(input, limits: options.limits)
    for warning in source.warnings { quiet.reporter.warning(warning) }
    if options.chat == nil,
      case .failure(.chatNeeded(_, let chats)) = source.importConversation(from: importing.format, options: options)
    {
      return try validateEach(chats, of: source, options: options)
    }
    report(try InputLoader.load(source, from: importing.format, options: options, reporter: quiet.reporter))
  }

  /// Every chat of an export of several, then their total.
  private func validateEach(_ chats: [ExportChat], of source: ConversationSource, options: ImportOptions) throws {
    var messages = 0
    for chat in chats {
      var picked = options
      picked.chat = chat.id
      let loaded = try InputLoader.load(source, from: importing.format, options: picked, reporter: quiet.reporter)
      messages += loaded.conversation.messages.count
      report(loaded, chat: chat.name.map { "\(chat.id) (\($0))" } ?? chat.id)
    }
    quiet.reporter.info("\(source.displayName): valid (\(messages) messages in \(chats.count) chats)")
  }

  private func report(_ loaded: LoadedConversation, chat: String? = nil) {
    let conversation = loaded.conversation
    quiet.reporter.info(
      "\(loaded.displayName)\(chat.map { " --chat \($0)" } ?? ""): valid (\(conversation.messages.count) messages, "
        + "\(conversation.participants.count) participants)")
  }
}
