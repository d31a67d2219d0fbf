/// An element of an HTML file as the tree builder closed it: its name, attributes, children
/// and where its start tag is.
final class HTMLElement {
  enum Child {
    case element(HTMLElement)
    case text(String, at: JSONLocation)
  }

  let name: String
  let attributes: [String: String]
  let location: JSONLocation
  private(set) var children: [Child] = []
  /// Whether its end tag was found (an element the file ends inside was not closed).
  var isClosed = false
  let classes: Set<Substring>

  init(name: String, attributes: [String: String], location: JSONLocation) {
    self.name = name
    self.attributes = attributes
    self.location = location
    classes = Set((attributes["class"] ?? "").split(whereSeparator: \.isWhitespace))
  }

  func append(_ child: Child) { children.append(child) }

  func hasClass(_ name: String) -> Bool { classes.contains(Substring(name)) }

  /// Whether it is a `name` element with the class `className` (any, when `nil`).
  func `is`(_ name: String, _ className: String? = nil) -> Bool {
    self.name == name && (className.map(hasClass) ?? true)
  }

  var elements: [HTMLElement] {
    children.compactMap {
      if case .element(let element) = $0 { return element }
      return nil
    }
  }

  /// Its descendants in document order, depth first (the tree is as deep as the builder's
  /// depth limit at most).
  var descendants: [HTMLElement] {
    var result: [HTMLElement] = []
    for element in elements {
      result.append(element)
      result.append(contentsOf: element.descendants)
    }
    return result
  }

  func first(_ name: String? = nil, class className: String? = nil) -> HTMLElement? {
    descendants.first { (name == nil || $0.name == name) && (className.map($0.hasClass) ?? true) }
  }

  /// Its text, every descendant's in order, as written (`<br>` a line break).
  var text: String {
    var result = ""
    for child in children {
      switch child {
      case .text(let text, _): result += text
      case .element(let element): result += element.name == "br" ? "\n" : element.text
      }
    }
    return result
  }

  /// Its text with runs of white space as one space, trimmed (names, captions, timestamps).
  var collapsedText: String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }
}
