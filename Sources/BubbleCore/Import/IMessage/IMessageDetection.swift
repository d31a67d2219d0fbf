import Foundation

/// What tells imessage-exporter's files from others: the HTML's markup (a message's box, its
/// timestamp, or an announcement), the TXT's first stamp line followed by a sender's line.
enum IMessageDetection {
  /// Whether the first character after spaces (and a byte order mark) opens a tag.
  static func startsLikeHTML(_ data: some Collection<UInt8>) -> Bool {
    let bytes = (data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data.dropFirst(0)).prefix(4096)
    return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "<")
  }

  /// HTML with the exporter's classes: `<div class="message">` with a `sent` or `received` box,
  /// or its `announcement`, and a `timestamp`.
  static func isHTML(_ data: some Collection<UInt8>) -> Bool {
    guard startsLikeHTML(data) else { return false }
    let text = String(decoding: data, as: UTF8.self)
    guard text.contains("class=\"timestamp\"") else { return false }
    let message =
      text.contains("<div class=\"message\"")
      && (text.contains("<div class=\"sent ") || text.contains("<div class=\"received\""))
    return message || text.contains("class =\"announcement\"") || text.contains("<div class=\"announcement\"")
  }

  /// A first line that is a stamp alone (a message, whose sender's line follows) or a stamp and
  /// an announcement's words.
  static func isText(_ data: some Collection<UInt8>) -> Bool {
    let head = String(decoding: data, as: UTF8.self)
    var lines = TextChatBuilder.lines(of: head).makeIterator()
    guard var first = lines.next() else { return false }
    if first.unicodeScalars.first == "\u{FEFF}" { first.unicodeScalars.removeFirst() }
    guard !first.hasPrefix(" "), let stamp = IMessageStamp.read(first) else { return false }
    if !stamp.rest.isEmpty { return IMessageAnnouncement.isAnnouncement(stamp.rest) }
    guard let sender = lines.next() else { return false }
    return !sender.trimmingCharacters(in: .whitespaces).isEmpty && IMessageStamp.read(sender) == nil
  }
}
