import BubbleCore

/// docs/conversation.schema.json: the format's schema (`ConversationDecoder.schemaWithoutKinds`)
/// with each registered content kind's `media` object (`ContentKind.fieldsSchema`), chosen by
/// `type`.
public enum ConversationSchema {
  public static func json(kinds: ContentKinds) throws -> OrderedJSON {
    var schema = try parse(ConversationDecoder.schemaWithoutKinds, source: "ConversationDecoder.schemaWithoutKinds")
    guard var definitions = schema["$defs"], let media = definitions["media"] else {
      throw ReferenceError("ConversationDecoder.schemaWithoutKinds has no $defs.media")
    }
    var branches: [OrderedJSON] = []
    for kind in kinds.all {
      let name = "media_\(kind.typeName)"
      let fields = try parse(kind.fieldsSchema, source: "\(kind).fieldsSchema")
      let type: OrderedJSON.Member = .init(key: "type", value: .object(["const": .string(kind.typeName)]))
      var properties: [OrderedJSON.Member] = [type]
      if case .object(let own) = fields["properties"] { properties += own }
      definitions = definitions.setting(name, to: fields.setting("properties", to: .object(properties)))
      branches.append(.object(["$ref": .string("#/$defs/\(name)")]))
    }
    let typeNames = OrderedJSON.array(kinds.typeNames.map(OrderedJSON.string))
    let typeProperty = (media["properties"]?["type"] ?? .object([:])).setting("enum", to: typeNames)
    let properties = (media["properties"] ?? .object([:])).setting("type", to: typeProperty)
    let chosen = media.setting("properties", to: properties).setting("oneOf", to: .array(branches))
    definitions = definitions.setting("media", to: chosen)
    schema = schema.setting("$defs", to: definitions)
    return schema
  }

  private static func parse(_ text: String, source: String) throws -> OrderedJSON {
    do {
      return OrderedJSON(try JSONParser.parse(text))
    } catch {
      throw ReferenceError("\(source): \(error)")
    }
  }
}
