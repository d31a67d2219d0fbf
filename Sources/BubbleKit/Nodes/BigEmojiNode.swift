/// 1 to 3 emoji drawn large without a bubble (Telegram's big-emoji rule).
public struct BigEmojiNode: ContentNode {
  public let emoji: String
  public var placement: NodePlacement { .unbubbled }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let trimmed = emoji.filter { !$0.isWhitespace }
    let sizes = context.theme.fonts.bigEmojiSizes
    let index = min(max(trimmed.count, 1), sizes.count) - 1
    let size = sizes.isEmpty ? context.theme.fonts.textSize * 4 : sizes[index]
    // A picture, not a line of text: its box is the emoji's.
    var text = context.text(trimmed, size: size)
    text.lineHeight = .glyphs
    let shaped = context.measurer.shape(text, maxWidth: maxWidth)
    return TextLineLayout(kind: "big_emoji", text: shaped, size: shaped.size)
  }
}
