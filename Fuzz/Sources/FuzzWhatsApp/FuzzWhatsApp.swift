import Foundation
import FuzzSupport

/// Arbitrary bytes through the WhatsApp importer (with a small folder listing, so attachments
/// are both found and missing); whatever imports is laid out and drawn. A refused text must say
/// where it went wrong, and every message must carry its line's time or none.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzDriver.bytes(data, size)
  // The first byte picks the date order (or detection), so the override is fuzzed too.
  let orders: [DateOrder?] = [nil, .dmy, .mdy, .ymd]
  var options = WhatsAppImportOptions(
    dateOrder: orders[Int(bytes.first ?? 0) % orders.count], timeZone: TimeZone(identifier: "Europe/Lisbon")!,
    files: ["IMG-20261121-WA0004.jpg": 3996, "Menu.pdf": 67])
  options.limits.maxMessages = 500
  switch WhatsAppChatImporter.decode(Data(bytes.dropFirst()), options: options) {
  case .success(let decoded):
    precondition(decoded.conversation.messages.count <= 500, "more messages than the limit")
    Harness.render(decoded.conversation)
  case .failure(let error):
    precondition(!error.issues.isEmpty, "a refused chat with no problem named")
  }
  return 0
}

@main enum FuzzWhatsApp {
  static func main() { FuzzDriver.run { testOneInput($0, $1) } }
}
