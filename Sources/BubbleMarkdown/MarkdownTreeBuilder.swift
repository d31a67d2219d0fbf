import BubbleCore

/// Builds a `MarkdownDocument` from cmark-gfm's events, on a stack of its own: containers nested
/// past `MarkdownDocument.maxDepth` give their blocks to the deepest one kept, and inline styles
/// are counters, so neither the walk nor the value it makes is deeper than that.
struct MarkdownTreeBuilder {
  /// What is open, outermost first. Contents live apart (`blockLists`, `itemLists`, `runs`,
  /// `cells`, `table`), so that adding to them never copies them.
  private enum Frame {
    case container
    case list(start: Int?, tight: Bool)
    case item(task: Bool?)
    case paragraph
    case heading(level: Int)
    case table(alignments: [MarkdownTable.Alignment])
    case row(header: Bool)
    case cell
  }

  let math: MarkdownMath
  private var frames: [Frame] = [.container]
  /// One per open container or item, the document's first.
  private var blockLists: [[MarkdownBlock]] = [[]]
  /// One per open list.
  private var itemLists: [[MarkdownListItem]] = []
  /// The open paragraph's, heading's or cell's runs.
  private var runs: [MarkdownRun] = []
  /// The open row's cells, and the open table's rows (tables do not nest).
  private var cells: [[MarkdownRun]] = []
  private var table: (header: [[MarkdownRun]], rows: [[[MarkdownRun]]]) = ([], [])
  /// Containers entered past the depth kept, not yet left.
  private var flattened = 0
  private var containerDepth = 0
  private var emphasis = 0
  private var strong = 0
  private var strikethrough = 0
  private var links: [String] = []
  /// Inside an image: its source and the alt text so far (nested images add to it).
  private var image: (source: String, alt: String, depth: Int)?

  init(math: MarkdownMath) { self.math = math }

  var document: MarkdownDocument { MarkdownDocument(blocks: blockLists.first ?? []) }

  mutating func visit(_ event: MarkdownEvent, _ node: CMarkNode) {
    if image != nil {
      visitInsideImage(event, node)
      return
    }
    switch (node.type, event) {
    case ("document", _): break
    case ("block_quote", .enter): enterContainer(.container)
    case ("list", .enter):
      enterContainer(.list(start: node.isOrderedList ? node.listStart : nil, tight: node.listTight))
    case ("item", .enter): enterContainer(.item(task: nil))
    case ("tasklist", .enter): enterContainer(.item(task: node.taskChecked))
    case ("block_quote", .exit), ("list", .exit), ("item", .exit), ("tasklist", .exit): leaveContainer()
    case ("paragraph", .enter): enterLeaf(.paragraph)
    case ("heading", .enter): enterLeaf(.heading(level: min(6, max(1, node.headingLevel))))
    case ("table_cell", .enter): enterLeaf(.cell)
    case ("table", .enter):
      table = ([], [])
      frames.append(.table(alignments: node.tableAlignments))
    case ("table_row", .enter), ("table_header", .enter):
      cells = []
      frames.append(.row(header: node.isHeaderRow))
    case ("paragraph", .exit), ("heading", .exit), ("table", .exit), ("table_row", .exit), ("table_header", .exit),
      ("table_cell", .exit):
      finishLeaf()
    case ("code_block", _):
      let language = node.fenceInfo.split(whereSeparator: \.isWhitespace).first.map(String.init)
      var text = math.restoringOriginals(in: node.literal)
      if text.hasSuffix("\n") { text.removeLast() }
      add(.code(language: language, text: text))
    case ("html_block", _):
      add(.paragraph([MarkdownRun(.text(math.restoringOriginals(in: node.literal)))]))
    case ("thematic_break", _): add(.rule)
    case ("text", _): addText(node.literal)
    case ("softbreak", _): addText(" ")
    case ("linebreak", _): addRun(.lineBreak)
    case ("code", _): addRun(.code(math.restoringOriginals(in: node.literal)))
    case ("html_inline", _): addRun(.text(math.restoringOriginals(in: node.literal)))
    case ("emph", let event): emphasis += event == .enter ? 1 : -1
    case ("strong", let event): strong += event == .enter ? 1 : -1
    case ("strikethrough", let event): strikethrough += event == .enter ? 1 : -1
    case ("link", .enter): links.append(node.url)
    case ("link", .exit): _ = links.popLast()
    case ("image", .enter): image = (node.url, "", 1)
    default:
      // Anything else (a footnote, an extension's node) keeps its characters.
      if node.isLeaf, !node.literal.isEmpty { addText(node.literal) }
    }
  }

  private mutating func visitInsideImage(_ event: MarkdownEvent, _ node: CMarkNode) {
    guard var current = image else { return }
    if node.type == "image" {
      current.depth += event == .enter ? 1 : -1
    } else if event == .enter {
      current.alt += node.type == "softbreak" ? " " : math.restoringOriginals(in: node.literal)
    }
    image = current
    if current.depth == 0 {
      image = nil
      addRun(.image(source: current.source, alt: current.alt))
    }
  }

  // MARK: Blocks

  private mutating func enterContainer(_ frame: Frame) {
    // An item is its list's level: kept exactly when its list was.
    if case .item = frame {
      guard flattened == 0, case .list = frames.last else {
        flattened += 1
        return
      }
      frames.append(frame)
      blockLists.append([])
      return
    }
    guard containerDepth < MarkdownDocument.maxDepth else {
      flattened += 1
      return
    }
    containerDepth += 1
    frames.append(frame)
    if case .list = frame { itemLists.append([]) } else { blockLists.append([]) }
  }

  private mutating func leaveContainer() {
    guard flattened == 0 else {
      flattened -= 1
      return
    }
    guard frames.count > 1, let frame = frames.popLast() else { return }
    if case .item = frame {} else { containerDepth -= 1 }
    switch frame {
    case .container: add(.quote(blockLists.popLast() ?? []))
    case .list(let start, let tight):
      add(.list(MarkdownList(start: start, tight: tight, items: itemLists.popLast() ?? [])))
    case .item(let task):
      let blocks = blockLists.popLast() ?? []
      if !itemLists.isEmpty { itemLists[itemLists.count - 1].append(MarkdownListItem(task: task, blocks: blocks)) }
    default: frames.append(frame)
    }
  }

  private mutating func enterLeaf(_ frame: Frame) {
    runs = []
    frames.append(frame)
  }

  private mutating func finishLeaf() {
    guard frames.count > 1, let frame = frames.popLast() else { return }
    switch frame {
    case .paragraph: addParagraph(runs)
    case .heading(let level): add(.heading(level: level, inlineMath(runs)))
    case .cell: cells.append(inlineMath(runs))
    case .row(let header):
      if header && table.header.isEmpty { table.header = cells } else { table.rows.append(cells) }
      cells = []
    case .table(let alignments):
      add(.table(MarkdownTable(alignments: alignments, header: table.header, rows: table.rows)))
      table = ([], [])
    default: frames.append(frame)
    }
    runs = []
  }

  /// A block into the innermost container kept (an item's, a quote's or the document's).
  private mutating func add(_ block: MarkdownBlock) {
    guard !blockLists.isEmpty else { return }
    blockLists[blockLists.count - 1].append(block)
  }

  /// A paragraph's runs, split around the displayed math in them (each a block of its own).
  private mutating func addParagraph(_ runs: [MarkdownRun]) {
    var pending: [MarkdownRun] = []
    func flush(_ builder: inout MarkdownTreeBuilder) {
      let trimmed = Self.trimmingSpaces(pending)
      if !trimmed.isEmpty { builder.add(.paragraph(trimmed)) }
      pending = []
    }
    for run in mergedText(runs) {
      guard case .text(let characters) = run.content else {
        pending.append(run)
        continue
      }
      for piece in math.pieces(of: characters) {
        switch piece {
        case .text(let text): pending.append(MarkdownRun(.text(text), styles: run.styles, link: run.link))
        case .math(let span) where span.display:
          flush(&self)
          add(.math(span.tex))
        case .math(let span): pending.append(MarkdownRun(.math(span.tex), styles: run.styles, link: run.link))
        }
      }
    }
    flush(&self)
  }

  /// Runs with every math placeholder as inline math (a heading's or a cell's).
  private func inlineMath(_ runs: [MarkdownRun]) -> [MarkdownRun] {
    mergedText(runs).flatMap { run -> [MarkdownRun] in
      guard case .text(let characters) = run.content else { return [run] }
      return math.pieces(of: characters).map { piece in
        switch piece {
        case .text(let text): MarkdownRun(.text(text), styles: run.styles, link: run.link)
        case .math(let span): MarkdownRun(.math(span.tex), styles: run.styles, link: run.link)
        }
      }
    }
  }

  /// Neighbouring text runs styled alike joined (cmark-gfm splits text at every delimiter it
  /// considered), so that a placeholder is whole in one run.
  private func mergedText(_ runs: [MarkdownRun]) -> [MarkdownRun] {
    var merged: [MarkdownRun] = []
    for run in runs {
      if case .text(let characters) = run.content, let last = merged.last, case .text(let previous) = last.content,
        last.styles == run.styles, last.link == run.link
      {
        merged[merged.count - 1].content = .text(previous + characters)
      } else {
        merged.append(run)
      }
    }
    return merged
  }

  /// Without the spaces a split left at either end.
  private static func trimmingSpaces(_ runs: [MarkdownRun]) -> [MarkdownRun] {
    var runs = runs
    if case .text(let first) = runs.first?.content {
      let trimmed = String(first.drop(while: \.isWhitespace))
      if trimmed.isEmpty { runs.removeFirst() } else { runs[0].content = .text(trimmed) }
    }
    if case .text(let last) = runs.last?.content {
      let trimmed = String(last.reversed().drop(while: \.isWhitespace).reversed())
      if trimmed.isEmpty { runs.removeLast() } else { runs[runs.count - 1].content = .text(trimmed) }
    }
    return runs
  }

  // MARK: Inlines

  private mutating func addText(_ text: String) {
    guard !text.isEmpty else { return }
    addRun(.text(text))
  }

  private mutating func addRun(_ content: MarkdownRun.Content) {
    var styles: MarkdownStyles = []
    if emphasis > 0 { styles.insert(.emphasis) }
    if strong > 0 { styles.insert(.strong) }
    if strikethrough > 0 { styles.insert(.strikethrough) }
    runs.append(MarkdownRun(content, styles: styles, link: links.last))
  }
}
