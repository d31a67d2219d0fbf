// What the whole-image encoder (png_encode.c) and the strip pieces (png_piece.c) share: the
// encoder and the conversion of Cairo rows to PNG scanlines (filter byte 0, then RGB or straight
// RGBA).
#ifndef BUBBLEKIT_PNG_INTERNAL_H
#define BUBBLEKIT_PNG_INTERNAL_H

#include <libdeflate.h>

#include <stdint.h>
#include <string.h>

#include "flat_deflate.h"

// One of the two compressors: `flat` at levels 1 and 2, else libdeflate's `compressor`.
struct bk_png_encoder {
  struct libdeflate_compressor *compressor;
  bk_flat_writer *flat;
  int level;
};

// The most bytes the encoder's raw deflate of `size` bytes can take.
static inline size_t deflate_bound(const struct bk_png_encoder *encoder, size_t size) {
  return encoder->flat ? bk_flat_deflate_bound(size) : libdeflate_deflate_compress_bound(encoder->compressor, size);
}

// `size` bytes of scanlines as raw deflate, `last` ending the stream (the flat writer ends a piece
// that is not last on a byte itself; libdeflate's output always ends the stream).
static inline size_t deflate_scanlines(const struct bk_png_encoder *encoder, const uint8_t *scanlines, size_t size,
                                       int width, int opaque, int last, uint8_t *out, size_t capacity) {
  size_t pixel = opaque ? 3 : 4;
  if (encoder->flat)
    return bk_flat_deflate(encoder->flat, scanlines, size, 1 + pixel * (size_t)width, pixel, last, out, capacity);
  return libdeflate_deflate_compress(encoder->compressor, scanlines, size, out, capacity);
}

// The zlib header's two bytes for `level`: deflate with a 32 KiB window, FLEVEL as libdeflate
// writes it (fastest, fast, default, slowest), FCHECK making the pair a multiple of 31.
static inline void write_zlib_header(uint8_t *out, int level) {
  uint8_t flags = (uint8_t)((level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3) << 6);
  out[0] = 0x78;
  out[1] = (uint8_t)(flags + 31 - (0x78 * 256 + flags) % 31);
}

static inline void put32(uint8_t *p, uint32_t v) {
  p[0] = (uint8_t)(v >> 24);
  p[1] = (uint8_t)(v >> 16);
  p[2] = (uint8_t)(v >> 8);
  p[3] = (uint8_t)v;
}

// A chunk's length, type and data are already at `chunk`; appends its CRC (of type and data).
static inline void seal_chunk(uint8_t *chunk, size_t length) {
  put32(chunk, (uint32_t)length);
  put32(chunk + 8 + length, (uint32_t)libdeflate_crc32(0, chunk + 4, length + 4));
}

// The signature and IHDR: the first 33 bytes of a PNG of 8-bit RGB (opaque) or RGBA rows.
static inline void write_png_head(uint8_t *out, int width, int height, int opaque) {
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  memcpy(out, signature, 8);
  uint8_t *header = out + 8;
  memcpy(header + 4, "IHDR", 4);
  put32(header + 8, (uint32_t)width);
  put32(header + 12, (uint32_t)height);
  header[16] = 8;                            // bits per channel
  header[17] = opaque ? 2 : 6;               // RGB or RGBA
  header[18] = header[19] = header[20] = 0;  // deflate, adaptive filtering, no interlace
  seal_chunk(header, 13);
}

// IEND at `end`; returns the PNG's end (12 bytes on).
static inline uint8_t *write_png_end(uint8_t *end) {
  memcpy(end + 4, "IEND", 4);
  seal_chunk(end, 0);
  return end + 12;
}

// Cairo keeps premultiplied ARGB in native-endian 32-bit words: R, G, B are bits 16, 8, 0.
static inline uint32_t red(uint32_t p) { return (p >> 16) & 0xff; }
static inline uint32_t green(uint32_t p) { return (p >> 8) & 0xff; }
static inline uint32_t blue(uint32_t p) { return p & 0xff; }

// One opaque row to a filter byte and RGB. `dst` may be `src` or before it (in-place encoding):
// each group of pixels is read before its bytes are written, and writes never pass the reads.
// The first pixels with AVX2 where the processor has it (png_rows.c): returns how many were
// converted, filter byte included (a multiple of 8; 0 without AVX2). The same bytes either way.
int bk_opaque_row_wide(const uint8_t *src, uint8_t *dst, int width);

static inline void opaque_row(const uint8_t *src, uint8_t *dst, int width) {
  uint32_t p[4];
  int x = bk_opaque_row_wide(src, dst, width);
  int first = x == 0;
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
static inline void alpha_row(const uint8_t *src, uint8_t *dst, int width) {
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

#endif
