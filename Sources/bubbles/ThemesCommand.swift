import ArgumentParser
import BubbleKit
import BubbleReference

struct ThemesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "themes",
    abstract: "List the built-in themes, or print the theme reference or schema.",
    discussion: HelpText.unwrapped(
      """
      Use a theme with --theme NAME, or write your own file that "extends" one
      (see Themes/README.md) and pass --theme path/to/theme.json.
      --reference prints Themes/README.md and --schema Themes/theme.schema.json, both
      generated from the Swift types (.ci/generate-references writes them).
      """))

  @Flag(help: "Print the theme reference (Themes/README.md).")
  var reference = false

  @Flag(help: "Print the JSON Schema of theme files (Themes/theme.schema.json).")
  var schema = false

  func validate() throws {
    if reference && schema { throw ValidationError("--reference and --schema print different files: give one") }
  }

  func run() throws {
    let kinds = ContentNodeRegistry.standard.contentKinds
    if reference { return print(try ThemeReference.markdown(kinds: kinds), terminator: "") }
    if schema { return print(try ThemeSchema.json(kinds: kinds).text, terminator: "") }
    let names = ThemeLoader.builtInNames()
    let width = names.map(\.count).max() ?? 0
    for name in names {
      let description = (try? ThemeLoader.load(name).description) ?? "(does not load)"
      Diagnostics.printLine(name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + description)
    }
  }
}
