/// A text bubble's HTML as styled runs: the exporter's `<b>`, `<i>`, `<u>`, `<s>` for iOS 18's
/// text styles and mentions, `<a href>` for links; the text itself literal, white space kept
/// (the exporter's bubbles are `white-space: pre-wrap`).
enum IMessageHTMLText {
  static let styles: [String: TextStyle] = [
    "b": .bold, "strong": .bold, "i": .italic, "em": .italic, "u": .underline, "s": .strikethrough,
    "strike": .strikethrough, "del": .strikethrough,
  ]

  static func richText(of element: HTMLElement) -> RichText {
    var segments: [TextSegment] = []
    append(element, styles: [], href: nil, to: &segments)
    return RichText(segments: merged(segments))
  }

  private static func append(
    _ element: HTMLElement, styles: Set<TextStyle>, href: String?, to segments: inout [TextSegment]
  ) {
    for child in element.children {
      switch child {
      case .text(let text, _):
        guard !text.isEmpty else { continue }
        var segmentStyles = styles
        if href != nil { segmentStyles.insert(.textLink) }
        segments.append(TextSegment(text: text, styles: segmentStyles, href: href))
      case .element(let inner) where inner.name == "br":
        segments.append(TextSegment(text: "\n", styles: styles))
      case .element(let inner):
        var innerStyles = styles
        if let style = Self.styles[inner.name] { innerStyles.insert(style) }
        let link = inner.name == "a" ? inner.attributes["href"].flatMap { $0.isEmpty ? nil : $0 } : nil
        append(inner, styles: innerStyles, href: link ?? href, to: &segments)
      }
    }
  }

  /// Neighbours of the same style as one run (text split by entities or tags around nothing).
  private static func merged(_ segments: [TextSegment]) -> [TextSegment] {
    var result: [TextSegment] = []
    for segment in segments {
      if let last = result.last, last.styles == segment.styles, last.href == segment.href {
        result[result.count - 1].text += segment.text
      } else {
        result.append(segment)
      }
    }
    return result
  }
}
