/// A location: a map reaching the bubble's edges (the `src` image, or a drawn
/// map) with a pin in the middle, then the place's title and address. One
/// node has one placement, so this full-bleed node pads its own text part.
/// `kinds.location.style: "card"` draws WeChat's card instead (`LocationCardLayout`), an inset node.
public struct LocationNode: ContentNode {
  public let location: LocationMedia
  public let hasCaption: Bool
  /// Nothing comes before (after) it in its bubble: a card's map without text reaches the
  /// bubble's top, and its map reaches the bubble's bottom.
  public let startsBubble: Bool
  public let endsBubble: Bool
  public var placement: NodePlacement { .fullBleed }

  public init(location: LocationMedia, hasCaption: Bool, startsBubble: Bool = true, endsBubble: Bool = true) {
    self.location = location
    self.hasCaption = hasCaption
    self.startsBubble = startsBubble
    self.endsBubble = endsBubble
  }

  public func placement(in context: NodeContext) -> NodePlacement? {
    context.style(for: LocationKind.self).style == .card ? .inset : placement
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: LocationKind.self)
    if style.style == .card {
      return LocationCardLayout.make(
        location: location, bleedsTop: startsBubble, endsBubble: endsBubble, maxWidth: maxWidth, style: style,
        in: context)
    }
    let (picture, _) = MediaPicture.load(location.src, owner: "message \(context.messageID)", in: context)
    let width = min(maxWidth, style.mapWidth).rounded(.down)
    let mapHeight = (style.mapHeight * width / max(1, style.mapWidth)).rounded()

    let textWidth = max(1, width - style.textInsets.horizontal)
    var lines: [(text: ShapedText, height: Double)] = []
    func add(_ string: String?, size: Double, bold: Bool, color: RGBColor, maxLines: Int) {
      guard let string, !string.allSatisfy(\.isWhitespace) else { return }
      let text = context.text(
        string, size: size, bold: bold, color: color, truncation: .end(maxLines: max(1, maxLines)))
      let shaped = context.measurer.shape(text, maxWidth: textWidth)
      lines.append((shaped, shaped.size.height))
    }
    add(location.title, size: style.titleSize, bold: true, color: context.side.text, maxLines: style.titleMaxLines)
    add(
      location.address, size: style.addressSize, bold: false, color: context.side.secondary,
      maxLines: style.addressMaxLines)
    var height = mapHeight
    if !lines.isEmpty {
      height +=
        style.textInsets.vertical + lines.map(\.height).reduce(0, +) + style.textSpacing * Double(lines.count - 1)
    }
    return LocationLayout(
      size: Size(width: width, height: height), mapHeight: mapHeight, map: picture, latitude: location.latitude,
      longitude: location.longitude, lines: lines.map { LocationLayout.Line(text: $0.text, height: $0.height) },
      style: style, footerOverlay: lines.isEmpty && !hasCaption)
  }
}

struct LocationLayout: NodeLayout {
  struct Line: Sendable {
    var text: ShapedText
    var height: Double
  }

  var size: Size
  var mapHeight: Double
  var map: MediaPicture
  var latitude: Double
  var longitude: Double
  var lines: [Line]
  var style: LocationKind.Style
  var footerOverlay: Bool
  var kind: String { "location" }

  func draw(in rect: Rect, context: DrawContext) {
    let frame = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: mapHeight)
    // With text below, the map's bottom corners are inside the bubble: square.
    var radii = context.corners
    if !lines.isEmpty {
      radii.bottomLeft = 0
      radii.bottomRight = 0
    }
    let clip = Path.roundedRect(frame, radii: radii)
    if map.isLoaded {
      map.draw(in: frame, clippedTo: clip, context: context)
    } else {
      MapPlaceholderArt.draw(
        in: frame, clippedTo: clip, latitude: latitude, longitude: longitude, style: style, canvas: context.canvas)
    }
    let pinHeight = min(style.pinSize, frame.height * 0.5)
    // The pin's tip marks the place: the middle of the map.
    MapPlaceholderArt.drawPin(
      tip: Point(x: frame.midX, y: frame.midY), height: pinHeight, color: style.pin,
      canvas: context.canvas)

    var y = frame.maxY + style.textInsets.top
    let textWidth = max(1, size.width - style.textInsets.horizontal)
    for line in lines {
      context.canvas.draw(
        line.text, in: Rect(x: rect.minX + style.textInsets.left, y: y, width: textWidth, height: line.height))
      y += line.height + style.textSpacing
    }
  }
}
