import BubbleKit
import BubbleReference

/// The service's contract as OpenAPI 3.1 (docs/openapi.yaml, served at `/openapi.json`), built
/// from the Swift types: the parameters of `ServiceParameter.all`, the problem types of
/// `Problem.all`, the formats of `OutputFormat.allCases` and the conversation schema generated
/// from the decoder and the registered content kinds (`ConversationSchema`).
public enum OpenAPIDocument {
  public static func json(kinds: ContentKinds = ContentNodeRegistry.standard.contentKinds) throws -> OrderedJSON {
    .object([
      "openapi": "3.1.0",
      "info": .object([
        "title": "bubbles serve",
        "version": .string(BubbleKitVersion.current),
        "description": .string(
          "Chat conversations (bubbles/1 JSON, or an app's export) rendered to images: pages, thumbnails and "
            + "phone screens. Errors are RFC 9457 problem+json; their `type` is described at `/problems/{name}`."),
      ]),
      "paths": OpenAPIPaths.all,
      "components": try components(kinds: kinds),
    ])
  }

  /// The document as served: built once (the schema takes a few milliseconds), without spaces.
  static let served: [UInt8] = {
    // The standard kinds always make a schema (the CLI's `schema` command and CI check it).
    let text = (try? json())?.text ?? "{}"
    return Array(text.utf8)
  }()

  /// The conversation schema's `$defs` become schemas of their own beside it, their references
  /// rewritten, so every reference resolves from the document's root.
  private static func components(kinds: ContentKinds) throws -> OrderedJSON {
    let conversation = try ConversationSchema.json(kinds: kinds)
    var schemas: [OrderedJSON.Member] = []
    if case .object(let members) = conversation {
      let own = members.filter { $0.key != "$defs" && $0.key != "$schema" && $0.key != "$id" }
      schemas.append(.init(key: "Conversation", value: rewritingReferences(.object(own))))
    }
    if case .object(let definitions)? = conversation["$defs"] {
      schemas += definitions.map { .init(key: $0.key, value: rewritingReferences($0.value)) }
    }
    schemas += OpenAPISchemas.service + OpenAPIQuotePaths.schemas
    return .object([
      "schemas": .object(schemas),
      "responses": OpenAPISchemas.problemResponses,
    ])
  }

  private static func rewritingReferences(_ value: OrderedJSON) -> OrderedJSON {
    switch value {
    case .object(let members):
      return .object(
        members.map { member in
          if member.key == "$ref", case .string(let target) = member.value, target.hasPrefix("#/$defs/") {
            return .init(key: "$ref", value: .string("#/components/schemas/" + target.dropFirst("#/$defs/".count)))
          }
          return .init(key: member.key, value: rewritingReferences(member.value))
        })
    case .array(let elements):
      return .array(elements.map(rewritingReferences))
    default:
      return value
    }
  }
}
