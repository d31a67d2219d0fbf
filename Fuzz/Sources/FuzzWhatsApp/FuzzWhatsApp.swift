import Foundation
import FuzzSupport

/// Arbitrary bytes through the WhatsApp importer (with a small folder listing, so attachments
/// are both found and missing); whatever imports is laid out and drawn. A refused text must say
/// where it went wrong. The same bytes go through the zip reader, whose small entries are
/// extracted: nothing may be read past the archive, nor inflated past an entry's declared size.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzDriver.bytes(data, size)
  // The first byte picks the date order (or detection), so the override is fuzzed too.
  let orders: [DateOrder?] = [nil, .dmy, .mdy, .ymd]
  var options = WhatsAppImportOptions(
    dateOrder: orders[Int(bytes.first ?? 0) % orders.count], timeZone: TimeZone(identifier: "Europe/Lisbon")!,
    files: ["IMG-20261121-WA0004.jpg": 3996, "Menu.pdf": 67])
  options.limits.maxMessages = 500
  let data = Data(bytes.dropFirst())
  if case .success(let entries) = ZipDirectory.entries(of: data) {
    for entry in entries where entry.size <= 1 << 20 {
      if case .success(let contents) = ZipExtraction.contents(of: entry, in: data) {
        precondition(contents.count == entry.size, "an entry extracted to another size than declared")
      }
    }
  }
  switch WhatsAppChatImporter.decode(data, options: options) {
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
