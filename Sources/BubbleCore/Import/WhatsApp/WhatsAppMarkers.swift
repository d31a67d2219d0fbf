import Foundation

/// The words WhatsApp writes in place of media and events (`<Media omitted>`, `image omitted`,
/// `<attached: …>`, `location: …`, `This message was deleted`), in every language of
/// `table`, matched without case, direction marks or the kind of space.
enum WhatsAppMarkers {
  enum Marker: String, CaseIterable, Sendable {
    case mediaOmitted, imageOmitted, videoOmitted, audioOmitted, gifOmitted, stickerOmitted, contactCardOmitted
    /// iOS: `Report.pdf • 3 pages document omitted`; the words end the line.
    case documentOmitted
    /// iOS: `<attached: 00000003-PHOTO-….jpg>`, after the document's name for a document.
    case attachedPrefix
    /// Android: `IMG-20261121-WA0004.jpg (file attached)`.
    case fileAttachedSuffix
    case locationPrefix
    case deletedByOther, deletedByMe
    case editedSuffix
  }

  /// `text` as markers are compared: without direction marks and surrounding spaces, every
  /// space an ordinary one, lowercased.
  static func key(_ text: some StringProtocol) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in WhatsAppText.bare(text).unicodeScalars {
      scalars.append(scalar == "\u{00A0}" || scalar == "\u{202F}" ? " " : scalar)
    }
    return String(scalars).lowercased()
  }

  /// Every language's texts of `marker`, as keys.
  static func keys(_ marker: Marker) -> [String] {
    (table[marker] ?? []).flatMap { $0.texts.map(key) }
  }

  /// Whole-line placeholders, each with the marker it is.
  static let wholeLines: [String: Marker] = {
    var found: [String: Marker] = [:]
    let kinds: [Marker] = [
      .mediaOmitted, .imageOmitted, .videoOmitted, .audioOmitted, .gifOmitted, .stickerOmitted, .contactCardOmitted,
    ]
    for marker in kinds { for text in keys(marker) { found[text] = found[text] ?? marker } }
    return found
  }()

  static let documentSuffixes = keys(.documentOmitted)
  static let attachedPrefixes = keys(.attachedPrefix)
  static let fileAttachedSuffixes = keys(.fileAttachedSuffix)
  static let locationPrefixes = keys(.locationPrefix)
  static let editedSuffixes = keys(.editedSuffix)

  /// The sentences of a deleted message, without their final full stop; one written for both
  /// ("Esta mensagem foi apagada.") counts as someone's.
  static let deletions: [String: WhatsAppConversationBuilder.Deleter] = {
    var found: [String: WhatsAppConversationBuilder.Deleter] = [:]
    for text in keys(.deletedByMe) { found[withoutFullStop(text)] = .you }
    for text in keys(.deletedByOther) { found[withoutFullStop(text)] = .someone }
    return found
  }()

  static func withoutFullStop(_ text: String) -> String {
    guard let last = text.last, ".。".contains(last) else { return text }
    return String(text.dropLast())
  }

  /// `text` without the first of `affixes` it starts with (compared as keys), and the affix.
  static func removingPrefix(_ affixes: [String], from text: String) -> String? {
    let bare = WhatsAppText.bare(text)
    let lowered = key(bare)
    for affix in affixes where lowered.hasPrefix(affix) {
      // Lowercasing keeps these texts' lengths in characters, so the count carries over.
      return String(bare.dropFirst(affix.count))
    }
    return nil
  }

  static func removingSuffix(_ affixes: [String], from text: String) -> String? {
    let bare = WhatsAppText.bare(text)
    let lowered = key(bare)
    for affix in affixes where lowered.hasSuffix(affix) {
      return String(bare.dropLast(affix.count))
    }
    return nil
  }

  /// The range of the first attached prefix in `text` (an iOS document's name comes before it).
  static func attachedRange(in text: String) -> Range<String.Index>? {
    attachedPrefixes.lazy.compactMap { prefix in
      text.range(of: prefix, options: [.caseInsensitive])
    }.min { $0.lowerBound < $1.lowerBound }
  }
}
