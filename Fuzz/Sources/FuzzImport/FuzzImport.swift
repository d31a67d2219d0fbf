import Foundation
import FuzzSupport

/// Arbitrary bytes through the importers (`auto`: WhatsApp, LINE, KakaoTalk or iMessage text, iMessage HTML,
/// Telegram, Messenger, Instagram or bubbles/1 JSON, and Telegram's whole-account exports with a chat picked);
/// whatever imports is laid out and drawn.
/// A rejected input must say where it went wrong, or what to choose.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = Data(FuzzDriver.bytes(data, size))
  for options in [ImportOptions(), ImportOptions(me: "1001", chat: "1002")] {
    switch ConversationImport.importConversation(bytes, options: options) {
    case .success(let imported):
      Harness.render(imported.conversation)
    case .failure(.invalid(let error)):
      precondition(!error.issues.isEmpty, "a rejected export with no problem named")
    case .failure(.choiceNeeded(let message, _)):
      precondition(!message.isEmpty, "a choice asked for without a word")
    case .failure(.unrecognized(let message)):
      precondition(!message.isEmpty, "an unrecognized input refused without a word")
    }
  }
  return 0
}

@main enum FuzzImport {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
