import BubbleGraphics
import Foundation

/// What an app draws beside an outgoing bubble rather than in its footer: the red badge of a
/// message that failed to send, and, in apps without ticks (WeChat, NIM: `footer.status: none`),
/// the spinner of one still being sent, where the badge goes. With ticks the footer's clock says
/// "sending" instead.
struct SideBadge: Sendable {
  enum Kind: String, Sendable {
    case failed = "failed_badge"
    case sending = "sending_spinner"

    init?(_ presented: PresentedMessage, status: StatusStyle) {
      guard presented.direction == .outgoing else { return nil }
      switch presented.message.status {
      case .failed: self = .failed
      case .sending where status == .none: self = .sending
      default: return nil
      }
    }
  }

  var kind: Kind
  var frame: Rect
  var color: RGBColor

  func draw(top: Double, canvas: Canvas) {
    let box = frame.offsetBy(dx: 0, dy: top)
    switch kind {
    case .failed: canvas.draw(.failedBadge, in: box, color: color)
    case .sending: drawSpinner(in: box, canvas: canvas)
    }
  }

  /// iOS's activity indicator, still: eight spokes, fading round the dial.
  private func drawSpinner(in box: Rect, canvas: Canvas) {
    let radius = min(box.width, box.height) / 2
    let spokes = 8
    for index in 0..<spokes {
      let angle = Double(index) * 2 * .pi / Double(spokes) - .pi / 2
      let (sine, cosine) = (sin(angle), cos(angle))
      var spoke = Path()
      spoke.move(to: Point(x: box.midX + cosine * radius * 0.45, y: box.midY + sine * radius * 0.45))
      spoke.line(to: Point(x: box.midX + cosine * radius * 0.92, y: box.midY + sine * radius * 0.92))
      let fade = 1 - Double(index) / Double(spokes) * 0.75
      canvas.stroke(spoke, color: color.withAlpha(color.alpha * fade), lineWidth: radius * 0.2)
    }
  }
}
