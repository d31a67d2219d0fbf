import BubbleGraphics

/// The input bar's frames for one state and draft: buttons beside and inside a field that grows
/// with the draft up to `max_lines` lines. Buttons stay level with the field's last line, as in
/// WeChat, Telegram and iMessage.
public struct InputBarLayout: Sendable {
  public var frame: Rect
  public var field: Rect
  /// Where the draft (or placeholder) is drawn, clipped to the field.
  public var textArea: Rect
  public var leftButtons: [(button: InputBarButton, frame: Rect)]
  public var rightButtons: [(button: InputBarButton, frame: Rect)]
  /// Inside the field, at its right end (Telegram's sticker, iMessage's waveform or send).
  public var fieldButtons: [(button: InputBarButton, frame: Rect)]
  /// The draft as drawn (`nil` when the field shows the placeholder or "Hold to Talk").
  public var draft: ShapedText?
  public var draftMetrics: TextMetrics?
  public var lineHeight: Double

  /// Lays out the bar with its top at y = 0.
  static func make(
    state: InputBarState, draft: String, width: Double, theme: Theme, measurer: any TextShaping
  ) -> InputBarLayout {
    let style = theme.screen.inputBar
    let state = state.shown(voice: style.voiceMode)
    let padding = style.padding
    let buttons = state.buttons(
      resting: InputBarButtons(left: style.leftButtons, field: style.fieldButtons, right: style.rightButtons),
      hasDraft: !draft.isEmpty, send: style.sendButton)
    let leftWidth = buttonsWidth(buttons.left.count, size: style.buttonSize, spacing: style.buttonSpacing)
    let rightWidth = buttonsWidth(buttons.right.count, size: style.buttonSize, spacing: style.buttonSpacing)
    let fieldX = padding.left + leftWidth + (leftWidth > 0 ? style.buttonSpacing : 0)
    let fieldWidth = max(40, width - fieldX - padding.right - rightWidth - (rightWidth > 0 ? style.buttonSpacing : 0))
    // Buttons inside the field sit as far from its right end as from a one-line field's top.
    let fieldButtonsWidth = buttonsWidth(
      buttons.field.count, size: style.fieldButtonSize, spacing: fieldButtonSpacing)
    let fieldButtonInset = max(0, (style.fieldMinHeight - style.fieldButtonSize) / 2)
    let textRightInset =
      buttons.field.isEmpty ? style.fieldPadding.right : fieldButtonInset + fieldButtonsWidth + fieldButtonSpacing
    let innerWidth = max(1, fieldWidth - style.fieldPadding.left - textRightInset)

    let font = FontSpec(families: theme.fonts.families, size: style.textSize)
    let lineHeight = measurer.measure(StyledText("Ag", font: font, color: style.text), maxWidth: nil).size.height
    var shownDraft: ShapedText?
    var metrics: TextMetrics?
    var visibleLines = 1
    if !state.showsHoldToTalk, !draft.isEmpty {
      let text = StyledText(Self.shownDraft(draft), font: font, color: style.text)
      let shaped = measurer.shape(text, maxWidth: innerWidth)
      let measured = shaped.metrics
      shownDraft = shaped
      metrics = measured
      visibleLines = min(max(1, measured.lineCount), max(1, style.maxLines))
    }
    let fieldHeight = max(style.fieldMinHeight, Double(visibleLines) * lineHeight + style.fieldPadding.vertical)
    let field = Rect(x: fieldX, y: padding.top, width: fieldWidth, height: fieldHeight)
    // Buttons line up with a one-line field at the bottom of a grown one.
    let lastLineMidY = field.maxY - style.fieldMinHeight / 2
    func place(
      _ buttons: [InputBarButton], from x: Double, size: Double, spacing: Double
    ) -> [(button: InputBarButton, frame: Rect)] {
      buttons.enumerated().map { index, button in
        let left = x + Double(index) * (size + spacing)
        return (button, Rect(x: left, y: lastLineMidY - size / 2, width: size, height: size))
      }
    }
    let textArea = Rect(
      x: field.minX + style.fieldPadding.left, y: field.minY + style.fieldPadding.top, width: innerWidth,
      height: max(0, field.height - style.fieldPadding.vertical))
    return InputBarLayout(
      frame: Rect(x: 0, y: 0, width: width, height: field.maxY + padding.bottom), field: field, textArea: textArea,
      leftButtons: place(buttons.left, from: padding.left, size: style.buttonSize, spacing: style.buttonSpacing),
      rightButtons: place(
        buttons.right, from: width - padding.right - rightWidth, size: style.buttonSize, spacing: style.buttonSpacing),
      fieldButtons: place(
        buttons.field, from: field.maxX - fieldButtonInset - fieldButtonsWidth, size: style.fieldButtonSize,
        spacing: fieldButtonSpacing), draft: shownDraft,
      draftMetrics: metrics, lineHeight: lineHeight)
  }

  /// Characters of a draft laid out. The field shows a draft's end, scrolled to the caret, and a
  /// chat app takes no longer message (Telegram: 4,096 characters): a longer draft is laid out
  /// from an ellipsis and its last 4,096 characters, so its length costs nothing.
  public static let maxDraftCharacters = 4096

  /// The end of `draft` the field lays out: all of it, or an ellipsis and its last characters.
  static func shownDraft(_ draft: String) -> String {
    // Fewer bytes than the limit are fewer characters.
    guard draft.utf8.count > maxDraftCharacters else { return draft }
    var start = draft.endIndex
    var count = 0
    while count < maxDraftCharacters, start > draft.startIndex {
      start = draft.index(before: start)
      count += 1
    }
    return start == draft.startIndex ? draft : "\u{2026}" + draft[start...]
  }

  /// Between buttons inside the field, and between them and the text.
  private static let fieldButtonSpacing = 6.0

  private static func buttonsWidth(_ count: Int, size: Double, spacing: Double) -> Double {
    count == 0 ? 0 : Double(count) * size + Double(count - 1) * spacing
  }

  /// The same layout moved down by `dy`.
  func offsetBy(dy: Double) -> InputBarLayout {
    var moved = self
    moved.frame = frame.offsetBy(dx: 0, dy: dy)
    moved.field = field.offsetBy(dx: 0, dy: dy)
    moved.textArea = textArea.offsetBy(dx: 0, dy: dy)
    moved.leftButtons = leftButtons.map { ($0.button, $0.frame.offsetBy(dx: 0, dy: dy)) }
    moved.rightButtons = rightButtons.map { ($0.button, $0.frame.offsetBy(dx: 0, dy: dy)) }
    moved.fieldButtons = fieldButtons.map { ($0.button, $0.frame.offsetBy(dx: 0, dy: dy)) }
    return moved
  }
}
