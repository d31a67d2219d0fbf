import Foundation
import FuzzSupport

/// Arbitrary bytes through the importers (`auto`: WhatsApp, LINE, KakaoTalk or iMessage text, iMessage HTML,
/// Telegram, Messenger, Instagram, Discord, Slack or bubbles/1 JSON, and Telegram's whole-account exports with a chat
/// picked); whatever imports is laid out and drawn. A rejected input must say where it went wrong, or what to choose.
/// A zip (a Slack workspace's, a WhatsApp chat's) is read as an export: its chat and other files from the archive.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = Data(FuzzDriver.bytes(data, size))
  for options in [ImportOptions(), ImportOptions(me: "1001", chat: "1002"), ImportOptions(chat: "general")] {
    check(imported(bytes, options: options))
  }
  return 0
}

private func imported(_ bytes: Data, options: ImportOptions) -> Result<ImportedConversation, ImportError> {
  guard bytes.starts(with: [0x50, 0x4B]) else { return ConversationImport.importConversation(bytes, options: options) }
  switch ConversationSource.open(zip: bytes, named: "fuzz.zip", extractsPictures: false) {
  case .success(let source): return source.importConversation(options: options)
  case .failure(let problem):
    precondition(!problem.message.isEmpty, "a zip refused without a word")
    return .failure(.invalid(problem.message))
  }
}

private func check(_ result: Result<ImportedConversation, ImportError>) {
  switch result {
  case .success(let imported):
    Harness.render(imported.conversation)
  case .failure(.invalid(let error)):
    precondition(!error.issues.isEmpty, "a rejected export with no problem named")
  case .failure(.choiceNeeded(let message, _)):
    precondition(!message.isEmpty, "a choice asked for without a word")
  case .failure(.chatNeeded(let message, let chats)):
    precondition(!message.isEmpty && chats.allSatisfy { !$0.id.isEmpty }, "a chat asked for without a word or an id")
  case .failure(.unrecognized(let message)):
    precondition(!message.isEmpty, "an unrecognized input refused without a word")
  }
}

@main enum FuzzImport {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
