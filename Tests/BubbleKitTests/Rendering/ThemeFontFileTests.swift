import BubbleKit
import Foundation
import Testing

@testable import BubbleGraphics

/// A theme's own font files (`fonts.files`): pinned like the Noto files, seen by that theme's
/// renderers only, and only under the system font folders.
@Suite struct ThemeFontFileTests {
  static let interRegular = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

  static func theme(files: String, families: String = #"["Inter", "Noto Sans"]"#) throws -> Theme {
    let json = #"{ "name": "t", "fonts": { "families": \#(families), "files": \#(files) } }"#
    return try ThemeLoader.decode(Data(json.utf8), source: "t.json")
  }

  static func problems(files: String) -> String {
    do {
      _ = try theme(files: files)
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test(arguments: FontPinningTests.themeNames)
  func aThemeSeesThePinnedFilesAndItsOwnOnly(themeName: String) throws {
    let theme = try ThemeLoader.load(themeName)
    let visible = try FontSystem(theme: theme).visibleFontFiles
    #expect(visible == Set(PinnedFonts.all.map(\.path) + theme.fonts.files.map(\.path)))
  }

  /// Inter is installed on this machine (`.ci/install-deps`), but a theme that names the family
  /// without pinning its files draws Noto Sans: installed fonts change nothing.
  @Test func aFamilyWithoutItsFilesIsNotTakenFromTheMachine() throws {
    try #require(FileManager.default.fileExists(atPath: Self.interRegular), "run .ci/install-deps")
    let unpinned = try Self.theme(files: "[]")
    let text = StyledText("Gate 7", font: FontSpec(families: unpinned.fonts.families, size: 16), color: .black)
    #expect(
      try FontSystem(theme: unpinned).fontRuns(of: text).map(\.file) == [FontPinningTests.noto + "NotoSans-Regular.ttf"]
    )
    let pinned = try Self.theme(files: #"[{ "path": "\#(Self.interRegular)", "package": "fonts-inter" }]"#)
    #expect(try FontSystem(theme: pinned).fontRuns(of: text).map(\.file) == [Self.interRegular])
  }

  /// The grid of an Inter theme's lines is Inter's, and an Arabic or Chinese line keeps it.
  @Test func linesFollowTheThemesOwnFont() throws {
    let theme = try ThemeLoader.load("imessage")
    let fonts = try FontSystem(theme: theme)
    func height(_ string: String, _ families: [String]) -> Double {
      fonts.shape(StyledText(string, font: FontSpec(families: families, size: 17), color: .black), maxWidth: nil)
        .size.height
    }
    let latin = height("Gate", theme.fonts.families)
    #expect(abs(latin - height("Gate", Array(theme.fonts.families.dropFirst()))) > 1, "Inter's grid, not Noto's")
    for sample in ["مرحبا بكم", "周六见，好的", "English, العربية, 中文", "👍🏽🎉"] {
      #expect(height(sample, theme.fonts.families) == latin, "\(sample)")
    }
  }

  /// iMessage in Inter: Latin, bold, italic and digits in Inter; the CJK and Arabic lines in
  /// Noto on Inter's line grid; emoji in colour.
  @Test func iMessageDrawsInInter() throws {
    let conversation = try TestSupport.conversation(
      #"""
      { "kind": "group", "me": "me",
        "participants": [{ "id": "me", "name": "Me" }, { "id": "ann", "name": "Ann Lee" }, { "id": "wei", "name": "王伟" }],
        "messages": [
          { "id": "1", "from": "ann", "time": "2026-03-01T18:00:00Z",
            "text": ["Dinner with ", { "type": "bold", "text": "Sophie Martin" }, " is ", { "type": "italic", "text": "definitely" }, " on"] },
          { "id": "2", "from": "ann", "time": "2026-03-01T18:00:20Z", "text": "Table 12 at 19:45, 4 people, $86.50 🍝🥂" },
          { "id": "3", "from": "wei", "time": "2026-03-01T18:01:00Z", "text": "好的，周六见！我七点到" },
          { "id": "4", "from": "me", "time": "2026-03-01T18:02:00Z", "status": "read", "text": "مرحبا بكم، نراكم السبت" },
          { "id": "5", "from": "me", "time": "2026-03-01T18:02:30Z", "status": "read", "text": "Ökonomie, naïve café — 0123456789 ✨" }
        ] }
      """#)
    try Snapshot.assertRender(
      of: conversation, named: "fonts-imessage-inter", theme: try ThemeLoader.load("imessage"))
  }

  @Test(arguments: [
    ("/etc/passwd", "expected a font file under /usr/share/fonts/"),
    ("/usr/share/fonts/../../../etc/shadow.ttf", "no empty, . or .. parts"),
    ("/usr/share/fonts/truetype//x.ttf", "no empty, . or .. parts"),
    ("/usr/share/fonts/truetype/*/NotoSans-Regular.ttf", "letters, digits"),
    ("/usr/share/fonts/truetype/noto/NotoSans-Regular.pcf", "expected a .ttf, .otf, .ttc or .otc file"),
    ("fonts/Inter.otf", "expected a font file under /usr/share/fonts/"),
  ])
  func aPathOutsideTheSystemFontFoldersIsALocatedError(path: String, message: String) {
    let problems = Self.problems(files: #"[{ "path": "\#(path)", "package": "fonts-inter" }]"#)
    #expect(problems.contains("fonts.files[0].path (line 1, column"), "\(problems)")
    #expect(problems.contains(message), "\(problems)")
  }

  @Test func aBadPackageOrKeyIsALocatedError() {
    let problems = Self.problems(
      files: #"[{ "path": "\#(Self.interRegular)", "package": "x; rm -rf /", "size": 3 }]"#)
    #expect(problems.contains("fonts.files[0].package (line 1, column"), "\(problems)")
    #expect(problems.contains("expected a Debian package name"), "\(problems)")
    #expect(problems.contains("fonts.files[0].size (line 1, column"), "\(problems)")
    let many = Array(repeating: #"{ "path": "\#(Self.interRegular)", "package": "fonts-inter" }"#, count: 33)
    #expect(Self.problems(files: "[" + many.joined(separator: ",") + "]").contains("at most 32 files"))
  }

  /// A `Theme` made in code skips the loader: the renderer checks the paths again.
  @Test func aThemeMadeInCodeIsCheckedToo() throws {
    var theme = try ThemeLoader.load("imessage")
    theme.fonts.files = [ThemeFontFile(path: "/etc/passwd", package: "base-files")]
    #expect(throws: GraphicsError.self) { try FontSystem(theme: theme) }
    #expect(throws: GraphicsError.self) { try ConversationRenderer(theme: theme) }
  }

  @Test func aMissingFileIsAnErrorNamingItsPackage() throws {
    let missing = "/usr/share/fonts/opentype/nowhere/Nowhere-Regular.otf"
    let theme = try Self.theme(files: #"[{ "path": "\#(missing)", "package": "fonts-nowhere" }]"#)
    do {
      _ = try ConversationRenderer(theme: theme)
      Issue.record("a missing theme font file must fail")
    } catch {
      #expect(error.description.contains(missing))
      #expect(error.description.contains("apt-get install fonts-nowhere"))
    }
  }
}
