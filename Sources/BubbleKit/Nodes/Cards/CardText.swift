import BubbleGraphics

/// A shaped piece of card text, drawn as shaped in a box of its measured width (a narrower
/// box keeps right-to-left text inside the card).
struct CardText: Sendable {
  var text: ShapedText
  var size: Size { text.size }

  init(_ text: StyledText, maxWidth: Double?, measurer: any TextShaping) {
    self.text = measurer.shape(text, maxWidth: maxWidth.map { max(1, $0) })
  }

  var width: Double { size.width }
  var height: Double { size.height }

  func draw(at origin: Point, canvas: Canvas) {
    guard !text.isEmpty else { return }
    canvas.draw(text, in: Rect(origin: origin, size: size))
  }
}
