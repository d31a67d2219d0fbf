import Foundation
import FuzzSupport

/// A small conversation with a bit of everything a theme styles: a group (names, avatars),
/// both sides, a reply, a date gap, big emoji, and media without files (placeholders).
let sample: Conversation = {
  let json = """
    { "format": "bubbles/1", "kind": "group", "title": "Trip", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann Lee" },
                       { "id": "li", "name": "李雷" }],
      "unread_from": "4",
      "messages": [
        { "id": "1", "from": "ann", "time": 1763600000, "text": "Are we still on for Saturday? https://example.com" },
        { "id": "2", "from": "me", "time": 1763600090, "status": "read", "reply_to": "1",
          "text": "Yes! مرحبا 好的" },
        { "id": "3", "from": "li", "time": 1763700000, "text": "😂😂" },
        { "id": "4", "from": "li", "time": 1763700060, "media": { "type": "voice", "duration": 7 } },
        { "id": "5", "from": "me", "time": 1763700120, "status": "sent",
          "media": { "type": "image", "width": 1600, "height": 1067 }, "text": "the view" }
      ] }
    """
  guard case .success(let decoded) = ConversationDecoder.decode(Data(json.utf8)) else {
    fatalError("the theme fuzzer's sample conversation does not decode")
  }
  return decoded.conversation
}()

/// Theme bytes through the theme loader; a theme it accepts draws the sample as a list and as a
/// phone screen (the screen's keys: bars, keyboard, panels), the panel chosen by the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzDriver.bytes(data, size)
  guard !FileReferences.themeExtendsAFile(bytes),
    let theme = try? ThemeLoader.decode(Data(bytes), source: "fuzz.json")
  else { return 0 }
  Harness.render(sample, theme: theme)
  let modes = InputBarMode.allCases
  Harness.renderScreen(sample, theme: theme, mode: modes[bytes.count % modes.count])
  return 0
}

@main enum FuzzTheme {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
