import BubbleCore
import Foundation

/// A font file the renderer may draw with, and the Debian package that installs it.
public struct PinnedFont: Sendable, Hashable {
  public var path: String
  public var package: String

  public init(path: String, package: String) {
    self.path = path
    self.package = package
  }
}

/// The exact font files Pango sees: nothing else on the machine is visible to it,
/// so installing other fonts (even into the same folders) changes no pixel.
///
/// The list covers the themes' families in the styles the renderer asks for
/// (regular, bold, italic), the colour emoji, the monospace face, and a fallback
/// tier for the other living scripts and symbols people type in chats, so those
/// draw in a Noto face rather than as boxes.
public enum PinnedFonts {
  public static let all: [PinnedFont] = themeFaces + emoji + fallback + [math]

  /// Latin Modern Math, whose OpenType MATH table `MathTypesetter` lays formulas out by.
  public static let math = PinnedFont(
    path: "/usr/share/texmf/fonts/opentype/public/lm-math/latinmodern-math.otf", package: "fonts-lmodern")

  /// The families named in the built-in themes' `fonts` section.
  static let themeFaces: [PinnedFont] =
    core(["NotoSans-Regular", "NotoSans-Bold", "NotoSans-Italic", "NotoSans-BoldItalic"])
    + core(styles: ["Arabic", "Hebrew", "Devanagari", "Thai"])
    + [
      PinnedFont(path: openTypeNoto + "NotoSansCJK-Regular.ttc", package: "fonts-noto-cjk"),
      PinnedFont(path: openTypeNoto + "NotoSansCJK-Bold.ttc", package: "fonts-noto-cjk"),
      PinnedFont(path: trueTypeNoto + "NotoSansMono-Regular.ttf", package: "fonts-noto-mono"),
      PinnedFont(path: trueTypeNoto + "NotoSansMono-Bold.ttf", package: "fonts-noto-mono"),
    ]

  static let emoji = [PinnedFont(path: trueTypeNoto + "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")]

  /// Reached only through fontconfig's fallback, for characters the theme's families lack.
  static let fallback: [PinnedFont] =
    core(styles: [
      "Armenian", "Bengali", "Ethiopic", "Georgian", "Gujarati", "Gurmukhi", "Kannada", "Khmer", "Lao",
      "Malayalam", "Myanmar", "Oriya", "Sinhala", "Tamil", "Telugu", "Thaana",
    ])
    + core(["NotoSansSyriac-Regular", "NotoSansSymbols-Regular", "NotoSansSymbols-Bold", "NotoSansSymbols2-Regular"])
    + core(["NotoSansMath-Regular"])

  static let trueTypeNoto = "/usr/share/fonts/truetype/noto/"
  static let openTypeNoto = "/usr/share/fonts/opentype/noto/"

  private static func core(_ names: [String]) -> [PinnedFont] {
    names.map { PinnedFont(path: trueTypeNoto + $0 + ".ttf", package: "fonts-noto-core") }
  }

  /// Regular and bold faces of `NotoSans<Script>`.
  private static func core(styles scripts: [String]) -> [PinnedFont] {
    core(scripts.flatMap { ["NotoSans\($0)-Regular", "NotoSans\($0)-Bold"] })
  }

  /// The files a theme draws with: every theme's, then its own (`fonts.files`), checked again
  /// here since a `Theme` may be built in code: under the system font folders, also once
  /// symbolic links are followed, and a package name fit to quote in `apt-get install`.
  public static func files(for theme: Theme) throws(GraphicsError) -> [PinnedFont] {
    var paths = Set(all.map(\.path))
    var files = all
    for file in theme.fonts.files where paths.insert(file.path).inserted {
      try check(file)
      files.append(PinnedFont(path: file.path, package: file.package))
    }
    return files
  }

  private static func check(_ file: ThemeFontFile) throws(GraphicsError) {
    if let problem = ThemeFontFile.pathProblem(file.path) ?? ThemeFontFile.packageProblem(file.package) {
      throw GraphicsError("a theme's font file: \(problem)")
    }
    let resolved = URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path
    guard resolved.hasPrefix(ThemeFontFile.folder) else {
      throw GraphicsError("the theme's font file \(file.path) leads out of \(ThemeFontFile.folder)")
    }
  }

  /// The Debian packages that install every pinned file.
  public static var packages: [String] {
    var seen = Set<String>()
    return all.map(\.package).filter { seen.insert($0).inserted }
  }
}
