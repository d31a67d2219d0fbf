import BubbleCore
import BubbleGraphics

/// The chat growing on the theme's background (or on a clear canvas, for a sticker): rows are
/// added at the bottom until the frame is full, then the list scrolls.
struct PageStoryFrames: StoryFrames {
  let renderer: ConversationRenderer
  let stage: StoryStage
  let options: RenderOptions
  let media: ResolvedMedia
  /// The frame in points.
  let size: Size
  let scale: Double
  let isClear: Bool
  var shapedTextCount: Int { renderer.fonts.shapedTextCount }
  var rowsLaidOut: Int { renderer.rows.laidOutCount }

  /// A frame as wide as the style and as tall as the whole chat, at most `maxHeight` points;
  /// for a sticker, scaled so its longer side is `stickerSide` pixels.
  init(
    renderer: ConversationRenderer, stage: StoryStage, options: RenderOptions, media: ResolvedMedia,
    stickerSide: Int?
  ) {
    self.renderer = renderer
    self.stage = stage
    self.options = options
    self.media = media
    let whole = renderer.layout(stage.conversation, options: options, media: media)
    let maxHeight = Double(options.maxPageHeight) / Double(options.scale)
    if let stickerSide {
      let height = min(whole.height, options.width)
      size = Size(width: options.width, height: max(1, height))
      scale = Double(stickerSide) / options.width
    } else {
      size = Size(width: options.width, height: max(1, min(whole.height, maxHeight)))
      scale = Double(options.scale)
    }
    isClear = stickerSide != nil
  }

  /// `page`'s frame over another renderer of the same theme.
  init(renderer: ConversationRenderer, copying page: PageStoryFrames) {
    self.renderer = renderer
    stage = page.stage
    options = page.options
    media = page.media
    size = page.size
    scale = page.scale
    isClear = page.isClear
  }

  /// Even sides, as 4:2:0 video needs.
  var pixelWidth: Int { Self.even(size.width * scale) }
  var pixelHeight: Int { Self.even(size.height * scale) }

  func scene(at moment: StoryMoment, shift: Double) -> Scene {
    var list = renderer.layout(stage.conversation(at: moment), options: options, media: media)
    if isClear {
      // A sticker is the bubbles alone: no background, no wallpaper.
      list.background = .clear
      list.wallpaper = nil
    }
    let top = listTop(of: list) + shift
    let scene = SceneBuilder(fonts: renderer.fonts, theme: renderer.theme, media: media)
    if !isClear { scene.fill(renderer.theme.canvas.background) }
    let frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    scene.clipped(to: frame, offset: Point(x: 0, y: top)) {
      scene.conversation(list, visible: Rect(x: 0, y: -top, width: size.width, height: size.height))
    }
    return scene.scene
  }

  func listTop(at moment: StoryMoment) -> Double {
    listTop(of: renderer.layout(stage.conversation(at: moment), options: options, media: media))
  }

  /// At the top while the chat fits, else its end at the bottom.
  private func listTop(of list: ConversationLayout) -> Double { min(0, size.height - list.height) }

  private static func even(_ pixels: Double) -> Int { max(2, Int((pixels / 2).rounded()) * 2) }
}
