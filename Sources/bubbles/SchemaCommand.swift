import ArgumentParser
import BubbleKit
import BubbleReference
import BubbleService

/// `bubbles schema conversation`: the JSON Schema of conversation files, generated from the
/// decoder's and the built-in content kinds' schemas (docs/conversation.schema.json); `theme`,
/// theme files'; `openapi`, the service's contract as YAML (docs/openapi.yaml).
struct SchemaCommand: ParsableCommand {
  enum Document: String, ExpressibleByArgument, CaseIterable {
    case conversation
    case theme
    case openapi
  }

  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of conversation files or theme files, or the service's OpenAPI document.",
    discussion: HelpText.unwrapped(
      """
      conversation: docs/conversation.schema.json; theme: Themes/theme.schema.json (as
      `bubbles themes --schema`); openapi: docs/openapi.yaml (`bubbles serve` answers it as
      /openapi.json). .ci/generate-references writes all three.
      """))

  @Argument(help: "conversation, theme or openapi.")
  var document: Document

  func run() throws {
    let kinds = ContentNodeRegistry.standard.contentKinds
    switch document {
    case .conversation: print(try ConversationSchema.json(kinds: kinds).text, terminator: "")
    case .theme: print(try ThemeSchema.json(kinds: kinds).text, terminator: "")
    case .openapi: print(try OpenAPIDocument.json(kinds: kinds).yaml, terminator: "")
    }
  }
}
