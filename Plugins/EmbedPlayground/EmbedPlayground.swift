import Foundation
import PackagePlugin

/// Compiles the playground page of `bubbles serve` into its target as Swift string literals: the
/// target's `.html`, `.js` and `.css` files, and the sample conversations it offers, read from
/// `Examples/corpus` (a copied binary has no resource bundle, nor the package's examples, beside
/// it). The build runs the tool again whenever one of them changes.
@main
struct EmbedPlayground: BuildToolPlugin {
  /// The samples, in the order the page lists them: conversations whose pictures, when they have
  /// any, are read from under the server's `--media-root` (`Examples/corpus` loads them all).
  static let samples = ["direct-basics.json", "group-rich-text.json", "scripts-and-emoji.json"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let assets = target.sourceFiles.map(\.url).filter { ["html", "js", "css"].contains($0.pathExtension) }
    let corpus = context.package.directoryURL.appendingPathComponent("Examples/corpus")
    let files =
      assets.sorted { $0.path < $1.path } + Self.samples.map { corpus.appendingPathComponent($0) }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("PlaygroundAssets.swift")
    return [
      .buildCommand(
        displayName: "Embedding the playground's \(files.count) files in \(target.name)",
        executable: try context.tool(named: "EmbedThemesTool").url,
        arguments: ["--enum", "PlaygroundAssets", output.path] + files.map(\.path),
        inputFiles: files,
        outputFiles: [output]
      )
    ]
  }
}
