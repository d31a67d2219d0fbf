import BubbleKit
import CGraphics
import Foundation
import Testing

@testable import BubbleGraphics

/// Spoiler speckles cover the hidden text and nothing else: not the ends of the wrapped lines
/// before it (they spilled after "no" in iMessage and after "18:00" in WeChat, where
/// `pango_layout_line_get_x_ranges` reaches to the layout's edge).
@Suite struct SpoilerSpeckleTests {
  /// The corpus's deploy message: the spoiler ends the third line, after two wrapped lines.
  static let deploy: [(text: String, attributes: TextAttributes)] = [
    ("Deploy window: ", TextAttributes()), ("Friday 18:00 UTC", TextAttributes(bold: true, italic: true)),
    (". ", TextAttributes()), ("Thursday", TextAttributes(strikethrough: true)), (" ", TextAttributes()),
    ("no exceptions", TextAttributes(underline: true)), (". Secret: ", TextAttributes()),
    ("hunter2", TextAttributes(hidden: true)),
  ]

  static func styled(_ parts: [(text: String, attributes: TextAttributes)]) -> StyledText {
    var string = ""
    var runs: [StyledRun] = []
    for part in parts {
      let start = string.utf8.count
      string += part.text
      if part.attributes != TextAttributes() {
        runs.append(StyledRun(utf8Range: start..<string.utf8.count, attributes: part.attributes))
      }
    }
    return StyledText(string, font: FontSpec(families: ["Noto Sans"], size: 17), color: .black, runs: runs)
  }

  /// At every width from one word to one line, the middle of each speckled rectangle is over
  /// hidden text.
  @Test func specklesStayOnHiddenText() throws {
    let fonts = try FontSystem()
    let text = Self.styled(Self.deploy)
    let hidden = try #require(text.runs.last?.utf8Range)
    var checked = 0
    for step in 0...300 {
      let width = 90 + Double(step)
      let shaped = fonts.shape(text, maxWidth: width)
      let layout = shaped.layout
      let rects = layout.hiddenRunRects(shifts: layout.placedLines(inWidth: width).map(\.shift))
      #expect(!rects.isEmpty)
      for rect in rects {
        var index: Int32 = 0
        var trailing: Int32 = 0
        pango_layout_xy_to_index(layout.layout, pangoUnits(rect.midX), pangoUnits(rect.midY), &index, &trailing)
        #expect(hidden.contains(Int(index)), "width \(width): speckles at \(rect) over byte \(index)")
        checked += 1
      }
    }
    #expect(checked > 300)
  }

  /// iMessage: "no" ends the second line, the spoiler the third; WeChat: "18:00" ends the first.
  @Test(arguments: ["imessage", "wechat"])
  func wrappedLinesBeforeASpoiler(theme: String) throws {
    let json = """
      { "kind": "group", "me": "me", "participants": [{ "id": "me" }, { "id": "bob", "name": "Bob Martin" }],
        "messages": [
        { "id": "1", "from": "bob", "time": "2026-11-19T10:06:00Z", "text": ["Deploy window: ",
          { "types": ["bold", "italic"], "text": "Friday 18:00 UTC" }, ". ", { "type": "strikethrough", "text": "Thursday" },
          " ", { "type": "underline", "text": "no exceptions" }, ". Secret: ", { "type": "spoiler", "text": "hunter2" }] }
      ] }
      """
    try Snapshot.assertRender(
      of: try TestSupport.conversation(json), named: "spoiler-wrapped-lines-\(theme)",
      theme: try ThemeLoader.load(theme),
      options: TestSupport.patientOptions(scale: 2))
  }
}
