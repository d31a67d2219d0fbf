extension LocationKind {
  /// `kinds.location`: a map (image or drawn placeholder) with a pin, then title and address.
  public struct Style: ContentStyle {
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
  }

  public static let defaultStyle = Style()
}
