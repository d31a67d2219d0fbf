import BubbleCore
import CGraphics

/// A Pango font map and the context made from it, owned by one font system at a time.
struct PangoFonts: @unchecked Sendable {
  let fontMap: UnsafeMutablePointer<PangoFontMap>
  let context: OpaquePointer

  /// Frees both (under the font lock, as all Pango work is).
  func release() {
    SharedFontState.withLock {
      bk_object_unref(UnsafeMutableRawPointer(context))
      bk_object_unref(fontMap)
    }
  }
}

/// Font maps of ended font systems, kept for the next font system of the same fonts. A font map
/// holds fontconfig's matches for each font list and the faces it loaded; a new one matches and
/// loads them all again, which was a tenth of a fresh renderer's first render (issue 31). Shaped
/// texts stay with their font system: a new one still shapes everything itself. The maps are
/// handed over whole, so each is still used by one font system at a time.
enum IdleFontMaps {
  /// Font maps kept per configuration: one per worker thread a process usually runs.
  static let keptPerConfiguration = 4
  /// Configurations kept (each theme's pinned fonts are one); beyond, the one given back longest
  /// ago is freed.
  static let keptConfigurations = 32

  private struct Kept {
    var maps: [String: [PangoFonts]] = [:]
    /// The configurations, the one given back longest ago first.
    var order: [String] = []
  }

  private static let idle = Locked(Kept())

  static func take(_ configuration: String) -> PangoFonts? {
    idle.withLock { kept in kept.maps[configuration]?.popLast() }
  }

  static func giveBack(_ fonts: PangoFonts, configuration: String) {
    let freed = idle.withLock { kept -> [PangoFonts] in
      var freed: [PangoFonts] = []
      if kept.maps[configuration, default: []].count >= keptPerConfiguration {
        freed.append(fonts)
      } else {
        kept.maps[configuration, default: []].append(fonts)
      }
      kept.order.removeAll { $0 == configuration }
      kept.order.append(configuration)
      while kept.order.count > keptConfigurations {
        freed += kept.maps.removeValue(forKey: kept.order.removeFirst()) ?? []
      }
      return freed
    }
    for fonts in freed { fonts.release() }
  }

  /// How many font maps of `configuration` are kept, for tests.
  static func count(of configuration: String) -> Int { idle.withLock { $0.maps[configuration]?.count ?? 0 } }
}
