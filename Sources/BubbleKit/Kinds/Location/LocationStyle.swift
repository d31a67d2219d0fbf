extension LocationKind {
  /// `kinds.location`: a map (image or drawn placeholder) with a pin, then title and address.
  public struct Style: ContentStyle {
    /// `map`: the map reaching the bubble's edges, the title and address under it (Telegram).
    /// `card`: a card of `fill` in both directions, the title and address at the top in the
    /// bubble's text insets and the map under them, reaching the card's sides and bottom (WeChat).
    public var style = Look.map
    public var mapWidth = 300.0
    public var mapHeight = 160.0
    /// The drawn placeholder map.
    public var land = RGBColor(rgb: 0xF1EEE7)
    public var block = RGBColor(rgb: 0xE4DFD5)
    public var park = RGBColor(rgb: 0xCFE8C4)
    public var water = RGBColor(rgb: 0xA9D3F0)
    public var street = RGBColor(rgb: 0xFFFFFF)
    public var mainStreet = RGBColor(rgb: 0xFCE29A)
    public var streetWidth = 5.0
    public var pin = RGBColor(rgb: 0xE53935)
    public var pinSize = 30.0
    public var titleSize = 15.0
    public var addressSize = 14.0
    public var titleMaxLines = 2
    public var addressMaxLines = 2
    /// Around the title and address, inside the media insets (text insets minus media insets).
    public var textInsets = EdgeInsets(top: 5, left: 9, bottom: 1, right: 9)
    public var textSpacing = 1.0
    /// `card`: its fill (its text takes the incoming side's colours), and the room between the
    /// address and the map.
    public var fill = RGBColor(rgb: 0xFFFFFF)
    public var mapSpacing = 8.0
  }

  /// How a location is drawn (`kinds.location.style`).
  public enum Look: String, Codable, Sendable, Hashable, CaseIterable {
    case map, card
  }

  public static let defaultStyle = Style()
}

extension LocationKind.Style {
  public static let referenceTitle = "Locations (`location`)"
  public static let keyReference: [ThemeKeyReference] = [
    .key("map_width", "Width of the map (an image, or the drawn placeholder map)."),
    .key("map_height", "Height of the map."),
    .key("land", "Drawn placeholder map: ground."),
    .key("block", "Drawn placeholder map: city blocks."),
    .key("park", "Drawn placeholder map: parks."),
    .key("water", "Drawn placeholder map: water."),
    .key("street", "Drawn placeholder map: streets."),
    .key("main_street", "Drawn placeholder map: the main road."),
    .key("street_width", "Drawn placeholder map: street width."),
    .key("pin", "The pin."),
    .key("pin_size", "Height of the pin."),
    .key("title_size", "Place name under the map (bold)."),
    .key("address_size", "Address under it (secondary colour)."),
    .key("title_max_lines", "Title lines before an ellipsis."),
    .key("address_max_lines", "Address lines before an ellipsis."),
    .key("text_insets", "Around the title and address, inside the media insets."),
    .key("text_spacing", "Between title and address."),
    .key(
      "style",
      "`map`: the map reaching the bubble's edges, the title and address under it (Telegram). `card`: a card of `fill` in both directions, the title and address at the top in the bubble's text insets (in the incoming side's `text` and `secondary` colours) and the map under them, reaching the bubble's sides and, when nothing follows it, its bottom (WeChat)."
    ),
    .key("fill", "`card`: the bubble's fill, in both directions."),
    .key("map_spacing", "`card`: between the address and the map."),
  ]
}
