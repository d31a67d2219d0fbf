/// A message's content of some kind (a photo, a poll, an order card): the decoded value with the
/// kind it belongs to. Typed access goes through the kind, so a typo is a compile error:
/// `message.media?.content(of: ImageKind.self)`.
public struct MessageContent: Sendable, Hashable {
  public let kind: any ContentKind.Type
  private let value: any Sendable & Hashable

  public init<Kind: ContentKind>(_ kind: Kind.Type, _ content: Kind.Content) {
    self.kind = kind
    self.value = content
  }

  /// The `type` of the format: also the key of the kind's content node.
  public var typeName: String { kind.typeName }
  public var traits: ContentTraits { kind.traits }

  /// The value when the content is of `kind`, else `nil`.
  public func content<Kind: ContentKind>(of kind: Kind.Type) -> Kind.Content? {
    guard self.kind == kind else { return nil }
    return value as? Kind.Content
  }

  public func summary(strings: PresentationStrings) -> String {
    func summarize<Kind: ContentKind>(_ kind: Kind.Type) -> String {
      (value as? Kind.Content).map { Kind.summary(of: $0, strings: strings) } ?? kind.typeName
    }
    return summarize(kind)
  }

  /// The images the content draws (`ContentKind.images(of:)`).
  public var images: [ContentImage] {
    func collect<Kind: ContentKind>(_ kind: Kind.Type) -> [ContentImage] {
      (value as? Kind.Content).map(Kind.images(of:)) ?? []
    }
    return collect(kind)
  }

  /// Writes the content's fields, without `type` (`ContentKind.encode(_:to:)`).
  public func encode(to fields: ObjectWriter) {
    func write<Kind: ContentKind>(_ kind: Kind.Type) {
      if let content = value as? Kind.Content { Kind.encode(content, to: fields) }
    }
    write(kind)
  }

  public static func == (lhs: MessageContent, rhs: MessageContent) -> Bool {
    lhs.kind == rhs.kind && AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(kind))
    hasher.combine(AnyHashable(value))
  }
}
