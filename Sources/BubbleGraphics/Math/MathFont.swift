import BubbleCore
import CGraphics
import Foundation

/// Latin Modern Math read with HarfBuzz: glyph ids, metrics and the OpenType MATH table, all in
/// font units (1000 to the em). Loaded once for the process; HarfBuzz fonts made immutable may be
/// read from any thread, and the cache of script variants takes a lock.
final class MathFont: @unchecked Sendable {
  static let file = PinnedFonts.math

  /// The font, or why it cannot be used (missing file, no MATH table), loaded on first use.
  static let shared: Result<MathFont, GraphicsError> = {
    do throws(GraphicsError) {
      return .success(try MathFont(path: file.path))
    } catch {
      return .failure(error)
    }
  }()

  private let face: OpaquePointer
  private let font: OpaquePointer
  let unitsPerEm: Double
  let constants: MathConstants
  private var scriptGlyphs: [ScriptGlyphKey: UInt32] = [:]
  private let lock = NSLock()

  private struct ScriptGlyphKey: Hashable {
    var scalar: UInt32
    var level: Int
  }

  init(path: String) throws(GraphicsError) {
    guard FileManager.default.fileExists(atPath: path),
      let blob = hb_blob_create_from_file_or_fail(path)
    else {
      throw GraphicsError(
        "missing the math font \(path); install it with `apt-get install \(Self.file.package)`")
    }
    face = hb_face_create(blob, 0)
    hb_blob_destroy(blob)
    font = hb_font_create(face)
    unitsPerEm = Double(hb_face_get_upem(face))
    let upem = Int32(hb_face_get_upem(face))
    hb_font_set_scale(font, upem, upem)
    hb_font_make_immutable(font)
    guard hb_ot_math_has_data(face) != 0, unitsPerEm > 0 else {
      hb_font_destroy(font)
      hb_face_destroy(face)
      throw GraphicsError("\(path) has no OpenType MATH table")
    }
    let font = self.font
    constants = MathConstants { Double(hb_ot_math_get_constant(font, $0)) }
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
  }

  // MARK: Glyphs

  /// The glyph for `scalar`, its script variant (`ssty`) at script levels 1 and 2, as TeX
  /// engines choose them; `nil` when the font lacks the character.
  func glyph(for scalar: Unicode.Scalar, scriptLevel: Int) -> UInt32? {
    var glyph: hb_codepoint_t = 0
    guard hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 else { return nil }
    guard scriptLevel > 0 else { return glyph }
    let key = ScriptGlyphKey(scalar: scalar.value, level: min(scriptLevel, 2))
    if let known = lock.withLock({ scriptGlyphs[key] }) { return known }
    let variant = substitute(scalar, feature: "ssty", value: UInt32(key.level)) ?? glyph
    lock.withLock {
      if scriptGlyphs.count >= 4096 { scriptGlyphs.removeAll() }
      scriptGlyphs[key] = variant
    }
    return variant
  }

  /// The glyph HarfBuzz shapes `scalar` into with one feature on, in the math script.
  private func substitute(_ scalar: Unicode.Scalar, feature tag: String, value: UInt32) -> UInt32? {
    guard let buffer = hb_buffer_create() else { return nil }
    defer { hb_buffer_destroy(buffer) }
    var codepoint = scalar.value
    hb_buffer_add_codepoints(buffer, &codepoint, 1, 0, 1)
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, HB_SCRIPT_MATH)
    let bytes = Array(tag.utf8)
    let featureTag = bytes.reduce(UInt32(0)) { ($0 << 8) | UInt32($1) }
    var feature = hb_feature_t(tag: featureTag, value: value, start: 0, end: UInt32.max)
    hb_shape(font, buffer, &feature, 1)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count), count == 1 else { return nil }
    return infos[0].codepoint
  }

  func advance(_ glyph: UInt32) -> Double { Double(hb_font_get_glyph_h_advance(font, glyph)) }

  /// Ink above and below the baseline (either may be negative), and its left and right.
  func extents(_ glyph: UInt32) -> GlyphExtents {
    var extents = hb_glyph_extents_t()
    guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return GlyphExtents() }
    return GlyphExtents(
      top: Double(extents.y_bearing), bottom: Double(extents.y_bearing + extents.height),
      left: Double(extents.x_bearing), right: Double(extents.x_bearing + extents.width))
  }

  func italicCorrection(_ glyph: UInt32) -> Double {
    Double(hb_ot_math_get_glyph_italics_correction(font, glyph))
  }

  /// Where an accent above centres on the glyph (half its advance when the font says nothing).
  func topAccentAttachment(_ glyph: UInt32) -> Double {
    Double(hb_ot_math_get_glyph_top_accent_attachment(font, glyph))
  }

  func isExtendedShape(_ glyph: UInt32) -> Bool { hb_ot_math_is_glyph_extended_shape(face, glyph) != 0 }

  /// Larger forms of `glyph`, smallest first, with their size along `vertical` or horizontal.
  func variants(_ glyph: UInt32, vertical: Bool) -> [(glyph: UInt32, advance: Double)] {
    let direction = vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR
    var count: UInt32 = 32
    var variants = [hb_ot_math_glyph_variant_t](repeating: hb_ot_math_glyph_variant_t(), count: 32)
    _ = hb_ot_math_get_glyph_variants(font, glyph, direction, 0, &count, &variants)
    return variants.prefix(Int(count)).map { ($0.glyph, Double($0.advance)) }
  }

  /// The parts an arbitrarily long form of `glyph` is built from (bottom to top, or left to
  /// right); empty when it has none.
  func assembly(_ glyph: UInt32, vertical: Bool) -> [MathGlyphPart] {
    let direction = vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR
    var count: UInt32 = 16
    var parts = [hb_ot_math_glyph_part_t](repeating: hb_ot_math_glyph_part_t(), count: 16)
    var italic: hb_position_t = 0
    _ = hb_ot_math_get_glyph_assembly(font, glyph, direction, 0, &count, &parts, &italic)
    return parts.prefix(Int(count)).map {
      MathGlyphPart(
        glyph: $0.glyph, startConnector: Double($0.start_connector_length),
        endConnector: Double($0.end_connector_length), fullAdvance: Double($0.full_advance),
        isExtender: ($0.flags.rawValue & HB_OT_MATH_GLYPH_PART_FLAG_EXTENDER.rawValue) != 0)
    }
  }

  func minConnectorOverlap(vertical: Bool) -> Double {
    Double(hb_ot_math_get_min_connector_overlap(font, vertical ? HB_DIRECTION_BTT : HB_DIRECTION_LTR))
  }
}

struct GlyphExtents {
  var top = 0.0
  var bottom = 0.0
  var left = 0.0
  var right = 0.0
}

struct MathGlyphPart {
  var glyph: UInt32
  var startConnector: Double
  var endConnector: Double
  var fullAdvance: Double
  var isExtender: Bool
}
