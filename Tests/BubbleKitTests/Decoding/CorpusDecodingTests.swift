import Foundation
import Testing

@testable import BubbleKit

@Suite("Decoding the sample corpus")
struct CorpusDecodingTests {
  init() throws {
    try DecodingCorpus.provideIfMissing()
  }

  @Test(arguments: DecodingCorpus.names)
  func decodesWithoutErrorsOrWarnings(name: String) throws {
    let data = try Data(contentsOf: DecodingCorpus.url(name))
    let decoded = try ConversationDecoder.decode(data).get()
    #expect(decoded.warnings == [])
    #expect(!decoded.conversation.messages.isEmpty)
  }

  @Test func directBasics() throws {
    let conversation = try load("direct-basics.json")
    #expect(conversation.title == "Alice")
    #expect(conversation.kind == .direct)
    #expect(conversation.me == "me")
    #expect(conversation.participants.map(\.name) == ["Me", "Alice Chen"])
    #expect(conversation.participants[1].avatar == .path("media/avatar-alice.png"))
    let first = conversation.messages[0]
    #expect(first.from == "alice")
    #expect(first.text == RichText(plain: "Morning! Are we still on for hiking on Saturday?"))
    // 2026-11-20T09:12:00+08:00 is 01:12 UTC.
    #expect(first.time == Timestamp(secondsSince1970: 1_795_137_120, utcOffsetSeconds: 28_800))
    #expect(
      conversation.messages.map(\.status) == [
        nil, nil, .read, .read, nil, .delivered, .sent, .sending, .failed,
      ])
  }

  @Test func groupRichText() throws {
    let conversation = try load("group-rich-text.json")
    #expect(conversation.kind == .group)
    #expect(conversation.unreadFrom == "g7")
    #expect(conversation.participants[2].color == RGBColor(hex: "#3FAA5B"))
    let byID = Dictionary(uniqueKeysWithValues: conversation.messages.map { ($0.id, $0) })
    #expect(byID["g0"]?.kind == .system)
    #expect(byID["g0"]?.from == nil)
    #expect(
      byID["g1"]?.text?.segments == [
        TextSegment(text: "The build is "), TextSegment(text: "green", styles: [.bold]),
        TextSegment(text: " again. Run "), TextSegment(text: "make release", styles: [.code]),
        TextSegment(text: " when ready."),
      ])
    #expect(
      byID["g2"]?.text?.segments[2]
        == TextSegment(text: "@dana", styles: [.mention], userID: "dana"))
    #expect(byID["g3"]?.replyTo == "g1")
    #expect(byID["g3"]?.text?.segments[1].href == "https://example.com/changelog")
    #expect(byID["g4"]?.text?.segments.first?.language == "swift")
    #expect(byID["g5"]?.forwardedFrom == "Ops Alerts")
    #expect(byID["g5"]?.text?.segments[1].styles == [.bold, .italic])
    #expect(
      byID["g6"]?.reactions == [
        Message.Reaction(emoji: "👍", count: 3, mine: true), Message.Reaction(emoji: "🎉", count: 1),
      ])
    #expect(byID["g7"]?.edited == true)
    #expect(byID["g8"]?.kind == .recalled)
    #expect(byID["g9"]?.pinned == true)
    guard let preview = byID["g10"]?.media?.linkPreview else {
      Issue.record("g10 should have a link preview")
      return
    }
    #expect(preview.siteName == "Example Blog")
    #expect(preview.image == .path("media/mountains.jpg"))
  }

  @Test func mediaGallery() throws {
    let conversation = try load("media-gallery.json")
    let media = conversation.messages.compactMap(\.media).map(\.typeName)
    // Someone typing is a chat story's moment, not a message of the gallery.
    #expect(
      Set(media) == Set(ContentNodeRegistry.standard.contentKinds.typeNames).subtracting(["link_preview", "typing"]))
    #expect(conversation.messages[0].time == Timestamp(secondsSince1970: 1_763_600_000))
    guard let items = conversation.messages[2].media?.album else {
      Issue.record("m3 should be an album")
      return
    }
    #expect(items.count == 4)
    #expect(
      items[3]
        == .video(
          VideoMedia(
            poster: .path("media/ocean-poster.jpg"), width: 1280, height: 720, duration: 42)))
    #expect(
      conversation.messages[4].media
        == .voice(
          VoiceMedia(
            duration: 7,
            waveform: [
              0, 4, 9, 15, 22, 31, 27, 18, 12, 6, 3, 8, 14, 20, 25, 19, 11, 5, 2, 0, 3, 9, 16, 24,
              29, 21, 13, 7, 4, 1,
            ],
            played: false)))
    #expect(
      conversation.messages[6].media
        == .file(
          FileMedia(
            name: "hiking-route-final-version-2026-11-22.gpx", size: 48213,
            mime: "application/gpx+xml")))
    #expect(
      conversation.messages[13].media
        == .poll(
          PollMedia(
            question: "Next trip?",
            options: [
              .init(text: "Lantau Peak", votes: 3), .init(text: "Dragon's Back", votes: 2),
              .init(text: "Stay home", votes: 0),
            ],
            totalVoters: 5)))
    #expect(
      conversation.messages[15].media
        == .transfer(TransferMedia(amount: "¥88.00", note: "Snacks", accepted: true)))
  }

  @Test func scriptsAndEmoji() throws {
    let conversation = try load("scripts-and-emoji.json")
    #expect(conversation.title == nil)
    #expect(conversation.participants[1].name == "ليلى")
    #expect(conversation.messages[0].time?.utcOffsetSeconds == 3 * 3600)
    #expect(conversation.messages[6].text?.plainText == "❤️")
  }

  private func load(_ name: String) throws -> Conversation {
    try ConversationDecoder.decode(Data(contentsOf: DecodingCorpus.url(name))).get().conversation
  }
}

extension DecodingCorpus {
  /// The lead puts the corpus in `Examples/corpus/`; until then, copy it from the shared folder.
  static func provideIfMissing() throws {
    let manager = FileManager.default
    guard !manager.fileExists(atPath: url(names[0]).path) else { return }
    let shared = URL(fileURLWithPath: "/work/shared/corpus")
    try manager.createDirectory(at: directory, withIntermediateDirectories: true)
    for item in try manager.contentsOfDirectory(atPath: shared.path)
    where !manager.fileExists(atPath: directory.appendingPathComponent(item).path) {
      try manager.copyItem(
        at: shared.appendingPathComponent(item), to: directory.appendingPathComponent(item))
    }
  }
}
