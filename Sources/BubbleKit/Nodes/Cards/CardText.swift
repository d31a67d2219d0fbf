/// A measured piece of card text. It is drawn at its measured width: laying
/// the same text out again at that width gives the same lines and the same
/// ellipsis, and a narrower box keeps right-to-left text inside the card.
struct CardText: Sendable {
  var text: StyledText
  var size: Size

  init(_ text: StyledText, maxWidth: Double?, measurer: any TextMeasuring) {
    self.text = text
    self.size = measurer.measure(text, maxWidth: maxWidth.map { max(1, $0) }).size
  }

  var width: Double { size.width }
  var height: Double { size.height }

  func draw(at origin: Point, canvas: Canvas) {
    guard !text.isEmpty else { return }
    canvas.draw(text, in: Rect(origin: origin, size: size))
  }
}
