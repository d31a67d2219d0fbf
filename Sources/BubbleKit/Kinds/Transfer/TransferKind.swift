/// The `transfer` content kind: its value, fields, summary and node.
public enum TransferKind: RenderableContentKind {
  public static let typeName = "transfer"
  /// `kinds.transfer`: the WeChat card frame it shares with red packets (`WalletCardStyle`).
  public static let defaultStyle = WalletCardStyle()

  public static func decode(_ fields: ObjectReader) -> TransferMedia {
    TransferMedia(
      amount: fields.requiredString("amount", nonEmpty: true) ?? "", note: fields.string("note"),
      accepted: fields.bool("accepted") ?? false)
  }

  public static func encode(_ transfer: TransferMedia, to fields: ObjectWriter) {
    fields.write("amount", transfer.amount)
    fields.write("note", transfer.note)
    fields.flag("accepted", transfer.accepted)
  }

  public static func summary(of transfer: TransferMedia, strings: PresentationStrings) -> String {
    MediaSummary.joined(strings.transfer, transfer.amount)
  }

  public static func node(for transfer: TransferMedia, in message: PresentedMessage) -> (any ContentNode)? {
    TransferNode(transfer: transfer, placement: WalletCardPlacement(message: message))
  }
}

public struct TransferMedia: Sendable, Hashable {
  public var amount: String
  public var note: String?
  public var accepted: Bool
  public init(amount: String, note: String? = nil, accepted: Bool = false) {
    self.amount = amount
    self.note = note
    self.accepted = accepted
  }
}

extension MessageContent {
  public static func transfer(_ transfer: TransferMedia) -> MessageContent {
    MessageContent(TransferKind.self, transfer)
  }
  public var transfer: TransferMedia? { content(of: TransferKind.self) }
}
