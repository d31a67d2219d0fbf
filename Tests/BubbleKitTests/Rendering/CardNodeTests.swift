import BubbleGraphics
import BubbleKit
import Foundation
import Testing

/// Voice, audio, file, contact, call, poll, red packet and transfer cards:
/// their arithmetic, their layout facts and how they look.
@Suite struct CardNodeTests {
  // MARK: Byte counts

  @Test(arguments: [
    (Int64(0), "0 B"),
    (999, "999 B"),
    (1023, "1023 B"),
    (1024, "1.0 KB"),
    (48213, "47.1 KB"),
    (3_355_443, "3.2 MB"),
    // Rounds up to 1024.0 KB, so it is shown in the next unit.
    (1_048_575, "1.0 MB"),
    (1_073_741_824, "1.0 GB"),
    (5_497_558_138_880, "5.0 TB"),
    (Int64.max, "8.0 EB"),
    (-5, "0 B"),
  ])
  func byteCount(bytes: Int64, expected: String) {
    #expect(ByteCountFormat.string(bytes: bytes) == expected)
  }

  // MARK: Waveforms

  @Test func shrinkingAWaveformKeepsEachBucketsPeak() async {
    #expect(VoiceWaveform.resample([0, 31, 0, 0, 5, 2], count: 3) == [31, 0, 5])
    #expect(VoiceWaveform.resample([1, 2, 3, 4, 5], count: 2) == [2, 5])
  }

  @Test func stretchingAWaveformRepeatsSamples() async {
    #expect(VoiceWaveform.resample([0, 31], count: 4) == [0, 0, 31, 31])
    #expect(VoiceWaveform.resample([7], count: 3) == [7, 7, 7])
  }

  @Test func waveformSamplesAreClampedAndMissingOnesAreFlat() async {
    #expect(VoiceWaveform.resample([-3, 40], count: 2) == [0, 31])
    #expect(VoiceWaveform.resample([], count: 3) == [0, 0, 0])
    #expect(VoiceWaveform.resample([1, 2], count: 0) == [])
  }

  @Test func barsFitWholeWithGapsBetweenThem() async {
    // Bars 3 wide, 2 apart: n bars take 5n - 2.
    #expect(VoiceWaveform.barCount(width: 3, barWidth: 3, gap: 2) == 1)
    #expect(VoiceWaveform.barCount(width: 7.9, barWidth: 3, gap: 2) == 1)
    #expect(VoiceWaveform.barCount(width: 8, barWidth: 3, gap: 2) == 2)
    #expect(VoiceWaveform.barCount(width: 98, barWidth: 3, gap: 2) == 20)
    #expect(VoiceWaveform.barCount(width: 2, barWidth: 3, gap: 2) == 0)
  }

  @Test func barHeightsSpanTheThemeRange() async throws {
    let voice = try TestSupport.defaultTheme().style(for: VoiceKind.self)
    #expect(VoiceWaveform.barHeight(sample: 0, minHeight: voice.minBarHeight, maxHeight: voice.maxBarHeight) == 4)
    #expect(VoiceWaveform.barHeight(sample: 31, minHeight: voice.minBarHeight, maxHeight: voice.maxBarHeight) == 28)
    #expect(VoiceWaveform.barHeight(sample: 99, minHeight: 4, maxHeight: 28) == 28)
  }

  // MARK: Polls

  @Test(arguments: [
    ([3, 2, 0], 5 as Int?, [60, 40, 0]),
    // Equal remainders share the leftover point or nobody gets it.
    ([1, 1, 1], nil, [33, 33, 33]),
    ([2, 1], nil, [67, 33]),
    ([1, 1], nil, [50, 50]),
    ([0, 0], nil, [0, 0]),
    ([0, 0], 0, [0, 0]),
    ([], nil, []),
    // Multiple answers: more votes than voters, each share on its own.
    ([3, 2], 4, [75, 50]),
    // No total: the votes are the voters.
    ([1, 3], 0, [25, 75]),
    // An inconsistent total never shows more than 100%.
    ([5], 2, [100]),
    ([-4, 2], nil, [0, 100]),
  ])
  func pollPercentages(votes: [Int], total: Int?, expected: [Int]) {
    #expect(PollTally.percentages(votes: votes, totalVoters: total) == expected)
  }

  @Test func pollVoterCountPrefersTheTotal() async {
    #expect(PollTally.voterCount(votes: [3, 2], totalVoters: 4) == 4)
    #expect(PollTally.voterCount(votes: [3, 2], totalVoters: nil) == 5)
    #expect(PollTally.voterCount(votes: [3, 2], totalVoters: 0) == 5)
  }

  // MARK: File icons

  @Test(arguments: [
    ("hiking-route.gpx", nil as String?, "GPX"),
    ("Report.PDF", nil, "PDF"),
    ("backup.tar.gz", nil, "GZ"),
    ("seeds.torrent", nil, "TORR"),
    ("README", "application/pdf", "PDF"),
    ("track", "application/gpx+xml", "GPX"),
    ("setup", "application/x-tar", "TAR"),
    // "vnd.ms-excel" leaves "ms-excel", which is not a word.
    ("letter", "application/vnd.ms-excel", ""),
    (".bashrc", nil, ""),
    ("notes", nil, ""),
    ("weird.??", "text/plain; charset=utf-8", "PLAI"),
  ])
  func fileExtensionLabel(name: String, mime: String?, expected: String) {
    #expect(FileNode.extensionLabel(name: name, mime: mime) == expected)
  }

  // MARK: Layout facts

  private struct Part {
    var kind: String
    var frame: Rect
  }

  /// Each message's parts in conversation coordinates, by message row (rows without parts of a message are skipped).
  private func messageRows(_ json: String, width: Double = 390) async throws -> [[Part]] {
    let renderer = try ConversationRenderer(theme: try TestSupport.defaultTheme())
    let layout = await TestSupport.layout(
      try TestSupport.conversation(json), renderer: renderer, options: TestSupport.patient(RenderOptions(width: width)))
    return layout.rows.map { placed in
      placed.row.parts.map { Part(kind: $0.kind, frame: $0.frame.offsetBy(dx: 0, dy: placed.y)) }
    }.filter { $0.contains { $0.kind == "bubble" } }
  }

  private func single(_ media: String, from sender: String = "me", extra: String = "") -> String {
    """
    { "me": "me", "participants": [{ "id": "me" }, { "id": "bob", "name": "Bob" }], "messages": [
      { "id": "m1", "from": "\(sender)", "time": "2026-11-20T09:41:00+08:00", "status": "read",
        "media": \(media) \(extra) }
    ] }
    """
  }

  @Test func theFooterSharesTheVoiceDurationRow() async throws {
    let row = try #require(try await messageRows(single(#"{ "type": "voice", "duration": 7 }"#)).first)
    let voice = try #require(row.first { $0.kind == "voice" })
    let footer = try #require(row.first { $0.kind == "footer" })
    #expect(abs(footer.frame.maxY - voice.frame.maxY) < 0.01)
    let bubble = try #require(row.first { $0.kind == "bubble" })
    let theme = try TestSupport.defaultTheme()
    #expect(abs(bubble.frame.maxY - voice.frame.maxY - theme.bubble.textInsets.bottom) < 0.01)
  }

  @Test func longerVoiceNotesHaveLongerWaveforms() async throws {
    func width(_ duration: Int) async throws -> Double {
      let row = try #require(
        try await messageRows(single(#"{ "type": "voice", "duration": \#(duration), "played": true }"#)).first)
      return try #require(row.first { $0.kind == "voice" }).frame.width
    }
    let short = try await width(2)
    let medium = try await width(15)
    let long = try await width(30)
    #expect(short < medium && medium < long)
    #expect(try await width(600) == long)
  }

  @Test func aLongFileNameIsCutToTheBubbleWidth() async throws {
    let name = "hiking-route-final-version-with-every-detour-and-water-source-2026-11-22.gpx"
    let row = try #require(
      try await messageRows(single(#"{ "type": "file", "name": "\#(name)", "size": 48213 }"#)).first)
    let theme = try TestSupport.defaultTheme()
    let bubble = try #require(row.first { $0.kind == "bubble" })
    let file = try #require(row.first { $0.kind == "file" })
    let contentMax = 390 - theme.bubble.maxWidthInset - theme.bubble.textInsets.horizontal
    // One line, as wide as the bubble allows and no wider.
    #expect(file.frame.width <= contentMax + 0.01)
    #expect(file.frame.width > contentMax - 12)
    #expect(bubble.frame.width <= 390 - theme.bubble.maxWidthInset + 0.01)
    #expect(file.frame.height < theme.style(for: FileKind.self).iconHeight + theme.cards.topPadding + 1)

    // The whole name would need far more room than that.
    let fonts = try FontSystem()
    let full = fonts.measure(
      StyledText(
        name, font: FontSpec(families: theme.fonts.families, size: theme.cards.titleSize, bold: true),
        color: .black),
      maxWidth: nil)
    #expect(full.size.width > contentMax * 1.5)
  }

  @Test func aShortFileKeepsItsRowAndTheFooterBesideTheSize() async throws {
    let row = try #require(
      try await messageRows(single(#"{ "type": "file", "name": "Q3.pdf", "size": 3355443 }"#, from: "bob")).first)
    let file = try #require(row.first { $0.kind == "file" })
    let footer = try #require(row.first { $0.kind == "footer" })
    let theme = try TestSupport.defaultTheme()
    #expect(file.frame.width >= theme.cards.minWidth - 0.01)
    #expect(abs(footer.frame.maxY - file.frame.maxY) < 0.01)
  }

  @Test func everyCardHasItsOwnNode() async throws {
    let media = [
      ("voice", #"{ "type": "voice", "duration": 7 }"#),
      ("audio", #"{ "type": "audio", "title": "Song", "performer": "Band", "duration": 214 }"#),
      ("file", #"{ "type": "file", "name": "a.pdf", "size": 1 }"#),
      ("contact", #"{ "type": "contact", "name": "Ranger Station", "phone": "+852 2345 6789" }"#),
      ("call", #"{ "type": "call", "duration": 185 }"#),
      ("poll", #"{ "type": "poll", "question": "Q?", "options": [{ "text": "A", "votes": 1 }] }"#),
      ("red_packet", #"{ "type": "red_packet", "greeting": "Hi" }"#),
      ("transfer", #"{ "type": "transfer", "amount": "¥1.00" }"#),
    ]
    for (kind, json) in media {
      for sender in ["me", "bob"] {
        let row = try #require(try await messageRows(single(json, from: sender)).first)
        #expect(row.contains { $0.kind == kind }, "\(kind) from \(sender)")
        #expect(!row.contains { $0.kind == "media_placeholder" || $0.kind == "unsupported" })
        // Cards with a last row share it with the footer, so the footer never adds a line.
        let node = try #require(row.first { $0.kind == kind })
        let footer = try #require(row.first { $0.kind == "footer" })
        #expect(abs(footer.frame.maxY - node.frame.maxY) < 0.01, "\(kind) from \(sender)")
      }
    }
  }

  @Test func aPollIsWideAndGrowsWithItsOptions() async throws {
    let json = single(
      #"{ "type": "poll", "question": "Next trip?", "options": [{ "text": "A", "votes": 1 }, { "text": "B", "votes": 0 }, { "text": "C", "votes": 2 }] }"#
    )
    let row = try #require(try await messageRows(json).first)
    let poll = try #require(row.first { $0.kind == "poll" })
    let theme = try TestSupport.defaultTheme()
    #expect(poll.frame.width >= theme.style(for: PollKind.self).minWidth - 0.01)
    let two = single(
      #"{ "type": "poll", "question": "Next trip?", "options": [{ "text": "A", "votes": 1 }, { "text": "B", "votes": 0 }] }"#
    )
    let shorter = try #require(try await messageRows(two).first?.first { $0.kind == "poll" })
    #expect(poll.frame.height > shorter.frame.height + 10)
  }

  @Test func walletCardsPaintTheWholeBubbleButKeepTheirWidth() async throws {
    let theme = try TestSupport.defaultTheme()
    let row = try #require(try await messageRows(single(#"{ "type": "red_packet", "greeting": "恭喜发财" }"#)).first)
    let bubble = try #require(row.first { $0.kind == "bubble" })
    let card = try #require(row.first { $0.kind == "red_packet" })
    #expect(abs(bubble.frame.width - theme.style(for: RedPacketKind.self).width) < 0.01)
    // Only the bubble's insets surround the card, and it paints over them.
    #expect(abs(card.frame.minY - bubble.frame.minY - theme.bubble.textInsets.top) < 0.01)
    #expect(abs(bubble.frame.maxY - card.frame.maxY - theme.bubble.textInsets.bottom) < 0.01)

    // On a narrow canvas the card shrinks with the bubble.
    let narrow = try #require(
      try await messageRows(single(#"{ "type": "transfer", "amount": "¥88.00" }"#), width: 220).first)
    let narrowBubble = try #require(narrow.first { $0.kind == "bubble" })
    #expect(narrowBubble.frame.width <= 220 - theme.bubble.maxWidthInset + 0.01)
  }

  @Test func aWalletCardKnowsWhatSharesItsBubble() async throws {
    let conversation = try TestSupport.conversation(Self.group)
    let presented = Presenter.present(
      conversation,
      settings: try ConversationRenderer(theme: try TestSupport.defaultTheme()).presentationSettings(
        TestSupport.patient(RenderOptions()))
    ).compactMap { item -> PresentedMessage? in
      if case .message(let message) = item { return message }
      return nil
    }
    func placement(_ id: String) throws -> WalletCardPlacement {
      WalletCardPlacement(message: try #require(presented.first { $0.message.id == id }))
    }
    // Under a sender name; the only content of an outgoing bubble; above a caption.
    #expect(try placement("g4") == WalletCardPlacement(direction: .incoming, position: .single, ownsTop: false))
    #expect(try placement("g5") == WalletCardPlacement(direction: .outgoing, position: .single))
    #expect(
      try placement("g7")
        == WalletCardPlacement(direction: .incoming, position: .first, ownsTop: false, ownsBottom: false))
  }

  @Test func aContactAvatarThatCannotLoadWarnsAndShowsInitials() async throws {
    let json = single(
      #"{ "type": "contact", "name": "Ranger Station", "phone": "+852 2345 6789", "avatar": "media/nope.png" }"#,
      from: "bob")
    let result = try await TestSupport.render(try TestSupport.conversation(json))
    #expect(result.pages.count == 1)
    #expect(result.warnings.contains { $0.contains("contact avatar") && $0.contains("nope.png") })
  }

  // MARK: Snapshots

  @Test(arguments: [
    ("cards-voice-audio-file", CardNodeTests.voiceAudioFile),
    ("cards-contact-call-poll", CardNodeTests.contactCallPoll),
    ("cards-wechat", CardNodeTests.wechat),
    ("cards-group", CardNodeTests.group),
  ])
  func snapshot(name: String, json: String) async throws {
    let result = try await TestSupport.render(try TestSupport.conversation(json))
    #expect(result.pages.count == 1)
    #expect(result.warnings.isEmpty)
    try Snapshot.assertMatches(result.pages[0].png, named: name)
  }

  static let voiceAudioFile = """
    { "title": "Trail club", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "bob", "name": "Bob Lee" }],
      "messages": [
        { "id": "v1", "from": "bob", "time": "2026-11-20T09:00:00+08:00", "media": { "type": "voice", "duration": 7,
          "waveform": [0,4,9,15,22,31,27,18,12,6,3,8,14,20,25,19,11,5,2,0,3,9,16,24,29,21,13,7,4,1] } },
        { "id": "v2", "from": "me", "time": "2026-11-20T09:01:00+08:00", "status": "read",
          "media": { "type": "voice", "duration": 65, "played": true } },
        { "id": "v3", "from": "me", "time": "2026-11-20T09:01:30+08:00", "status": "delivered",
          "media": { "type": "voice", "duration": 12, "waveform": [2,8,20,31,26,12,5,14,28,30,17,6,3,9,22,27,11,4] } },
        { "id": "a1", "from": "bob", "time": "2026-11-20T09:10:00+08:00",
          "media": { "type": "audio", "title": "Mountain Song", "performer": "The Hikers", "duration": 214 } },
        { "id": "a2", "from": "me", "time": "2026-11-20T09:11:00+08:00", "status": "sent",
          "media": { "type": "audio", "title": "A Very Long Track Title That Cannot Possibly Fit On One Line", "duration": 3725 } },
        { "id": "f1", "from": "bob", "time": "2026-11-20T09:20:00+08:00",
          "media": { "type": "file", "name": "Q3 report.pdf", "size": 3355443, "mime": "application/pdf" } },
        { "id": "f2", "from": "me", "time": "2026-11-20T09:21:00+08:00", "status": "read",
          "media": { "type": "file", "name": "hiking-route-final-version-2026-11-22.gpx", "size": 48213, "mime": "application/gpx+xml" } },
        { "id": "f3", "from": "me", "time": "2026-11-20T09:21:20+08:00", "status": "read", "text": "Both maps, zipped",
          "media": { "type": "file", "name": "maps.zip", "size": 999 } }
      ] }
    """

  static let contactCallPoll = """
    { "title": "Trail club", "me": "me",
      "participants": [{ "id": "me", "name": "Me" }, { "id": "bob", "name": "Bob Lee" }],
      "messages": [
        { "id": "c1", "from": "bob", "time": "2026-11-20T10:00:00+08:00",
          "media": { "type": "contact", "name": "Alice Chen", "phone": "+1 415 555 0100", "avatar": "media/avatar-alice.png" } },
        { "id": "c2", "from": "me", "time": "2026-11-20T10:01:00+08:00", "status": "read",
          "media": { "type": "contact", "name": "Ranger Station", "phone": "+852 2345 6789" } },
        { "id": "k1", "from": "me", "time": "2026-11-20T10:10:00+08:00", "status": "read",
          "media": { "type": "call", "video": false, "duration": 185 } },
        { "id": "k2", "from": "bob", "time": "2026-11-20T10:20:00+08:00", "media": { "type": "call", "video": true, "duration": 42 } },
        { "id": "k3", "from": "bob", "time": "2026-11-20T10:21:00+08:00", "media": { "type": "call", "video": false, "missed": true } },
        { "id": "k4", "from": "me", "time": "2026-11-20T10:30:00+08:00", "status": "read", "media": { "type": "call", "video": true, "missed": true } },
        { "id": "p1", "from": "bob", "time": "2026-11-20T10:40:00+08:00", "media": { "type": "poll", "question": "Next trip?", "total_voters": 5,
          "options": [{ "text": "Lantau Peak", "votes": 3 }, { "text": "Dragon's Back", "votes": 2 }, { "text": "Stay home", "votes": 0 }] } },
        { "id": "p2", "from": "me", "time": "2026-11-20T10:41:00+08:00", "status": "read", "media": { "type": "poll",
          "question": "Which snacks should we bring on Saturday's hike? Pick as many as you like",
          "options": [{ "text": "Trail mix", "votes": 1 }, { "text": "Bananas", "votes": 1 }, { "text": "Dumplings from the shop by the station, if it is open that early", "votes": 1 }] } }
      ] }
    """

  static let wechat = """
    { "title": "微信", "me": "me",
      "participants": [{ "id": "me", "name": "我" }, { "id": "li", "name": "李雷" }],
      "messages": [
        { "id": "w1", "from": "li", "time": "2026-02-16T20:00:00+08:00", "media": { "type": "red_packet", "greeting": "恭喜发财，大吉大利" } },
        { "id": "w2", "from": "me", "time": "2026-02-16T20:01:00+08:00", "status": "read", "media": { "type": "red_packet", "opened": true } },
        { "id": "w3", "from": "me", "time": "2026-02-16T20:01:30+08:00", "status": "read",
          "media": { "type": "red_packet", "greeting": "A very long greeting that cannot fit on a single line of the card" } },
        { "id": "w4", "from": "li", "time": "2026-02-16T20:10:00+08:00", "media": { "type": "transfer", "amount": "¥88.00", "note": "Snacks" } },
        { "id": "w5", "from": "me", "time": "2026-02-16T20:11:00+08:00", "status": "read", "media": { "type": "transfer", "amount": "¥88.00", "accepted": true } },
        { "id": "w6", "from": "li", "time": "2026-02-16T20:12:00+08:00", "media": { "type": "transfer", "amount": "¥1,314.00" } }
      ] }
    """

  static let group = """
    { "title": "Hiking crew", "kind": "group", "me": "me",
      "participants": [
        { "id": "me", "name": "Me" },
        { "id": "alice", "name": "Alice Chen", "avatar": "media/avatar-alice.png" },
        { "id": "bob", "name": "Bob Lee", "avatar": "media/avatar-bob.png" }
      ],
      "messages": [
        { "id": "g1", "from": "alice", "time": "2026-11-20T18:00:00+08:00", "media": { "type": "voice", "duration": 4,
          "waveform": [3,10,25,31,20,8,14,27,18,6] } },
        { "id": "g2", "from": "alice", "time": "2026-11-20T18:00:30+08:00",
          "media": { "type": "file", "name": "packing-list.docx", "size": 18234 } },
        { "id": "g3", "from": "bob", "time": "2026-11-20T18:02:00+08:00", "media": { "type": "poll", "question": "Meet at?",
          "options": [{ "text": "Station", "votes": 4 }, { "text": "Trailhead", "votes": 1 }] } },
        { "id": "g4", "from": "alice", "time": "2026-11-20T18:10:00+08:00", "media": { "type": "red_packet", "greeting": "Bus fare!" } },
        { "id": "g5", "from": "me", "time": "2026-11-20T18:11:00+08:00", "status": "read", "media": { "type": "transfer", "amount": "¥20.00", "note": "Bus" } },
        { "id": "g6", "from": "bob", "time": "2026-11-20T18:12:00+08:00", "media": { "type": "call", "video": true, "missed": true } },
        { "id": "g7", "from": "alice", "time": "2026-11-20T18:13:00+08:00", "text": "For the snacks 🍫",
          "media": { "type": "red_packet", "opened": true } },
        { "id": "g8", "from": "alice", "time": "2026-11-20T18:13:30+08:00", "reply_to": "g5",
          "media": { "type": "contact", "name": "Dana Wu", "phone": "+86 138 0000 0000" } }
      ] }
    """
}
