import BubbleGraphics

/// LINE's and KakaoTalk's footer (`footer.placement: beside`): the time on the canvas beside the
/// bubble's bottom, on the side away from the sender, and above it for my messages the status
/// in words ("Read", KakaoTalk's unread "1"). Both lines lean towards the bubble.
struct BesideFooterLayout: OutsideNodeLayout {
  /// Top to bottom.
  var lines: [ShapedText]
  var size: Size
  var gap: Double
  /// Beside an outgoing bubble the block is on its left: lines end at the bubble.
  var alignsRight: Bool

  var kind: String { "footer_beside" }
  var anchor: OutsideAnchor { .besideBottom(gap: gap) }

  static func make(for presented: PresentedMessage, theme: Theme, measurer: any TextShaping) -> BesideFooterLayout? {
    let footer = theme.footer
    guard footer.placement == .beside, footer.timeInBubble else { return nil }
    let message = presented.message
    let font = FontSpec(families: theme.fonts.families, size: footer.size)
    var lines: [StyledText] = []
    if let words = statusWords(presented, footer: footer), !words.isEmpty {
      lines.append(StyledText(words, font: font, color: footer.statusLineColor))
    }
    // A message that failed was never sent: the apps draw its badge where the time would be.
    let time = message.status == .failed && presented.direction == .outgoing ? nil : presented.timeText
    let timeWords = [message.edited ? footer.editedLabel : nil, time].compactMap { $0 }.filter { !$0.isEmpty }
    if !timeWords.isEmpty {
      lines.append(StyledText(timeWords.joined(separator: " "), font: font, color: footer.besideColor))
    }
    guard !lines.isEmpty else { return nil }
    let shaped = lines.map { measurer.shape($0, maxWidth: nil) }
    let size = Size(
      width: shaped.map(\.size.width).max() ?? 0, height: shaped.reduce(0) { $0 + $1.size.height })
    return BesideFooterLayout(
      lines: shaped, size: size, gap: footer.besideGap, alignsRight: presented.direction == .outgoing)
  }

  /// `status: words`: read, or not yet (a failure has its badge; a message being sent, nothing).
  private static func statusWords(_ presented: PresentedMessage, footer: FooterStyle) -> String? {
    guard footer.status == .words, presented.direction == .outgoing, presented.message.kind != .recalled else {
      return nil
    }
    switch presented.message.status {
    case .read: return footer.readLabel
    case .sent, .delivered: return footer.unreadLabel
    case .sending, .failed, nil: return nil
    }
  }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    var y = frame.minY
    for line in lines {
      let width = line.size.width
      let x = alignsRight ? frame.maxX - width : frame.minX
      context.canvas.draw(line, in: Rect(x: x, y: y, width: width, height: line.size.height))
      y += line.size.height
    }
  }
}
