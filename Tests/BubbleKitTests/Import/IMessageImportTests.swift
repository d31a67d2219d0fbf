import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// imessage-exporter's HTML: senders and the owner, times, subjects and styled text, threads
/// (a reply written twice kept once), tapbacks as reactions, edits, unsent messages,
/// announcements as notices, attachments from the file's folder, link and app balloons, located
/// warnings for what cannot be read, and detection.
@Suite("Import: iMessage HTML (imessage-exporter)") struct IMessageImportTests {
  static let html = IMessageFixtures.html

  private func imported() throws -> (ImportedConversation, URL) {
    let folder = try IMessageFixtures.exportFolder()
    return (try IMessageFixtures.imported(Self.html, folder: folder), folder)
  }

  @Test func readsMessagesNoticesAndTheOwner() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(imported.format.rawValue == "imessage" && imported.appTheme == "imessage")
    let chat = imported.conversation
    #expect(chat.messages.count == 13)
    #expect(chat.participants.map(\.name) == ["Me", "Theo", "Rosa Diaz", "Sam Lee"])
    #expect(chat.me == "Me" && chat.kind == .group && chat.title == "Park Day")
    #expect(
      chat.messages.map(\.kind) == [
        .message, .message, .system, .message, .message, .message, .recalled, .recalled, .message, .message,
        .message, .system, .message,
      ])
    #expect(chat.messages[2].text?.plainText == "Theo named the conversation Park Day")
    #expect(chat.messages[11].text?.plainText == "You added Sam Lee to the conversation.")
    #expect(chat.messages[0].time?.secondsSince1970 == TextChatFixture.seconds("2024-03-03T09:15:02Z"))
    #expect(chat.messages[0].status == .read && chat.messages[4].status == nil)
  }

  @Test func keepsTheSubjectBoldAndTheTextLiteral() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let text = try #require(imported.conversation.messages[0].text)
    #expect(text.plainText == "Picnic & plans\nBring the blue blanket <3\nand snacks")
    #expect(text.segments.first == TextSegment(text: "Picnic & plans", styles: [.bold]))
    #expect(text.segments.contains(TextSegment(text: "blue", styles: [.bold])))
    #expect(imported.conversation.messages[1].text?.plainText == "Same 👍")
  }

  @Test func aThreadsRepliesReplyToItsMessageOnce() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = imported.conversation.messages
    // Theo's reply only in the thread follows its message; Rosa's, also at the top level, is kept there.
    #expect(messages[1].from == "Theo" && messages[1].replyTo == messages[0].id)
    #expect(messages[3].from == "Rosa Diaz" && messages[3].replyTo == messages[0].id)
    #expect(messages.filter { $0.text?.plainText == "On it!" }.count == 1)
    #expect(messages[4].replyTo == nil)
  }

  @Test func tapbacksAreReactionsOnTheirMessage() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = imported.conversation.messages
    #expect(
      messages[0].reactions == [
        Message.Reaction(emoji: "❤️", count: 2), Message.Reaction(emoji: "🎉", count: 1),
      ])
    #expect(messages[4].reactions == [Message.Reaction(emoji: IMessageTapbacks.sticker, count: 1, mine: true)])
  }

  @Test func editsUnsentMessagesAndBalloons() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = imported.conversation.messages
    #expect(messages[5].edited && messages[5].text?.plainText == "See you at 1pm")
    #expect(messages[6].from == "Me" && messages[6].text == nil)
    #expect(messages[7].from == "Theo")
    let preview = try #require(messages[9].media?.linkPreview)
    #expect(messages[9].text == nil && preview.siteName == "Example Parks")
    #expect(preview.url == "https://example.com/park-map" && preview.title == "Riverside Park map")
    #expect(
      preview.description == "Trails, toilets & picnic spots" && preview.image == .url("https://example.com/map.png"))
    #expect(messages[10].text?.plainText == "Apple Pay\n$20.00" && messages[10].media?.typeName == "image")
  }

  @Test func attachmentsAreDrawnFromTheFilesFolderOnly() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messages = imported.conversation.messages
    #expect(messages[4].media?.typeName == "image" && messages[4].text?.plainText == "Cake is ready")
    #expect(messages[4].media?.image?.src == .path("attachments/7/cake.jpeg"))
    // A sticker with a caption (the app's words) is drawn as a picture, its caption beside it.
    #expect(messages[10].media?.image?.src == .path("attachments/9/st.png"))
    #expect(messages[8].media?.typeName == "image" && messages[8].media?.image?.src == nil)
    let line = try #require(IMessageFixtures.line(of: "IMG_0042.HEIC", in: Self.html))
    #expect(imported.warnings.contains { $0.location?.line == line && $0.message.contains("placeholder") })
  }

  @Test func severalPicturesAreAnAlbum() throws {
    let folder = try IMessageFixtures.exportFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let html = """
      <div class="message">
      <div class="received">
      <p><span class="timestamp">Mar 03, 2024  9:25:10 AM</span>
      <span class="sender">Theo</span></p>
      <hr><div class="message_part">
      <div class="attachment"><img src="attachments/7/cake.jpeg" loading="lazy"></div>
      </div>
      <hr><div class="message_part">
      <div class="attachment"><img src="attachments/9/st.png" loading="lazy"></div>
      </div>
      </div>
      </div>
      """
    let message = try #require(try IMessageFixtures.imported(html, folder: folder).conversation.messages.first)
    let album = try #require(message.media?.album)
    let sources = album.map { item -> MediaSource? in
      guard case .image(let image) = item else { return nil }
      return image.src
    }
    #expect(sources == [.path("attachments/7/cake.jpeg"), .path("attachments/9/st.png")])
  }

  @Test func aFolderIsReadByItsOneConversation() {
    let importer = IMessageImporter()
    #expect(
      importer.chatFile(among: ["orphaned.html", "Park Day - 12.html", "attachments"]) == .found("Park Day - 12.html"))
    #expect(importer.chatFile(among: ["a.html", "b.html"]) != .none && importer.chatFile(among: ["a.txt"]) == .none)
  }

  @Test func aFileOutsideTheFolderIsAPlaceholder() throws {
    let outside = Self.html.replacingOccurrences(of: "attachments/7/cake.jpeg", with: "/Users/ana/Library/x.jpeg")
      .replacingOccurrences(of: "attachments/9/st.png", with: "../st.png")
    let imported = try IMessageFixtures.imported(outside, folder: FileManager.default.temporaryDirectory)
    let messages = imported.conversation.messages
    #expect(messages[4].media?.typeName == "image" && messages[4].media?.image?.src == nil)
    #expect(messages[10].media?.typeName == "image" && messages[10].media?.image?.src == nil)
    #expect(imported.warnings.filter { $0.message.contains("not inside the export's folder") }.count == 2)
  }

  @Test func whatCannotBeReadIsALocatedWarningAndTheRestImports() throws {
    let (imported, folder) = try imported()
    defer { try? FileManager.default.removeItem(at: folder) }
    let warnings = imported.warnings
    let section = try #require(IMessageFixtures.line(of: "<section>", in: Self.html))
    #expect(
      warnings.contains { $0.location == JSONLocation(line: section, column: 1) && $0.message.contains("<section>") })
    let noSender = try #require(IMessageFixtures.line(of: "message-guid=J10", in: Self.html))
    #expect(warnings.contains { $0.location?.line == noSender - 2 && $0.message.contains("without its sender") })
    let badDate = try #require(IMessageFixtures.line(of: "Feb 30, 2024", in: Self.html))
    #expect(
      warnings.contains { $0.location == JSONLocation(line: badDate, column: 4) && $0.message.contains("invalid date") }
    )
    let last = try #require(imported.conversation.messages.last)
    // A message deleted from the Mac's conversation is still exported: its note is left out.
    #expect(last.from == "Sam Lee" && last.time == nil && last.text?.plainText == "Hi all")
  }

  @Test func meNamesAnotherOwnerAndACustomNameIsTheOwner() throws {
    let asTheo = try IMessageFixtures.imported(Self.html, me: "Theo")
    #expect(asTheo.conversation.me == "Theo")
    let renamed = try IMessageFixtures.imported(Self.html.replacingOccurrences(of: ">Me<", with: ">Ana<"))
    #expect(renamed.conversation.me == "Ana")
    #expect(renamed.conversation.messages[6].from == "Ana")
  }

  /// The layout before 2.0 (the real sample's): `Reactions:`, `reaction` classes, a bare
  /// `Subject:`, `You renamed the conversation to`, a sticker reaction `from Me`, `<xmp>`.
  @Test func readsTheLayoutBeforeTapbacks() throws {
    let old = """
      <html>
      <meta charset="UTF-8">
      <link rel="stylesheet" type="text/css" href="style.css">
      <div class="message">
          <div class="sent iMessage">
              <p><span class="timestamp">Jul 17, 2022 5:04:04 PM</span>
                  <span class="sender">Me</span>
              </p>
              Subject: <span class="subject">Hello</span>
              <hr>
              <div class="message_part"><span class="bubble">First</span></div>
              <div class="reactions">
                  <hr>
                  <p>Reactions:</p>
                  <div class="reaction"><span><b>Questioned</b> by +15550001111</span></div>
                  <div class="reaction"><img src="attachments/s.png" loading="lazy"><span
                          class="reaction">from Me</span></div>
              </div>
          </div>
      </div>
      <div class="announcement">
          <p><span class="timestamp">Jul 17, 2022 5:04:50 PM</span> You renamed the conversation to <b>Crab &amp; Co</b></p>
      </div>
      <div class="message">
          <div class="received">
              <p><span class="timestamp">Jul 17, 2022 5:31:49 PM (Read by you after 5 seconds)</span>
                  <span class="sender">+15550001111</span>
              </p>
              <hr>
              <div class="message_part"><div class="app"><a href="https://example.org/x"><div class="app_header">
              <div class="name"><b>Example</b></div></div><div class="app_footer">
              <div class="subcaption"><xmp>A <raw> & literal caption</xmp></div></div></a></div></div>
          </div>
      </div>
      <div class="message">
          <div class="sent iMessage">
              <p><span class="timestamp">Jul 17, 2022 5:32:00 PM</span>
                  <span class="sender">Me</span>
              </p>
              <hr>
              <div class="message_part"><div class="sticker"><img src="attachments/s.png" loading="lazy"></div></div>
          </div>
      </div>
      </html>
      """
    let imported = try IMessageFixtures.imported(old)
    let chat = imported.conversation
    #expect(chat.messages.count == 4 && chat.title == "Crab & Co" && chat.me == "Me")
    #expect(chat.messages[0].text?.plainText == "Hello\nFirst")
    #expect(chat.messages[0].reactions.map(\.emoji) == ["❓", IMessageTapbacks.sticker])
    #expect(chat.messages[0].reactions.last?.mine == true)
    #expect(chat.messages[2].media?.linkPreview?.description == nil)
    #expect(chat.messages[2].media?.linkPreview?.title == "A <raw> & literal caption")
    #expect(chat.messages[2].time?.secondsSince1970 == TextChatFixture.seconds("2022-07-17T17:31:49Z"))
    #expect(chat.messages[3].media?.sticker?.src == .path("attachments/s.png") && chat.messages[3].text == nil)
  }

  @Test func decodesCharacterReferences() {
    #expect(
      HTMLEntities.decode("a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#39; &#233; &#xE9; &#x1F600;")
        == "a & b <c> \"d\" 'e' é é 😀")
    #expect(HTMLEntities.decode("&nosuch; &amp &#xZZ; &#0;") == "&nosuch; &amp &#xZZ; \u{FFFD}")
  }

  @Test func detectionClaimsTheExportersHTMLAndNothingElse() {
    #expect(TextChatFixture.detected(Self.html) == "imessage")
    #expect(TextChatFixture.detected("<html><body><div class=\"message\">hi</div></body></html>") != "imessage")
    #expect(TextChatFixture.detected(TextChatFixture.whatsApp) == "whatsapp")
    #expect(TextChatFixture.detected(TextChatFixture.bubblesJSON) == "bubbles")
  }
}
