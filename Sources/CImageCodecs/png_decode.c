#include "bk_png_decode.h"
#include "png_reading.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Rows arrive as R, G, B, A bytes; each becomes one native-endian word.
static void pack_rows(uint8_t *pixels, int width, int height, int stride) {
  for (int y = 0; y < height; y++) {
    uint8_t *row = pixels + (size_t)y * (size_t)stride;
    for (int x = 0; x < width; x++) {
      uint8_t *p = row + (size_t)x * 4;
      uint32_t alpha = p[3];
      uint32_t word = alpha << 24 | bk_premultiply(p[0], alpha) << 16 | bk_premultiply(p[1], alpha) << 8 |
                      bk_premultiply(p[2], alpha);
      memcpy(p, &word, sizeof word);
    }
  }
}

// Every colour type and depth becomes 8-bit RGBA.
static void request_rgba8(png_structp png, png_infop info) {
  png_set_expand(png);  // Palette to RGB, grey below 8 bits to 8, tRNS to alpha.
  png_set_scale_16(png);
  png_set_gray_to_rgb(png);
  png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
}

int bk_png_decode_argb32(const uint8_t *data, size_t length, uint8_t *pixels, int width, int height,
                         int stride, char *error, size_t error_size) {
  char message[bk_png_message_size] = "unknown error";
  bk_png_source source = {data, length, 0};
  png_bytep *volatile rows = NULL;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, message, bk_png_keep_message, bk_png_ignore_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!info) {
    png_destroy_read_struct(png ? &png : NULL, NULL, NULL);
    snprintf(error, error_size, "cannot create PNG reader");
    return BK_DECODE_CORRUPT;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    snprintf(error, error_size, "%s", message);
    return BK_DECODE_CORRUPT;
  }
  png_set_read_fn(png, &source, bk_png_read_memory);
  png_set_user_limits(png, 32767, 32767);  // Cairo's limit; the caller checked the total.
  png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
  png_read_info(png, info);
  if ((int)png_get_image_width(png, info) != width || (int)png_get_image_height(png, info) != height ||
      !pixels || stride < width * 4) {
    png_error(png, "output buffer does not match the image size");
  }
  request_rgba8(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row layout");
  rows = malloc(sizeof(png_bytep) * (size_t)height);
  if (!rows) png_error(png, "out of memory");
  for (int y = 0; y < height; y++) rows[y] = pixels + (size_t)y * (size_t)stride;
  png_read_image(png, rows);
  // Chunks after the image data (text, a damaged trailer) cannot change the pixels.
  png_destroy_read_struct(&png, &info, NULL);
  free(rows);
  pack_rows(pixels, width, height, stride);
  return BK_DECODE_OK;
}
