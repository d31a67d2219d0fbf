/// A WeChat transfer: the bubble orange, a round icon with two arrows, the
/// amount large in white, the note (or "Transfer") under it, "WeChat Transfer"
/// on the white band. An accepted transfer fades, shows a check and says
/// "Accepted" where the note was, as WeChat does.
public struct TransferNode: ContentNode {
  public let transfer: TransferMedia
  public let cardPlacement: WalletCardPlacement
  public var placement: NodePlacement { .inset }

  public init(transfer: TransferMedia, placement: WalletCardPlacement) {
    self.transfer = transfer
    self.cardPlacement = placement
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: TransferKind.self)
    let labels = context.theme.cards.labels
    let textMax = WalletCardLayout.textWidth(
      iconWidth: style.transferIconSize, maxWidth: maxWidth, style: style, context: context)
    let note = transfer.note.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 } ?? labels.transferNote
    let lines = [
      CardText(
        context.text(transfer.amount, size: style.amountSize, color: style.text, truncation: .end(maxLines: 1)),
        maxWidth: textMax, measurer: context.measurer),
      CardText(
        context.text(
          transfer.accepted ? labels.transferAccepted : note.replacingOccurrences(of: "\n", with: " "),
          size: style.detailSize, color: style.text, truncation: .end(maxLines: 1)),
        maxWidth: textMax, measurer: context.measurer),
    ]
    let icon = Size(width: style.transferIconSize, height: style.transferIconSize)
    return WalletCardLayout(
      kind: "transfer", icon: .transfer(accepted: transfer.accepted), iconSize: icon, lines: lines,
      label: labels.transfer, pale: transfer.accepted, placement: cardPlacement, maxWidth: maxWidth, style: style,
      context: context)
  }
}
