import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// WhatsApp's markers in the languages its apps ship: the localized placeholders, attachments,
/// locations, deletions and edits of both platforms keep their senders and become their kinds.
@Suite struct WhatsAppLanguageTests {
  private func imported(_ lines: [String]) throws -> Conversation {
    try WhatsAppFixture.importText(lines.joined(separator: "\n") + "\n").conversation
  }

  @Test(arguments: [
    ("[27/03/2022, 21:41:55] Dmitry S: \u{200E}imagen omitida", "image"),
    ("[27/03/2022, 21:41:55] Dmitry S: \u{200E}gambar tidak disertakan", "image"),
    ("[27/03/2022, 21:41:55] Dmitry S: \u{200E}видео отсутствует", "video"),
    ("[27/03/2022, 21:41:55] Dmitry S: \u{200E}画像は含まれていません", "image"),
    ("[27/03/2022, 21:41:55] Dmitry S: \u{200E}Bericht.pdf • 3 Seiten Dokument weggelassen", "file"),
    ("[27/03/2022, 21:41:55] Dmitry S: \u{200E}<adjunto: 00000003-PHOTO-2022-03-27-21-41-55.jpg>", "image"),
    ("[27/03/2022, 21:41:55] Dmitry S: Notes.txt \u{200E}<attached: 00000046-Notes.txt>", "file"),
    ("27/03/2022, 21:41 - Dmitry S: <Media weggelaten>", "file"),
    ("27/03/2022, 21:41 - Dmitry S: IMG-20220327-WA0004.jpg (bestand bijgevoegd)", "image"),
    ("27/03/2022, 21:41 - Dmitry S: locatie: https://maps.google.com/?q=52.37,4.89", "location"),
    ("[27/03/2022, 21:41:55] Dmitry S: \u{200E}Местоположение: https://maps.google.com/?q=55.75,37.61", "location"),
  ])
  func aLocalizedMarkerKeepsItsSenderAndBecomesItsKind(line: String, kind: String) throws {
    let chat = try imported(["[27/03/2022, 21:40:00] Elon: hi", line])
    let message = try #require(chat.messages.last)
    #expect(message.kind != .system, "a marker is no notice")
    #expect(message.from == "Dmitry S")
    #expect(message.media?.typeName == kind)
  }

  @Test(arguments: [
    "[27/03/2022, 21:41:55] Dmitry S: \u{200E}Se eliminó este mensaje.",
    "[27/03/2022, 21:41:55] Dmitry S: \u{200E}Diese Nachricht wurde gelöscht.",
    "27/03/2022, 21:41 - Dmitry S: Данное сообщение удалено",
  ])
  func aLocalizedDeletionIsADeletedMessage(line: String) throws {
    let message = try #require(try imported(["[27/03/2022, 21:40:00] Elon: hi", line]).messages.last)
    #expect(message.kind == .recalled && message.from == "Dmitry S")
  }

  @Test func aLocalizedEditMarkIsTheEditedLabel() throws {
    let message = try #require(
      try imported(["27/03/2022, 21:41 - Ana: Hola de nuevo <Se editó este mensaje.>"]).messages.first)
    #expect(message.edited && message.text?.plainText == "Hola de nuevo")
  }

  @Test func aGroupMembersLineThatStartsWithAMarkIsTheirMessage() throws {
    let chat = try imported([
      "[29/01/2018, 12:24:03] Hikers: \u{200E}Du hast die Gruppe \"Hikers\" erstellt.",
      "[29/01/2018, 12:25:03] Alice: Hallo",
      "[29/01/2018, 12:26:03] Bob: Hi",
      "[29/01/2018, 12:27:03] Alice: \u{200E}Keine Ahnung, lass uns das mal ausprobieren",
    ])
    #expect(chat.kind == .group && chat.title == "Hikers")
    #expect(chat.messages.map(\.kind) == [.system, .message, .message, .message])
    #expect(chat.messages.last?.from == "Alice")
  }

  @Test func everyLanguageHasItsMainMarkers() {
    let languages = Set(WhatsAppMarkers.table.values.flatMap { $0.map(\.language) })
    #expect(languages.count >= 20)
    for marker in [WhatsAppMarkers.Marker.imageOmitted, .attachedPrefix, .deletedByOther, .documentOmitted] {
      let covered = Set(WhatsAppMarkers.table[marker, default: []].map(\.language))
      #expect(covered.count >= 20, "\(marker) in \(covered.count) languages")
    }
  }

  @Test func theImportingPageHoldsTheTable() throws {
    let page = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent("docs/importing.md"), encoding: .utf8)
    #expect(
      page.contains(WhatsAppMarkers.referenceTable),
      "docs/importing.md's table of languages is out of date; replace it with:\n\(WhatsAppMarkers.referenceTable)")
  }
}
