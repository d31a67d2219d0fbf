import BubbleGraphics

/// An avatar: the participant's image, or initials on a coloured shape. The one avatar of the
/// renderer: beside bubbles, on contact cards, in the navigation bar and in inbox rows.
struct AvatarLayout: Sendable {
  var frame: Rect
  var avatar: AvatarPresentation
  /// The participant's picture, resolved before layout; `nil` draws initials.
  var image: RasterImage?
  var initials: ShapedText
  var shape: AvatarShape
  /// A rounded avatar's corner radius, as a share of its width.
  var cornerFraction: Double
  /// Without a picture, a silhouette in `silhouetteColor` rather than the initials.
  var silhouetteColor: RGBColor?
  /// Without a picture, the top of a vertical gradient down to the avatar's colour (`gradient_tops`).
  var gradientTop: RGBColor?

  /// Beside bubbles: the theme's initials size and a 22% corner.
  static func make(
    _ avatar: AvatarPresentation, frame: Rect, theme: Theme, measurer: any TextShaping, media: ResolvedMedia
  ) -> AvatarLayout {
    make(
      avatar, frame: frame, initialsSize: theme.avatar.initialsSize, cornerFraction: 0.22, theme: theme,
      measurer: measurer, media: media)
  }

  /// `shape` overrides the theme's (a contact card's avatar is always round).
  static func make(
    _ avatar: AvatarPresentation, frame: Rect, initialsSize: Double, cornerFraction: Double, shape: AvatarShape? = nil,
    theme: Theme, measurer: any TextShaping, media: ResolvedMedia
  ) -> AvatarLayout {
    let initials = StyledText(
      avatar.initials, font: FontSpec(families: theme.fonts.families, size: initialsSize, bold: true),
      color: theme.avatar.initialsColor, alignment: .center)
    return AvatarLayout(
      frame: frame, avatar: avatar, image: avatar.source.flatMap { media.image(for: $0) },
      initials: measurer.shape(initials, maxWidth: nil), shape: shape ?? theme.avatar.shape,
      cornerFraction: cornerFraction,
      silhouetteColor: theme.avatar.fallback == .silhouette ? theme.avatar.initialsColor : nil,
      gradientTop: gradientTop(of: avatar.color, style: theme.avatar))
  }

  /// The top colour paired with `color`'s place in the palette, if the theme pairs one.
  static func gradientTop(of color: RGBColor, style: AvatarStyle) -> RGBColor? {
    guard let index = style.palette.firstIndex(of: color), index < style.gradientTops.count else { return nil }
    return style.gradientTops[index]
  }

  var outline: Path {
    switch shape {
    case .circle: .ellipse(in: frame)
    case .rounded: .roundedRect(frame, radius: frame.width * cornerFraction)
    case .square: .rect(frame)
    }
  }

  func draw(top: Double = 0, canvas: Canvas) {
    draw(in: frame.offsetBy(dx: 0, dy: top), canvas: canvas)
  }

  /// Draws in `box` rather than the frame it was laid out with (a card places its icon itself).
  func draw(in box: Rect, canvas: Canvas) {
    var placed = self
    placed.frame = box
    if let image {
      canvas.draw(image, in: placed.frame, clippedTo: placed.outline)
      return
    }
    let box = placed.frame
    if let gradientTop {
      canvas.fill(placed.outline, from: gradientTop, atY: box.minY, to: avatar.color, atY: box.maxY)
    } else {
      canvas.fill(placed.outline, color: avatar.color)
    }
    if let silhouetteColor {
      // A head and shoulders, the shoulders cut by the avatar's outline.
      canvas.withState {
        canvas.clip(to: placed.outline)
        let (width, height) = (box.width, box.height)
        canvas.fill(
          .ellipse(
            in: Rect(x: box.midX - width * 0.19, y: box.minY + height * 0.2, width: width * 0.38, height: height * 0.38)
          ),
          color: silhouetteColor)
        canvas.fill(
          .ellipse(
            in: Rect(
              x: box.midX - width * 0.36, y: box.minY + height * 0.64, width: width * 0.72, height: height * 0.62)),
          color: silhouetteColor)
      }
      return
    }
    canvas.draw(
      initials,
      in: Rect(x: box.minX, y: box.midY - initials.size.height / 2, width: box.width, height: initials.size.height))
  }
}
