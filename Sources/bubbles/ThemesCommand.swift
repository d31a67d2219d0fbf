import ArgumentParser
import BubbleKit

struct ThemesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "themes",
    abstract: "List the built-in themes.",
    discussion: """
      Use a theme with --theme NAME, or write your own file that "extends" one
      (see Themes/README.md) and pass --theme path/to/theme.json.
      """)

  func run() throws {
    let names = ThemeLoader.builtInNames()
    let width = names.map(\.count).max() ?? 0
    for name in names {
      let description = (try? ThemeLoader.load(name).description) ?? "(does not load)"
      Diagnostics.printLine(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + description)
    }
  }
}
