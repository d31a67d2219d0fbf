import Foundation

/// The lines of a TXT message after its sender: text, attachments' paths, stickers, an edit's
/// versions (`TIME first`, `Edited 9 seconds later: last`), unsent parts, `Tapbacks:` and their
/// lines, and the exporter's notes (deleted, a reply shown in its thread, an effect).
struct IMessageTextBody {
  struct Line {
    var text: String
    var number: Int
  }

  let builder: TextChatBuilder

  static let notes: Set<String> = ["This message was deleted from the conversation!"]
  static let respondedNote = "This message responded to an earlier message."
  static let effects: Set<String> = [
    "Confetti", "Echo", "Fireworks", "Balloons", "Heart", "Lasers", "Shooting Star", "Sparkles", "Spotlight", "Slam",
    "Loud", "Gentle", "Invisible Ink",
  ].reduce(into: []) { $0.insert("Sent with " + $1) }

  func read(_ lines: [Line], into record: inout IMessageRecord) {
    var text: [String] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let trimmed = line.text.trimmingCharacters(in: .whitespaces)
      index += 1
      if Self.notes.contains(trimmed) || Self.effects.contains(trimmed) { continue }
      if trimmed == Self.respondedNote {
        record.respondsToEarlier = true
      } else if trimmed == "Tapbacks:" || trimmed == "Reactions:" {
        index = readTapbacks(lines, from: index, into: &record)
      } else if Self.isUnsentPart(trimmed) {
        record.unsentParts += 1
      } else if let stamp = IMessageStamp.read(trimmed), !stamp.rest.isEmpty {
        index = readEdit(lines, from: index, first: stamp.rest, into: &record)
      } else if let attachment = Self.attachment(trimmed, at: line) {
        record.attachments.append(attachment)
      } else {
        text.append(line.text)
      }
    }
    let body = TextChatBuilder.trimmingTrailingBlankLines(text.joined(separator: "\n"))
    record.appendPart(RichText(plain: String(body.drop { $0 == "\n" })))
  }

  /// `You unsent this message part 5 seconds after sending!`, `They unsent this message part!`.
  static func isUnsentPart(_ line: String) -> Bool {
    line.hasSuffix(" unsent this message part!")
      || (line.contains(" unsent this message part ") && line.hasSuffix(" after sending!"))
  }

  /// The tapback lines after `Tapbacks:` up to a blank line or a line that is none; the index
  /// after them.
  private func readTapbacks(_ lines: [Line], from start: Int, into record: inout IMessageRecord) -> Int {
    var index = start
    while index < lines.count {
      let trimmed = lines[index].text.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty { return index + 1 }
      guard let tapback = IMessageTapbacks.tapback(inLine: trimmed) else {
        builder.warning(lines[index].number, 1, "\(quoted(trimmed)) is not a tapback; kept as text")
        return index
      }
      record.tapbacks.append(tapback)
      index += 1
    }
    return index
  }

  /// An edited part: its first version after the stamp, then `Edited … later: TEXT` lines (and
  /// the lines that continue them); the last version is the text. The index after it.
  private func readEdit(_ lines: [Line], from start: Int, first: String, into record: inout IMessageRecord) -> Int {
    var version = [first]
    var index = start
    while index < lines.count {
      let trimmed = lines[index].text.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("Edited "), let colon = trimmed.range(of: " later: ") {
        version = [trimmed[colon.upperBound...].trimmingCharacters(in: .whitespaces)]
      } else if trimmed.isEmpty || trimmed == "Tapbacks:" || trimmed == "Reactions:" || trimmed == Self.respondedNote {
        break
      } else {
        version.append(lines[index].text)
      }
      index += 1
    }
    record.edited = true
    record.appendPart(RichText(plain: version.joined(separator: "\n")))
    return index
  }

  /// A line that is an attachment's path (`attachments/12/IMG_0001.jpeg`, the Mac's
  /// `/Users/…/Attachments/…/IMG_0001.HEIC`), a name the exporter could not find, or a sticker
  /// (`Sticker from Ana: PATH`).
  static func attachment(_ line: String, at place: Line) -> IMessageAttachment? {
    if line == "Attachment missing!" {
      return IMessageAttachment(path: "attachment", line: place.number, column: 1, missing: true)
    }
    let stickerPrefix = "Sticker from "
    if line.hasPrefix(stickerPrefix), let colon = line.range(of: ": ") {
      let path = line[colon.upperBound...].split(separator: " (").first.map(String.init) ?? ""
      guard !path.isEmpty else { return nil }
      return IMessageAttachment(path: path, isSticker: true, line: place.number, column: 1)
    }
    guard isPath(line) else { return nil }
    let isPlainName = !line.contains("/")
    return IMessageAttachment(path: line, line: place.number, column: 1, missing: isPlainName)
  }

  static let fileExtensions: Set<String> = [
    "jpg", "jpeg", "png", "heic", "heif", "gif", "webp", "tiff", "bmp", "mov", "mp4", "m4v", "3gp", "avi", "mkv",
    "webm", "caf", "m4a", "mp3", "aac", "amr", "wav", "opus", "ogg", "flac", "pdf", "vcf", "pkpass", "zip", "txt",
    "docx", "xlsx", "pptx", "key", "pages", "numbers", "usdz", "gpx",
  ]

  private static func isPath(_ line: String) -> Bool {
    guard let dot = line.lastIndex(of: "."), !line.contains("\t"), !line.hasSuffix(" ") else { return false }
    guard fileExtensions.contains(line[line.index(after: dot)...].lowercased()) else { return false }
    if line.hasPrefix("/") || line.hasPrefix("~/") || line.hasPrefix("attachments/") { return true }
    return !line.contains(" ") && !line.contains("/")
  }
}
