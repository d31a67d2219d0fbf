import Foundation
import Testing

@testable import BubbleGraphics
@testable import BubbleKit

/// Numbers a service passes in values it builds itself (an `Inbox`, a page height, a colour),
/// which no decoder has checked: past any documented range, they still never trap.
extension NumberSafetyTests {
  /// The tab bar's badge sums the unread counts of the rows; it shows "99+" however far past 99.
  @Test func unreadCountsPastTheirRangeStillSumToABadge() throws {
    let conversation = try TestSupport.corpusConversation("direct-basics")
    let inbox = Inbox(entries: [
      InboxEntry(conversation: conversation, unread: .max), InboxEntry(conversation: conversation, unread: .max),
      InboxEntry(conversation: conversation, unread: .min),
    ])
    let rendered = try InboxRenderer(theme: try TestSupport.defaultTheme()).render(inbox, media: [:])
    #expect(Self.texts(in: rendered.layout.scene.items).filter { $0 == "99+" }.count == 3, "two rows and the tab")
  }

  @Test func aPageHeightNearIntMaxNeverOverflows() {
    let pages = Paginator.pages(totalHeight: .infinity, rowBounds: [], scale: 1, maxPageHeight: .max - 1)
    #expect(pages == [0..<(.max - 1), (.max - 1)..<Int.max])
  }

  /// Colours reach Pango as 16-bit channels: not-a-number reads as 0 instead of trapping, and an
  /// alpha of 0 stays invisible (Pango reads an alpha of 0 as "unset", which draws opaque).
  @Test func colourChannelsReachPangoSaturated() throws {
    let fonts = try FontSystem()
    func drawn(_ color: RGBColor) throws -> [UInt32] {
      var text = StyledText("Hello", font: FontSpec(families: ["Noto Sans"], size: 20), color: .clear)
      text.runs = [StyledRun(utf8Range: 0..<5, attributes: TextAttributes(color: color, background: color))]
      let canvas = try Canvas(pixelWidth: 80, pixelHeight: 40, scale: 1)
      canvas.fill(.white)
      canvas.draw(fonts.shape(text, maxWidth: nil), in: Rect(x: 0, y: 0, width: 80, height: 40))
      return try ImageDecoder.decode(canvas.pngData(opaque: true)).get().argbPixels()
    }
    #expect(try drawn(.black).contains { $0 != 0xFFFF_FFFF }, "an opaque run draws")
    #expect(try drawn(.clear).allSatisfy { $0 == 0xFFFF_FFFF }, "an invisible run draws nothing")
    let nan = RGBColor(red: .nan, green: .nan, blue: .nan, alpha: .nan)
    _ = try drawn(nan)
    #expect(nan.hexString == "#000000")
  }

  /// Numbers written into messages go through `formatNumber`: a budget of 2^63 seconds or more
  /// (a service's "no limit") is written, not converted with `Int(_:)`.
  @Test func aHugeTimeBudgetIsWrittenWithoutTrapping() {
    #expect(Deadline.seconds(.seconds(Int64.max)) == "9.223372036854776e+18 s")
    #expect(Deadline.seconds(.milliseconds(500)) == "0.5 s" && Deadline.seconds(.seconds(60)) == "60 s")
  }

  /// A drawn map's streets are laid every 32 to 78 pt over the map: a map as tall as a theme
  /// built in code can make it (1e300 pt) gets a bounded number of streets instead of a loop that
  /// never reaches the end (past 2^53, adding a spacing no longer moves it).
  @Test func aMapOfAbsurdSizeDrawsBoundedStreets() throws {
    let canvas = try Canvas(pixelWidth: 100, pixelHeight: 100, scale: 1)
    for frame in [Rect(x: 0, y: 0, width: 300, height: 1e300), Rect(x: -1e300, y: 0, width: 1e300, height: 160)] {
      MapPlaceholderArt.draw(
        in: frame, clippedTo: .rect(frame), latitude: 52.5, longitude: 13.4, style: LocationKind.defaultStyle,
        canvas: canvas)
    }
  }

  /// A size no image can have is refused before its pixel count is multiplied out.
  @Test func anImageOfAbsurdSizeIsRefused() {
    #expect(RasterImage.fromARGB([], width: .max, height: 2) == nil)
    #expect(RasterImage.fromARGB([], width: 40_000, height: 1) == nil)
    #expect(RasterImage.fromARGB([0, 0], width: 2, height: 1) != nil)
  }

  private static func texts(in items: [Scene.Item]) -> [String] {
    items.flatMap { item -> [String] in
      switch item {
      case .text(let text, _): [text.text.string]
      case .clipped(_, _, let inner): texts(in: inner)
      default: []
      }
    }
  }
}
