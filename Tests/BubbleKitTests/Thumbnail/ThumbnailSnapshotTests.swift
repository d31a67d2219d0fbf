import BubbleKit
import Foundation
import Testing

/// Thumbnails compared with their references in Snapshots/ (each looked at when recorded):
/// scripts and colour emoji at a fractional scale, and a group chat's first messages.
@Suite struct ThumbnailSnapshotTests {
  @Test func scriptsAndEmojiEnd() async throws {
    let thumbnail = try await ThumbnailFixtures.thumbnail(
      try TestSupport.corpusConversation("scripts-and-emoji"), 320, 320, fit: .end)
    try Snapshot.assertMatches(thumbnail.png, named: "thumbnail-scripts-and-emoji-end")
  }

  @Test func groupRichTextStart() async throws {
    let thumbnail = try await ThumbnailFixtures.thumbnail(
      try TestSupport.corpusConversation("group-rich-text"), 480, 270, fit: .start)
    try Snapshot.assertMatches(thumbnail.png, named: "thumbnail-group-rich-text-start")
  }

  @Test func mediaGalleryEnd() async throws {
    let thumbnail = try await ThumbnailFixtures.thumbnail(
      try TestSupport.corpusConversation("media-gallery"), 320, 480, fit: .end)
    try Snapshot.assertMatches(thumbnail.png, named: "thumbnail-media-gallery-end")
  }
}
