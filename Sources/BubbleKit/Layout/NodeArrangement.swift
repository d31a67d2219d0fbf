/// A node whose place or form in its message is a theme choice (a link preview above or below the
/// text, in a bubble of its own, or left out; the forward header's style).
protocol ThemeArrangedNode: ContentNode {
  func arrangement(theme: Theme, styles: KindStyles) -> NodeArrangement
}

enum NodeArrangement {
  /// Where the registry put it.
  case keep
  /// Just before the message's text (or where it is, without text).
  case beforeText
  /// Another node in its place, or none.
  case replaced(by: (any ContentNode)?)
  /// The text is left out and this node stands in its own place.
  case replacesText(by: any ContentNode)
  /// Out of the bubble, under it on the sender's side.
  case belowBubble(any ContentNode)
}

/// A message's nodes after the theme's choices: the bubble's stack and what goes under the bubble.
struct ArrangedNodes {
  var stack: [any ContentNode]
  var below: [any ContentNode] = []

  init(_ nodes: [any ContentNode], theme: Theme, styles: KindStyles) {
    // Slots keep indices stable while nodes move or go (`nil`).
    var slots: [(any ContentNode)?] = nodes
    for (index, node) in nodes.enumerated() {
      guard let arranged = node as? any ThemeArrangedNode else { continue }
      let textIndex = slots.firstIndex { $0 is TextNode }
      switch arranged.arrangement(theme: theme, styles: styles) {
      case .keep:
        break
      case .beforeText:
        guard let textIndex, textIndex < index else { break }
        slots.remove(at: index)
        slots.insert(node, at: textIndex)
      case .replaced(let replacement):
        slots[index] = replacement
      case .replacesText(let replacement):
        slots[index] = replacement
        if let textIndex { slots[textIndex] = nil }
      case .belowBubble(let moved):
        slots[index] = nil
        below.append(moved)
      }
    }
    stack = slots.compactMap { $0 }
  }
}

extension ForwardHeaderNode: ThemeArrangedNode {
  func arrangement(theme: Theme, styles: KindStyles) -> NodeArrangement {
    switch theme.headers.forwardedStyle {
    case .fromName: .keep
    case .label: .replaced(by: ForwardedLabelNode())
    case .none: .replaced(by: nil)
    }
  }
}
