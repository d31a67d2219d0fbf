/// The status bar: a fixed clock on the left; signal, Wi-Fi and battery on the right, placed
/// where iOS puts them beside the sensor housing.
enum StatusBarChrome {
  static func place(in bar: Rect, scene: SceneBuilder) {
    let style = scene.style.statusBar
    let midY = bar.minY + bar.height * 0.56
    let width = bar.width
    scene.placeCentered(
      scene.text(style.time, size: style.size, color: style.text, bold: true),
      at: Point(x: bar.minX + width * 0.145, y: midY))
    // Right to left: battery, Wi-Fi, signal.
    let battery = Rect(x: bar.maxX - width * 0.065 - 27, y: midY - 13.5, width: 27, height: 27)
    scene.icon(.battery(level: style.batteryLevel), in: battery, color: style.text)
    let wifi = Rect(x: battery.minX - 20, y: midY - 9.5, width: 17, height: 17)
    scene.icon(.wifi, in: wifi, color: style.text)
    let signal = Rect(x: wifi.minX - 22, y: midY - 10, width: 19, height: 19)
    scene.icon(.signal, in: signal, color: style.text)
  }
}
