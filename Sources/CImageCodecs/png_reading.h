// What the two PNG decoders (png_decode.c, whole; png_scaled_decode.c, row by row into a box
// average) share: reading from memory, libpng's errors kept in a per-call buffer (the error
// pointer, never global state) and reported by longjmp to png_jmpbuf, and Cairo's rounding of
// premultiplied channels, so pixels match what its own PNG reader produced.
#ifndef BUBBLEKIT_PNG_READING_H
#define BUBBLEKIT_PNG_READING_H

#include <png.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  const uint8_t *data;
  size_t length;
  size_t offset;
} bk_png_source;

enum { bk_png_message_size = 256 };

static void bk_png_read_memory(png_structp png, png_bytep out, png_size_t count) {
  bk_png_source *source = (bk_png_source *)png_get_io_ptr(png);
  if (count > source->length - source->offset) png_error(png, "file ends early");
  memcpy(out, source->data + source->offset, count);
  source->offset += count;
}

static void bk_png_keep_message(png_structp png, png_const_charp message) {
  snprintf((char *)png_get_error_ptr(png), bk_png_message_size, "%s", message);
  png_longjmp(png, 1);
}

static void bk_png_ignore_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

static inline uint32_t bk_premultiply(uint32_t color, uint32_t alpha) {
  uint32_t product = color * alpha + 0x80;
  return (product + (product >> 8)) >> 8;
}

#endif
