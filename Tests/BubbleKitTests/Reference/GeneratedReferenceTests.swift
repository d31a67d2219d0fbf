import BubbleKit
import BubbleReference
import Foundation
import OrderCardExample
import Testing

/// The references are generated from the Swift types (`.ci/generate-references`): the committed
/// files are what the code writes, and every example and theme file is valid by the schemas.
@Suite struct GeneratedReferenceTests {
  static let kinds = ContentNodeRegistry.standard.contentKinds
  static let root = TestSupport.packageRoot

  static func committed(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func theCommittedReferencesAreAsGenerated() throws {
    let regenerate = "run .ci/generate-references and commit"
    #expect(try ThemeReference.markdown(kinds: Self.kinds) == Self.committed("Themes/README.md"), "\(regenerate)")
    #expect(try ThemeSchema.json(kinds: Self.kinds).text == Self.committed("Themes/theme.schema.json"), "\(regenerate)")
    let conversation = try ConversationSchema.json(kinds: Self.kinds).text
    #expect(conversation == (try Self.committed("docs/conversation.schema.json")), "\(regenerate)")
  }

  // MARK: Conversations

  /// Every conversation the repository ships as an example, and each built-in kind's example.
  static func exampleConversations() throws -> [(name: String, text: String)] {
    let folders = ["Examples/corpus", "Examples/inbox"]
    var files: [(String, String)] = []
    for folder in folders {
      let url = root.appendingPathComponent(folder)
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".json") {
        let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
        // An inbox file lists conversations; it is not one.
        if text.contains("\"messages\"") { files.append(("\(folder)/\(name)", text)) }
      }
    }
    for kind in ContentNodeRegistry.builtInKinds {
      guard let example = kind.example else { continue }
      files.append(("\(kind.typeName) example", KindConformanceTests.conversation(media: example.media)))
    }
    return files
  }

  @Test func everyExampleConversationIsValidByTheGeneratedSchema() throws {
    let validator = try SchemaValidator(ConversationSchema.json(kinds: Self.kinds).text)
    let files = try Self.exampleConversations()
    #expect(files.count >= 4 + ContentNodeRegistry.builtInKinds.count, "the corpus and each kind's example")
    for file in files {
      let problems = validator.problems(in: try JSONParser.parse(file.text))
      #expect(problems.isEmpty, "\(file.name): \(problems)")
    }
  }

  @Test(arguments: [
    ("a message without its id", #"{ "participants": [], "messages": [{ "text": "hi" }] }"#, "missing id"),
    ("a voice note without its duration", Self.message(#""media": { "type": "voice" }"#), "missing duration"),
    ("an unknown media type", Self.message(#""media": { "type": "hologram" }"#), "media.type"),
    (
      "a width that is a string", Self.message(#""media": { "type": "image", "src": "a.png", "width": "wide" }"#),
      "width"
    ),
    (
      "a waveform level above 31", Self.message(#""media": { "type": "voice", "duration": 1, "waveform": [40] }"#),
      "waveform[0]"
    ),
    ("messages that are not a list", #"{ "participants": [], "messages": {} }"#, "messages"),
  ])
  func anInvalidConversationIsRejected(_ what: String, _ json: String, _ expected: String) throws {
    let validator = try SchemaValidator(ConversationSchema.json(kinds: Self.kinds).text)
    let problems = validator.problems(in: try JSONParser.parse(json))
    #expect(problems.contains { $0.contains(expected) }, "\(what): \(problems)")
  }

  static func message(_ fields: String) -> String {
    #"{ "participants": [{ "id": "a", "name": "A" }], "messages": [{ "id": "1", "from": "a", "time": 0, "# + fields
      + " }] }"
  }

  @Test func aUsersKindAddsItsFieldsToTheSchema() throws {
    var registry = ContentNodeRegistry.standard
    registry.register(OrderCardKind.self)
    let schema = try ConversationSchema.json(kinds: registry.contentKinds)
    #expect(schema["$defs"]?["media_order_card"] != nil)
    let validator = try SchemaValidator(schema.text)
    let order = Self.message(#""media": { "type": "order_card", "order_id": "A-1" }"#)
    #expect(validator.problems(in: try JSONParser.parse(order)).isEmpty)
    let standard = try SchemaValidator(ConversationSchema.json(kinds: Self.kinds).text)
    #expect(!standard.problems(in: try JSONParser.parse(order)).isEmpty, "order_card is not a built-in kind")
  }

  // MARK: Themes

  @Test func everyBuiltInThemeFileIsValidByTheGeneratedSchema() throws {
    let validator = try SchemaValidator(ThemeSchema.json(kinds: Self.kinds).text)
    for name in ThemeLoader.builtInNames() {
      let text = try Self.committed("Themes/\(name).json")
      let problems = validator.problems(in: try JSONParser.parse(text))
      #expect(problems.isEmpty, "\(name).json: \(problems)")
    }
    let typo = validator.problems(in: try JSONParser.parse(#"{ "bubble": { "radios": 3, "tail": "wave" } }"#))
    #expect(typo.count == 2, "an unknown key and an unknown tail are both errors: \(typo)")
  }
}
