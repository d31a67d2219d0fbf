import BubbleGraphics

/// What a message row's layout stages share: the inputs and the rules derived from them
/// (whether there is a bubble, how wide it may be, the insets of each kind of node).
struct MessageRowPlan {
  let presented: PresentedMessage
  let theme: Theme
  let styles: KindStyles
  let canvasWidth: Double
  let measurer: any TextShaping
  let media: ResolvedMedia
  /// The nodes inside the bubble's stack (an outside name is taken out, and nodes the theme
  /// does not draw), with their placements in the theme.
  let nodes: [any ContentNode]
  let placements: [NodePlacement]
  /// Drawn under the bubble on the sender's side, each on its own line (a rich link of its own, the
  /// status line): outside parts (`BelowBubbleLayout`) after those hanging from the bubble.
  let belowNodes: [any ContentNode]
  /// The sender's name above the bubble, in themes that put it outside (iMessage, WeChat).
  let outsideName: SenderNameNode?
  /// Media alone may go bare in some themes: rounded, no bubble, no tail.
  let bareMedia: Bool
  let hasBubble: Bool
  /// A list row (Discord, Slack): no bubble, no insets, the name and time heading the content.
  let isList: Bool
  /// An answer (`layout.style: answers`, a message of theirs): no bubble, no insets, the page's width.
  let isAnswer: Bool
  let avatarSpace: Double
  /// What goes beside the bubble: a failure's badge, or a spinner while sending.
  let sideBadgeKind: SideBadge.Kind?
  let badgeSpace: Double
  /// The time beside the bubble (`footer.placement: beside`), whose room the bubble leaves.
  let besideFooter: BesideFooterLayout?
  let maxBubbleWidth: Double
  /// The widest the bubble may grow for content its theme widens (`markdown.wide_code` or `wide_tables: widen`):
  /// the page beside the avatar and badges.
  let widestBubble: Double

  var style: BubbleStyle { theme.bubble }

  init(
    _ presented: PresentedMessage, nodes: [any ContentNode], theme: Theme, styles: KindStyles, canvasWidth: Double,
    measurer: any TextShaping, media: ResolvedMedia
  ) {
    self.presented = presented
    self.theme = theme
    self.styles = styles
    self.canvasWidth = canvasWidth
    self.measurer = measurer
    self.media = media
    isList = theme.layout.style == .list
    isAnswer = theme.layout.style == .answers && presented.direction == .incoming
    let namesOutside = !isList && theme.names.placement == .outside
    outsideName = namesOutside ? nodes.lazy.compactMap { $0 as? SenderNameNode }.first : nil
    let arranged = ArrangedNodes(
      namesOutside ? nodes.filter { !($0 is SenderNameNode) } : nodes, theme: theme, styles: styles)
    let lines: [(any ContentNode)?] = [
      StatusLineNode.make(for: presented, theme: theme), AnswerActionsNode.make(for: presented, theme: theme),
    ]
    belowNodes = arranged.below + lines.compactMap { $0 }
    let context = NodeContext(
      theme: theme, direction: presented.direction, measurer: measurer, media: media,
      messageID: presented.message.id, styles: styles)
    let placed = arranged.stack.compactMap { node in node.placement(in: context).map { (node, $0) } }
    self.nodes = placed.map(\.0)
    placements = placed.map(\.1)
    let inside = placements.filter { $0 != .outside }
    let style = theme.bubble
    bareMedia = style.mediaWithoutBubble && !inside.isEmpty && inside.allSatisfy { $0 == .fullBleed }
    hasBubble = !isList && !isAnswer && !bareMedia && !inside.contains(.unbubbled)
    avatarSpace = presented.reservesAvatarSpace ? theme.avatar.size + theme.avatar.gap : 0
    sideBadgeKind = SideBadge.Kind(presented, status: theme.footer.status)
    badgeSpace = sideBadgeKind != nil ? theme.footer.failedBadgeSize + theme.footer.failedBadgeGap : 0
    let limit =
      canvasWidth <= style.wideCanvasThreshold
      ? canvasWidth - style.maxWidthInset : canvasWidth * style.wideMaxWidthFraction
    // A list's text runs to the margin; its media keep their own limits.
    let sides = canvasWidth - 2 * theme.canvas.sideMargin
    besideFooter = isList ? nil : BesideFooterLayout.make(for: presented, theme: theme, measurer: measurer)
    let besideSpace = besideFooter.map { $0.size.width + $0.gap + style.tailWidth } ?? 0
    let beside = avatarSpace + badgeSpace + besideSpace
    maxBubbleWidth = (isList || isAnswer ? sides : min(limit, sides - style.tailWidth)) - beside
    widestBubble = max(maxBubbleWidth, (isList || isAnswer ? sides : sides - style.tailWidth) - beside)
  }

  func insets(_ placement: NodePlacement) -> EdgeInsets {
    if isList || isAnswer { return .zero }
    return switch placement {
    case .inset: hasBubble ? style.textInsets : .zero
    case .fullBleed: bareMedia ? .zero : style.mediaInsets
    case .unbubbled, .outside: .zero
    }
  }

  var nodeContext: NodeContext { nodeContext(wideRoom: nil) }

  func nodeContext(wideRoom: Double?) -> NodeContext {
    NodeContext(
      theme: theme, direction: presented.direction, measurer: measurer, media: media,
      messageID: presented.message.id, styles: styles, wideRoom: wideRoom)
  }
}
