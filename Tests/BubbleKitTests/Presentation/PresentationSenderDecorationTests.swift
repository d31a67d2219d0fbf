import BubbleKit
import Testing

@Suite("Presentation: sender names, avatars and colours")
struct PresentationSenderDecorationTests {
  typealias F = PresentationFixture

  /// Alice twice, Bob once, me twice, all within the grouping window.
  let messages = [
    F.text("a1", from: "alice", after: 0), F.text("a2", from: "alice", after: 10),
    F.text("b1", from: "bob", after: 20),
    F.text("o1", from: "me", after: 30), F.text("o2", from: "me", after: 40),
  ]

  func present(_ kind: Conversation.Kind, avatars: AvatarVisibility = .group)
    -> [PresentedMessage]
  {
    F.messages(F.present(F.conversation(kind, messages), F.settings(avatars: avatars)))
  }

  @Test func groupChatNamesTheFirstAndAvatarsTheLastIncomingBubble() {
    let presented = present(.group)
    let aliceColor = F.namePalette[1]  // FNV-1a("alice") % 7 == 1
    let bobColor = F.namePalette[2]  // FNV-1a("bob") % 7 == 2
    #expect(presented.map(\.senderName) == ["Alice Chen", nil, "Bob", nil, nil])
    #expect(presented.map(\.senderColor) == [aliceColor, nil, bobColor, nil, nil])
    #expect(presented.map { $0.avatar?.initials } == [nil, "AC", "B", nil, nil])
    #expect(presented.map(\.reservesAvatarSpace) == [true, true, true, false, false])
  }

  @Test func avatarCarriesInitialsSourceAndAStablePaletteColour() {
    let bob = Participant(id: "bob", name: "Bob", avatar: .path("bob.png"))
    let conversation = F.conversation(.group, participants: [F.alice, bob, F.me], messages)
    let presented = F.messages(F.present(conversation))
    #expect(
      presented[1].avatar
        == AvatarPresentation(
          participantID: "alice", initials: "AC", source: nil, color: F.avatarPalette[2]))
    #expect(
      presented[2].avatar
        == AvatarPresentation(
          participantID: "bob", initials: "B", source: .path("bob.png"),
          color: F.avatarPalette[0]))
  }

  @Test func directChatShowsNoNamesAndNoAvatarsByDefault() {
    for message in present(.direct) {
      #expect(message.senderName == nil && message.senderColor == nil)
      #expect(message.avatar == nil && !message.reservesAvatarSpace)
    }
  }

  @Test func alwaysVisibleAvatarsInADirectChatButStillNoNames() {
    let presented = present(.direct, avatars: .always)
    #expect(presented.map { $0.avatar?.participantID } == [nil, "alice", "bob", nil, nil])
    #expect(presented.map(\.reservesAvatarSpace) == [true, true, true, false, false])
    #expect(presented.allSatisfy { $0.senderName == nil })
  }

  @Test func neverVisibleAvatarsInAGroupKeepTheNames() {
    let presented = present(.group, avatars: .never)
    #expect(presented.allSatisfy { $0.avatar == nil && !$0.reservesAvatarSpace })
    #expect(presented.map(\.senderName) == ["Alice Chen", nil, "Bob", nil, nil])
  }

  @Test func participantColourOverridesThePalette() {
    let red = RGBColor(hex: "#ff0000")!
    let alice = Participant(id: "alice", name: "Alice Chen", color: red)
    let conversation = F.conversation(.group, participants: [alice, F.bob, F.me], messages)
    #expect(F.messages(F.present(conversation)).first?.senderColor == red)
  }

  @Test func bigEmojiAndStickerHaveAnAvatarButNoName() {
    let conversation = F.conversation(
      .group,
      [
        F.text("e1", from: "alice", after: 0, "🎉🎉"),
        Message(id: "s1", from: "bob", media: .sticker(StickerMedia(src: nil, emoji: "🐱"))),
      ])
    let presented = F.messages(F.present(conversation))
    #expect(presented.map(\.isBigEmoji) == [true, false])
    #expect(presented.map(\.senderName) == [nil, nil])
    #expect(presented.map { $0.avatar?.participantID } == ["alice", "bob"])
  }

  @Test func coloursAreStableAcrossCalls() {
    let first = F.messages(F.present(F.conversation(.group, messages)))
    let second = F.messages(F.present(F.conversation(.group, messages)))
    #expect(first == second)
    #expect(
      ParticipantAppearance.paletteColor(for: "carol", in: F.namePalette)
        == F.namePalette[6])
    #expect(ParticipantAppearance.paletteColor(for: "carol", in: []) == nil)
  }

  @Test func stableHashIsFNV1a64() {
    #expect(ParticipantAppearance.stableHash("") == 0xcbf2_9ce4_8422_2325)
    #expect(ParticipantAppearance.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(ParticipantAppearance.stableHash("alice") == 0x508b_2abb_65a0_3907)
    #expect(ParticipantAppearance.stableHash("李雷") == 0xc269_2eff_0423_bb9f)
  }

  @Test(arguments: [
    ("Alice Chen", "AC"), ("李雷", "李"), ("Dana", "D"), ("alice mary chen", "AM"),
    ("  bob  ", "B"), ("🦊 Fox", "🦊F"), ("élodie durand", "ÉD"), ("straße", "S"),
    ("ßtraße x", "ßX"), ("", ""),
  ])
  func initials(name: String, expected: String) {
    #expect(ParticipantAppearance.initials(of: name) == expected)
  }

  @Test func blankNameFallsBackToTheIDsInitials() {
    let ghost = Participant(id: "ghost", name: " ")
    let conversation = F.conversation(
      .group, participants: [ghost], [F.text("g1", from: "ghost")])
    #expect(F.messages(F.present(conversation)).first?.avatar?.initials == "G")
  }

  @Test func fullPresentationOfOneGroupMessage() {
    let message = F.text("a1", from: "alice", at: "2026-11-20T09:12:00+08:00", "Hi all")
    let items = F.present(F.conversation(.group, [message]))
    #expect(
      items == [
        .dateSeparator(label: "November 20, 2026"),
        .message(
          PresentedMessage(
            message: message, direction: .incoming, position: .single,
            senderName: "Alice Chen", senderColor: F.namePalette[1],
            avatar: AvatarPresentation(
              participantID: "alice", initials: "AC", source: nil, color: F.avatarPalette[2]),
            reservesAvatarSpace: true, isBigEmoji: false, timeText: "09:12")),
      ])
  }
}
