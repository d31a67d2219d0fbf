import CGraphics
import Foundation

public struct GraphicsError: Error, CustomStringConvertible, Sendable {
  public var description: String
  public init(_ description: String) { self.description = description }
}

/// A private fontconfig configuration with its Pango font map and context.
///
/// Pango font maps are not thread-safe, so each thread or task owns its own
/// `FontSystem` (creating one costs a few milliseconds: keep it per worker).
public final class FontSystem: TextMeasuring {
  private let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer
  private var layoutCache: [LayoutKey: PangoTextLayout] = [:]
  private static let layoutCacheLimit = 1024

  /// Fontconfig's loading of configurations and caches shares process-wide
  /// state; font systems are created one at a time (once per worker, so it costs nothing).
  private static let creationLock = NSLock()

  public init() throws(GraphicsError) {
    Self.creationLock.lock()
    defer { Self.creationLock.unlock() }
    guard let config = FcConfigCreate() else { throw GraphicsError("cannot create a fontconfig configuration") }
    defer { FcConfigDestroy(config) }  // the font map keeps its own reference
    let parsed = FontConfiguration.xml.withCString {
      FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1)
    }
    guard parsed != 0, FcConfigBuildFonts(config) != 0 else {
      throw GraphicsError("cannot load the private fontconfig configuration")
    }
    let fontCount = FcConfigGetFonts(config, FcSetSystem)?.pointee.nfont ?? 0
    guard fontCount > 0 else {
      throw GraphicsError(
        "no Noto fonts found in \(FontConfiguration.fontDirectories.joined(separator: ", ")); "
          + "install fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji (see README)")
    }
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
      throw GraphicsError("cannot create a Pango font map")
    }
    fontMap = map
    pango_fc_font_map_set_config(bk_as_fc_font_map(map), config)
    guard let context = pango_font_map_create_context(map) else {
      bk_object_unref(map)
      throw GraphicsError("cannot create a Pango context")
    }
    self.context = context
    // Unhinted metrics at a fixed resolution: layout in points, the same at every scale.
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(context, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(context, 72)
    pango_context_set_round_glyph_positions(context, 0)
  }

  deinit {
    layoutCache.removeAll()
    bk_object_unref(UnsafeMutableRawPointer(context))
    bk_object_unref(fontMap)
  }

  public func measure(_ text: StyledText, maxWidth: Double?) -> TextMetrics {
    layout(for: text, width: maxWidth).metrics
  }

  /// The Pango layout of `text` wrapped at `width`, shared between measuring and drawing.
  func layout(for text: StyledText, width: Double?) -> PangoTextLayout {
    let key = LayoutKey(text: text, width: width)
    if let cached = layoutCache[key] { return cached }
    if layoutCache.count >= Self.layoutCacheLimit { layoutCache.removeAll(keepingCapacity: true) }
    let layout = PangoTextLayout(text: text, width: width, context: context)
    layoutCache[key] = layout
    return layout
  }

  private struct LayoutKey: Hashable {
    var text: StyledText
    var width: Double?
  }
}
