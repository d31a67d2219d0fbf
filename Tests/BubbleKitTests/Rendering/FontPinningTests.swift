import BubbleKit
import Foundation
import Testing

@testable import BubbleGraphics

/// Rendering sees exactly the pinned font files, and each theme font and each
/// script of the corpus is drawn from the file we expect (not from whatever
/// else the machine has installed).
@Suite struct FontPinningTests {
  static let noto = "/usr/share/fonts/truetype/noto/"
  static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-"

  static let latin = "(Latin)"

  /// The file of a theme's Latin face: the theme's own file of that style (Inter in the iOS-look
  /// themes, Lato in Slack's), Noto Sans in themes without files.
  static func latinFile(_ themeName: String, _ style: String) -> String {
    let own = (try? ThemeLoader.load(themeName).fonts.files.map(\.path)) ?? []
    // A theme's bold may be a semibold file (Signal's and Messenger's Inter SemiBold).
    let styles = style.hasPrefix("Bold") ? [style, "Semi" + style] : [style]
    let file = styles.lazy.compactMap { style in
      own.first { $0.hasSuffix("-" + style + ".otf") || $0.hasSuffix("-" + style + ".ttf") }
    }.first
    return file ?? noto + "NotoSans-" + style + ".ttf"
  }

  /// The file a sample's runs must come from: `latin` stands for the theme's Latin face.
  static func expected(_ file: String, _ themeName: String, bold: Bool) -> String {
    file == latin ? latinFile(themeName, bold ? "Bold" : "Regular") : file
  }

  /// A sample of each script the corpus uses, and the file each weight must come from.
  static let scripts: [(sample: String, regular: String, bold: String)] = [
    ("Gate 7 at 7:30, café", latin, latin),
    ("周六见，好的", cjk + "Regular.ttc", cjk + "Bold.ttc"),
    ("こんにちは", cjk + "Regular.ttc", cjk + "Bold.ttc"),
    ("안녕하세요", cjk + "Regular.ttc", cjk + "Bold.ttc"),
    ("مرحبا بك", noto + "NotoSansArabic-Regular.ttf", noto + "NotoSansArabic-Bold.ttf"),
    ("שלום לכולם", noto + "NotoSansHebrew-Regular.ttf", noto + "NotoSansHebrew-Bold.ttf"),
    ("नमस्ते दोस्तों", noto + "NotoSansDevanagari-Regular.ttf", noto + "NotoSansDevanagari-Bold.ttf"),
    ("สวัสดีครับ", noto + "NotoSansThai-Regular.ttf", noto + "NotoSansThai-Bold.ttf"),
    ("Привет, Ελλάδα", latin, latin),
    ("👍🏽👨‍👩‍👧‍👦🇨🇳☀️", noto + "NotoColorEmoji.ttf", noto + "NotoColorEmoji.ttf"),
    ("বাংলা", noto + "NotoSansBengali-Regular.ttf", noto + "NotoSansBengali-Bold.ttf"),
    ("தமிழ்", noto + "NotoSansTamil-Regular.ttf", noto + "NotoSansTamil-Bold.ttf"),
    ("ქართული", noto + "NotoSansGeorgian-Regular.ttf", noto + "NotoSansGeorgian-Bold.ttf"),
  ]

  static let themeNames = ThemeLoader.builtInNames()

  private func runs(_ string: String, theme: Theme, bold: Bool = false, italic: Bool = false) throws -> [FontRun] {
    let font = FontSpec(families: theme.fonts.families, size: 16, bold: bold, italic: italic)
    return try FontSystem(theme: theme).fontRuns(of: StyledText(string, font: font, color: .black))
  }

  @Test func onlyThePinnedFilesAreVisible() throws {
    let visible = try FontSystem().visibleFontFiles
    #expect(visible == Set(PinnedFonts.all.map(\.path)))
  }

  @Test(arguments: themeNames)
  func eachScriptComesFromItsFile(themeName: String) throws {
    let theme = try ThemeLoader.load(themeName)
    for script in Self.scripts {
      let regular = try runs(script.sample, theme: theme)
      let bold = try runs(script.sample, theme: theme, bold: true)
      let regularFile = Self.expected(script.regular, themeName, bold: false)
      let boldFile = Self.expected(script.bold, themeName, bold: true)
      #expect(regular.map(\.file) == regular.map { _ in regularFile }, "\(themeName): \(regular)")
      #expect(bold.map(\.file) == bold.map { _ in boldFile }, "\(themeName) bold: \(bold)")
    }
  }

  @Test(arguments: themeNames)
  func italicAndMonospaceComeFromTheirFiles(themeName: String) throws {
    let theme = try ThemeLoader.load(themeName)
    let italic = try runs("Really?", theme: theme, italic: true)
    #expect(italic.map(\.file) == [Self.latinFile(themeName, "Italic")])
    let boldItalic = try runs("Really?", theme: theme, bold: true, italic: true)
    #expect(boldItalic.map(\.file) == [Self.latinFile(themeName, "BoldItalic")])

    let code = "let x = 42 // 注释"
    var attributes = TextAttributes()
    attributes.monospace = true
    let text = StyledText(
      code, font: FontSpec(families: theme.fonts.families, size: 16), color: .black,
      monospaceFamilies: theme.fonts.monospaceFamilies,
      runs: [StyledRun(utf8Range: 0..<code.utf8.count, attributes: attributes)])
    let monospace = try FontSystem(theme: theme).fontRuns(of: text)
    #expect(monospace.first?.file == Self.noto + "NotoSansMono-Regular.ttf", "\(monospace)")
    #expect(monospace.last?.file == Self.cjk + "Regular.ttc", "\(monospace)")
  }

  /// Every text of every corpus sample, in every theme: no boxes, only pinned files.
  @Test(arguments: themeNames)
  func corpusTextsDrawWithPinnedFilesOnly(themeName: String) throws {
    let theme = try ThemeLoader.load(themeName)
    let fonts = try FontSystem(theme: theme)
    let pinned = Set(try PinnedFonts.files(for: theme).map(\.path))
    for name in ["direct-basics", "group-rich-text", "media-gallery", "scripts-and-emoji"] {
      let conversation = try TestSupport.corpusConversation(name)
      for message in conversation.messages {
        guard let string = message.text?.plainText, !string.isEmpty else { continue }
        let text = StyledText(string, font: FontSpec(families: theme.fonts.families, size: 16), color: .black)
        #expect(fonts.unknownGlyphCount(in: text) == 0, "\(name) \(message.id): boxes in \(string)")
        for run in fonts.fontRuns(of: text) {
          #expect(pinned.contains(run.file), "\(name) \(message.id): \(run)")
        }
      }
    }
  }

  @Test func aMissingPinnedFileIsAnErrorNamingItsPackage() throws {
    let missing = PinnedFont(
      path: "/usr/share/fonts/truetype/noto/NotoSansNowhere-Regular.ttf", package: "fonts-nowhere")
    do {
      _ = try FontSystem(pinning: PinnedFonts.all + [missing])
      Issue.record("a missing pinned font must fail")
    } catch {
      #expect(error.description.contains(missing.path))
      #expect(error.description.contains("apt-get install fonts-nowhere"))
    }
  }

  @Test func everyPinnedPackageIsInstalledByInstallDeps() throws {
    let script = try String(
      contentsOf: TestSupport.packageRoot.appendingPathComponent(".ci/install-deps"), encoding: .utf8)
    let themePackages = try Self.themeNames.flatMap { try ThemeLoader.load($0).fonts.files.map(\.package) }
    #expect(themePackages.contains("fonts-inter"))
    for package in PinnedFonts.packages + themePackages {
      #expect(script.contains(package), "\(package) is missing from .ci/install-deps")
    }
  }
}
