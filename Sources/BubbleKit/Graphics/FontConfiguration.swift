/// The private fontconfig set-up that pins rendering to the Noto fonts, so the same
/// input gives the same pixels on any machine set up by the README command.
enum FontConfiguration {
  /// Folders of Debian's fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji.
  static let fontDirectories = [
    "/usr/share/fonts/truetype/noto",
    "/usr/share/fonts/opentype/noto",
  ]

  /// Fontconfig XML: only the Noto folders, the system caches (written by the
  /// packages' install triggers), the bitmap-scaling rule without which Noto
  /// Color Emoji draws at its native 136 px, and the `emoji` alias Pango asks
  /// for on emoji-presentation runs (without it they fall to monochrome
  /// Noto Sans Symbols2).
  static var xml: String {
    let dirs = fontDirectories.map { "<dir>\($0)</dir>" }.joined(separator: "\n")
    return """
      <?xml version="1.0"?>
      <fontconfig>
      \(dirs)
      <cachedir>/var/cache/fontconfig</cachedir>
      <cachedir prefix="xdg">fontconfig</cachedir>
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
        <prefer><family>Noto Color Emoji</family></prefer>
      </alias>
      </fontconfig>
      """
  }
}
