extension DecodingContext {
  /// Content of the kind named `type` from fields an importer made (WhatsApp's and Signal's
  /// attachments), checked by the kind and located at `location`; `nil` when no such kind is
  /// registered.
  func content(_ type: String, fields: [String: JSONValue], at location: JSONLocation) -> MessageContent? {
    guard let kind = kinds.kind(named: type) else { return nil }
    let members = fields.sorted { $0.key < $1.key }.map {
      JSONMember(key: $0.key, keyLocation: location, value: JSONNode($0.value.placed(at: location), at: location))
    }
    let reader = ObjectReader(path: "", location: location, members: members, context: self)
    let content = kinds.decode(kind, fields: reader)
    reader.finish()
    return content
  }
}
