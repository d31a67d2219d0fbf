import BubbleKit
import Foundation
import Testing

/// The Bot API's files as pictures with `telegram-file:` sources, or as file cards when there is
/// nothing to draw.
extension BotAPIImportTests {
  /// The media of one private message carrying `fields` (JSON members), and the import's warnings.
  static func media(_ fields: String) throws -> (MessageContent?, [String]) {
    let json = #"""
      { "message_id": 1, "date": 0, "from": { "id": 7, "first_name": "Ann" },
        "chat": { "id": 7, "type": "private" }, \#(fields) }
      """#
    let imported = try ConversationImport.importConversation(Data(json.utf8)).get()
    return (imported.conversation.messages.first?.media, imported.warnings.map { "\($0.path): \($0.message)" })
  }

  /// The sizes come smallest first, though not always (nutgram's fixture): the one with the most
  /// pixels is chosen, unless its file is over 10 MB.
  @Test func aPhotoIsItsLargestSizeWithin10MB() throws {
    let (photo, warnings) = try Self.media(
      #"""
      "photo": [ { "file_id": "small", "file_size": 2000, "width": 90, "height": 120 },
        { "file_id": "large", "file_size": 90000, "width": 720, "height": 960 },
        { "file_id": "middle", "file_size": 80000, "width": 600, "height": 800 },
        { "file_id": "huge", "file_size": 10485761, "width": 2560, "height": 3413 } ], "caption": "hi"
      """#)
    #expect(photo == .image(ImageMedia(src: .telegramFile("large"), width: 720, height: 960)))
    #expect(warnings.isEmpty)
    let (unsized, _) = try Self.media(#""photo": [ { "file_id": "a", "width": 1, "height": 1 }, { "file_id": "b" } ]"#)
    #expect(unsized == .image(ImageMedia(src: .telegramFile("a"), width: 1, height: 1)))
  }

  @Test func aStaticStickerIsItsFileAndAMovingOneItsThumbnail() throws {
    let (still, _) = try Self.media(
      #"""
      "sticker": { "file_id": "CAACstill", "width": 512, "height": 512, "emoji": "🤣", "is_animated": false,
        "is_video": false, "thumb": { "file_id": "thumb", "width": 128, "height": 128 } }
      """#)
    #expect(still == .sticker(StickerMedia(src: .telegramFile("CAACstill"), width: 512, height: 512, emoji: "🤣")))
    let (animated, _) = try Self.media(
      #"""
      "sticker": { "file_id": "CAACtgs", "width": 512, "height": 512, "emoji": "🙂", "is_animated": true,
        "is_video": false, "thumbnail": { "file_id": "CAACtgs-thumb", "width": 128, "height": 128 } }
      """#)
    #expect(
      animated == .sticker(StickerMedia(src: .telegramFile("CAACtgs-thumb"), width: 512, height: 512, emoji: "🙂")))
    let (video, _) = try Self.media(
      #"""
      "sticker": { "file_id": "CAACwebm", "width": 512, "height": 512, "is_animated": false, "is_video": true,
        "thumb": { "file_id": "CAACwebm_thumb", "width": 128, "height": 128 } }
      """#)
    #expect(video?.sticker?.src == .telegramFile("CAACwebm_thumb"))
    let (bare, _) = try Self.media(
      #""sticker": { "file_id": "CAACtgs", "width": 512, "height": 512, "emoji": "🙂", "is_animated": true }"#)
    #expect(bare?.typeName == "file" && bare?.summary(strings: .english) == "Sticker 🙂")
  }

  @Test func animationsVideosAndVideoNotesShowTheirThumbnail() throws {
    let (animation, _) = try Self.media(
      #"""
      "animation": { "file_id": "CgACgif", "file_name": "lol.mp4", "duration": 1, "width": 1280, "height": 960,
        "thumb": { "file_id": "CgACgif-thumb", "width": 320, "height": 240 } },
      "document": { "file_id": "CgACgif", "file_name": "lol.mp4" }
      """#)
    #expect(
      animation
        == .video(VideoMedia(poster: .telegramFile("CgACgif-thumb"), width: 1280, height: 960, duration: 1)))
    let (video, _) = try Self.media(
      #"""
      "video": { "file_id": "BAACvideo", "duration": 125, "width": 1920, "height": 1080,
        "thumbnail": { "file_id": "BAACvideo-thumb", "width": 320, "height": 180 } }, "caption": "the sea"
      """#)
    #expect(
      video == .video(VideoMedia(poster: .telegramFile("BAACvideo-thumb"), width: 1920, height: 1080, duration: 125)))
    let (note, _) = try Self.media(
      #"""
      "video_note": { "file_id": "DQACnote", "duration": 3, "length": 384,
        "thumb": { "file_id": "DQACnote-thumb", "width": 320, "height": 320 } }
      """#)
    #expect(note == .video(VideoMedia(poster: .telegramFile("DQACnote-thumb"), width: 384, height: 384, duration: 3)))
    let (bare, _) = try Self.media(#""video": { "file_id": "BAACvideo", "duration": 5, "file_name": "sea.mp4" }"#)
    #expect(bare == .file(FileMedia(name: "sea.mp4")))
  }

  @Test func voiceIsAVoiceMessageAndAudioAndDocumentsAreCards() throws {
    let (voice, _) = try Self.media(#""voice": { "file_id": "AwACvoice", "duration": 2, "mime_type": "audio/ogg" }"#)
    #expect(voice == .voice(VoiceMedia(duration: 2)))
    let (audio, _) = try Self.media(
      #""audio": { "file_id": "CQACaudio", "duration": 200, "file_name": "song.mp3", "file_size": 4000000 }"#)
    #expect(audio?.file?.name == "song.mp3" && audio?.file?.size == 4_000_000)
    let (document, _) = try Self.media(
      #"""
      "document": { "file_id": "BQACdoc", "thumb": null, "file_name": "document.pdf", "mime_type": "application/pdf",
        "file_size": 123456 }
      """#)
    #expect(document == .file(FileMedia(name: "document.pdf", size: 123_456, mime: "application/pdf")))
  }

  /// A file_id goes into a Bot API request: one that cannot be one is a warning at its place,
  /// and the file a card.
  @Test func aFileIDThatCannotBeOneIsAWarningAndACard() throws {
    let (photo, warnings) = try Self.media(#""photo": [ { "file_id": "../getMe?x", "width": 90, "height": 90 } ]"#)
    #expect(photo?.typeName == "file")
    #expect(
      warnings == [
        "photo[0].file_id: not a Bot API file_id (1 to 256 letters, digits, - and _); drawn as a file card"
      ])
  }
}
