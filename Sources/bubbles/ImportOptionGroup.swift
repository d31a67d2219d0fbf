import ArgumentParser
import BubbleKit
import Foundation

/// `--from`, `--me`, `--chat`, `--date-order`, `--tool-messages`: how an input that is an app's export is
/// read.
struct ImportOptionGroup: ParsableArguments {
  @Option(help: ArgumentHelp(Self.formatHelp, valueName: "format"))
  var from: String = ImportFormat.auto.rawValue

  @Option(help: ArgumentHelp("Whose messages are outgoing: a participant's name or id.", valueName: "name-or-id"))
  var me: String?

  @Option(
    help: ArgumentHelp(
      "The chat of an export of several (a whole Telegram account, a Slack workspace, ChatGPT's or "
        + "Claude's conversations): its name or id (without it, the chats are listed).",
      valueName: "name-or-id"))
  var chat: String?

  @Option(
    help: ArgumentHelp(
      "How a WhatsApp export writes dates (default: told from the whole file).", valueName: "order"))
  var dateOrder: DateOrder?

  @Option(
    help: ArgumentHelp(
      "An AI assistant's (ChatGPT's, Claude's) tool calls, tool results and thinking: skip (the default) or show.",
      valueName: "mode"))
  var toolMessages: ToolMessages?

  func validate() throws {
    if !ImporterRegistry.standard.accepts(from) {
      throw ValidationError(
        "--from must be one of \(ImporterRegistry.standard.choices.joined(separator: ", ")), not \"\(from)\"")
    }
  }

  var format: ImportFormat { ImportFormat(rawValue: from) }

  /// "bubbles (bubbles/1 JSON), telegram (...), whatsapp (...) or auto (told by the content).",
  /// from the registry.
  static var formatHelp: String {
    let importers = ImporterRegistry.standard.importers.map { "\($0.name) (\($0.summary))" }
    return "The input's format: \(importers.joined(separator: ", ")) or auto (told by the content)."
  }

  /// What a request says of how its input is read; valid once `validate()` has passed.
  var settings: ImportSettings {
    ImportSettings(from: format, me: me, chat: chat, dateOrder: dateOrder, toolMessages: toolMessages)
  }

  /// The options for an input, with `timeZone` for times the export writes without one.
  func options(limits: DecodingLimits, timeZone: TimeZone? = nil) -> ImportOptions {
    ImportOptions(
      me: me, chat: chat, timeZone: timeZone, dateOrder: dateOrder, toolMessages: toolMessages ?? .skip,
      limits: limits)
  }
}

extension DateOrder: ExpressibleByArgument {}
extension ToolMessages: ExpressibleByArgument {}
