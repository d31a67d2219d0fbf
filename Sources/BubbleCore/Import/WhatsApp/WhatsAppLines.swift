/// The lines of an export, read twice without being kept: once for their timestamps (the date
/// order needs all of them), once to build the messages.
struct WhatsAppLines {
  private let text: String

  init(_ text: String) {
    self.text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
  }

  /// The timestamped lines (1-based numbers) up to `limit` of them: past the message limit the
  /// file is refused anyway.
  func headers(upTo limit: Int) -> [(line: Int, header: WhatsAppLineHeader)]? {
    var found: [(line: Int, header: WhatsAppLineHeader)] = []
    var lines = LineIterator(text)
    while found.count < limit, let (number, line) = lines.next() {
      if let header = WhatsAppLineHeader.parse(Array(line.unicodeScalars.prefix(WhatsAppLineHeader.maxLength))) {
        found.append((number, header))
      }
    }
    return found
  }

  /// Hands each message (its timestamped line and the lines that continue it) to `builder`.
  func read(headers: [(line: Int, header: WhatsAppLineHeader)], into builder: WhatsAppConversationBuilder) {
    var lines = LineIterator(text)
    var nextHeader = 0
    var draft: WhatsAppDraft?
    while let (number, line) = lines.next() {
      if nextHeader < headers.count, headers[nextHeader].line == number {
        if let draft { builder.add(draft) }
        let header = headers[nextHeader].header
        // No more of a line than its message may hold: a line of 64 MiB costs its first 64 KiB.
        let kept = header.bodyOffset + WhatsAppConversationBuilder.maxNameLength + 2 + builder.limits.maxTextBytes + 1
        draft = builder.draft(line: number, scalars: Array(line.unicodeScalars.prefix(kept)), header: header)
        nextHeader += 1
        if nextHeader == headers.count && headers.count > builder.limits.maxMessages { break }
      } else if draft != nil {
        draft?.append(line, maxBytes: builder.limits.maxTextBytes)
      } else if !WhatsAppText.bare(line).isEmpty {
        builder.ignoredLeadingLine(number)
      }
    }
    if let draft { builder.add(draft) }
  }
}

/// Lines ending at LF, CR LF or a lone CR, numbered from 1.
private struct LineIterator {
  private let text: String
  private var index: String.Index
  private var number = 0

  init(_ text: String) {
    self.text = text
    self.index = text.startIndex
  }

  mutating func next() -> (Int, Substring)? {
    let utf8 = text.utf8
    guard index < utf8.endIndex else { return nil }
    let start = index
    var end = index
    while end < utf8.endIndex, utf8[end] != 0x0A, utf8[end] != 0x0D { end = utf8.index(after: end) }
    index = end
    if index < utf8.endIndex {
      let isCR = utf8[index] == 0x0D
      index = utf8.index(after: index)
      if isCR, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
    }
    number += 1
    return (number, text[start..<end])
  }
}

/// One message as read so far: its timestamped line, then the lines that continue it.
struct WhatsAppDraft {
  var line: Int
  /// The column (1-based, in scalars) where the text after the name starts.
  var column: Int
  var time: Timestamp?
  var platform: WhatsAppLineHeader.Platform
  /// `nil` for a system line (no `Name:`).
  var sender: String?
  var text: String
  /// Set when lines were dropped past the text limit.
  var isCut = false

  mutating func append(_ line: Substring, maxBytes: Int) {
    guard !isCut else { return }
    guard text.utf8.count + line.utf8.count < maxBytes else {
      isCut = true
      return
    }
    text += "\n"
    text += line
  }
}
