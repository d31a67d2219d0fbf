import ArgumentParser
import BubbleKit
import BubbleReference

/// `bubbles schema conversation`: the JSON Schema of conversation files, generated from the
/// decoder's and the built-in content kinds' schemas (docs/conversation.schema.json).
struct SchemaCommand: ParsableCommand {
  enum Document: String, ExpressibleByArgument, CaseIterable {
    case conversation
    case theme
  }

  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema of conversation files or theme files.",
    discussion: """
      conversation: docs/conversation.schema.json; theme: Themes/theme.schema.json (as
      `bubbles themes --schema`). .ci/generate-references writes both.
      """)

  @Argument(help: "conversation or theme.")
  var document: Document

  func run() throws {
    let kinds = ContentNodeRegistry.standard.contentKinds
    switch document {
    case .conversation: print(try ConversationSchema.json(kinds: kinds).text, terminator: "")
    case .theme: print(try ThemeSchema.json(kinds: kinds).text, terminator: "")
    }
  }
}
