import BubbleCore
import CGraphics
import Foundation

public struct GraphicsError: Error, CustomStringConvertible, Sendable {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// A private fontconfig configuration with its Pango font map and context.
///
/// Pango font maps are not thread-safe, so each thread or task owns its own
/// `FontSystem` (the first of its fonts costs a few milliseconds to create; later ones take
/// the font map an ended one left, `IdleFontMaps`).
public final class FontSystem: TextShaping {
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  /// The fontconfig configuration (XML) the font map loaded: which ended font map it may reuse.
  private let configuration: String
  /// How many texts this font system has shaped: each is one Pango layout.
  public private(set) var shapedTextCount = 0
  /// How many times a text was asked for, shaped or found already shaped (drawing asks none).
  public private(set) var shapeRequestCount = 0
  /// When set, every shaped text is recorded (tests check that none is shaped twice).
  public var recordsShapedTexts = false
  public private(set) var shapedTexts: [ShapedText] = []
  private var shapes = LeastRecentlyUsed<ShapeKey, ShapedText>(capacity: 8192)
  private var lineGrids: [FontSpec: LineGrid] = [:]

  /// Font sizes Pango is given, in points. A size outside it, computed from theme values, is
  /// clamped: Pango asserts on sizes below 0, and a glyph thousands of points tall takes seconds.
  public static let fontSizeRange: ClosedRange<Double> = 1...1000

  static func safeFontSize(_ size: Double) -> Double {
    size.isNaN ? fontSizeRange.lowerBound : min(max(size, fontSizeRange.lowerBound), fontSizeRange.upperBound)
  }

  private struct ShapeKey: Hashable {
    var text: StyledText
    var width: Double?
  }

  /// Fontconfig's loading of configurations and caches shares process-wide
  /// state; font systems are created one at a time (once per worker, so it costs nothing).
  private static let creationLock = NSLock()

  public convenience init() throws(GraphicsError) {
    try self.init(pinning: PinnedFonts.all)
  }

  /// A font system for `theme`: the pinned Noto files and the theme's own (`fonts.files`), and
  /// nothing else, so another theme's files change none of its pixels. Fails naming the
  /// package of any file that is missing.
  public convenience init(theme: Theme) throws(GraphicsError) {
    try self.init(pinning: PinnedFonts.files(for: theme), emojiFamilies: theme.fonts.emojiFamilies)
  }

  /// A font system that sees exactly `fonts`; fails naming any file that is missing or unreadable.
  /// Takes the font map of an ended font system of the same fonts when there is one
  /// (`IdleFontMaps`): its fontconfig matches and loaded faces are kept, its shaped texts are not.
  init(pinning fonts: [PinnedFont], emojiFamilies: [String] = []) throws(GraphicsError) {
    try Self.checkInstalled(fonts)
    let configuration = FontConfiguration.xml(pinning: fonts, emojiFamilies: emojiFamilies)
    let pango: PangoFonts
    if let idle = IdleFontMaps.take(configuration) {
      pango = idle
    } else {
      pango = try Self.makeFontMap(configuration, fonts: fonts)
    }
    (fontMap, context, self.configuration) = (pango.fontMap, pango.context, configuration)
  }

  /// The fontconfig configuration `configuration` (XML) loaded, with its Pango font map and context.
  private static func makeFontMap(_ configuration: String, fonts: [PinnedFont]) throws(GraphicsError) -> PangoFonts {
    creationLock.lock()
    defer { creationLock.unlock() }
    guard let config = FcConfigCreate() else { throw GraphicsError("cannot create a fontconfig configuration") }
    defer { FcConfigDestroy(config) }  // the font map keeps its own reference
    let parsed = configuration.withCString {
      FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1)
    }
    guard parsed != 0, FcConfigBuildFonts(config) != 0 else {
      throw GraphicsError("cannot load the private fontconfig configuration")
    }
    let unusable = Set(fonts.map(\.path)).subtracting(Self.loadedFiles(config)).sorted()
    guard unusable.isEmpty else {
      throw GraphicsError(
        "fontconfig cannot read the pinned font files \(unusable.joined(separator: ", ")); "
          + "reinstall their packages (\(Self.packages(of: unusable, in: fonts)))")
    }
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw GraphicsError("cannot create a Pango font map")
    }
    pango_fc_font_map_set_config(bk_as_fc_font_map(map), config)
    guard let context = pango_font_map_create_context(map) else {
      bk_object_unref(map)
      throw GraphicsError("cannot create a Pango context")
    }
    // Unhinted metrics at a fixed resolution: layout in points, the same at every scale.
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
    return PangoFonts(fontMap: map, context: context)
  }

  /// Every pinned file must be there: a silent fallback to other fonts would change the pixels.
  private static func checkInstalled(_ fonts: [PinnedFont]) throws(GraphicsError) {
    let missing = fonts.filter { !FileManager.default.fileExists(atPath: $0.path) }
    guard !missing.isEmpty else { return }
    let files = missing.map { "\($0.path) (from \($0.package))" }.joined(separator: ", ")
    let packages = packages(of: missing.map(\.path), in: fonts)
    throw GraphicsError(
      "missing font files: \(files); install them with `apt-get install \(packages)` "
        + "(or run .ci/install-deps, see README)")
  }

  private static func packages(of paths: [String], in fonts: [PinnedFont]) -> String {
    var seen = Set<String>()
    let wanted = Set(paths)
    return fonts.filter { wanted.contains($0.path) }.map(\.package).filter { seen.insert($0).inserted }
      .joined(separator: " ")
  }

  /// The files of the fonts fontconfig accepted into `config`.
  private static func loadedFiles(_ config: OpaquePointer) -> Set<String> {
    guard let set = FcConfigGetFonts(config, FcSetSystem)?.pointee, let fonts = set.fonts else { return [] }
    var files = Set<String>()
    for index in 0..<Int(set.nfont) {
      var file: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
        files.insert(String(cString: file))
      }
    }
    return files
  }

  /// The font files Pango can draw with (for tests: exactly the pinned ones).
  public var visibleFontFiles: Set<String> {
    guard let config = pango_fc_font_map_get_config(bk_as_fc_font_map(fontMap)) else { return [] }
    return Self.loadedFiles(config)
  }

  deinit {
    IdleFontMaps.giveBack(PangoFonts(fontMap: fontMap, context: context), configuration: configuration)
  }

  /// A text already shaped at the same width is reused (an avatar's initials, a repeated time,
  /// a second render of the same conversation): shaped texts are immutable.
  public func shape(_ text: StyledText, maxWidth: Double?) -> ShapedText {
    shapeRequestCount += 1
    let key = ShapeKey(text: text, width: maxWidth)
    if let known = shapes.value(for: key) { return known }
    shapedTextCount += 1
    let grid: LineGrid? =
      switch text.lineHeight {
      case .font: lineGrid(of: text.font)
      case .glyphs: nil
      case .multiple(let multiple):
        // Half to four sizes apart; a multiple that is not a number keeps the font's own pitch.
        multiple.isFinite
          ? lineGrid(of: text.font).spaced(to: FontSystem.safeFontSize(text.font.size) * min(max(multiple, 0.5), 4))
          : lineGrid(of: text.font)
      }
    let layout = PangoTextLayout(text: text, width: maxWidth, context: context, grid: grid)
    let shaped = ShapedText(layout: layout, width: maxWidth)
    shapes.insert(shaped, for: key)
    if recordsShapedTexts { shapedTexts.append(shaped) }
    return shaped
  }

  public func forgetShapedTexts() { shapedTexts.removeAll() }

  /// The line grid of texts in `font`, loaded once per family, size and face.
  private func lineGrid(of font: FontSpec) -> LineGrid {
    let key = FontSpec(families: Array(font.families.prefix(1)), size: font.size, bold: font.bold, italic: font.italic)
    if let known = lineGrids[key] { return known }
    let grid = SharedFontState.withLock { LineGrid.of(key, context: context) }
    // Themes use a few sizes; a font system asked for many sizes starts afresh.
    if lineGrids.count >= 1024 { lineGrids.removeAll() }
    lineGrids[key] = grid
    return grid
  }

}
