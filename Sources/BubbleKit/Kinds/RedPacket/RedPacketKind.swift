/// The `red_packet` content kind: its value, fields, summary and node.
public enum RedPacketKind: RenderableContentKind {
  public static let typeName = "red_packet"
  /// `kinds.red_packet`: the WeChat card frame it shares with transfers (`WalletCardStyle`).
  public static let defaultStyle = WalletCardStyle()

  public static func decode(_ fields: ObjectReader) -> RedPacketMedia {
    RedPacketMedia(greeting: fields.string("greeting"), opened: fields.bool("opened") ?? false)
  }

  public static func encode(_ packet: RedPacketMedia, to fields: ObjectWriter) {
    fields.write("greeting", packet.greeting)
    fields.flag("opened", packet.opened)
  }

  public static func summary(of packet: RedPacketMedia, strings: PresentationStrings) -> String {
    packet.greeting.flatMap(MediaSummary.nonEmpty).map { "\(strings.redPacket), \($0)" } ?? strings.redPacket
  }

  public static func node(for packet: RedPacketMedia, in message: PresentedMessage) -> (any ContentNode)? {
    // WeChat's cards repaint their bubble, so they need to know its shape and their place in it.
    RedPacketNode(packet: packet, placement: WalletCardPlacement(message: message))
  }
}

public struct RedPacketMedia: Sendable, Hashable {
  public var greeting: String?
  public var opened: Bool
  public init(greeting: String? = nil, opened: Bool = false) {
    self.greeting = greeting
    self.opened = opened
  }
}

extension MessageContent {
  public static func redPacket(_ redPacket: RedPacketMedia) -> MessageContent {
    MessageContent(RedPacketKind.self, redPacket)
  }
  public var redPacket: RedPacketMedia? { content(of: RedPacketKind.self) }
}
