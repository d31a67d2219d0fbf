#ifndef BUBBLEKIT_BK_PNG_DECODE_H
#define BUBBLEKIT_BK_PNG_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "bk_decode_status.h"

/// Decodes a PNG into premultiplied native-endian ARGB32 rows (Cairo's
/// layout), whatever its colour type, bit depth or interlacing. `width` x
/// `height` must be the IHDR size (check it against your limits first).
/// Returns BK_DECODE_OK, or on failure another BK_DECODE_ status with a
/// NUL-terminated message in `error` (libpng's, e.g. "IDAT: CRC error").
int bk_png_decode_argb32(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height,
                         int stride, char *error, size_t error_size);

/// Decodes a PNG scaled down to `width` x `height` (each at most the IHDR's side), row by row:
/// each output pixel is the average of the premultiplied source pixels in its box, and no
/// buffer of the full size is allocated (a few rows, or 16 bytes per output pixel for an
/// interlaced file). A box may hold at most 2^32 / 255 source pixels. Returns as above.
int bk_png_decode_scaled_argb32(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height,
                                int stride, char *error, size_t error_size);

#endif
