import Foundation

/// One-line descriptions of messages and media, for reply headers and (later)
/// the last-message line of a conversation list.
public enum MediaSummary {
  /// Longer previews are cut: a header shows one line, and measuring 64 KiB of
  /// text only to ellipsize it would be wasted work.
  public static let maxPreviewLength = 200

  /// What a message says in one line: its text, a media description ("Photo",
  /// "Voice message 0:07"), or both as "Photo, caption". A link preview's card
  /// is described only when the message has no text, since the text is the message.
  public static func oneLine(
    text: RichText?, media: Media?, strings: PresentationStrings
  ) -> String {
    let caption = text.map(\.plainText).flatMap(nonEmpty)
    guard let media else { return singleLine(caption ?? "") }
    if case .linkPreview = media, let caption { return singleLine(caption) }
    let summary = description(of: media, strings: strings)
    return singleLine(caption.map { "\(summary), \($0)" } ?? summary)
  }

  /// A few words naming a media object and its most telling detail.
  public static func description(of media: Media, strings: PresentationStrings) -> String {
    switch media {
    case .image: return strings.photo
    case .album: return strings.album
    case .video: return strings.video
    case .voice(let voice):
      return fill(strings.voiceMessage, with: DurationFormat.string(seconds: voice.duration))
    case .audio(let audio):
      let parts = [audio.title, audio.performer].compactMap { $0.flatMap(nonEmpty) }
      return parts.isEmpty ? strings.audio : parts.joined(separator: " — ")
    case .file(let file):
      return nonEmpty(file.name) ?? strings.file
    case .location(let location):
      return location.title.flatMap(nonEmpty) ?? strings.location
    case .contact(let contact):
      return nonEmpty(contact.name) ?? strings.contact
    case .sticker(let sticker):
      return joined(sticker.emoji, strings.sticker)
    case .linkPreview(let link):
      return [link.title, link.siteName, link.url].lazy.compactMap { $0.flatMap(nonEmpty) }
        .first ?? link.url
    case .call(let call):
      return callDescription(call, strings: strings)
    case .poll(let poll):
      return nonEmpty(poll.question).map { "📊 \($0)" } ?? strings.poll
    case .redPacket(let packet):
      return packet.greeting.flatMap(nonEmpty).map { "\(strings.redPacket), \($0)" }
        ?? strings.redPacket
    case .transfer(let transfer):
      return joined(strings.transfer, transfer.amount)
    case .custom(let custom):
      // A custom type may say how it reads in a preview; else its type names it.
      return custom.string("summary").flatMap(nonEmpty) ?? custom.type.replacingOccurrences(of: "_", with: " ")
    }
  }

  /// Line breaks (and the blanks around them) become one space; the result is
  /// trimmed and cut to `maxPreviewLength` characters with an ellipsis.
  public static func singleLine(_ text: String) -> String {
    let line = text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
    guard line.count > maxPreviewLength else { return line }
    return String(line.prefix(maxPreviewLength - 1)) + "…"
  }

  /// "Missed call", or "Call 3:05" / "Video call 3:05" (no duration when unknown or zero).
  private static func callDescription(_ call: CallMedia, strings: PresentationStrings) -> String {
    if call.missed { return strings.missedCall }
    let kind = call.video ? strings.videoCall : strings.call
    guard let duration = call.duration, duration > 0 else { return kind }
    return "\(kind) \(DurationFormat.string(seconds: duration))"
  }

  /// Replaces the first "%@" of a template from `PresentationStrings`.
  static func fill(_ template: String, with value: String) -> String {
    guard let range = template.range(of: "%@") else { return template }
    return template.replacingCharacters(in: range, with: value)
  }

  /// The non-blank parts separated by a space.
  private static func joined(_ parts: String?...) -> String {
    parts.compactMap { $0.flatMap(nonEmpty) }.joined(separator: " ")
  }

  private static func nonEmpty(_ text: String) -> String? {
    text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
  }
}
