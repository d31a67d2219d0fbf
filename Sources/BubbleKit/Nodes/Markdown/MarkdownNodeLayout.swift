import BubbleGraphics

/// Markdown text laid out: every block's pieces at their place in the node, measured once.
/// Drawing only reads them. Boxes and lines that span the text (code backgrounds, rules) stretch
/// to the width the node is drawn at, as code blocks do in a bubble.
struct MarkdownNodeLayout: NodeLayout {
  enum Piece: Sendable {
    case text(ShapedText, at: Point)
    /// Running text with its inline math.
    case paragraph(ShapedParagraph, at: Point)
    /// Display math, its baseline's left end at the point.
    case math(MathLayout, baseline: Point, color: RGBColor)
    /// `stretches`: from its x to the drawn width's right edge.
    case box(Rect, color: RGBColor, radius: Double, stretches: Bool)
    case checkbox(Rect, checked: Bool, color: RGBColor)
    case table(MarkdownTableLayout, at: Point)
    /// Code run on past its block, cut at the block's box (`clip`), which stretches as boxes do.
    case clippedText(ShapedText, at: Point, clip: Rect)
    /// A code block's action ("Copy") after a copy icon `icon` points tall, `inset` from the
    /// right of its box, which ends at `boxRight` or stretches to the drawn width's edge.
    case action(ShapedText, icon: Double, y: Double, boxRight: Double, inset: Double)
  }

  var pieces: [Piece]
  var size: Size
  var trailingLineWidth: Double?
  /// Where a page may cut the text, ascending: between its top-level blocks and table rows.
  var cuts: [Double]
  var kind: String { "markdown" }

  func draw(in rect: Rect, context: DrawContext) {
    let canvas = context.canvas
    let visible = canvas.visibleBounds
    for piece in pieces {
      switch piece {
      case .text(let text, let point):
        let box = Rect(x: rect.minX + point.x, y: rect.minY + point.y, width: text.size.width, height: text.size.height)
        let ink = text.drawnBounds.offsetBy(dx: box.minX, dy: box.minY)
        guard box.intersects(visible) || ink.intersects(visible) else { continue }
        canvas.draw(text, in: box)
      case .paragraph(let paragraph, let point):
        let text = paragraph.text
        let box = Rect(x: rect.minX + point.x, y: rect.minY + point.y, width: text.size.width, height: text.size.height)
        let ink = text.drawnBounds.offsetBy(dx: box.minX, dy: box.minY)
        guard box.intersects(visible) || ink.intersects(visible) else { continue }
        paragraph.draw(in: box, on: canvas)
      case .math(let formula, let baseline, let color):
        let origin = Point(x: rect.minX + baseline.x, y: rect.minY + baseline.y)
        let frame = Rect(
          x: origin.x, y: origin.y - formula.ascent, width: formula.width, height: formula.ascent + formula.descent)
        guard frame.intersects(visible) else { continue }
        formula.draw(on: canvas, baselineOrigin: origin, color: color)
      case .box(let frame, let color, let radius, let stretches):
        var shape = frame.offsetBy(dx: rect.minX, dy: rect.minY)
        if stretches { shape.size.width = max(frame.width, rect.maxX - shape.minX) }
        guard shape.intersects(visible) else { continue }
        canvas.fill(radius > 0 ? .roundedRect(shape, radius: radius) : .rect(shape), color: color)
      case .checkbox(let frame, let checked, let color):
        drawCheckbox(frame.offsetBy(dx: rect.minX, dy: rect.minY), checked: checked, color: color, on: canvas)
      case .action(let text, let icon, let y, let boxRight, let inset):
        let end = max(rect.minX + boxRight, rect.maxX) - inset
        let box = Rect(x: end - text.size.width, y: rect.minY + y, width: text.size.width, height: text.size.height)
        guard box.intersects(visible) else { continue }
        canvas.draw(
          .answerAction(.copy), in: Rect(x: box.minX - icon * 1.2, y: box.midY - icon / 2, width: icon, height: icon),
          color: text.text.color, weight: 1.9)
        canvas.draw(text, in: box)
      case .clippedText(let text, let point, let clip):
        var shape = clip.offsetBy(dx: rect.minX, dy: rect.minY)
        shape.size.width = max(clip.width, rect.maxX - shape.minX)
        guard shape.intersects(visible) else { continue }
        let box = Rect(x: rect.minX + point.x, y: rect.minY + point.y, width: text.size.width, height: text.size.height)
        canvas.withState {
          canvas.clip(to: .rect(shape))
          canvas.draw(text, in: box)
        }
      case .table(let table, let point):
        let origin = Point(x: rect.minX + point.x, y: rect.minY + point.y)
        guard Rect(origin: origin, size: table.size).intersects(visible) else { continue }
        table.draw(at: origin, on: canvas)
      }
    }
  }

  private func drawCheckbox(_ frame: Rect, checked: Bool, color: RGBColor, on canvas: Canvas) {
    let radius = frame.width * 0.22
    if checked {
      canvas.fill(.roundedRect(frame, radius: radius), color: color)
      var tick = Path()
      tick.move(to: Point(x: frame.minX + frame.width * 0.25, y: frame.minY + frame.height * 0.52))
      tick.line(to: Point(x: frame.minX + frame.width * 0.43, y: frame.minY + frame.height * 0.7))
      tick.line(to: Point(x: frame.minX + frame.width * 0.76, y: frame.minY + frame.height * 0.32))
      // Dark on a light box (a dark theme's), white on a dark one.
      canvas.stroke(
        tick, color: color.lightness > 0.6 ? RGBColor(rgb: 0x202020) : .white, lineWidth: max(1, frame.width * 0.13))
    } else {
      canvas.stroke(
        .roundedRect(frame.insetBy(EdgeInsets(top: 0.5, left: 0.5, bottom: 0.5, right: 0.5)), radius: radius),
        color: color, lineWidth: max(1, frame.width * 0.08))
    }
  }
}

extension RGBColor {
  /// How light the colour looks, 0 to 1 (Rec. 709 weights of its channels): what decides the
  /// palette on a code block and the tick on a ticked box.
  var lightness: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }
}
