/// A WeChat red packet: the bubble orange, a red envelope with a gold seal,
/// the greeting in white, "WeChat Red Packet" on the white band. An opened
/// packet fades and says so.
public struct RedPacketNode: ContentNode {
  public let packet: RedPacketMedia
  public let cardPlacement: WalletCardPlacement
  public var placement: NodePlacement { .inset }

  public init(packet: RedPacketMedia, placement: WalletCardPlacement) {
    self.packet = packet
    self.cardPlacement = placement
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: RedPacketKind.self)
    let labels = context.theme.cards.labels
    let textMax = WalletCardLayout.textWidth(
      iconWidth: style.envelopeWidth, maxWidth: maxWidth, style: style, context: context)
    let greeting = packet.greeting.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 } ?? labels.redPacketGreeting
    var lines = [
      CardText(
        context.text(
          greeting.replacingOccurrences(of: "\n", with: " "), size: style.greetingSize, color: style.text,
          truncation: .end(maxLines: 1)),
        maxWidth: textMax, measurer: context.measurer)
    ]
    if packet.opened {
      lines.append(
        CardText(
          context.text(
            labels.redPacketOpened, size: style.detailSize, color: style.text, truncation: .end(maxLines: 1)),
          maxWidth: textMax, measurer: context.measurer))
    }
    return WalletCardLayout(
      kind: "red_packet", icon: .envelope, iconSize: Size(width: style.envelopeWidth, height: style.envelopeHeight),
      lines: lines, label: labels.redPacket, pale: packet.opened, placement: cardPlacement, maxWidth: maxWidth,
      style: style, context: context)
  }
}
