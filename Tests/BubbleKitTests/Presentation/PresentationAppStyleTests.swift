import BubbleKit
import Testing

/// Presentation choices that app-style themes switch on: time headers after a
/// pause (WeChat, NIMKit) and my own avatar beside outgoing bubbles.
@Suite struct PresentationAppStyleTests {
  typealias F = PresentationFixture

  @Test func timeHeadersAppearAfterAPause() {
    let conversation = F.conversation([
      F.text("1", from: "alice", at: "2026-03-01T10:00:00Z"),
      F.text("2", from: "me", at: "2026-03-01T10:04:59Z"),
      F.text("3", from: "alice", at: "2026-03-01T10:09:59Z"),
      F.text("4", from: "alice", at: "2026-03-02T08:00:00Z"),
    ])
    var settings = F.settings(window: 0, timeZone: F.utc)
    settings.timeHeaderGap = 300
    #expect(
      F.transcript(F.present(conversation, settings)) == [
        "date March 1, 2026 10:00", "1 in single", "2 out single",
        // Exactly the gap since the previous message: a header.
        "date 10:09", "3 in single",
        "date March 2, 2026 08:00", "4 in single",
      ])
    // Without the setting only the days are marked.
    #expect(
      F.transcript(F.present(conversation, F.settings(window: 0, timeZone: F.utc))).filter { $0.hasPrefix("date") }
        == ["date March 1, 2026", "date March 2, 2026"])
  }

  @Test func outgoingAvatarsOnlyWhenTheThemeAsks() {
    let conversation = F.conversation(
      .group,
      [F.text("1", from: "me", after: 0), F.text("2", from: "me", after: 10), F.text("3", from: "alice", after: 20)])
    let plain = F.present(conversation)
    #expect(F.presented("2", in: plain)?.avatar == nil)
    #expect(F.presented("2", in: plain)?.reservesAvatarSpace == false)
    var settings = F.settings()
    settings.showsOutgoingAvatars = true
    let wechat = F.present(conversation, settings)
    #expect(F.presented("1", in: wechat)?.reservesAvatarSpace == true)
    #expect(F.presented("1", in: wechat)?.avatar == nil, "only the last of the group carries it")
    #expect(F.presented("2", in: wechat)?.avatar?.participantID == "me")
    #expect(F.presented("2", in: wechat)?.avatar?.initials == "ML")
    // Never in a chat whose theme hides avatars.
    settings.avatarVisibility = .never
    #expect(F.presented("2", in: F.present(conversation, settings))?.avatar == nil)
  }
}
