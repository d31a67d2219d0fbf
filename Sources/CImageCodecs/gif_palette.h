// One GIF frame's palette and indices from libimagequant (gif_palette.c), for gif_animation.c.
#ifndef BUBBLEKIT_GIF_PALETTE_H
#define BUBBLEKIT_GIF_PALETTE_H

#include <stddef.h>
#include <stdint.h>

#include <libimagequant.h>

#include "bk_animation.h"

typedef struct {
  uint8_t red[256], green[256], blue[256];
  int count;
  int transparent_index;  ///< -1 when the frame has no clear pixel
  uint8_t *indices;       ///< width x height, malloc'd
} gif_palette_frame;

/// An attribute set for GIF frames: fast (speed 8), at most 256 colours. NULL when out of memory.
liq_attr *gif_palette_attr(void);

/// Quantizes `frame`'s rectangle of the canvas rows at `pixels`. Returns 1, or 0 with a message.
int gif_palette_quantize(liq_attr *attr, const uint8_t *pixels, int stride, const bk_gif_frame *frame,
                         gif_palette_frame *out, char *error, size_t error_size);

#endif
