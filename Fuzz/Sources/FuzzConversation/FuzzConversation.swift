import Foundation
import FuzzSupport

/// Arbitrary bytes through the real decoder; whatever decodes is laid out and drawn. A rejected
/// input must say where it went wrong.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzDriver.bytes(data, size)
  switch ConversationDecoder.decode(Data(bytes)) {
  case .success(let decoded):
    Harness.render(decoded.conversation)
  case .failure(let error):
    precondition(!error.issues.isEmpty, "a rejected conversation with no problem named")
  }
  return 0
}

@main enum FuzzConversation {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
