#ifndef BUBBLEKIT_BK_ENCODE_H
#define BUBBLEKIT_BK_ENCODE_H

#include <stddef.h>
#include <stdint.h>

/// Encodes Cairo ARGB32 rows (premultiplied, native endian) as WebP: lossless when `quality` is
/// negative, else lossy at `quality` 0...100. Returns the file's size with `*out` to free with
/// bk_encoded_free, or 0 on failure (out of memory, invalid size) with a message in `error`.
size_t bk_webp_encode_argb32(const uint8_t *pixels, int width, int height, int stride, int quality, uint8_t **out,
                             char *error, size_t error_size);

/// Encodes Cairo ARGB32 rows as a baseline JPEG at `quality` 1...100 (0 is taken as 1), flattened
/// on the opaque colour `background` (0xRRGGBB): JPEG has no alpha. Returns as bk_webp_encode_argb32.
size_t bk_jpeg_encode_argb32(const uint8_t *pixels, int width, int height, int stride, int quality,
                             uint32_t background, uint8_t **out, char *error, size_t error_size);

/// Frees what an encoder above returned.
void bk_encoded_free(uint8_t *bytes);

#endif
