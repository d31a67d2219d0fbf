import Foundation
import Testing

@testable import BubbleKit

/// The sample exports drawn in WhatsApp's theme, media from their folders (one photo, one video
/// missing: placeholders).
@Suite struct WhatsAppSnapshotTests {
  @Test(arguments: [
    ("import-whatsapp-ios", WhatsAppFixture.ios, "Ana Lima"),
    ("import-whatsapp-android", WhatsAppFixture.android, "Tomás"),
  ])
  func snapshot(name: String, folder: URL, me: String) throws {
    let chat = try WhatsAppFixture.importFolder(folder, me: me).conversation
    try Snapshot.assertRender(
      of: chat, named: name, theme: try ThemeLoader.load("whatsapp"), baseDirectory: folder)
  }
}
