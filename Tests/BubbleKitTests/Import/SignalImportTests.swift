import Foundation
import Testing

@testable import BubbleKit

/// signal-export's Markdown: WhatsApp's line grammar with year-first stamps without seconds,
/// `Me` for the exporter, and attachments as Markdown links.
@Suite("Import: Signal (signal-export) exports") struct SignalImportTests {
  static let chat = """
    [2019-05-29, 15:04] Me: How is everyone?
    [2019-05-29, 15:10] Aya: We're great!
    and you?
    [2019-05-29, 15:20] Jim: ![IMG_1.jpg](media/IMG_1.jpg)
    the view from here
    [2019-05-29 15:21] Jim: [voice.m4a](media/voice.m4a)
    [2019-05-29, 15:22] Aya: [../../secret.jpg](../../secret.jpg)

    """

  private func imported(_ text: String, from format: ImportFormat = .auto) throws -> ImportedConversation {
    try ConversationImport.importConversation(Data(text.utf8), from: format).get()
  }

  @Test func aChatIsToldFromWhatsAppAndMeIsTheExporter() throws {
    let result = try imported(Self.chat)
    #expect(result.format == ImportFormat(rawValue: "signal") && result.appTheme == "signal")
    let chat = result.conversation
    #expect(chat.me == "Me" && chat.kind == .group)
    #expect(chat.messages.count == 5)
    #expect(chat.messages[1].text?.plainText == "We're great!\nand you?")
    #expect(chat.messages[0].time != nil)
    let whatsApp = try imported("[29/05/2019, 15:04:05] Ana: hi\n")
    #expect(whatsApp.format == .whatsapp, "WhatsApp's iOS stamps have seconds")
  }

  @Test func markdownLinksAreAttachmentsOfTheirKind() throws {
    let messages = try imported(Self.chat).conversation.messages
    #expect(messages[2].media?.typeName == "image" && messages[2].text?.plainText == "the view from here")
    #expect(messages[2].media?.images.map(\.source) == [.path("media/IMG_1.jpg")])
    #expect(messages[3].media?.typeName == "audio" && messages[3].text == nil)
    #expect(messages[4].media?.images.isEmpty == true, "a path out of the folder is not read")
  }
}
