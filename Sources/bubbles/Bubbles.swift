import ArgumentParser
import BubbleKit

struct Bubbles: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bubbles",
    abstract: "Render chat conversations (JSON) to PNG images of chat bubbles.",
    discussion: HelpText.unwrapped(
      """
      Examples:
        bubbles render Examples/corpus/direct-basics.json -o chat.png
        bubbles render chat.json -o chat.png --theme default --width 390 --scale 3
        bubbles render a.json b.json c.json --output-dir images
        cat chat.json | bubbles render - -o - > chat.png
        bubbles validate chat.json
        bubbles themes
        bubbles contact-sheet chat.json -o sheet.png
        bubbles diff expected.png actual.png -o diff.png
        bubbles serve --port 8080

      Exit status:
      \(ExitStatus.helpText)
        render --output-dir with several files: 0 when every file is written,
        else the status the first failing file (in the order given) would have
        had alone

      Errors go to stderr as "bubbles: error: MESSAGE"; so do warnings (media that
      cannot be drawn), which -q silences.
      """),
    version: BubbleKitVersion.current,
    subcommands: [
      RenderCommand.self, ValidateCommand.self, ThemesCommand.self, SchemaCommand.self, ContactSheetCommand.self,
      DiffCommand.self,
      InboxCommand.self, QuoteCommand.self, AnimateCommand.self, ServeCommand.self, ManualCommand.self,
    ]
  )

  static var commandNames: [String] { configuration.subcommands.compactMap { $0.configuration.commandName } }

  /// `bubbles` alone: a command is missing, which is a usage error rather than a request for help.
  func run() throws {
    throw CommandFailure.usage(
      "missing command; commands: \(Self.commandNames.joined(separator: ", "))",
      notes: ["Usage: bubbles <subcommand>", "  See 'bubbles --help' for more information."])
  }
}
