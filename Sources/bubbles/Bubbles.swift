import ArgumentParser

struct Bubbles: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bubbles",
    abstract: "Render chat conversations (JSON) to PNG images of chat bubbles.",
    discussion: """
      Examples:
        bubbles render Examples/corpus/direct-basics.json -o chat.png
        bubbles render chat.json -o chat.png --theme default --width 390 --scale 3
        cat chat.json | bubbles render - -o - > chat.png
        bubbles validate chat.json
        bubbles themes
        bubbles contact-sheet chat.json -o sheet.png
        bubbles diff expected.png actual.png -o diff.png

      Exit status: 0 success, 65 invalid conversation, 66 unreadable input,
      1 anything else (for diff: the images differ). Warnings (media that cannot
      be drawn) go to stderr.
      """,
    subcommands: [
      RenderCommand.self, ValidateCommand.self, ThemesCommand.self, ContactSheetCommand.self, DiffCommand.self,
      InboxCommand.self,
    ]
  )
}

/// Exit statuses (sysexits.h names).
enum ExitStatus {
  static let invalidInput = ExitCode(65)  // EX_DATAERR
  static let unreadableInput = ExitCode(66)  // EX_NOINPUT
  static let failure = ExitCode(1)
}
