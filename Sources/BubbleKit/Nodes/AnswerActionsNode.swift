/// The row of buttons under an AI assistant's answer (ChatGPT's copy, thumbs, read aloud and
/// regenerate): icons in the secondary colour, under the last answer of a run.
struct AnswerActionsNode: ContentNode {
  let actions: [AnswerAction]
  var placement: NodePlacement { .inset }

  /// The row under `presented`, or `nil` when it is not the last of a run of answers or the
  /// theme draws no buttons.
  static func make(for presented: PresentedMessage, theme: Theme) -> AnswerActionsNode? {
    let actions = theme.markdown.answerActions
    guard theme.layout.style == .answers, presented.direction == .incoming, !actions.isEmpty,
      !presented.position.hasNeighbourBelow
    else { return nil }
    return AnswerActionsNode(actions: actions)
  }

  func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    // Icons of the text's size, each in a square button one and a half times as wide (the
    // first one's icon on the text's left edge).
    let icon = (context.theme.fonts.textSize * 1.1).rounded()
    let pitch = (icon * 1.75).rounded()
    // As many as fit (at least one); a width that is not finite takes them all, never traps.
    let fitting = maxWidth / max(pitch, 1)
    let count = fitting.isFinite ? min(actions.count, max(1, Int(min(fitting, Double(actions.count))))) : actions.count
    return AnswerActionsLayout(
      actions: Array(actions.prefix(count)), icon: icon, pitch: pitch, color: context.side.secondary,
      size: Size(width: Double(count - 1) * pitch + icon, height: pitch))
  }
}

struct AnswerActionsLayout: NodeLayout {
  var actions: [AnswerAction]
  var icon: Double
  var pitch: Double
  var color: RGBColor
  var size: Size
  var kind: String { "answer_actions" }

  func draw(in rect: Rect, context: DrawContext) {
    for (index, action) in actions.enumerated() {
      let box = Rect(
        x: rect.minX + Double(index) * pitch, y: rect.minY + (pitch - icon) / 2, width: icon, height: icon)
      context.canvas.draw(.answerAction(action), in: box, color: color, weight: 1.9)
    }
  }
}
