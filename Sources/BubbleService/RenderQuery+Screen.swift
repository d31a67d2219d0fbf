import BubbleKit

/// `screen=390x844[&input-state=text][&draft=...][&keyboard-height=300][&back-unread=12][&recording-time=7]`: one phone screen, as
/// `bubbles render --screen` draws it; the ranges are the request's (`RenderRequest.problems`).
extension RenderQuery {
  static let screenParameterNames = ServiceParameter.screen.map(\.name)

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
    var keyboardHeight: Double?
    if let text = value("keyboard-height") {
      keyboardHeight = Double(text)
      if keyboardHeight == nil {
        problems.append(("keyboard-height", "keyboard-height must be a number of points, not \(text)"))
      }
    }
    var backUnread: Int?
    if let text = value("back-unread") {
      backUnread = Int(text)
      if backUnread == nil {
        problems.append(("back-unread", "back-unread must be a whole number of messages, not \(text)"))
      }
    }
    var recordingSeconds = 0
    if let text = value("recording-time") {
      if let seconds = Int(text) {
        recordingSeconds = seconds
      } else {
        problems.append(("recording-time", "recording-time must be a whole number of seconds, not \(text)"))
      }
    }
    guard let size, problems.isEmpty else { return (nil, problems) }
    let state = InputBarState(mode, keyboardHeight: keyboardHeight)
    let screen = ScreenOptions(
      size: size, inputState: state, draft: value("draft") ?? "", backUnread: backUnread,
      recordingSeconds: recordingSeconds)
    return (screen, [])
  }

  private static func describe(_ range: ClosedRange<Double>) -> String {
    "\(Int(range.lowerBound.rounded(.up))) to \(Int(range.upperBound.rounded(.down)))"
  }
}
