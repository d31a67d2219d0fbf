#ifndef BUBBLEKIT_CGRAPHICS_SHIM_H
#define BUBBLEKIT_CGRAPHICS_SHIM_H

#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>

// GObject cast macros do not import into Swift.
static inline PangoFcFontMap *bk_as_fc_font_map(PangoFontMap *map) {
  return PANGO_FC_FONT_MAP(map);
}
static inline void bk_object_unref(void *object) { g_object_unref(object); }

#endif
