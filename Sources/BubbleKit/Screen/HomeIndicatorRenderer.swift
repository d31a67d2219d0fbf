/// The bar at the bottom of a Face ID iPhone, drawn over whatever is there.
enum HomeIndicatorRenderer {
  static func draw(screen: Size, context: ScreenDrawContext) {
    let style = context.style.homeIndicator
    guard style.width > 0, style.thickness > 0 else { return }
    let bar = Rect(
      x: (screen.width - style.width) / 2, y: screen.height - 8 - style.thickness, width: style.width,
      height: style.thickness)
    context.canvas.fill(.roundedRect(bar, radius: style.thickness / 2), color: style.color)
  }
}
