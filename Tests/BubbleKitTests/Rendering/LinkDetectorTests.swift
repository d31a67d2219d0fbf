import Foundation
import Testing

@testable import BubbleKit

/// Bare web addresses in message text: which characters are the address, and which segments
/// are searched.
@Suite struct LinkDetectorTests {
  private func found(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return LinkDetector.links(in: text).map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  @Test func schemesWwwAndBareDomainsAreFound() {
    #expect(found("see https://example.com/a?b=1#c now") == ["https://example.com/a?b=1#c"])
    #expect(found("HTTP://Example.org") == ["HTTP://Example.org"])
    #expect(found("go to www.example.net/x") == ["www.example.net/x"])
    #expect(found("docs at example.com/path and swift.org") == ["example.com/path", "swift.org"])
  }

  @Test func trailingPunctuationAndUnbalancedBracketsAreLeftOut() {
    #expect(found("Read https://example.com/a.") == ["https://example.com/a"])
    #expect(found("(see https://example.com/a)") == ["https://example.com/a"])
    #expect(found("(example.com)") == ["example.com"])
    #expect(
      found("https://en.wikipedia.org/wiki/Swift_(language), ok?") == ["https://en.wikipedia.org/wiki/Swift_(language)"]
    )
    #expect(found("is it https://example.com/?!") == ["https://example.com/"])
  }

  @Test func cjkTextAroundAnAddressEndsIt() {
    #expect(found("看这个https://example.com/路径很好") == ["https://example.com/"])
    #expect(found("链接：www.example.cn。谢谢") == ["www.example.cn"])
  }

  @Test func fileNamesNumbersAndEmailsAreNotAddresses() {
    #expect(found("open notes.txt, version 1.2.3, e.g. this") == [])
    #expect(found("write to ann@example.com") == [])
    #expect(found("https:// alone") == [])
  }

  @Test func rangesAreUTF8Offsets() {
    let text = "é 🙂 example.com"
    let range = try? #require(LinkDetector.links(in: text).first)
    #expect(range == 8..<19)
  }

  @Test func addressesInPlainSegmentsBecomeLinksButNotInCode() {
    let segments = [
      TextSegment(text: "plain https://a.com/x. "),
      TextSegment(text: "bold www.b.org", styles: [.bold]),
      TextSegment(text: " https://c.com/in-code", styles: [.code]),
      TextSegment(text: "https://d.com", styles: [.pre]),
      TextSegment(text: "named", styles: [.textLink], href: "https://e.com"),
    ]
    let linked = RichTextBlocks.autoLinked(segments)
    #expect(
      linked.map(\.text) == [
        "plain ", "https://a.com/x", ". ", "bold ", "www.b.org", " https://c.com/in-code", "https://d.com", "named",
      ])
    #expect(linked[1].styles == [.link])
    #expect(linked[4].styles == [.bold, .link])
    #expect(!linked[5].styles.contains(.link))
    #expect(!linked[6].styles.contains(.link))
    #expect(linked.map(\.text).joined() == segments.map(\.text).joined())
  }
}
