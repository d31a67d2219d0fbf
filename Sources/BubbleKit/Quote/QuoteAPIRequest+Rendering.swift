import BubbleCore
import Foundation

/// A quote-api request as a render request: the `quote` job in quote-api's shape, its theme
/// (`quote` for dark bubbles, `quote-light` for light ones) in the request's bubble colour, the
/// layout as wide as quote-api's. The CLI's `bubbles quote` and the service's `/generate` both
/// render it so, and get the same bytes.
extension QuoteAPIRequest {
  /// What quote-api's `type` makes.
  public var shape: QuoteShape {
    switch kind {
    case .quote: .quoteSticker(pixelsPerPoint: scale)
    case .image: .backdrop(QuoteBackdrop(bubble: background.colorOne), pixelsPerPoint: scale)
    case .stories: .story(QuoteBackdrop(bubble: background.colorOne))
    case .raw: .cutOut(pixelsPerPoint: scale)
    }
  }

  /// A quote is WebP (lossless) unless `format` is `png`; the rest are PNG, as quote-api writes.
  public var encoding: OutputEncoding {
    kind == .quote && format != "png" ? .webp() : .png
  }

  /// The answer's `type` for an image of `width` x `height`: quote-api's, `png` for a quote
  /// too tall for a sticker and for raw bytes asked by `ext` without a type.
  public func answerType(width: Int, height: Int) -> String? {
    switch kind {
    case .quote: max(width, height) == StickerPlatform.side ? "quote" : "png"
    case .image, .stories: kind.rawValue
    case .raw: typeName ?? (ext == nil ? nil : "png")
    }
  }

  /// The layout's width in points: quote-api's text width plus its avatar column (60), the
  /// bubble's padding (32) and its shadow's room (12).
  public var layoutWidth: Double {
    min(max(width + 104, RenderOptions.widthRange.lowerBound), RenderOptions.widthRange.upperBound)
  }

  /// The built-in theme for the bubbles' colour.
  public var themeName: String { background.isLight ? "quote-light" : "quote" }

  /// The request to render: in the quote theme for the bubbles' colour (`themeName`) with that
  /// colour laid over it, loaded once per colour and kept (`QuoteThemes`).
  public func renderRequest(kinds: ContentKinds, budget: RenderBudget) throws(ThemeError) -> RenderRequest {
    let theme = try QuoteThemes.shared.theme(named: themeName, override: themeOverride, kinds: kinds)
    return RenderRequest(
      job: .quote(shape), theme: .loaded(theme), style: RenderStyle(width: layoutWidth), encoding: encoding,
      budget: budget)
  }

  /// The bubbles' colour (the middle of quote-api's gradient), and avatars (with the tail) only
  /// when asked.
  private var themeOverride: String {
    let bubble = background.middle.withAlpha(1).hexString
    let text = background.isLight ? "#000000" : "#FFFFFF"
    let side = "{\"bubble\": \"\(bubble)\", \"text\": \"\(text)\"}"
    // quote-api draws the tail only beside an avatar.
    let avatars = showsAvatars ? "{\"visibility\": \"always\"}" : "{\"visibility\": \"never\"}"
    let tail = showsAvatars ? "" : ", \"bubble\": {\"tail\": \"none\"}"
    return "{\"incoming\": \(side), \"outgoing\": \(side), \"avatar\": \(avatars)\(tail)}"
  }
}
