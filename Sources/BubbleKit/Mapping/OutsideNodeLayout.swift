/// Where a part drawn outside the bubble hangs from it. The row reserves room above or below
/// the bubble for it, so rows never overlap.
public enum OutsideAnchor: Sendable, Equatable {
  /// Under the bubble, `gap` below its bottom edge (negative: reaching up into it), `inset` in
  /// from its sender-side edge (WeChat's reply box, WhatsApp's reaction pill).
  case below(gap: Double, inset: Double)
  /// Above the bubble, `gap` over its top edge, where a bubble of `side` would be (after the
  /// avatar column if that side keeps one): iMessage's quote, on the side of whoever wrote it.
  case above(gap: Double, side: Direction, avatarColumn: Bool)
  /// Over the bubble's top corner away from the sender, reaching `overlap` down into the bubble
  /// and `outset` past its far edge (iMessage's tapbacks).
  case farTopCorner(overlap: Double, outset: Double)
  /// Beside the bubble's far edge, `gap` from it, `top` below the bubble's top (WeChat's voice
  /// duration).
  case beside(gap: Double, top: Double)
  /// Beside the bubble's far edge, `gap` from it (its tail included), bottoms level (LINE's and
  /// KakaoTalk's time).
  case besideBottom(gap: Double)
}

/// Whether an outside part is drawn before the bubble (a line running under it) or after it.
public enum OutsideLayer: Sendable, Equatable {
  case underBubble, overBubble
}

/// The layout of a part drawn outside the bubble: a node placed `.outside`, or one of an inside
/// node's `outsideParts`.
public protocol OutsideNodeLayout: NodeLayout {
  var anchor: OutsideAnchor { get }
  var layer: OutsideLayer { get }
  /// Draws the part in `frame`; `bubble` is the bubble's body, for parts that reach it.
  func draw(in frame: Rect, bubble: Rect, context: DrawContext)
}

extension OutsideNodeLayout {
  public var layer: OutsideLayer { .overBubble }

  public func draw(in rect: Rect, context: DrawContext) {
    draw(in: rect, bubble: rect, context: context)
  }
}
