import BubbleCore
import Foundation

/// The private fontconfig set-up that pins rendering to exact font files
/// (`PinnedFonts`), so the same input gives the same pixels on any machine set up
/// by the README command, whatever other fonts it has.
enum FontConfiguration {
  /// Fontconfig XML: the pinned files' folders read through the system caches
  /// (written by the packages' install triggers), every font in them rejected
  /// but the pinned files, the bitmap-scaling rule without which Noto Color
  /// Emoji draws at its native 136 px, and the `emoji` alias Pango asks for on
  /// emoji-presentation runs (without it they fall to monochrome Noto Sans Symbols2).
  /// The pinned paths hold no `*` or `?`, so each glob matches its file only.
  static func xml(pinning fonts: [PinnedFont], emojiFamilies: [String] = []) -> String {
    let emoji = (emojiFamilies.filter { $0 != notoEmoji } + [notoEmoji])
      .map { "<family>\(escaped($0))</family>" }.joined()
    let folders = Set(fonts.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent().path }).sorted()
    let dirs = folders.map { "<dir>\(escaped($0))</dir>" }.joined(separator: "\n")
    let accepted = fonts.map { "<glob>\(escaped($0.path))</glob>" }.joined(separator: "\n")
    return """
      <?xml version="1.0"?>
      <fontconfig>
      \(dirs)
      <cachedir>/var/cache/fontconfig</cachedir>
      <cachedir prefix="xdg">fontconfig</cachedir>
      <selectfont>
        <acceptfont>
      \(accepted)
        </acceptfont>
        <rejectfont><glob>*</glob></rejectfont>
      </selectfont>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <edit name="pixelsizefixupfactor" mode="assign">
          <divide>
            <name target="pattern">pixelsize</name>
            <name target="font">pixelsize</name>
          </divide>
        </edit>
      </match>
      <match target="font">
        <test name="outline" compare="eq"><bool>false</bool></test>
        <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
        <edit name="matrix" mode="assign">
          <times>
            <name>matrix</name>
            <matrix>
              <name>pixelsizefixupfactor</name> <double>0</double>
              <double>0</double> <name>pixelsizefixupfactor</name>
            </matrix>
          </times>
        </edit>
        <edit name="size" mode="assign">
          <divide><name>size</name><name>pixelsizefixupfactor</name></divide>
        </edit>
      </match>
      <alias binding="same">
        <family>emoji</family>
        <prefer>\(emoji)</prefer>
      </alias>
      </fontconfig>
      """
  }

  static let notoEmoji = "Noto Color Emoji"

  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
