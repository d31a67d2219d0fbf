/// The `contact` content kind: its value, fields, summary and node.
public enum ContactKind: RenderableContentKind {
  public static let typeName = "contact"

  public static func decode(_ fields: ObjectReader) -> ContactMedia {
    ContactMedia(
      name: fields.requiredString("name") ?? "", phone: fields.string("phone"),
      avatar: fields.field("avatar")?.mediaSource())
  }

  public static func encode(_ contact: ContactMedia, to fields: ObjectWriter) {
    fields.write("name", contact.name)
    fields.write("phone", contact.phone)
    fields.write("avatar", contact.avatar)
  }

  public static func summary(of contact: ContactMedia, strings: PresentationStrings) -> String {
    MediaSummary.nonEmpty(contact.name) ?? strings.contact
  }

  public static func images(of contact: ContactMedia) -> [ContentImage] {
    contact.avatar.map { [ContentImage($0, role: "contact avatar")] } ?? []
  }

  public static func node(for contact: ContactMedia, in message: PresentedMessage) -> (any ContentNode)? {
    ContactNode(contact: contact)
  }
}

public struct ContactMedia: Sendable, Hashable {
  public var name: String
  public var phone: String?
  public var avatar: MediaSource?
  public init(name: String, phone: String? = nil, avatar: MediaSource? = nil) {
    self.name = name
    self.phone = phone
    self.avatar = avatar
  }
}

extension MessageContent {
  public static func contact(_ contact: ContactMedia) -> MessageContent { MessageContent(ContactKind.self, contact) }
  public var contact: ContactMedia? { content(of: ContactKind.self) }
}
