/// Parts drawn outside the bubble (`OutsideNodeLayout`): the room the row keeps for them above
/// and below the bubble, and their frames. Parts on one edge stack outwards in order.
extension MessageRowPlan {
  struct OutsideRoom {
    var above = 0.0
    var below = 0.0
    /// Each part's top, relative to the bubble's top.
    var tops: [Double] = []
  }

  /// `footer` is the time's frame relative to the bubble's top-left corner: a part reaching up
  /// into the bubble stops under it where they would meet (WhatsApp's pill over "9:07 ✓✓").
  func outsideRoom(_ parts: [any OutsideNodeLayout], bubble: Size, footer: Rect?) -> OutsideRoom {
    var room = OutsideRoom()
    let bubbleHeight = bubble.height
    // Badges on the bubble's top corner sit on the bubble itself (iMessage's tapbacks on a reply,
    // not on its quote); what stacks above the bubble starts above them.
    var cornerTops: [Int: Double] = [:]
    for (index, part) in parts.enumerated() {
      guard case .farTopCorner(let overlap, _) = part.anchor else { continue }
      let height = part.size.height
      let top = -height + min(max(overlap, 0), height)
      cornerTops[index] = top
      room.above = max(room.above, -top)
    }
    for (index, part) in parts.enumerated() {
      if let top = cornerTops[index] {
        room.tops.append(top)
        continue
      }
      let height = part.size.height
      switch part.anchor {
      case .below(let gap, let inset):
        var top = bubbleHeight + room.below + gap
        if let footer, top < footer.maxY {
          let minX = presented.direction == .incoming ? inset : bubble.width - inset - part.size.width
          if minX < footer.maxX && minX + part.size.width > footer.minX { top = max(top, footer.maxY) }
        }
        room.tops.append(top)
        room.below = max(room.below, top + height - bubbleHeight)
      case .above(let gap, _, _):
        room.above += gap + height
        room.tops.append(-room.above)
      case .farTopCorner:
        break  // placed above
      case .beside(_, let top):
        room.tops.append(top)
        room.below = max(room.below, top + height - bubbleHeight)
        room.above = max(room.above, -top)
      case .besideBottom:
        let top = bubbleHeight - height
        room.tops.append(top)
        room.above = max(room.above, -top)
      }
    }
    return room
  }

  func placeOutside(_ parts: [any OutsideNodeLayout], body: Rect, footer: Rect?) -> [MessageRowLayout.PlacedOutside] {
    let room = outsideRoom(parts, bubble: body.size, footer: footer)
    let incoming = presented.direction == .incoming
    let margin = theme.canvas.sideMargin
    return zip(parts, room.tops).map { part, top in
      let width = part.size.width
      let x: Double
      switch part.anchor {
      case .below(_, let inset):
        x = incoming ? body.minX + inset : body.maxX - inset - width
      case .above(_, let side, let avatarColumn):
        if side == presented.direction {
          x = incoming ? body.minX : body.maxX - width
        } else {
          let edge = margin + style.tailWidth + (avatarColumn ? theme.avatar.size + theme.avatar.gap : 0)
          x = side == .incoming ? edge : canvasWidth - edge - width
        }
      case .farTopCorner(_, let outset):
        x = incoming ? body.maxX + outset - width : body.minX - outset
      case .beside(let gap, _):
        x = incoming ? body.maxX + gap : body.minX - gap - width
      case .besideBottom(let gap):
        let reach = gap + (hasBubble ? style.tailWidth : 0)
        x = incoming ? body.maxX + reach : body.minX - reach - width
      }
      // Never past the canvas's side margins, whatever the theme's numbers.
      let clamped = max(margin, min(x, canvasWidth - margin - width))
      return MessageRowLayout.PlacedOutside(
        layout: part, frame: Rect(x: clamped, y: body.minY + top, width: width, height: part.size.height),
        bubble: body)
    }
  }
}

/// A node the theme moves under the bubble (`NodeArrangement.belowBubble`, the status line), on
/// its own line at the sender-side edge, drawn as the node draws itself.
struct BelowBubbleLayout: OutsideNodeLayout {
  let node: any NodeLayout
  let gap: Double

  var size: Size { node.size }
  var kind: String { node.kind }
  var anchor: OutsideAnchor { .below(gap: gap, inset: 0) }

  func draw(in frame: Rect, bubble: Rect, context: DrawContext) {
    node.draw(in: frame, context: context)
  }
}
