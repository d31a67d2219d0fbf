import BubbleGraphics

/// One piece of a message's content (Telegram's content node): a header, a
/// media item, the text, the reactions. It measures itself for a width and
/// returns an immutable layout that knows how to draw itself.
public protocol ContentNode: Sendable {
  /// Where the node sits relative to the bubble.
  var placement: NodePlacement { get }
  /// Where the node sits in a theme: its `placement` unless the theme picks a variant drawn
  /// outside the bubble (`.outside`), or none at all (`nil`: WeChat draws no reactions).
  func placement(in context: NodeContext) -> NodePlacement?
  func layout(maxWidth: Double, in context: NodeContext) -> any NodeLayout
}

extension ContentNode {
  public func placement(in context: NodeContext) -> NodePlacement? { placement }
}

public enum NodePlacement: Sendable, Equatable {
  /// Inside the bubble's text insets.
  case inset
  /// Media reaching the bubble's edges, within its tight media insets; the
  /// media's width sets the bubble's width and text below wraps within it.
  case fullBleed
  /// Drawn without a bubble (stickers, big emoji); a message with such a node has no bubble.
  case unbubbled
  /// Outside the bubble, beside or over one of its edges: its layout is an `OutsideNodeLayout`
  /// and the row reserves room for it (WeChat's reply box under the bubble, iMessage tapbacks).
  case outside
}

/// A node's measured, immutable layout.
public protocol NodeLayout: Sendable {
  var size: Size { get }
  /// Width of the node's last text line when the footer may share that line;
  /// `nil` when the footer must go below.
  var trailingLineWidth: Double? { get }
  /// Draws the node with its top-left at `rect.origin`; `rect.width` is the
  /// bubble's content width, at least `size.width`.
  func draw(in rect: Rect, context: DrawContext)
  /// Short name for layout dumps and tests.
  var kind: String { get }
  /// As the last node, the footer is drawn on a capsule over this node's
  /// bottom-right corner (a photo without caption, a sticker).
  var footerOverlay: Bool { get }
  /// Parts an inside node draws outside the bubble (WeChat's voice duration beside it).
  var outsideParts: [any OutsideNodeLayout] { get }
  /// The bubble's fill when the node asks for its own (WeChat's white cards in both directions);
  /// `nil` keeps the side's colour. The first node that asks decides.
  var bubbleFill: RGBColor? { get }
  /// Heights within the node, ascending, where a page may be cut when its row is taller than a
  /// page (between an answer's blocks); empty: anywhere, as a last resort.
  var cuts: [Double] { get }
}

extension NodeLayout {
  public var trailingLineWidth: Double? { nil }
  public var footerOverlay: Bool { false }
  public var outsideParts: [any OutsideNodeLayout] { [] }
  public var bubbleFill: RGBColor? { nil }
  public var cuts: [Double] { [] }
}

/// What a node sees while laying out.
public struct NodeContext {
  public let theme: Theme
  public let direction: Direction
  public let measurer: any TextShaping
  /// The images resolved before layout; nodes read sizes and pictures here, never load.
  public let media: ResolvedMedia
  /// Who the node belongs to, for warnings ("message m17").
  public let messageID: String
  /// The content kinds' theme sections, decoded once by the renderer.
  public let styles: KindStyles
  /// How wide an `.inset` node may draw what its theme widens to the page
  /// (`markdown.wide_code` or `wide_tables: widen`): the row's room beside the avatar, less the bubble's insets.
  /// `nil` where nothing may be wider than the width a node is given (captions under media).
  public let wideRoom: Double?

  public var side: SideStyle { theme.side(direction) }

  /// `styles` defaults to a table without kinds, where each read decodes the theme's section.
  public init(
    theme: Theme, direction: Direction, measurer: any TextShaping, media: ResolvedMedia, messageID: String,
    styles: KindStyles? = nil, wideRoom: Double? = nil
  ) {
    self.wideRoom = wideRoom
    self.theme = theme
    self.direction = direction
    self.measurer = measurer
    self.media = media
    self.messageID = messageID
    self.styles = styles ?? KindStyles(theme: theme)
  }

  /// The theme's section of `kind` over its defaults (`kinds.voice`): what a node reads its looks
  /// from. A lookup for the renderer's registered kinds.
  public func style<Kind: ContentKind>(for kind: Kind.Type) -> Kind.Style {
    styles.style(for: kind)
  }

  /// A `StyledText` in the theme's text font.
  public func text(
    _ string: String, size: Double? = nil, bold: Bool = false, color: RGBColor? = nil,
    runs: [StyledRun] = [], alignment: TextAlignment = .natural, truncation: TextTruncation = .none
  ) -> StyledText {
    StyledText(
      string,
      font: FontSpec(families: theme.fonts.families, size: size ?? theme.fonts.textSize, bold: bold),
      color: color ?? side.text, monospaceFamilies: theme.fonts.monospaceFamilies, runs: runs,
      alignment: alignment, truncation: truncation)
  }
}

/// What a layout sees while drawing: layouts hold their images already.
public struct DrawContext {
  public let canvas: Canvas
  /// Corners a full-bleed node rounds to, so media follow the bubble's outline.
  public var corners: CornerRadii
  /// The page, thumbnail or chat area being drawn, in the coordinates rows are drawn in: what
  /// colours that follow the screen (`bubble_gradient_top`) are spread over.
  public var viewport: Rect?

  public init(canvas: Canvas, corners: CornerRadii = CornerRadii(all: 0), viewport: Rect? = nil) {
    self.canvas = canvas
    self.corners = corners
    self.viewport = viewport
  }
}
