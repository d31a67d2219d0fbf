#include "CImageCodecs.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#include "png_internal.h"

// The PNG container is written here; the zlib stream inside it comes from our flat writer at
// levels 1 and 2 (flat_deflate.c: several times libdeflate's speed on chat images, files within a
// few percent) and from libdeflate at the others (docs/performance.md). Rows use filter None:
// flat bubble colours compress best without filters.

bk_png_encoder *bk_png_encoder_new_with_instructions(int level, int instructions) {
  if (level < 0 || level > 12) return NULL;
  bk_png_encoder *encoder = calloc(1, sizeof *encoder);
  if (!encoder) return NULL;
  encoder->level = level;
  if (level == 1 || level == 2)
    encoder->flat = bk_flat_writer_new(instructions);
  else
    encoder->compressor = libdeflate_alloc_compressor(level);
  if (!encoder->flat && !encoder->compressor) {
    free(encoder);
    return NULL;
  }
  return encoder;
}

bk_png_encoder *bk_png_encoder_new(int level) {
  return bk_png_encoder_new_with_instructions(level, BK_INSTRUCTIONS_BEST);
}

int bk_png_encoder_instructions(const bk_png_encoder *encoder) {
  return encoder->flat ? bk_flat_writer_instructions(encoder->flat) : -1;
}

void bk_png_encoder_free(bk_png_encoder *encoder) {
  if (!encoder) return;
  if (encoder->compressor) libdeflate_free_compressor(encoder->compressor);
  bk_flat_writer_free(encoder->flat);
  free(encoder);
}

// The zlib stream (header, raw deflate, Adler-32) of `size` bytes of scanlines into `out`.
static size_t zlib_stream(bk_png_encoder *encoder, const uint8_t *scanlines, size_t size, int width, int opaque,
                          uint8_t *out, size_t capacity) {
  if (capacity < 6) return 0;
  write_zlib_header(out, encoder->level);
  size_t written = deflate_scanlines(encoder, scanlines, size, width, opaque, 1, out + 2, capacity - 6);
  if (written == 0) return 0;
  put32(out + 2 + written, libdeflate_adler32(1, scanlines, size));
  return written + 6;
}

// Signature, IHDR, IDAT's length and type before the stream; IDAT's CRC and IEND after it.
enum { HEAD_BYTES = 8 + 25 + 8, TAIL_BYTES = 4 + 12 };

static size_t filtered_size(int width, int height, int opaque) {
  return (1 + (size_t)width * (opaque ? 3 : 4)) * (size_t)height;
}

size_t bk_png_encoder_bound(bk_png_encoder *encoder, int width, int height, int opaque) {
  if (width <= 0 || height <= 0) return 0;
  return HEAD_BYTES + bk_png_zlib_bound(encoder, width, height, opaque) + TAIL_BYTES;
}

// Writes the PNG of `filtered` (rows already filtered) into `out`; returns its size, 0 on failure.
static size_t write_png(bk_png_encoder *encoder, const uint8_t *filtered, int width, int height, int opaque,
                        uint8_t *out, size_t capacity) {
  size_t bound = bk_png_encoder_bound(encoder, width, height, opaque);
  if (bound == 0 || capacity < bound) return 0;
  write_png_head(out, width, height, opaque);
  uint8_t *data = out + 33;
  memcpy(data + 4, "IDAT", 4);
  size_t stream = zlib_stream(encoder, filtered, filtered_size(width, height, opaque), width, opaque, data + 8,
                              capacity - HEAD_BYTES - TAIL_BYTES);
  // One IDAT chunk holds at most 2^31 - 1 bytes; the page budgets keep streams far below it.
  if (stream == 0 || stream > 0x7fffffff) return 0;
  seal_chunk(data, stream);
  return (size_t)(write_png_end(data + 12 + stream) - out);
}

size_t bk_png_encode_opaque_in_place(bk_png_encoder *encoder, uint8_t *pixels, int width, int height, int stride,
                                     uint8_t *out, size_t capacity) {
  if (width <= 0 || height <= 0 || stride < 4 * width) return 0;
  size_t row_bytes = 1 + 3 * (size_t)width;
  for (int y = 0; y < height; y++) {
    // Row y's output starts at y * (3w + 1), never after its input at y * stride.
    opaque_row(pixels + (size_t)y * (size_t)stride, pixels + (size_t)y * row_bytes, width);
  }
  return write_png(encoder, pixels, width, height, 1, out, capacity);
}

// The rows as PNG scanlines in a buffer of their own (malloc'd; NULL when out of memory).
static uint8_t *scanlines_copy(const uint8_t *pixels, int width, int height, int stride, int opaque) {
  size_t row_bytes = 1 + (size_t)width * (opaque ? 3 : 4);
  uint8_t *filtered = malloc(row_bytes * (size_t)height);
  if (!filtered) return NULL;
  for (int y = 0; y < height; y++) {
    const uint8_t *row = pixels + (size_t)y * (size_t)stride;
    if (opaque)
      opaque_row(row, filtered + (size_t)y * row_bytes, width);
    else
      alpha_row(row, filtered + (size_t)y * row_bytes, width);
  }
  return filtered;
}

size_t bk_png_encode_copy(bk_png_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                          int opaque, uint8_t *out, size_t capacity) {
  if (width <= 0 || height <= 0 || stride < 4 * width) return 0;
  uint8_t *filtered = scanlines_copy(pixels, width, height, stride, opaque);
  if (!filtered) return 0;
  size_t written = write_png(encoder, filtered, width, height, opaque, out, capacity);
  free(filtered);
  return written;
}

size_t bk_png_zlib_bound(bk_png_encoder *encoder, int width, int height, int opaque) {
  if (width <= 0 || height <= 0) return 0;
  return 6 + deflate_bound(encoder, filtered_size(width, height, opaque));
}

size_t bk_png_zlib_copy(bk_png_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                        int opaque, uint8_t *out, size_t capacity) {
  size_t bound = bk_png_zlib_bound(encoder, width, height, opaque);
  if (bound == 0 || capacity < bound || stride < 4 * width) return 0;
  uint8_t *filtered = scanlines_copy(pixels, width, height, stride, opaque);
  if (!filtered) return 0;
  size_t written = zlib_stream(encoder, filtered, filtered_size(width, height, opaque), width, opaque, out, capacity);
  free(filtered);
  return written;
}
