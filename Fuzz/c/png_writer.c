// libFuzzer target for the PNG writer's C side (flat_deflate.c, png_encode.c, png_piece.c), built
// by Fuzz/run.sh with the address and undefined-behaviour sanitizers. The input draws an image
// (runs of colours, rows repeated, bytes as they come: what chat pages and hostile pixels look
// like); each image is encoded whole and in strips with every instruction set the processor has,
// and must decode (libdeflate) to exactly its scanlines, with the same bytes on every path.
#include <libdeflate.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "CImageCodecs.h"

static void check(int condition, const char *what) {
  if (!condition) {
    fprintf(stderr, "fuzz_png_writer: %s\n", what);
    abort();
  }
}

// Cairo's premultiplied ARGB from the input: an opcode byte per stretch of pixels.
static uint32_t *draw(const uint8_t *data, size_t size, int width, int height, int opaque) {
  size_t count = (size_t)width * (size_t)height, at = 0, k = 0;
  uint32_t *pixels = malloc(count * 4);
  if (!pixels) return NULL;
  uint32_t colour = 0xff000000u;
  while (at < count) {
    uint8_t op = k < size ? data[k++] : 0;
    size_t run = (size_t)(op & 0x3f) + 1;
    if ((op >> 6) == 0) {  // a run of the current colour
      for (; run > 0 && at < count; run--) pixels[at++] = colour;
    } else if ((op >> 6) == 1 && at >= (size_t)width) {  // rows copied from above
      for (size_t n = run * (size_t)width; n > 0 && at < count; n--, at++) pixels[at] = pixels[at - (size_t)width];
    } else {  // a new colour from the next bytes
      uint32_t a = opaque ? 255 : (k < size ? data[k++] : 255);
      uint32_t r = k < size ? data[k++] : 0, g = k < size ? data[k++] : 0, b = k < size ? data[k++] : 0;
      colour = a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255);
      pixels[at++] = colour;
    }
  }
  return pixels;
}

static uint8_t *decode(const uint8_t *png, size_t size, size_t expected) {
  check(size > 57 && memcmp(png + 37, "IDAT", 4) == 0, "no IDAT where the writer puts it");
  size_t stream = (size_t)png[33] << 24 | (size_t)png[34] << 16 | (size_t)png[35] << 8 | png[36];
  check(41 + stream + 4 + 12 == size, "IDAT's length is not the file's");
  uint8_t *out = malloc(expected ? expected : 1);
  struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
  size_t got = 0;
  int status = libdeflate_zlib_decompress(d, png + 41, stream, out, expected, &got);
  libdeflate_free_decompressor(d);
  check(status == LIBDEFLATE_SUCCESS && got == expected, "the zlib stream does not decode to its size");
  return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 4) return 0;
  int width = 1 + (data[0] | (data[1] & 0x07) << 8);  // 1...2048 px
  int height = 1 + data[2] % 64;
  int opaque = data[3] & 1, level = (data[3] >> 1) & 1 ? 2 : 1;
  uint32_t *pixels = draw(data + 4, size - 4, width, height, opaque);
  if (!pixels) return 0;
  size_t row = 1 + (size_t)width * (opaque ? 3 : 4), scanlines = row * (size_t)height;
  uint8_t *first = NULL, *reference = NULL;
  size_t first_size = 0;
  for (int instructions = BK_INSTRUCTIONS_PORTABLE; instructions <= BK_INSTRUCTIONS_AVX2; instructions++) {
    bk_png_encoder *encoder = bk_png_encoder_new_with_instructions(level, instructions);
    if (!encoder) continue;  // the processor lacks them
    size_t capacity = bk_png_encoder_bound(encoder, width, height, opaque);
    uint8_t *png = malloc(capacity);
    size_t written = bk_png_encode_copy(encoder, (const uint8_t *)pixels, width, height, width * 4, opaque, png,
                                        capacity);
    check(written > 0 && written <= capacity, "the whole image did not encode within its bound");
    uint8_t *decoded = decode(png, written, scanlines);
    if (!first) {
      first = png, first_size = written, reference = decoded;
    } else {
      check(written == first_size && memcmp(png, first, written) == 0, "instruction sets wrote different bytes");
      check(memcmp(decoded, reference, scanlines) == 0, "instruction sets decode differently");
      free(png);
      free(decoded);
    }
    // The same image as two pieces joined, as a page's strips are: the same scanlines.
    if (height >= 2) {
      int top = height / 2;
      size_t piece_capacity = bk_png_piece_bound(encoder, width, height, opaque);
      uint8_t *pieces = malloc(2 * piece_capacity + BK_PNG_JOIN_HEAD_BYTES + 32);
      uint8_t *copy = malloc((size_t)width * (size_t)height * 4);
      memcpy(copy, pixels, (size_t)width * (size_t)height * 4);
      uint32_t adler_top = 0, adler_bottom = 0;
      size_t bytes_top = 0, bytes_bottom = 0;
      uint8_t *stream = pieces + BK_PNG_JOIN_HEAD_BYTES;
      size_t a = bk_png_piece(encoder, copy, width, top, width * 4, opaque, 0, stream, piece_capacity, &adler_top,
                              &bytes_top);
      size_t b = bk_png_piece(encoder, copy + (size_t)top * (size_t)width * 4, width, height - top, width * 4,
                              opaque, 1, stream + a, piece_capacity, &adler_bottom, &bytes_bottom);
      check(a > 0 && b > 0, "a piece did not encode");
      uint8_t *joined = malloc(scanlines);
      struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
      size_t got = 0;
      int status = libdeflate_deflate_decompress(d, stream, a + b, joined, scanlines, &got);
      libdeflate_free_decompressor(d);
      check(status == LIBDEFLATE_SUCCESS && got == scanlines, "joined pieces do not decode to the scanlines");
      check(memcmp(joined, reference, scanlines) == 0, "joined pieces differ from the whole image");
      free(joined);
      free(copy);
      free(pieces);
    }
    bk_png_encoder_free(encoder);
  }
  free(first);
  free(reference);
  free(pixels);
  return 0;
}
