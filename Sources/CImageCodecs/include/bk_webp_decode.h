#ifndef BUBBLEKIT_BK_WEBP_DECODE_H
#define BUBBLEKIT_BK_WEBP_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "bk_decode_status.h"

/// What a WebP's headers say (the canvas size for animations).
typedef struct {
  int width;
  int height;
  int has_alpha;
  int has_animation;
  int is_lossless;  ///< VP8L: libwebp decodes the whole image into a buffer of its own first.
} bk_webp_info;

/// Reads the headers only. Returns BK_DECODE_OK, or on failure another
/// BK_DECODE_ status with a NUL-terminated message in `error`.
int bk_webp_read_info(const uint8_t *data, size_t length, bk_webp_info *info, char *error,
                      size_t error_size);

/// Decodes into premultiplied native-endian ARGB32 rows (Cairo's layout);
/// for an animation, the first frame composed on its canvas. `width` x
/// `height` is the size bk_webp_read_info reported, or for a still image a
/// smaller one it is scaled down to while decoding (libwebp's area-averaging
/// rescaler, no buffer of the full size). Returns a BK_DECODE_ status as
/// bk_webp_read_info does.
int bk_webp_decode_argb32(const uint8_t *data, size_t length, uint8_t *pixels, int width,
                          int height, int stride, char *error, size_t error_size);

#endif
