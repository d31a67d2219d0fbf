import BubbleKit
import Foundation
import Testing

/// Telegram's date and notice pills: white on 748391 at 45% over the light canvas was #A9B7C3,
/// 2.0:1; Telegram draws black at 30% over a plain wallpaper, 2.7:1. The default theme (4A647A
/// at 40%, 2.2:1) and NIM (black at 20% for NIMKit's grey time image, 2.0:1) now draw black at 30% and 35%.
@Suite struct ServicePillContrastTests {
  /// WCAG relative luminance of an opaque colour.
  static func luminance(_ color: RGBColor) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// `color` drawn over the opaque `background`.
  static func composite(_ color: RGBColor, over background: RGBColor) -> RGBColor {
    func mix(_ top: Double, _ bottom: Double) -> Double { top * color.alpha + bottom * (1 - color.alpha) }
    return RGBColor(
      red: mix(color.red, background.red), green: mix(color.green, background.green),
      blue: mix(color.blue, background.blue))
  }

  static func contrast(_ style: PillStyle, on canvas: RGBColor) -> Double {
    let fill = composite(style.background, over: canvas)
    let text = composite(style.text, over: fill)
    let (light, dark) = (max(luminance(fill), luminance(text)), min(luminance(fill), luminance(text)))
    return (light + 0.05) / (dark + 0.05)
  }

  /// Every theme that draws white text on a pill (WeChat and iMessage draw grey text on the bare
  /// wallpaper, as the apps do; WhatsApp dark text on a white pill).
  @Test(arguments: ["default", "nim", "telegram", "telegram-dark"])
  func pillsAreReadable(theme name: String) throws {
    let theme = try ThemeLoader.load(name)
    for style in [theme.dateSeparator, theme.notice] {
      #expect(Self.contrast(style, on: theme.canvas.background) >= 2.7, "\(name)")
    }
  }

  static let pills = """
    { "kind": "group", "me": "me", "participants": [{ "id": "me" }, { "id": "bob", "name": "Bob Martin" }],
      "messages": [
      { "id": "1", "type": "system", "time": "2026-11-19T10:00:00Z", "text": "Bob Martin created the group" },
      { "id": "2", "from": "bob", "time": "2026-11-19T10:01:00Z", "text": "Hi all" },
      { "id": "3", "type": "system", "time": "2026-11-20T09:00:00Z", "text": "Bob Martin pinned a message" }
    ] }
    """

  @Test func telegramPills() throws {
    try Snapshot.assertRender(
      of: try TestSupport.conversation(Self.pills), named: "service-pills-telegram",
      theme: try ThemeLoader.load("telegram"), options: TestSupport.patientOptions(scale: 2))
  }
}
