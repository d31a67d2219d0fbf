import BubbleCore
import BubbleGraphics

/// Lays out and draws a story's moments in one framing: a phone screen or a growing page.
/// Rows already laid out come from the renderer's row cache and texts from its font system's,
/// so a moment costs only what changed in it.
protocol StoryFrames {
  /// Every frame's size in pixels.
  var pixelWidth: Int { get }
  var pixelHeight: Int { get }
  /// The moment laid out, its newest row `shift` points below its place (sliding in).
  func scene(at moment: StoryMoment, shift: Double) -> Scene
  /// Where the list's first row is at `moment`: how far its rows move as a row slides in.
  func listTop(at moment: StoryMoment) -> Double
  /// Pixels per point.
  var scale: Double { get }
  /// Frames keep their alpha (a sticker's clear canvas).
  var isClear: Bool { get }
  var stage: StoryStage { get }
  /// Texts the renderer's font system has shaped so far, and rows its cache has laid out.
  var shapedTextCount: Int { get }
  var rowsLaidOut: Int { get }
}

extension StoryFrames {
  /// The moment drawn: its entering row slid in as far as the entrance has gone.
  func image(at moment: StoryMoment, clock: inout StoryClock) throws(RenderError) -> RasterImage {
    var shift = 0.0
    if let entrance = moment.entrance, let before = stage.beforeEntrance(of: moment) {
      shift = (1 - entrance.progress) * (listTop(at: before) - listTop(at: moment))
    }
    let scene = scene(at: moment, shift: shift)
    clock.layout += clock.lap()
    let image = try RenderError.graphics { () throws(GraphicsError) in
      let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
      scene.draw(on: canvas)
      return try canvas.spendOnImage()
    }
    clock.draw += clock.lap()
    return image
  }
}

/// A phone screen: status and navigation bars, the list, the input bar typing one's own
/// messages with the keyboard rising under it.
struct ScreenStoryFrames: StoryFrames {
  let renderer: ScreenRenderer
  let stage: StoryStage
  let screen: ScreenOptions
  let options: RenderOptions
  let media: ResolvedMedia

  var pixelWidth: Int { SingleImage.pixelSize(of: screen.size, scale: options.scale).width }
  var pixelHeight: Int { SingleImage.pixelSize(of: screen.size, scale: options.scale).height }
  var scale: Double { Double(options.scale) }
  var isClear: Bool { false }
  var shapedTextCount: Int { renderer.fonts.shapedTextCount }
  var rowsLaidOut: Int { renderer.conversations.rows.laidOutCount }

  func scene(at moment: StoryMoment, shift: Double) -> Scene {
    layout(at: moment, shift: shift).scene
  }

  func listTop(at moment: StoryMoment) -> Double { layout(at: moment, shift: 0).listContentTop }

  private func layout(at moment: StoryMoment, shift: Double) -> ScreenLayout {
    let shown = screenOptions(at: moment)
    return renderer.layout(
      renderer.present(stage.conversation(at: moment), screen: shown, options: options), screen: shown,
      options: options, media: media, listShift: shift)
  }

  /// The keyboard as far up as the moment says, the draft in the field.
  private func screenOptions(at moment: StoryMoment) -> ScreenOptions {
    var shown = screen
    shown.draft = moment.draft
    if moment.keyboard > 0 {
      let full = screen.inputState.keyboardHeight ?? renderer.theme.screen.keyboard.height
      shown.inputState = InputBarState(.text, keyboardHeight: (full * moment.keyboard).rounded())
    }
    return shown
  }
}

/// Each moment drawn by new renderers made for it (`StoryRenderer.drawsFromScratch`): what a
/// story costs when nothing is reused, for docs/performance.md.
struct FromScratchFrames: StoryFrames {
  let frames: any StoryFrames
  let fresh: () -> StoryRenderer

  init(_ frames: any StoryFrames, fresh: @escaping () -> StoryRenderer) {
    self.frames = frames
    self.fresh = fresh
  }

  var pixelWidth: Int { frames.pixelWidth }
  var pixelHeight: Int { frames.pixelHeight }
  var scale: Double { frames.scale }
  var isClear: Bool { frames.isClear }
  var stage: StoryStage { frames.stage }
  var shapedTextCount: Int { 0 }
  var rowsLaidOut: Int { 0 }

  func scene(at moment: StoryMoment, shift: Double) -> Scene { remade().scene(at: moment, shift: shift) }
  func listTop(at moment: StoryMoment) -> Double { remade().listTop(at: moment) }

  /// The same framing over new renderers.
  private func remade() -> any StoryFrames {
    let renderer = fresh()
    switch frames {
    case let screen as ScreenStoryFrames:
      return ScreenStoryFrames(
        renderer: renderer.screens, stage: screen.stage, screen: screen.screen, options: screen.options,
        media: screen.media)
    case let page as PageStoryFrames:
      return PageStoryFrames(renderer: renderer.pages, copying: page)
    default:
      return frames
    }
  }
}
