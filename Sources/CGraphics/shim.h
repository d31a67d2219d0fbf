#ifndef BUBBLEKIT_CGRAPHICS_SHIM_H
#define BUBBLEKIT_CGRAPHICS_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
// The math font: its MATH table read with HarfBuzz, its glyphs drawn through cairo's FreeType faces.
#include <hb-ot.h>
#include <cairo-ft.h>

// GObject cast macros do not import into Swift.
static inline PangoFcFontMap *bk_as_fc_font_map(PangoFontMap *map) {
  return PANGO_FC_FONT_MAP(map);
}
/// The file a Pango font was loaded from, or NULL when it is not a fontconfig font.
static inline const char *bk_font_file(PangoFont *font) {
  if (!PANGO_IS_FC_FONT(font)) return NULL;
  FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
  FcChar8 *file = NULL;
  if (!pattern || FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) return NULL;
  return (const char *)file;
}
static inline void bk_object_unref(void *object) { g_object_unref(object); }

#endif
