import Foundation
import PackagePlugin

/// Compiles a target's theme files (`*.json`) into it as Swift string literals, so a binary that
/// uses the built-in themes needs no resource bundle beside it at run time. The build runs the
/// tool again whenever a theme file changes: there is no generated file to keep up to date.
@main
struct EmbedThemes: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let themes = target.sourceFiles(withSuffix: ".json").map(\.url).sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedThemes.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(themes.count) theme files in \(target.name)",
        executable: try context.tool(named: "EmbedThemesTool").url,
        arguments: [output.path] + themes.map(\.path),
        inputFiles: themes,
        outputFiles: [output]
      )
    ]
  }
}
