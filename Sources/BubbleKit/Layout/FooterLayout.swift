import BubbleGraphics

/// Time, "edited", pin mark and delivery status at a bubble's bottom edge.
public struct FooterLayout: Sendable {
  public var text: ShapedText?
  public var textSize: Size
  public var pinned: Bool
  public var status: Message.Status?
  public var iconSize: Double
  public var spacing: Double
  public var colors: Colors
  /// Drawn on a translucent capsule (over media, or beside a bubble-less message).
  public var capsule: RGBColor?
  public var capsulePadding: EdgeInsets
  /// Signal's circled checks instead of ticks, with their checks cut in `background`.
  public var circles = false
  public var background = RGBColor.white

  public struct Colors: Sendable {
    public var text: RGBColor
    public var ticks: RGBColor
    public var ticksRead: RGBColor
    public var failed: RGBColor

    func color(of status: Message.Status) -> RGBColor {
      switch status {
      case .sending, .sent, .delivered: ticks
      case .read: ticksRead
      case .failed: failed
      }
    }
  }

  public var size: Size {
    var width = textSize.width
    if pinned { width += iconSize + spacing }
    if status != nil { width += statusWidth + spacing }
    let height = max(textSize.height, iconSize)
    guard capsule != nil else { return Size(width: width, height: height) }
    return Size(width: width + capsulePadding.horizontal, height: height + capsulePadding.vertical)
  }

  var statusWidth: Double { iconSize * 1.4 }

  /// Builds the footer of a message, or `nil` when there is nothing to show.
  static func make(
    for presented: PresentedMessage, theme: Theme, measurer: any TextShaping, capsule: RGBColor? = nil,
    textColor: RGBColor? = nil, showsTime: Bool = true
  ) -> FooterLayout? {
    // WeChat writes times in centred headers only, and shows no delivery status.
    guard theme.footer.timeInBubble else { return nil }
    // Signal drops the whole footer, ticks too, from a message its burst's last one speaks for.
    if theme.footer.sameMinute == .last && presented.timeText == nil && presented.message.time != nil { return nil }
    let message = presented.message
    let side = theme.side(presented.direction)
    // A failed message shows a badge beside its bubble instead (MessageRowLayout).
    let status =
      presented.direction == .outgoing && theme.footer.status == .ticks && message.status != .failed
        && message.kind != .recalled
      ? message.status : nil
    var words: [String] = []
    // `status: below` writes "edited" under the bubble (StatusLineNode).
    if message.edited && theme.footer.status != .below { words.append(theme.footer.editedLabel) }
    if showsTime, let time = presented.timeText { words.append(time) }
    guard !words.isEmpty || status != nil || message.pinned else { return nil }
    let text = StyledText(
      words.joined(separator: " "), font: FontSpec(families: theme.fonts.families, size: theme.footer.size),
      color: textColor ?? side.secondary)
    let shaped = text.isEmpty ? nil : measurer.shape(text, maxWidth: nil)
    let onCapsule = capsule != nil
    var footer = FooterLayout(
      text: shaped, textSize: shaped?.size ?? .zero, pinned: message.pinned, status: status,
      iconSize: theme.footer.tickSize,
      spacing: theme.footer.itemSpacing,
      colors: Colors(
        text: textColor ?? side.secondary, ticks: onCapsule ? (textColor ?? side.ticks) : side.ticks,
        ticksRead: onCapsule ? (textColor ?? side.ticksRead) : side.ticksRead, failed: side.failed),
      capsule: capsule, capsulePadding: theme.footer.capsulePadding)
    footer.circles = theme.footer.tickStyle == .circles
    // Icons knock their details out in this colour (Signal's filled circles), so it must be
    // opaque: a clear or translucent capsule is taken over the canvas behind it.
    let behind = capsule ?? side.bubble
    footer.background = behind.alpha >= 1 ? behind : behind.composited(over: theme.canvas.background)
    return footer
  }

  public func draw(at origin: Point, canvas: Canvas) {
    let whole = Rect(origin: origin, size: size)
    var x = origin.x
    var top = origin.y
    if let capsule {
      canvas.fill(.roundedRect(whole, radius: whole.height / 2), color: capsule)
      x += capsulePadding.left
      top += capsulePadding.top
    }
    let height = max(textSize.height, iconSize)
    let iconTop = top + (height - iconSize) / 2 + iconSize * 0.06
    if pinned {
      canvas.draw(.pin, in: Rect(x: x, y: iconTop, width: iconSize, height: iconSize), color: colors.text)
      x += iconSize + spacing
    }
    if let text {
      canvas.draw(
        text, in: Rect(x: x, y: top + (height - textSize.height) / 2, width: textSize.width, height: textSize.height))
      x += textSize.width + spacing
    }
    guard let status else { return }
    let box = Rect(x: x, y: iconTop, width: statusWidth, height: iconSize)
    let icon: Icon = circles ? .statusCircles(status) : .status(status)
    canvas.draw(icon, in: box, inks: IconInks(colors.color(of: status), secondary: background))
  }
}
