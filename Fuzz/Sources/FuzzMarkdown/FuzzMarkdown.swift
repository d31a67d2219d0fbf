import Foundation
import FuzzSupport

let chatGPT: Theme = {
  guard let theme = try? ThemeLoader.load("chatgpt") else { fatalError("the chatgpt theme does not load") }
  return theme
}()

/// Bytes as an assistant's Markdown answer (malformed Markdown, hostile math, deep nesting),
/// read by cmark-gfm and our math scanner, then laid out and drawn in the ChatGPT theme: every
/// input ends in pages that tile the layout, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let source = String(decoding: FuzzDriver.bytes(data, size), as: UTF8.self)
  let conversation = Conversation(
    title: "Answer", me: "me",
    participants: [Participant(id: "me", name: "Me"), Participant(id: "ai", name: "ChatGPT")],
    messages: [
      Message(id: "1", from: "me", text: RichText(plain: "Explain")),
      Message(id: "2", from: "ai", text: RichText(markdown: source)),
    ])
  Harness.render(conversation, theme: chatGPT)
  return 0
}

@main enum FuzzMarkdown {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
