import Foundation
import Testing

@testable import BubbleCore
@testable import BubbleKit

/// KakaoTalk's exports: the phones' `.txt` (Korean, dotted and English stamps), the Windows
/// app's `.txt`, the Mac app's `.csv`; notices, placeholders, multi-line messages, `나` as
/// `--me`, located warnings, and detection.
@Suite("Import: KakaoTalk exports") struct KakaoImportTests {
  static let android = """
    테스트 님과 카카오톡 대화
    저장한 날짜 : 2021년 12월 18일 오후 7:17


    2021년 12월 29일 오후 8:36
    2021년 12월 29일 오후 8:36, 테스트 : ㅎㅇ
    2021년 12월 29일 오후 8:37, 나 : 첫 줄
    둘째 줄

    2021년 12월 29일 오후 8:38, 수아님을 초대하였습니다.
    2021년 12월 29일 오후 8:39, 수아 : 사진

    2021년 12월 30일 오전 12:06
    2021년 12월 30일 오전 12:06, 테스트 : 이모티콘

    """

  @Test func readsTheAndroidExport() throws {
    let imported = try TextChatFixture.imported(Self.android)
    #expect(imported.format.rawValue == "kakaotalk")
    #expect(imported.warnings.isEmpty, "\(imported.warnings)")
    let chat = imported.conversation
    // "나" ("me") is the exporter.
    #expect(chat.title == "테스트" && chat.kind == .group && chat.me == "나")
    #expect(chat.messages.map(\.kind) == [.message, .message, .system, .message, .message])
    #expect(chat.messages[1].text?.plainText == "첫 줄\n둘째 줄")
    #expect(chat.messages[2].text?.plainText == "수아님을 초대하였습니다.")
    #expect(chat.messages[0].time?.secondsSince1970 == TextChatFixture.seconds("2021-12-29T20:36:00Z"))
    #expect(chat.messages[4].time?.secondsSince1970 == TextChatFixture.seconds("2021-12-30T00:06:00Z"))
    #expect(chat.messages.compactMap(\.media?.typeName) == ["image", "sticker"])
  }

  @Test func naIsMeOnlyWhenAskedFor() throws {
    let chat = try TextChatFixture.imported(Self.android, me: "나").conversation
    #expect(chat.me == "나")
  }

  @Test func readsDottedAndEnglishStamps() throws {
    let dotted = "카톡방 님과 카카오톡 대화\n저장한 날짜 : 2021. 12. 18. 오후 7:17\n\n2021. 12. 18. 오후 7:17, Ana : hi\n"
    let korean = try TextChatFixture.imported(dotted).conversation
    #expect(korean.messages.first?.time?.secondsSince1970 == TextChatFixture.seconds("2021-12-18T19:17:00Z"))
    let english = """
      KakaoTalk Chats with Ana
      Date Saved : December 18, 2021, 7:17 PM

      Saturday, December 18, 2021
      December 18, 2021, 7:17 PM, Ana : hi
      Dec 18, 2021, 7:18 AM, Bo : hey, you : there

      """
    let chat = try TextChatFixture.imported(english).conversation
    #expect(chat.title == "Ana")
    #expect(chat.messages.map { $0.text?.plainText } == ["hi", "hey, you : there"])
    #expect(chat.messages[1].time?.secondsSince1970 == TextChatFixture.seconds("2021-12-18T07:18:00Z"))
  }

  @Test func readsTheWindowsExport() throws {
    let text = """
      오픈톡방 님과 카카오톡 대화
      저장한 날짜 : 2021-03-26 01:27:36

      --------------- 2021년 3월 25일 목요일 ---------------
      user1님이 들어왔습니다.운영정책을 위반한 메시지로 신고 접수 시 카카오톡 이용에 제한이 있을 수 있습니다.
      [kim] [오후 4:03] 안녕하세요~
      [seok] [오후 4:03] 둘째
      셋째 줄
      [zoo] [오후 4:06] 이모티콘
      zoo님이 나갔습니다.
      --------------- 2021년 3월 26일 금요일 ---------------
      [seok] [오전 12:06] 아~
      """
    let chat = try TextChatFixture.imported(text).conversation
    #expect(chat.kind == .group && chat.participants.map(\.name) == ["kim", "seok", "zoo"])
    #expect(chat.messages.map(\.kind) == [.system, .message, .message, .message, .system, .message])
    #expect(chat.messages[2].text?.plainText == "둘째\n셋째 줄")
    #expect(chat.messages[3].media?.typeName == "sticker")
    #expect(chat.messages[1].time?.secondsSince1970 == TextChatFixture.seconds("2021-03-25T16:03:00Z"))
    #expect(chat.messages[5].time?.secondsSince1970 == TextChatFixture.seconds("2021-03-26T00:06:00Z"))
  }

  static let csv = #"""
    Date,User,Message
    "2021-03-25 16:03:00","min","첫 줄
    둘째 줄 ""인용"""
    2024-06-01 10:01:00,시스템,홍길동님이 들어왔습니다.
    2024-06-01 10:02:00,Alice,"a, b"
    2024-06-01 10:03:00,,공지
    2024-06-01 99:02:00,Alice,bad time

    """#

  @Test func readsTheMacCSV() throws {
    let imported = try TextChatFixture.imported(Self.csv)
    #expect(imported.format.rawValue == "kakaotalk")
    let chat = imported.conversation
    #expect(chat.messages.map(\.kind) == [.message, .system, .message, .system, .message])
    #expect(chat.messages[0].text?.plainText == "첫 줄\n둘째 줄 \"인용\"")
    #expect(chat.messages[0].time?.secondsSince1970 == TextChatFixture.seconds("2021-03-25T16:03:00Z"))
    #expect(chat.messages[2].text?.plainText == "a, b")
    // The record with an hour that does not exist: a warning at its line, the message kept.
    #expect(chat.messages[4].time == nil)
    let warning = try #require(imported.warnings.first)
    #expect(warning.location?.line == 7 && warning.message.contains("invalid"))
  }

  @Test func aBadStampIsALocatedWarning() throws {
    let text = "카톡방 님과 카카오톡 대화\n저장한 날짜 : 2021년 12월 18일 오후 7:17\n\n2021년 13월 29일 오후 8:36, Ana : hi\n"
    let imported = try TextChatFixture.imported(text)
    #expect(imported.conversation.messages.count == 1)
    let warning = try #require(imported.warnings.first)
    #expect(warning.location?.line == 4)
  }

  @Test func theCSVReaderIsRFC4180() {
    let (records, unclosed) = KakaoCSV.records("a,\"b,\"\"c\"\"\nd\",e\r\nf,g,h")
    #expect(!unclosed)
    #expect(records.map(\.fields) == [["a", "b,\"c\"\nd", "e"], ["f", "g", "h"]])
    #expect(records.map(\.line) == [1, 3])
    #expect(KakaoCSV.records("\"open").unclosedQuote)
  }

  @Test func detectionClaimsKakaoTalkAndNothingElse() {
    #expect(TextChatFixture.detected(Self.android) == "kakaotalk")
    #expect(TextChatFixture.detected(Self.csv) == "kakaotalk")
    #expect(TextChatFixture.detected(TextChatFixture.whatsApp) == "whatsapp")
    #expect(TextChatFixture.detected(TextChatFixture.bubblesJSON) == "bubbles")
    #expect(TextChatFixture.detected("[21/11/2026, 09:14:02] Ana: 카카오톡 대화\n") == "whatsapp")
  }
}
