/// A media item drawn as a labelled box of its declared aspect ratio. Used for
/// media kinds without a renderer of their own, and for sources that cannot
/// be drawn.
public struct MediaPlaceholderNode: ContentNode {
  public let label: String
  /// Width over height; `nil` uses the theme's default.
  public let aspectRatio: Double?
  public var placement: NodePlacement { .inset }

  public init(label: String, aspectRatio: Double?) {
    self.label = label
    self.aspectRatio = aspectRatio
  }

  public init(media: Media, strings: PresentationStrings = .english) {
    self.init(label: MediaSummary.description(of: media, strings: strings), aspectRatio: Self.aspectRatio(of: media))
  }

  public func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout {
    let style = context.theme.placeholder
    let ratio = max(0.5, min(aspectRatio ?? style.defaultAspectRatio, 3))
    let width = maxWidth
    let height = (width / ratio).rounded()
    let text = context.text(
      label, size: style.size, bold: true, color: style.text, alignment: .center, truncation: .end(maxLines: 3))
    let metrics = context.measurer.measure(text, maxWidth: max(1, width - 2 * style.labelInset))
    return PlaceholderLayout(
      size: Size(width: width, height: height), label: text, labelHeight: metrics.size.height,
      labelInset: style.labelInset,
      background: style.background, radius: context.theme.bubble.mergedRadius)
  }

  static func aspectRatio(of media: Media) -> Double? {
    func ratio(_ width: Int?, _ height: Int?) -> Double? {
      guard let width, let height, width > 0, height > 0 else { return nil }
      return Double(width) / Double(height)
    }
    switch media {
    case .image(let image): return ratio(image.width, image.height)
    case .video(let video): return ratio(video.width, video.height)
    case .sticker(let sticker): return ratio(sticker.width, sticker.height)
    case .album: return 1
    case .voice, .audio, .file, .call, .contact: return 4
    case .poll, .location, .linkPreview, .redPacket, .transfer, .custom: return 2
    }
  }
}

struct PlaceholderLayout: NodeLayout {
  var size: Size
  var label: StyledText
  var labelHeight: Double
  var labelInset: Double
  var background: RGBColor
  var radius: Double
  var kind: String { "media_placeholder" }

  func draw(in rect: Rect, context: DrawContext) {
    let box = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: size.height)
    context.canvas.fill(.roundedRect(box, radius: radius), color: background)
    context.canvas.draw(
      label,
      in: Rect(
        x: box.minX + labelInset, y: box.midY - labelHeight / 2, width: box.width - 2 * labelInset, height: labelHeight)
    )
  }
}
