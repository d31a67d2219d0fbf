import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// LINE's chat histories: the mobile apps' headers, date lines and times in their languages,
/// LINE for PC's "save chat", notices, placeholders, quoted multi-line messages, located
/// warnings, and detection.
@Suite("Import: LINE chat histories") struct LineImportTests {
  static let traditionalChinese = """
    \u{FEFF}[LINE] 與Ana的聊天記錄
    儲存日期：2020/02/12 02:42

    2017/11/20（一）
    下午04:46\tAna\t你好
    上午09:05\tBo\t[貼圖]
    22:00\tAna\t"第一行
    第二行"
    01:09\tBo\t☎ 通話時間0:53

    2016/5/8（週日）
    22:00\t\tAna已收回訊息
    22:04\tAna\t[照片]

    """

  @Test func readsTheMobileAppInTraditionalChinese() throws {
    let imported = try TextChatFixture.imported(Self.traditionalChinese)
    #expect(imported.format.rawValue == "line")
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    let chat = imported.conversation
    #expect(chat.title == "Ana" && chat.kind == .direct)
    #expect(chat.participants.map(\.name) == ["Ana", "Bo"])
    #expect(chat.messages.count == 6)
    #expect(chat.messages[0].time?.secondsSince1970 == TextChatFixture.seconds("2017-11-20T16:46:00Z"))
    #expect(chat.messages[1].time?.secondsSince1970 == TextChatFixture.seconds("2017-11-20T09:05:00Z"))
    #expect(chat.messages[1].media?.typeName == "sticker")
    #expect(chat.messages[2].text?.plainText == "第一行\n第二行")
    #expect(chat.messages[3].media?.typeName == "call")
    // The days run backwards in real exports: file order is kept.
    #expect(chat.messages[4].kind == .system && chat.messages[4].text?.plainText == "Ana已收回訊息")
    #expect(chat.messages[4].time?.secondsSince1970 == TextChatFixture.seconds("2016-05-08T22:00:00Z"))
    #expect(chat.messages[5].media?.typeName == "image")
  }

  @Test func readsTheMobileAppInEnglish() throws {
    let text = """
      [LINE] Chat history with Ana
      Saved on: 11/21/2017, 10:00

      Mon, 11/20/2017
      4:46 PM\tAna\tHello
      4:47 PM\tBo\t[Sticker]
      4:48 PM\tBo\t☎ Missed call
      4:49 PM\tAna\t☎ Call time 1:02:03
      4:50 PM\tCy joined the group.
      4:51 PM\tCy\t[Video]

      """
    let chat = try TextChatFixture.imported(text).conversation
    #expect(chat.title == "Ana" && chat.kind == .group)
    #expect(chat.messages.map(\.kind) == [.message, .message, .message, .message, .system, .message])
    #expect(chat.messages[0].time?.secondsSince1970 == TextChatFixture.seconds("2017-11-20T16:46:00Z"))
    #expect(chat.messages.compactMap(\.media?.typeName) == ["sticker", "call", "call", "video"])
    #expect(chat.messages[4].text?.plainText == "Cy joined the group.")
  }

  @Test func readsTheMobileAppInJapaneseAndKoreanTimes() throws {
    let text = """
      [LINE] Anaとのトーク履歴
      保存日時：2017/11/21 10:00

      2017.11.20 月曜日
      午後4:46\tAna\t[写真]
      午前0:05\tBo\t[動画]
      오후 4:47\tAna\t[ファイル]
      4:48 PM\tBo\tおやすみ

      """
    let chat = try TextChatFixture.imported(text).conversation
    #expect(chat.title == "Ana")
    #expect(chat.messages.compactMap(\.media?.typeName) == ["image", "video", "file"])
    #expect(chat.messages[1].time?.secondsSince1970 == TextChatFixture.seconds("2017-11-20T00:05:00Z"))
    #expect(chat.messages[2].time?.secondsSince1970 == TextChatFixture.seconds("2017-11-20T16:47:00Z"))
    #expect(chat.messages[3].text?.plainText == "おやすみ")
  }

  @Test func readsLINEForPCsSavedChat() throws {
    let text = """
      2026.02.17 Tuesday
      21:46 牧場主 Stickers
      2026.02.27 Friday
      14:48 牧場主 Canceled
      15:15 とくしげ なんや 本当に
      15:16 さくら Photos

      """
    let imported = try TextChatFixture.imported(text)
    #expect(imported.format.rawValue == "line")
    let chat = imported.conversation
    #expect(chat.kind == .group && chat.participants.map(\.name) == ["牧場主", "とくしげ", "さくら"])
    #expect(chat.messages.compactMap(\.media?.typeName) == ["sticker", "call", "image"])
    #expect(chat.messages[2].text?.plainText == "なんや 本当に")
    #expect(chat.messages[1].time?.secondsSince1970 == TextChatFixture.seconds("2026-02-27T14:48:00Z"))
  }

  @Test func aSenderAlreadySeenWithASpaceInTheNameIsReadWhole() {
    let message = LineGrammar.message("10:00 Ana Lima hello there", spacedNames: ["Ana Lima"])
    #expect(message?.sender == "Ana Lima" && message?.text == "hello there")
  }

  @Test func aLineThatCannotBeReadIsALocatedWarning() throws {
    let text = """
      [LINE] Chat history with Ana
      Saved on: 11/21/2017, 10:00

      2017/11/20（一）
      25:61\tAna\tlate
      10:00\tBo\tok

      """
    let imported = try TextChatFixture.imported(text)
    #expect(imported.conversation.messages.count == 2)
    #expect(imported.conversation.messages[0].time == nil)
    let warning = try #require(imported.warnings.first)
    #expect(warning.location?.line == 5 && warning.message.contains("invalid"))
  }

  @Test func anUnclosedQuoteKeepsItsMarkAndEndsAtTheNextMessage() throws {
    let text = "[LINE] Chat history with Ana\n\n2017/11/20\n10:00\tAna\t\"quoted\n10:01\tBo\tnext\n"
    let chat = try TextChatFixture.imported(text).conversation
    #expect(chat.messages.map { $0.text?.plainText } == ["\"quoted", "next"])
  }

  @Test func detectionClaimsLINEAndNothingElse() {
    #expect(TextChatFixture.detected(Self.traditionalChinese) == "line")
    #expect(TextChatFixture.detected("2026.02.17 Tuesday\n21:46 Ana hi\n") == "line")
    #expect(TextChatFixture.detected(TextChatFixture.whatsApp) == "whatsapp")
    #expect(TextChatFixture.detected(TextChatFixture.bubblesJSON) == "bubbles")
    #expect(TextChatFixture.detected("2026.02.17 Tuesday\nno message here\n") != "line")
  }
}
