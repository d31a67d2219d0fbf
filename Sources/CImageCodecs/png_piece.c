// A tall page is drawn and compressed in strips, each on whichever thread is free, and the strips'
// deflate streams are joined into the page's one zlib stream (as pigz joins its blocks). Every
// strip but the page's last ends on a byte with an empty stored block and no final block, as
// zlib's sync flush would: the flat writer ends it so itself; libdeflate compresses a whole buffer
// and marks its last block final, so that flag is cleared (`bk_deflate_walk` finds it) and the
// empty block appended. A strip's bytes depend only on its pixels, never on the thread
// count, so every way of running a render writes the same file.
#include "CImageCodecs.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "png_internal.h"

// An empty stored block: three header bits, zeros to the byte, LEN 0 and NLEN 0xffff.
enum { STORED_BLOCK_BYTES = 1 + 4 };

size_t bk_png_piece_bound(bk_png_encoder *encoder, int width, int height, int opaque) {
  if (width <= 0 || height <= 0) return 0;
  size_t scanlines = (1 + (size_t)width * (opaque ? 3 : 4)) * (size_t)height;
  return deflate_bound(encoder, scanlines) + STORED_BLOCK_BYTES;
}

// Clears the final flag of the stream in `out` and appends an empty stored block; returns the new
// size, 0 when the stream does not parse (never for libdeflate's output).
static size_t unfinish(uint8_t *out, size_t length) {
  size_t header, end;
  if (bk_deflate_walk(out, length, &header, &end) != 0) return 0;
  out[header >> 3] &= (uint8_t)~(1u << (header & 7));
  size_t byte = end >> 3;
  out[byte] &= (uint8_t)((1u << (end & 7)) - 1);  // the block's three zero header bits, and padding
  size_t aligned = (end + 3 + 7) >> 3;
  for (size_t k = byte + 1; k < aligned; k++) out[k] = 0;
  memcpy(out + aligned, "\x00\x00\xff\xff", 4);
  return aligned + 4;
}

size_t bk_png_piece(bk_png_encoder *encoder, uint8_t *pixels, int width, int height, int stride, int opaque,
                    int last, uint8_t *out, size_t capacity, uint32_t *adler, size_t *scanline_bytes) {
  size_t bound = bk_png_piece_bound(encoder, width, height, opaque);
  if (bound == 0 || capacity < bound || stride < 4 * width) return 0;
  size_t row_bytes = 1 + (size_t)width * (opaque ? 3 : 4);
  size_t size = row_bytes * (size_t)height;
  // Opaque rows shrink, so they are converted in place (row y's output never passes its input);
  // rows with alpha grow by their filter byte and need a buffer of their own.
  uint8_t *scanlines = opaque ? pixels : malloc(size);
  if (!scanlines) return 0;
  for (int y = 0; y < height; y++) {
    const uint8_t *row = pixels + (size_t)y * (size_t)stride;
    if (opaque)
      opaque_row(row, scanlines + (size_t)y * row_bytes, width);
    else
      alpha_row(row, scanlines + (size_t)y * row_bytes, width);
  }
  size_t written = deflate_scanlines(encoder, scanlines, size, width, opaque, last, out, capacity - STORED_BLOCK_BYTES);
  *adler = libdeflate_adler32(1, scanlines, size);
  *scanline_bytes = size;
  if (!opaque) free(scanlines);
  if (written == 0 || last || encoder->flat) return written;
  return unfinish(out, written);
}

void bk_png_join_head(int level, int width, int height, int opaque, size_t stream_length,
                      uint8_t out[BK_PNG_JOIN_HEAD_BYTES]) {
  write_png_head(out, width, height, opaque);
  put32(out + 33, (uint32_t)stream_length);
  memcpy(out + 37, "IDAT", 4);
  write_zlib_header(out + 41, level);
}

uint32_t bk_crc32(uint32_t crc, const uint8_t *data, size_t length) { return libdeflate_crc32(crc, data, length); }

uint32_t bk_adler32_combine(uint32_t first, uint32_t second, size_t second_length) {
  return (uint32_t)adler32_combine(first, second, (z_off_t)second_length);
}
