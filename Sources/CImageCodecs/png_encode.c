#include "CImageCodecs.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

// The PNG container is written here; the zlib stream inside it comes from libdeflate, which
// compresses a whole buffer in less than half of zlib's instructions for the same size
// (docs/performance.md). Rows use filter None: flat bubble colours compress best without filters.

struct bk_png_encoder {
  struct libdeflate_compressor *compressor;
};

bk_png_encoder *bk_png_encoder_new(int level) {
  if (level < 0 || level > 12) return NULL;
  bk_png_encoder *encoder = calloc(1, sizeof *encoder);
  if (!encoder) return NULL;
  encoder->compressor = libdeflate_alloc_compressor(level);
  if (!encoder->compressor) {
    free(encoder);
    return NULL;
  }
  return encoder;
}

void bk_png_encoder_free(bk_png_encoder *encoder) {
  if (!encoder) return;
  libdeflate_free_compressor(encoder->compressor);
  free(encoder);
}

// Signature, IHDR, IDAT's length and type before the stream; IDAT's CRC and IEND after it.
enum { HEAD_BYTES = 8 + 25 + 8, TAIL_BYTES = 4 + 12 };

static size_t filtered_size(int width, int height, int opaque) {
  return (1 + (size_t)width * (opaque ? 3 : 4)) * (size_t)height;
}

size_t bk_png_encoder_bound(bk_png_encoder *encoder, int width, int height, int opaque) {
  if (width <= 0 || height <= 0) return 0;
  size_t stream = libdeflate_zlib_compress_bound(encoder->compressor, filtered_size(width, height, opaque));
  return HEAD_BYTES + stream + TAIL_BYTES;
}

static void put32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

// A chunk's length, type and data are already at `chunk`; appends its CRC (of type and data).
static void seal_chunk(uint8_t *chunk, size_t length) {
  put32(chunk, (uint32_t)length);
  put32(chunk + 8 + length, (uint32_t)libdeflate_crc32(0, chunk + 4, length + 4));
}

// Cairo keeps premultiplied ARGB in native-endian 32-bit words: R, G, B are bits 16, 8, 0.
static inline uint32_t red(uint32_t p) { return (p >> 16) & 0xff; }
static inline uint32_t green(uint32_t p) { return (p >> 8) & 0xff; }
static inline uint32_t blue(uint32_t p) { return p & 0xff; }

// One opaque row to a filter byte and RGB. `dst` may be `src` or before it (in-place encoding):
// each group of pixels is read before its bytes are written, and writes never pass the reads.
static void opaque_row(const uint8_t *src, uint8_t *dst, int width) {
  uint32_t p[4];
  int x = 0;
  int first = 1;
  for (; x + 4 <= width; x += 4) {
    memcpy(p, src + 4 * (size_t)x, 16);
    if (first) dst[0] = 0, first = 0;
    uint8_t *out = dst + 1 + 3 * (size_t)x;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint32_t words[3] = {
      red(p[0]) | green(p[0]) << 8 | blue(p[0]) << 16 | red(p[1]) << 24,
      green(p[1]) | blue(p[1]) << 8 | red(p[2]) << 16 | green(p[2]) << 24,
      blue(p[2]) | red(p[3]) << 8 | green(p[3]) << 16 | blue(p[3]) << 24,
    };
    memcpy(out, words, 12);
#else
    for (int i = 0; i < 4; i++) {
      out[3 * i] = (uint8_t)red(p[i]);
      out[3 * i + 1] = (uint8_t)green(p[i]);
      out[3 * i + 2] = (uint8_t)blue(p[i]);
    }
#endif
  }
  int left = width - x;
  if (left > 0) {
    memcpy(p, src + 4 * (size_t)x, 4 * (size_t)left);
    if (first) dst[0] = 0;
    uint8_t *out = dst + 1 + 3 * (size_t)x;
    for (int i = 0; i < left; i++) {
      out[3 * i] = (uint8_t)red(p[i]);
      out[3 * i + 1] = (uint8_t)green(p[i]);
      out[3 * i + 2] = (uint8_t)blue(p[i]);
    }
  }
}

// One row with alpha to a filter byte and straight (not premultiplied) RGBA.
static void alpha_row(const uint8_t *src, uint8_t *dst, int width) {
  dst[0] = 0;
  dst += 1;
  for (int x = 0; x < width; x++) {
    uint32_t p;
    memcpy(&p, src + 4 * (size_t)x, 4);
    uint32_t a = p >> 24, r = red(p), g = green(p), b = blue(p);
    if (a != 0 && a != 255) {
      r = (r * 255 + a / 2) / a;
      g = (g * 255 + a / 2) / a;
      b = (b * 255 + a / 2) / a;
    }
    dst[0] = (uint8_t)r;
    dst[1] = (uint8_t)g;
    dst[2] = (uint8_t)b;
    dst[3] = (uint8_t)a;
    dst += 4;
  }
}

// Writes the PNG of `filtered` (rows already filtered) into `out`; returns its size, 0 on failure.
static size_t write_png(bk_png_encoder *encoder, const uint8_t *filtered, int width, int height, int opaque,
                        uint8_t *out, size_t capacity) {
  size_t bound = bk_png_encoder_bound(encoder, width, height, opaque);
  if (bound == 0 || capacity < bound) return 0;
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  memcpy(out, signature, 8);
  uint8_t *header = out + 8;
  memcpy(header + 4, "IHDR", 4);
  put32(header + 8, (uint32_t)width);
  put32(header + 12, (uint32_t)height);
  header[16] = 8;                                // bits per channel
  header[17] = opaque ? 2 : 6;                   // RGB or RGBA
  header[18] = header[19] = header[20] = 0;      // deflate, adaptive filtering, no interlace
  seal_chunk(header, 13);
  uint8_t *data = out + 33;
  memcpy(data + 4, "IDAT", 4);
  size_t stream = libdeflate_zlib_compress(encoder->compressor, filtered, filtered_size(width, height, opaque),
                                           data + 8, capacity - HEAD_BYTES - TAIL_BYTES);
  // One IDAT chunk holds at most 2^31 - 1 bytes; the page budgets keep streams far below it.
  if (stream == 0 || stream > 0x7fffffff) return 0;
  seal_chunk(data, stream);
  uint8_t *end = data + 12 + stream;
  memcpy(end + 4, "IEND", 4);
  seal_chunk(end, 0);
  return (size_t)(end + 12 - out);
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

size_t bk_png_encode_copy(bk_png_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                          int opaque, uint8_t *out, size_t capacity) {
  if (width <= 0 || height <= 0 || stride < 4 * width) return 0;
  size_t row_bytes = 1 + (size_t)width * (opaque ? 3 : 4);
  uint8_t *filtered = malloc(row_bytes * (size_t)height);
  if (!filtered) return 0;
  for (int y = 0; y < height; y++) {
    const uint8_t *row = pixels + (size_t)y * (size_t)stride;
    if (opaque)
      opaque_row(row, filtered + (size_t)y * row_bytes, width);
    else
      alpha_row(row, filtered + (size_t)y * row_bytes, width);
  }
  size_t written = write_png(encoder, filtered, width, height, opaque, out, capacity);
  free(filtered);
  return written;
}
