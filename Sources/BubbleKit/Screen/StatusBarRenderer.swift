/// The status bar: a fixed clock on the left; signal, Wi-Fi and battery on the right, placed
/// where iOS puts them beside the sensor housing.
enum StatusBarRenderer {
  static func draw(in bar: Rect, context: ScreenDrawContext) {
    let style = context.style.statusBar
    let midY = bar.minY + bar.height * 0.56
    let width = bar.width
    context.drawCentered(
      context.text(style.time, size: style.size, color: style.text, bold: true),
      at: Point(x: bar.minX + width * 0.145, y: midY))
    // Right to left: battery, Wi-Fi, signal.
    let battery = Rect(x: bar.maxX - width * 0.065 - 27, y: midY - 13.5, width: 27, height: 27)
    ScreenGlyphs.draw(.battery(level: style.batteryLevel), in: battery, color: style.text, canvas: context.canvas)
    let wifi = Rect(x: battery.minX - 20, y: midY - 9.5, width: 17, height: 17)
    ScreenGlyphs.draw(.wifi, in: wifi, color: style.text, canvas: context.canvas)
    let signal = Rect(x: wifi.minX - 22, y: midY - 10, width: 19, height: 19)
    ScreenGlyphs.draw(.signal, in: signal, color: style.text, canvas: context.canvas)
  }
}
