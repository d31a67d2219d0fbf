import Foundation
import Testing

@testable import BubbleKit

/// LINE's and KakaoTalk's budgets, as WhatsApp's: messages, text, participants and input bytes
/// are located errors; a long file costs time in proportion to its size.
@Suite("Import: LINE and KakaoTalk budgets") struct TextChatImportLimitTests {
  private func failure(_ text: String, _ change: (inout DecodingLimits) -> Void) -> ConversationDecodingError? {
    var limits = DecodingLimits()
    change(&limits)
    var options = ImportOptions(timeZone: TextChatFixture.utc)
    options.limits = limits
    guard case .failure(.invalid(let error)) = ConversationImport.importConversation(Data(text.utf8), options: options)
    else { return nil }
    return error
  }

  static let line = "[LINE] Chat history with Ana\n\n2017/11/20\n10:00\tAna\tone\n10:01\tBo\ttwo\n10:02\tCy\tthree\n"
  static let kakao = "Date,User,Message\n2021-03-25 16:03:00,Ana,one\n2021-03-25 16:04:00,Bo,two\n"

  @Test func tooManyMessagesIsALocatedError() throws {
    let error = try #require(failure(Self.line) { $0.maxMessages = 2 })
    #expect(error.issues.first?.location?.line == 6)
    #expect(error.issues.first?.message.contains("more than 2 messages") == true)
    #expect(failure(Self.kakao) { $0.maxMessages = 1 } != nil)
  }

  @Test func tooLongATextOrTooManySendersIsAnError() {
    #expect(failure(Self.line) { $0.maxTextBytes = 4 }?.issues.first?.location?.line == 6)
    #expect(failure(Self.line) { $0.maxParticipants = 2 }?.issues.first?.location?.line == 6)
    #expect(failure(Self.kakao) { $0.maxInputBytes = 10 } != nil)
  }

  @Test func aLongFileCostsTimeInProportion() throws {
    var line = "[LINE] Chat history with Ana\n\n2017/11/20\n"
    var kakao = "Ana 님과 카카오톡 대화\n저장한 날짜 : 2021년 12월 18일 오후 7:17\n\n"
    for index in 0..<5_000 {
      line += "10:00\tAna\t\"quoted \(index)\nsecond line\"\n"
      kakao += "2021년 12월 29일 오후 8:36, Ana : 첫 줄 \(index)\n둘째 줄\n"
    }
    let clock = ContinuousClock()
    var counts: [Int] = []
    let elapsed = try clock.measure {
      counts.append(try TextChatFixture.imported(line).conversation.messages.count)
      counts.append(try TextChatFixture.imported(kakao).conversation.messages.count)
    }
    #expect(counts == [5_000, 5_000])
    #expect(elapsed < .seconds(30))
  }
}
