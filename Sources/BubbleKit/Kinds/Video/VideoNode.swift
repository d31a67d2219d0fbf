/// A video: its poster (or a dark box) filling the bubble's width, a round
/// play button in the middle and the duration at the top-left. Telegram caps
/// its height at 250 when landscape and 360 when portrait.
public struct VideoNode: ContentNode {
  public let video: VideoMedia
  public let hasCaption: Bool
  public var placement: NodePlacement { .fullBleed }

  public init(video: VideoMedia, hasCaption: Bool) {
    self.video = video
    self.hasCaption = hasCaption
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.style(for: VideoKind.self)
    // Videos keep to the photos' box, but for their own height caps.
    let photo = context.style(for: ImageKind.self)
    // A missing poster is a dark frame, not a grey photo placeholder: the play button says what it is.
    let (picture, pixelSize) = MediaPicture.load(
      video.poster, owner: "message \(context.messageID)", in: context,
      placeholderBackground: style.placeholderBackground, showsIcon: false)
    let ratio = MediaSizing.aspectRatio(
      pixelSize: pixelSize, width: video.width, height: video.height, fallback: 16.0 / 9)
    let maxHeight = ratio >= 1 ? style.maxHeightLandscape : style.maxHeightPortrait
    let size = MediaSizing.fitted(
      ratio: ratio, maxWidth: min(maxWidth, photo.maxWidth), maxHeight: maxHeight,
      minWidth: photo.minWidth, minHeight: photo.minHeight)
    return VideoLayout(
      size: size, poster: picture, badge: DurationBadgeLayout.make(duration: video.duration, context: context),
      playButton: context.theme.media.playButton, footerOverlay: !hasCaption)
  }
}

struct VideoLayout: NodeLayout {
  var size: Size
  var poster: MediaPicture
  var badge: DurationBadgeLayout?
  var playButton: MediaStyle.PlayButton
  var footerOverlay: Bool
  var kind: String { "video" }

  func draw(in rect: Rect, context: DrawContext) {
    let frame = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: size.height)
    poster.draw(in: frame, clippedTo: .roundedRect(frame, radii: context.corners), context: context)
    let buttonSize = min(playButton.size, min(frame.width, frame.height) * 0.6)
    let button = PlayButtonArt.draw(
      centeredAt: Point(x: frame.midX, y: frame.midY), size: buttonSize, style: playButton, canvas: context.canvas)
    badge?.draw(inside: frame, avoiding: button, canvas: context.canvas)
  }
}
