import Foundation

/// What a message's first line says it carries, as the fields of a content kind of the format
/// (`image`, `voice`, `file`…), decoded by the kinds the caller registered.
struct WhatsAppMedia: Equatable {
  var type: String
  var fields: [String: JSONValue]
  /// The text after the marker on the same line (an iOS caption), if any.
  var captionStart: String = ""

  /// `<Media omitted>`, `image omitted`, `<attached: 00000003-PHOTO-….jpg>`,
  /// `IMG-20261121-WA0004.jpg (file attached)`, `Location: https://maps.google.com/?q=…`, in any
  /// language of `WhatsAppMarkers`: the media the line names; `nil` for a text line.
  /// `attachment` is set to the file's name.
  static func recognize(_ line: String) -> (media: WhatsAppMedia, attachment: String?)? {
    let bare = WhatsAppText.bare(line.replacingOccurrences(of: "\u{00A0}", with: " "))
    if let placeholder = omitted(bare) { return (placeholder, nil) }
    // iOS: "<attached: NAME>" with a caption after it; a document's name may come before it.
    if let prefix = WhatsAppMarkers.attachedRange(in: bare), let close = bare[prefix.upperBound...].firstIndex(of: ">")
    {
      let name = WhatsAppText.bare(bare[prefix.upperBound..<close])
      if !name.isEmpty {
        var media = attachment(named: name)
        media.captionStart = WhatsAppText.trimmed(String(bare[bare.index(after: close)...]))
        return (media, name)
      }
    }
    if let name = WhatsAppMarkers.removingSuffix(WhatsAppMarkers.fileAttachedSuffixes, from: bare)
      .map(WhatsAppText.bare), !name.isEmpty
    {
      return (attachment(named: name), name)
    }
    return location(bare).map { ($0, nil) }
  }

  /// A placeholder of the kind the export left out.
  private static func omitted(_ text: String) -> WhatsAppMedia? {
    switch WhatsAppMarkers.wholeLines[WhatsAppMarkers.key(text)] {
    case .mediaOmitted?: return WhatsAppMedia(type: "file", fields: ["name": .string("Media omitted")])
    case .imageOmitted?: return WhatsAppMedia(type: "image", fields: [:])
    case .videoOmitted?, .gifOmitted?: return WhatsAppMedia(type: "video", fields: [:])
    case .audioOmitted?: return WhatsAppMedia(type: "voice", fields: ["duration": .number(0, isInteger: true)])
    case .stickerOmitted?: return WhatsAppMedia(type: "sticker", fields: [:])
    case .contactCardOmitted?: return WhatsAppMedia(type: "contact", fields: ["name": .string("Contact card")])
    default: break
    }
    // iOS: "Report.pdf • 3 pages document omitted".
    guard let rest = WhatsAppMarkers.removingSuffix(WhatsAppMarkers.documentSuffixes, from: text) else { return nil }
    let name = WhatsAppText.bare(rest.split(separator: "•").first.map(String.init) ?? "")
    return WhatsAppMedia(type: "file", fields: ["name": .string(name.isEmpty ? "Document" : name)])
  }

  /// The kind of an attached file, by its extension; `src` is set by the importer once the file
  /// is known to be in the export.
  static func attachment(named name: String) -> WhatsAppMedia {
    let dot = name.lastIndex(of: ".")
    let fileExtension = dot.map { name[name.index(after: $0)...].lowercased() } ?? ""
    switch fileExtension {
    case "jpg", "jpeg", "png", "heic", "heif", "gif":
      return WhatsAppMedia(type: "image", fields: [:])
    case "webp":
      return WhatsAppMedia(type: "sticker", fields: [:])
    case "mp4", "mov", "3gp", "m4v", "mkv", "avi", "webm":
      return WhatsAppMedia(type: "video", fields: [:])
    case "opus", "ogg":
      return WhatsAppMedia(type: "voice", fields: ["duration": .number(0, isInteger: true)])
    case "m4a", "mp3", "aac", "amr", "wav", "flac":
      return WhatsAppMedia(type: "audio", fields: ["title": .string(name)])
    case "vcf":
      let stem = dot.map { String(name[..<$0]) } ?? name
      return WhatsAppMedia(type: "contact", fields: ["name": .string(withoutSequenceNumber(stem))])
    default:
      return WhatsAppMedia(type: "file", fields: ["name": .string(withoutSequenceNumber(name))])
    }
  }

  /// iOS numbers its files: "00000010-Ana Lima" is Ana Lima's card, "00000014-Itinerary.pdf"
  /// the document "Itinerary.pdf".
  private static func withoutSequenceNumber(_ stem: String) -> String {
    let digits = stem.prefix { ("0"..."9").contains($0) }
    guard digits.count >= 4, stem.dropFirst(digits.count).first == "-" else { return stem }
    let name = String(stem.dropFirst(digits.count + 1))
    return name.isEmpty ? stem : name
  }

  /// `Location: https://maps.google.com/?q=38.7223,-9.1393` (both platforms, every language).
  private static func location(_ text: String) -> WhatsAppMedia? {
    guard
      let url = WhatsAppMarkers.removingPrefix(WhatsAppMarkers.locationPrefixes, from: text).map(WhatsAppText.trimmed),
      url.hasPrefix("https://maps.google.com/"), let query = url.split(separator: "q=").last,
      let coordinates = query.split(separator: "&").first
    else { return nil }
    let numbers = coordinates.split(separator: ",").map { Double($0) }
    guard numbers.count == 2, let latitude = numbers[0], let longitude = numbers[1],
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    return WhatsAppMedia(
      type: "location",
      fields: ["latitude": .number(latitude, isInteger: false), "longitude": .number(longitude, isInteger: false)])
  }

  /// Where the file goes: its kind's image field, when it has one.
  var sourceField: String? {
    switch type {
    case "image", "sticker": "src"
    default: nil
    }
  }
}
