import Foundation
import FuzzSupport

/// Inbox bytes through the inbox decoder (conversations written inline: entries naming files
/// are skipped), then the list drawn with no avatars.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzDriver.bytes(data, size)
  guard !FileReferences.anyObject(in: bytes, hasKey: "file") else { return 0 }
  switch InboxDecoder.decode(Data(bytes), directory: nil) {
  case .success(let decoded):
    Harness.render(decoded.inbox)
  case .failure(let error):
    precondition(!error.issues.isEmpty, "a rejected inbox with no problem named")
  }
  return 0
}

@main enum FuzzInbox {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
