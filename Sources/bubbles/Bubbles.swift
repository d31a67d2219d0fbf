import ArgumentParser
import BubbleKit

struct Bubbles: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bubbles",
    abstract: "Render chat conversations (JSON) to PNG images of chat bubbles.",
    discussion: """
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
        0   success (for diff: the images are equal)
        1   a runtime failure: the output cannot be written, rendering failed;
            for diff: the images differ
        64  a usage error: an unknown option or command, a missing or malformed
            argument, a value out of range, an unknown theme name, an image format
            that cannot be written, an image to a terminal
        65  an invalid conversation, inbox or theme file, or an input past one of
            its budgets (--max-input-bytes, --max-pages, ...: see each command's
            "Budgets" options)
        66  an input or theme file that cannot be read
        75  the run took longer than --timeout (default 60 seconds)
        render --output-dir with several files: 0 when every file is written,
        else the status the first failing file (in the order given) would have
        had alone

      Errors go to stderr as "bubbles: error: MESSAGE"; so do warnings (media that
      cannot be drawn), which -q silences.
      """,
    version: BubbleKitVersion.current,
    subcommands: [
      RenderCommand.self, ValidateCommand.self, ThemesCommand.self, SchemaCommand.self, ContactSheetCommand.self,
      DiffCommand.self,
      InboxCommand.self, ServeCommand.self,
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
