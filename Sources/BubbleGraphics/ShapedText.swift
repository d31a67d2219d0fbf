import BubbleCore

/// A text shaped once, by the layout stage, and drawn as it is: the layout keeps what it
/// measured and drawing reuses it (Telegram-iOS's `TextNode.asyncLayout` handing its layout to
/// `apply`). Immutable; like its font system, used on one thread at a time (a renderer's).
public final class ShapedText: @unchecked Sendable, Hashable, CustomStringConvertible {
  let layout: PangoTextLayout
  /// The width it was wrapped at (`nil`: not wrapped).
  public let width: Double?

  init(layout: PangoTextLayout, width: Double?) {
    self.layout = layout
    self.width = width
  }

  /// The text asked for.
  public var text: StyledText { layout.requested }
  /// The text Pango laid out: `text` within `TextLayoutLimits`, cut with an ellipsis or with
  /// over-long clusters trimmed beyond them, the same text within them.
  public var laidOutText: StyledText { layout.text }
  public var metrics: TextMetrics { layout.metrics }
  public var size: Size { layout.metrics.size }
  /// What drawing the text covers from its top-left, ink included (marks stacked above a line
  /// reach beyond its logical size): where it can be skipped as out of sight.
  public var drawnBounds: Rect { layout.drawnBounds }
  public var isEmpty: Bool { layout.requested.isEmpty }
  public var description: String { "ShapedText(\(text.string.prefix(40)), width: \(width.map { "\($0)" } ?? "none"))" }

  public static func == (lhs: ShapedText, rhs: ShapedText) -> Bool {
    lhs === rhs || (lhs.width == rhs.width && lhs.text == rhs.text)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(width)
  }
}

/// What the layout stage shapes text with: `FontSystem`, one per renderer (not thread-safe).
public protocol TextShaping: TextMeasuring {
  /// Shapes `text` wrapped at `maxWidth` points (`nil`: no wrapping).
  func shape(_ text: StyledText, maxWidth: Double?) -> ShapedText
}

extension TextShaping {
  public func measure(_ text: StyledText, maxWidth: Double?) -> TextMetrics {
    shape(text, maxWidth: maxWidth).metrics
  }
}
