import Testing

@testable import BubbleKit

/// `avatar.gradient_tops`: an initials avatar is a vertical gradient from the top colour paired
/// with its palette colour down to that colour (Telegram, iMessage).
@Suite struct AvatarGradientTests {
  @Test func eachPaletteColourGetsTheTopAtItsPosition() throws {
    let style = try ThemeLoader.load("telegram").avatar
    #expect(style.gradientTops.count == style.palette.count)
    for (index, color) in style.palette.enumerated() {
      #expect(AvatarLayout.gradientTop(of: color, style: style) == style.gradientTops[index])
    }
    var short = style
    short.gradientTops = Array(style.gradientTops.prefix(2))
    #expect(AvatarLayout.gradientTop(of: style.palette[2], style: short) == nil)
    #expect(AvatarLayout.gradientTop(of: RGBColor(hex: "#123456")!, style: style) == nil)
  }

  /// The fill runs from the top colour at the top edge to the bottom colour at the bottom edge.
  @Test func theGradientRunsDownTheShape() throws {
    let canvas = try Canvas(pixelWidth: 10, pixelHeight: 100, scale: 1)
    let (top, bottom) = (RGBColor(hex: "#FF885E")!, RGBColor(hex: "#FF516A")!)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 10, height: 100)), from: top, atY: 0, to: bottom, atY: 100)
    let pixels = try canvas.argbPixels()
    func green(_ row: Int) -> Int { Int((pixels[row * 10 + 5] >> 8) & 0xFF) }
    #expect(abs(green(0) - 0x88) <= 2 && abs(green(99) - 0x51) <= 2)
    #expect(green(0) > green(50) && green(50) > green(99))
  }
}
