/// The `location` content kind: its value, fields, summary and node.
public enum LocationKind: RenderableContentKind {
  public static let typeName = "location"

  public static func decode(_ fields: ObjectReader) -> LocationMedia {
    LocationMedia(
      latitude: fields.requiredField("latitude")?.number(in: -90...90) ?? 0,
      longitude: fields.requiredField("longitude")?.number(in: -180...180) ?? 0, title: fields.string("title"),
      address: fields.string("address"), src: fields.field("src")?.mediaSource())
  }

  public static func encode(_ location: LocationMedia, to fields: ObjectWriter) {
    fields.write("latitude", location.latitude)
    fields.write("longitude", location.longitude)
    fields.write("title", location.title)
    fields.write("address", location.address)
    fields.write("src", location.src)
  }

  public static func summary(of location: LocationMedia, strings: PresentationStrings) -> String {
    location.title.flatMap(MediaSummary.nonEmpty) ?? strings.location
  }

  public static func images(of location: LocationMedia) -> [ContentImage] {
    location.src.map { [ContentImage($0)] } ?? []
  }

  public static func node(for location: LocationMedia, in message: PresentedMessage) -> (any ContentNode)? {
    let place = WalletCardPlacement(message: message)
    return LocationNode(
      location: location, hasCaption: message.hasCaption, startsBubble: place.ownsTop, endsBubble: place.ownsBottom)
  }
}

public struct LocationMedia: Sendable, Hashable {
  public var latitude: Double
  public var longitude: Double
  public var title: String?
  public var address: String?
  public var src: MediaSource?
  public init(
    latitude: Double, longitude: Double, title: String? = nil, address: String? = nil,
    src: MediaSource? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.title = title
    self.address = address
    self.src = src
  }
}

extension MessageContent {
  public static func location(_ location: LocationMedia) -> MessageContent {
    MessageContent(LocationKind.self, location)
  }
  public var location: LocationMedia? { content(of: LocationKind.self) }
}
