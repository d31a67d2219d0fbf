#ifndef BUBBLEKIT_CIMAGECODECS_H
#define BUBBLEKIT_CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/// A PNG encoder at one libdeflate level (0...12); keeps its compressor between images.
typedef struct bk_png_encoder bk_png_encoder;
bk_png_encoder *bk_png_encoder_new(int level);
void bk_png_encoder_free(bk_png_encoder *encoder);

/// The most bytes a PNG of this size can take (0 for an empty size): the capacity to give.
size_t bk_png_encoder_bound(bk_png_encoder *encoder, int width, int height, int opaque);

/// Encodes opaque Cairo ARGB32 pixels (premultiplied, native endian) as an RGB PNG into `out`,
/// converting the rows inside `pixels` first: the pixels are spent. Returns the PNG's size, or 0
/// when `capacity` is below the bound or the size is invalid.
size_t bk_png_encode_opaque_in_place(bk_png_encoder *encoder, uint8_t *pixels, int width, int height, int stride,
                                     uint8_t *out, size_t capacity);

/// The same, leaving `pixels` as they are; `opaque` 0 writes straight RGBA. Returns 0 on failure
/// (out of memory, or as above).
size_t bk_png_encode_copy(bk_png_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                          int opaque, uint8_t *out, size_t capacity);

#include "bk_decode_status.h"
#include "bk_jpeg_decode.h"
#include "bk_png_decode.h"
#include "bk_webp_decode.h"

#endif
