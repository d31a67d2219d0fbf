import Foundation

/// Reads imessage-exporter's HTML into records: each top-level `<div class="message">` (its
/// thread's replies inside it) and `<div class="announcement">`, one at a time as the file is
/// scanned. Anything else at the top level is a located warning; so is a message that cannot be
/// read, and the rest is read.
struct IMessageHTMLReader {
  let builder: TextChatBuilder

  func read(_ text: String) -> [IMessageRecord] {
    var tokenizer = HTMLTokenizer(text)
    var tree = HTMLTreeBuilder(maxDepth: builder.limits.maxNestingDepth)
    var records: [IMessageRecord] = []
    while let token = tokenizer.next() {
      switch tree.add(token) {
      case .element(let element)?: records += self.records(of: element)
      case .text(let text, let location)?: strayText(text, at: location)
      case nil: break
      }
    }
    if let unclosed = tree.finish() {
      builder.warning(
        unclosed.location.line, unclosed.location.column,
        "the file ends inside this <\(unclosed.name)>; read as far as it goes")
      records += self.records(of: unclosed)
    }
    if let deep = tree.tooDeep {
      builder.warning(
        deep.line, deep.column,
        "elements nested more than \(builder.limits.maxNestingDepth) deep; the deeper tags are left out")
    }
    return records
  }

  private func records(of element: HTMLElement) -> [IMessageRecord] {
    let messages = IMessageHTMLMessage(builder: builder)
    if element.is("div", "message") {
      return messages.record(of: element).map { [$0] } ?? []
    }
    if element.is("div", "announcement") {
      return [notice(element)]
    }
    if Self.ignoredAtTopLevel.contains(element.name) { return [] }
    builder.warning(
      element.location.line, element.location.column,
      "a <\(element.name)> that is not a message or an announcement; left out")
    return []
  }

  /// What the exporter's header holds besides messages.
  static let ignoredAtTopLevel: Set<String> = ["meta", "link", "style", "script", "title", "hr", "br"]

  /// `<div class="announcement"><p><span class="timestamp">…</span> You named the conversation
  /// <b>NAME</b></p></div>`: a notice of its words.
  private func notice(_ element: HTMLElement) -> IMessageRecord {
    var record = IMessageRecord(line: element.location.line, column: element.location.column)
    record.kind = .notice
    var words = element.collapsedText
    if let stampElement = element.first(class: "timestamp") {
      record.stamp = IMessageStamp.read(stampElement.collapsedText)
      record.stampLocation = stampElement.location
      let stampText = stampElement.collapsedText
      if words.hasPrefix(stampText) { words = String(words.dropFirst(stampText.count)) }
    }
    record.text = RichText(plain: words.trimmingCharacters(in: .whitespaces))
    return record
  }

  private func strayText(_ text: String, at location: JSONLocation) {
    guard !text.allSatisfy(\.isWhitespace) else { return }
    builder.warning(location.line, location.column, "text outside any message; left out")
  }
}
