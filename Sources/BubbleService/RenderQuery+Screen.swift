import BubbleKit

/// `screen=390x844[&input-state=text][&draft=...][&keyboard-height=300]`: one phone screen, as
/// `bubbles render --screen` draws it, with the CLI's ranges and sentences.
extension RenderQuery {
  static let screenParameterNames = ["screen", "input-state", "draft", "keyboard-height"]
  /// A draft longer than this is refused: the field shows a few lines, and the text is shaped.
  static let maxDraftBytes = 4096

  static func screen(_ value: (String) -> String?, pageGiven: Bool) -> (
    ScreenOptions?, [(parameter: String, message: String)]
  ) {
    guard let text = value("screen") else {
      let strays = screenParameterNames.dropFirst().filter { value($0) != nil }
      return (nil, strays.map { ($0, "\($0) needs screen (like screen=390x844)") })
    }
    var problems: [(parameter: String, message: String)] = []
    if pageGiven { problems.append(("page", "page applies to pages; a screen is one image")) }
    let size = ScreenOptions.size(parsing: text)
    if size == nil {
      problems.append(
        (
          "screen",
          "screen must be WIDTHxHEIGHT in points, like 390x844 (width \(describe(ScreenOptions.widthRange)), "
            + "height \(describe(ScreenOptions.heightRange))), not \(text)"
        ))
    }
    var mode = InputBarMode.initial
    if let text = value("input-state") {
      if let chosen = InputBarMode(rawValue: text) {
        mode = chosen
      } else {
        let names = InputBarMode.allCases.map(\.rawValue).joined(separator: ", ")
        problems.append(("input-state", "input-state must be one of \(names), not \(text)"))
      }
    }
    let draft = value("draft") ?? ""
    if draft.utf8.count > maxDraftBytes {
      problems.append(("draft", "draft must be at most \(maxDraftBytes) bytes of UTF-8, not \(draft.utf8.count)"))
    }
    let keyboardHeight = Self.keyboardHeight(value("keyboard-height"), mode: mode, size: size, problems: &problems)
    guard let size, problems.isEmpty else { return (nil, problems) }
    return (
      ScreenOptions(size: size, inputState: InputBarState(mode, keyboardHeight: keyboardHeight), draft: draft), []
    )
  }

  /// Only with input-state=text, from 100 points to 70% of the screen's height.
  private static func keyboardHeight(
    _ text: String?, mode: InputBarMode, size: Size?, problems: inout [(parameter: String, message: String)]
  ) -> Double? {
    guard let text else { return nil }
    guard mode == .text else {
      problems.append(("keyboard-height", "keyboard-height applies to input-state=text, not \(mode.rawValue)"))
      return nil
    }
    let range = ScreenOptions.keyboardHeightRange(screenHeight: size?.height ?? ScreenOptions.heightRange.upperBound)
    guard let height = Double(text), range.contains(height) else {
      problems.append(
        ("keyboard-height", "keyboard-height must be \(describe(range)) points on this screen, not \(text)"))
      return nil
    }
    return height
  }

  private static func describe(_ range: ClosedRange<Double>) -> String {
    "\(Int(range.lowerBound.rounded(.up))) to \(Int(range.upperBound.rounded(.down)))"
  }
}
