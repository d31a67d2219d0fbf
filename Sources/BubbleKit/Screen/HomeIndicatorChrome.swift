/// The bar at the bottom of a Face ID iPhone, drawn over whatever is there.
enum HomeIndicatorChrome {
  static func place(screen: Size, scene: SceneBuilder) {
    let style = scene.style.homeIndicator
    guard style.width > 0, style.thickness > 0 else { return }
    let bar = Rect(
      x: (screen.width - style.width) / 2, y: screen.height - 8 - style.thickness, width: style.width,
      height: style.thickness)
    scene.fill(.roundedRect(bar, radius: style.thickness / 2), color: style.color)
  }
}
