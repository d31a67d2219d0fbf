#ifndef BUBBLEKIT_CIMAGECODECS_H
#define BUBBLEKIT_CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/// Growable byte buffer owned by the caller; free `data` with bk_buffer_free.
typedef struct {
  uint8_t *data;
  size_t length;
  size_t capacity;
} bk_buffer;

void bk_buffer_free(bk_buffer *buffer);

/// Encodes Cairo ARGB32 pixels (premultiplied, native endian) as PNG.
/// `opaque` writes RGB instead of RGBA. Returns 0 on success; on failure
/// writes a message into `error` (NUL-terminated) and returns -1.
int bk_png_encode_argb32(const uint8_t *pixels, int width, int height, int stride,
                         int opaque, int compression_level, bk_buffer *out,
                         char *error, size_t error_size);

#include "bk_decode_status.h"
#include "bk_jpeg_decode.h"
#include "bk_png_decode.h"
#include "bk_webp_decode.h"

#endif
