/// A location as WeChat draws it, in both directions: a card of the style's `fill`, the title and
/// address at the top (in the bubble's text insets), then the map reaching the card's sides and,
/// when nothing follows it, its bottom, with the bubble's rounding there (and its top, when
/// there is no text and nothing comes before it). An inset node, so the
/// map reaches out over the bubble's insets. The card takes the incoming side's colours.
struct LocationCardLayout: NodeLayout {
  var size: Size
  var fill: RGBColor
  var lines: [(text: CardText, y: Double)]
  /// Relative to the node's top-left; wider than the node by the bubble's side insets.
  var mapFrame: Rect
  var mapRadii: CornerRadii
  var map: MediaPicture
  var latitude: Double
  var longitude: Double
  var style: LocationKind.Style
  /// The map reaches the bubble's bottom: a footer goes on a capsule over it.
  var footerOverlay: Bool
  var kind: String { "location" }
  var bubbleFill: RGBColor? { fill }

  static func make(
    location: LocationMedia, bleedsTop: Bool, endsBubble: Bool, maxWidth: Double, style: LocationKind.Style,
    in context: NodeContext
  ) -> LocationCardLayout {
    let bubble = context.theme.bubble
    let insets = bubble.textInsets
    let (picture, _) = MediaPicture.load(location.src, owner: "message \(context.messageID)", in: context)
    let mapWidth = min(maxWidth + insets.horizontal, style.mapWidth).rounded(.down)
    let mapHeight = (style.mapHeight * mapWidth / max(1, style.mapWidth)).rounded()
    let width = max(1, mapWidth - insets.horizontal)
    let colors = context.theme.incoming
    var lines: [(text: CardText, y: Double)] = []
    var y = 0.0
    func add(_ string: String?, size: Double, color: RGBColor, maxLines: Int) {
      guard let string, !string.allSatisfy(\.isWhitespace) else { return }
      let text = CardText(
        context.text(string, size: size, color: color, truncation: .end(maxLines: max(1, maxLines))),
        maxWidth: width, measurer: context.measurer)
      lines.append((text, y))
      y += text.height + style.textSpacing
    }
    add(location.title, size: style.titleSize, color: colors.text, maxLines: style.titleMaxLines)
    add(location.address, size: style.addressSize, color: colors.secondary, maxLines: style.addressMaxLines)
    let mapAtTop = lines.isEmpty && bleedsTop
    let mapTop = lines.isEmpty ? (mapAtTop ? -insets.top : 0) : y - style.textSpacing + style.mapSpacing
    let bottomBleed = endsBubble ? insets.bottom : 0
    let top = mapAtTop ? bubble.radius : 0
    let bottom = endsBubble ? bubble.radius : 0
    return LocationCardLayout(
      size: Size(width: width, height: max(0, mapTop + mapHeight - bottomBleed)), fill: style.fill, lines: lines,
      mapFrame: Rect(x: -insets.left, y: mapTop, width: mapWidth, height: mapHeight),
      mapRadii: CornerRadii(topLeft: top, topRight: top, bottomLeft: bottom, bottomRight: bottom), map: picture,
      latitude: location.latitude, longitude: location.longitude, style: style, footerOverlay: endsBubble)
  }

  func draw(in rect: Rect, context: DrawContext) {
    for line in lines {
      line.text.draw(at: Point(x: rect.minX, y: rect.minY + line.y), canvas: context.canvas)
    }
    // The bubble may be wider than the card (a long sender name): the map spans it.
    var frame = mapFrame.offsetBy(dx: rect.minX, dy: rect.minY)
    frame.size.width += rect.width - size.width
    let clip = Path.roundedRect(frame, radii: mapRadii)
    if map.isLoaded {
      map.draw(in: frame, clippedTo: clip, context: context)
    } else {
      MapPlaceholderArt.draw(
        in: frame, clippedTo: clip, latitude: latitude, longitude: longitude, style: style, canvas: context.canvas)
    }
    MapPlaceholderArt.drawPin(
      tip: Point(x: frame.midX, y: frame.midY), height: min(style.pinSize, frame.height * 0.5), color: style.pin,
      canvas: context.canvas)
  }
}
