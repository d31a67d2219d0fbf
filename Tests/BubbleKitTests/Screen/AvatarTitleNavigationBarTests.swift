import Foundation
import Testing

@testable import BubbleKit

/// iMessage's navigation bar (`title_alignment: below_avatar`): a small round avatar centred at
/// the top, the contact's name small under it with a chevron, the back chevron facing the avatar.
@Suite struct AvatarTitleNavigationBarTests {
  func screen(_ theme: String) throws -> ScreenLayout {
    let renderer = try ScreenRenderer(theme: try ThemeLoader.load(theme))
    return renderer.layout(
      try TestSupport.conversation(ScreenFixtures.short), screen: ScreenOptions(size: Size(width: 390, height: 480)))
  }

  @Test func theNameSitsUnderACentredAvatar() throws {
    let theme = try ThemeLoader.load("imessage")
    let style = theme.screen.navigationBar
    let layout = try screen("imessage")
    let bar = layout.navigationBar
    #expect(bar.height > style.height, "the bar grows to fit the avatar and the name")
    var avatars: [Rect] = []
    var names: [(frame: Rect, size: Double)] = []
    var chevrons: [Rect] = []
    for item in layout.scene.items {
      switch item {
      case .avatar(let avatar) where avatar.frame.intersects(bar): avatars.append(avatar.frame)
      case .text(let text, let frame) where text.text.string == "Sam Rivera": names.append((frame, text.text.font.size))
      case .icon(.chevronForward, let box, _, _): chevrons.append(box)
      default: break
      }
    }
    let avatar = try #require(avatars.first, "an avatar in the bar")
    let name = try #require(names.first, "the contact's name")
    let chevron = try #require(chevrons.first, "a chevron after the name")
    #expect(abs(avatar.midX - bar.midX) < 0.01 && avatar.width == style.avatarSize)
    #expect(name.frame.minY >= avatar.maxY && name.frame.maxY <= bar.maxY)
    #expect(name.size == style.subtitleSize, "small, under the avatar")
    #expect(chevron.minX >= name.frame.maxX && abs(chevron.midY - name.frame.midY) < 1)
    #expect(abs((name.frame.minX + chevron.maxX) / 2 - bar.midX) < 0.01, "name and chevron centred together")
  }

  @Test(arguments: ["telegram", "whatsapp", "default"])
  func otherThemesKeepTheirBar(theme: String) throws {
    let layout = try screen(theme)
    #expect(layout.navigationBar.height == (try ThemeLoader.load(theme)).screen.navigationBar.height)
  }

  @Test func iMessageNavigationBarSnapshot() async throws {
    let renderer = try ScreenRenderer(theme: try ThemeLoader.load("imessage"))
    let screen = try await renderer.render(
      try TestSupport.conversation(ScreenFixtures.short), screen: ScreenOptions(size: Size(width: 390, height: 480)),
      options: TestSupport.patientOptions(), baseDirectory: TestSupport.corpus)
    try Snapshot.assertMatches(screen.png, named: "screen-imessage-navigation-bar")
  }
}
