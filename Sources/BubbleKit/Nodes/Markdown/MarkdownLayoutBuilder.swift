import BubbleMarkdown

/// Lays a `MarkdownDocument` out top to bottom into `MarkdownNodeLayout` pieces: blocks at the
/// theme's spacing, lists and quotes indented (nesting is bounded by the document), code in a
/// box under its language, tables measured, display math centred.
struct MarkdownLayoutBuilder {
  let context: NodeContext
  /// How much wider than the node's width code and tables may grow when the theme widens them.
  let extraRoom: Double
  private var style: MarkdownStyle { context.theme.markdown }
  private(set) var pieces: [MarkdownNodeLayout.Piece] = []
  private(set) var width = 0.0
  private var lastParagraphLine: (x: Double, width: Double, bottom: Double)?
  /// Where a page may cut the text: midway between top-level blocks, and between table rows.
  private var cuts: [Double] = []

  init(context: NodeContext, maxWidth: Double) {
    self.context = context
    extraRoom = max(0, (context.wideRoom ?? maxWidth) - maxWidth)
  }

  /// The node for Markdown `source` at most `maxWidth` wide.
  static func layout(source: String, maxWidth: Double, context: NodeContext) -> MarkdownNodeLayout {
    let document = MarkdownReader.read(source)
    var builder = MarkdownLayoutBuilder(context: context, maxWidth: max(1, maxWidth))
    var gaps: [Double] = []
    let height = builder.place(document.blocks, x: 0, y: 0, maxWidth: max(1, maxWidth), depth: 0, gap: nil) {
      gaps.append($0)
    }
    let trailing = builder.lastParagraphLine.flatMap { line in
      abs(line.bottom - height) < 0.5 && line.x == 0 ? line.width : nil
    }
    return MarkdownNodeLayout(
      pieces: builder.pieces, size: Size(width: builder.width, height: height), trailingLineWidth: trailing,
      cuts: (gaps + builder.cuts).sorted())
  }

  /// Places `blocks` from `y`, `gap` apart (`nil`: the theme's block spacing); returns the bottom.
  /// `between` hears the middle of each gap.
  mutating func place(
    _ blocks: [MarkdownBlock], x: Double, y: Double, maxWidth: Double, depth: Int, gap: Double?,
    between: (Double) -> Void = { _ in }
  ) -> Double {
    var bottom = y
    for (index, block) in blocks.enumerated() {
      if index > 0 {
        let space = gap ?? spacing(before: block)
        between(bottom + space / 2)
        bottom += space
      }
      bottom = place(block, x: x, y: bottom, maxWidth: maxWidth, depth: depth)
    }
    return bottom
  }

  private func spacing(before block: MarkdownBlock) -> Double {
    if case .heading = block { return style.blockSpacing * 1.6 }
    return style.blockSpacing
  }

  private mutating func place(_ block: MarkdownBlock, x: Double, y: Double, maxWidth: Double, depth: Int) -> Double {
    switch block {
    case .paragraph(let runs):
      let bottom = paragraph(
        MarkdownInlines.styled(runs, context: context, isProse: true), x: x, y: y, maxWidth: maxWidth)
      if case .paragraph(let shaped, _) = pieces.last {
        lastParagraphLine = (x, shaped.text.metrics.lastLineWidth, bottom)
      }
      return bottom
    case .heading(let level, let runs):
      let size =
        style.headingSizes.isEmpty
        ? context.theme.fonts.textSize : style.headingSizes[min(level, style.headingSizes.count) - 1]
      return paragraph(
        MarkdownInlines.styled(runs, context: context, size: size, bold: true), x: x, y: y, maxWidth: maxWidth)
    case .list(let list): return place(list, x: x, y: y, maxWidth: maxWidth, depth: depth)
    case .quote(let blocks):
      let blockStyle = context.theme.blocks
      let inset = blockStyle.quoteBarWidth + blockStyle.quotePadding.left
      let inner = place(
        blocks, x: x + inset, y: y + blockStyle.quotePadding.top,
        maxWidth: max(1, maxWidth - inset - blockStyle.quotePadding.right),
        depth: depth + 1, gap: nil)
      let bottom = inner + blockStyle.quotePadding.bottom
      let frame = Rect(x: x, y: y, width: maxWidth, height: bottom - y)
      if context.side.quoteBackground.alpha > 0 {
        pieces.insert(
          .box(frame, color: context.side.quoteBackground, radius: blockStyle.quoteRadius, stretches: true), at: 0)
      }
      pieces.append(
        .box(
          Rect(x: x, y: y, width: blockStyle.quoteBarWidth, height: bottom - y), color: context.side.accent,
          radius: blockStyle.quoteBarWidth / 2, stretches: false))
      return bottom
    case .code(let language, let code): return place(code: code, language: language, x: x, y: y, maxWidth: maxWidth)
    case .math(let tex):
      let size = context.theme.fonts.textSize * style.mathSizeRatio
      if case .success(let formula) = MarkdownInlines.typesetter?.typeset(tex, display: true, fontSize: size) {
        // Centred in the room; a formula wider than the room starts at its edge (never cut).
        let left = x + max(0, (maxWidth - formula.width) / 2)
        pieces.append(.math(formula, baseline: Point(x: left, y: y + formula.ascent), color: context.side.text))
        width = max(width, x + maxWidth, left + formula.width)
        return y + formula.ascent + formula.descent
      }
      // Beyond the TeX we typeset: its source, centred, in the code style.
      var source = context.text(tex, alignment: .center)
      source.font = FontSpec(families: context.theme.fonts.monospaceFamilies, size: context.theme.fonts.textSize)
      source.color = context.side.codeText
      let shaped = context.measurer.shape(source, maxWidth: maxWidth)
      let point = Point(x: x + max(0, (maxWidth - shaped.size.width) / 2), y: y)
      pieces.append(.text(shaped, at: point))
      width = max(width, x + maxWidth)
      return y + shaped.size.height
    case .table(let table):
      let layout = MarkdownTableLayout.make(
        table, maxWidth: maxWidth, widenBy: style.wideTables == .widen ? extraRoom : 0, context: context)
      pieces.append(.table(layout, at: Point(x: x, y: y)))
      cuts += layout.rowEdges.dropFirst().dropLast().map { y + $0 }
      width = max(width, x + layout.size.width)
      return y + layout.size.height
    case .rule:
      let middle = y + style.blockSpacing / 2
      pieces.append(
        .box(
          Rect(x: x, y: middle - style.lineWidth / 2, width: 1, height: style.lineWidth),
          color: context.side.secondary.withAlpha(0.35), radius: 0, stretches: true))
      return y + style.blockSpacing
    }
  }

  private mutating func place(_ list: MarkdownList, x: Double, y: Double, maxWidth: Double, depth: Int) -> Double {
    let indent = min(style.listIndent, maxWidth / 3)
    let gap = list.tight ? style.listItemSpacing : style.blockSpacing
    var bottom = y
    for (index, item) in list.items.enumerated() {
      if index > 0 { bottom += gap }
      let itemTop = bottom
      bottom = place(
        item.blocks, x: x + indent, y: itemTop, maxWidth: max(1, maxWidth - indent), depth: depth + 1, gap: gap)
      addMarker(for: item, number: list.start.map { $0 + index }, depth: depth, x: x, indent: indent, top: itemTop)
      bottom = max(bottom, itemTop + context.theme.fonts.textSize)
    }
    return bottom
  }

  /// A bullet, a number or a task's box, right-aligned before the item's first line.
  private mutating func addMarker(
    for item: MarkdownListItem, number: Int?, depth: Int, x: Double, indent: Double, top: Double
  ) {
    if let checked = item.task {
      let side = context.theme.fonts.textSize * 0.85
      let lineHeight = context.measurer.shape(
        MarkdownInlines.prose("X", context: context, color: context.side.text), maxWidth: nil
      ).size.height
      let frame = Rect(x: x + indent - side - 6, y: top + (lineHeight - side) / 2, width: side, height: side)
      pieces.append(.checkbox(frame, checked: checked, color: checked ? context.side.link : context.side.secondary))
      return
    }
    let mark = number.map { "\($0)." } ?? style.bullets[depth % max(1, style.bullets.count)]
    let marker = context.measurer.shape(
      MarkdownInlines.prose(mark, context: context, color: number == nil ? context.side.text : context.side.secondary),
      maxWidth: nil)
    pieces.append(.text(marker, at: Point(x: x + indent - marker.size.width - 6, y: top)))
  }

  private mutating func place(code: String, language: String?, x: Double, y: Double, maxWidth: Double) -> Double {
    let blockStyle = context.theme.blocks
    let padding = blockStyle.codePadding
    var room = max(1, maxWidth - padding.horizontal)
    var size = context.theme.fonts.textSize * blockStyle.codeSizeRatio
    var bottom = y + padding.top
    // The box first, drawn under the label and the code; its size is known once they are.
    let boxIndex = pieces.count
    pieces.append(.box(.init(x: x, y: y, width: 0, height: 0), color: .clear, radius: 0, stretches: false))
    let known = language.flatMap(CodeLanguage.init(fenceName:))
    let label: String? =
      switch style.codeLabel {
      case .none: nil
      case .written: language
      case .name: known?.displayName ?? language
      }
    let header = placeCodeHeader(
      label: label, x: x + padding.left, y: bottom, room: room, size: size * 0.85)
    if header.width > 0 { bottom = header.bottom + padding.top }
    // Coloured by its language, in the palette that reads on the block's background.
    let colours = known.map { language in
      Self.palette(on: context.side.codeBackground).runs(for: CodeTokenizer.tokens(in: code, language: language))
    }
    func styled(_ size: Double) -> StyledText {
      StyledText(
        code, font: FontSpec(families: context.theme.fonts.monospaceFamilies, size: size), color: context.side.codeText,
        monospaceFamilies: context.theme.fonts.monospaceFamilies, runs: colours ?? [])
    }
    var clips = false
    if style.wideCode != .wrap {
      let natural = context.measurer.shape(styled(size), maxWidth: nil).size.width
      if natural > room, style.wideCode == .shrink { size *= max(style.minShrinkFraction, room / natural) }
      if natural > room, style.wideCode == .widen { room = min(natural.rounded(.up), room + extraRoom) }
      clips = natural > room && style.wideCode == .clip
    }
    let shaped = context.measurer.shape(styled(size), maxWidth: clips ? nil : room)
    let codeTop = bottom
    bottom += shaped.size.height + padding.bottom
    let boxWidth = max(min(shaped.size.width, room), header.width) + padding.horizontal
    let origin = Point(x: x + padding.left, y: codeTop)
    pieces.append(
      clips
        ? .clippedText(shaped, at: origin, clip: Rect(x: x, y: y, width: boxWidth, height: bottom - y))
        : .text(shaped, at: origin))
    if let action = header.action {
      pieces.append(.action(action, icon: header.icon, y: header.top, boxRight: x + boxWidth, inset: padding.right))
    }
    pieces[boxIndex] = .box(
      Rect(x: x, y: y, width: boxWidth, height: bottom - y), color: context.side.codeBackground,
      radius: blockStyle.codeRadius,
      stretches: true)
    width = max(width, x + boxWidth)
    return bottom
  }

  /// A code block's header: its language on the left, placed; the theme's action (ChatGPT's
  /// "Copy") shaped for the right, placed once the box's width is known. Returns its bottom and
  /// the width it needs (0: no header).
  private mutating func placeCodeHeader(
    label: String?, x: Double, y: Double, room: Double, size: Double
  ) -> (bottom: Double, width: Double, action: ShapedText?, icon: Double, top: Double) {
    let label = label.flatMap { $0.isEmpty ? nil : $0 }.map { label in
      context.measurer.shape(context.text(label, size: size, color: context.side.secondary), maxWidth: room)
    }
    let action =
      style.codeAction.isEmpty
      ? nil
      : context.measurer.shape(context.text(style.codeAction, size: size, color: context.side.secondary), maxWidth: nil)
    if let label { pieces.append(.text(label, at: Point(x: x, y: y))) }
    let icon = (action?.size.height ?? 0).rounded()
    var width = label?.size.width ?? 0
    if let action { width += action.size.width + icon * 1.2 + (label == nil ? 0 : 24) }
    let height = max(label?.size.height ?? 0, action?.size.height ?? 0)
    return (y + height, width, action, icon, y)
  }

  /// The light palette on a light code background, the dark one on a dark background.
  private static func palette(on background: RGBColor) -> SyntaxPalette {
    background.lightness < 0.5 ? .dark : .light
  }

  /// Running text shaped at `maxWidth` from (`x`, `y`), with its inline math; returns its bottom.
  private mutating func paragraph(_ paragraph: MarkdownInlines.Paragraph, x: Double, y: Double, maxWidth: Double)
    -> Double
  {
    let shaped = context.measurer.shape(paragraph.text, maxWidth: maxWidth)
    pieces.append(.paragraph(ShapedParagraph(text: shaped, math: paragraph.math), at: Point(x: x, y: y)))
    width = max(width, x + shaped.size.width)
    return y + shaped.size.height
  }

  /// A text shaped at `maxWidth` from (`x`, `y`); returns its bottom.
  private mutating func text(_ styled: StyledText, x: Double, y: Double, maxWidth: Double) -> Double {
    let shaped = context.measurer.shape(styled, maxWidth: maxWidth)
    pieces.append(.text(shaped, at: Point(x: x, y: y)))
    width = max(width, x + shaped.size.width)
    return y + shaped.size.height
  }
}
