/// Builds the tokens of an HTML file into elements, handing over each top-level element (a
/// child of `<body>`) once it closes, so a long file is held one message at a time. Tolerant as
/// a browser is where exporters are sloppy: void elements never open, an end tag closes the
/// elements opened inside its element, a stray end tag is ignored, a block start closes an open
/// `<p>`. `<html>`, `<head>` and `<body>` are not elements here.
struct HTMLTreeBuilder {
  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
  ]
  static let transparent: Set<String> = ["html", "head", "body"]
  static let closesParagraph: Set<String> = [
    "div", "p", "table", "hr", "ul", "ol", "pre", "blockquote", "h1", "h2", "h3", "h4", "h5", "h6",
  ]

  /// Elements nested deeper are read as their text's container's (their tags dropped): the
  /// readers walk the tree recursively.
  let maxDepth: Int
  private var open: [HTMLElement] = []
  /// Where elements were nested past `maxDepth`, the first time.
  private(set) var tooDeep: JSONLocation?
  /// Start tags dropped past `maxDepth`, by name: their end tags are dropped too.
  private var dropped: [String: Int] = [:]

  init(maxDepth: Int) {
    self.maxDepth = maxDepth
  }

  /// What a token completes at the top level: an element or a run of text.
  enum TopLevel {
    case element(HTMLElement)
    case text(String, at: JSONLocation)
  }

  mutating func add(_ token: HTMLToken) -> TopLevel? {
    switch token {
    case .text(let text, let location):
      guard let parent = open.last else { return .text(text, at: location) }
      parent.append(.text(text, at: location))
    case .start(let name, let attributes, let location):
      return start(name, attributes, at: location)
    case .end(let name, _):
      return end(name)
    }
    return nil
  }

  private mutating func start(_ name: String, _ attributes: [String: String], at location: JSONLocation) -> TopLevel? {
    guard !Self.transparent.contains(name) else { return nil }
    var completed: TopLevel?
    if Self.closesParagraph.contains(name), open.last?.name == "p" { completed = end("p") }
    let element = HTMLElement(name: name, attributes: attributes, location: location)
    let isVoid = Self.voidElements.contains(name)
    if isVoid { element.isClosed = true }
    if open.count >= maxDepth && !isVoid {
      if tooDeep == nil { tooDeep = location }
      dropped[name, default: 0] += 1
      return completed
    }
    if let parent = open.last {
      parent.append(.element(element))
    } else if isVoid {
      return completed ?? .element(element)
    }
    if !isVoid { open.append(element) }
    return completed
  }

  /// Closes the innermost open `name` and everything opened inside it.
  private mutating func end(_ name: String) -> TopLevel? {
    if let count = dropped[name], count > 0 {
      dropped[name] = count - 1
      return nil
    }
    guard let index = open.lastIndex(where: { $0.name == name }) else { return nil }
    open[index].isClosed = true
    let closed = open[index]
    open.removeSubrange(index...)
    return open.isEmpty ? .element(closed) : nil
  }

  /// At the end of the file: the top-level element still open, if any (not closed).
  mutating func finish() -> HTMLElement? {
    defer { open.removeAll() }
    return open.first
  }
}
