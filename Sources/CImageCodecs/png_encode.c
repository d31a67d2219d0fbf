#include "CImageCodecs.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void bk_buffer_free(bk_buffer *buffer) {
  free(buffer->data);
  buffer->data = NULL;
  buffer->length = 0;
  buffer->capacity = 0;
}

typedef struct {
  bk_buffer *out;
  int failed;
} write_state;

static void write_bytes(png_structp png, png_bytep data, png_size_t length) {
  write_state *state = (write_state *)png_get_io_ptr(png);
  bk_buffer *out = state->out;
  if (state->failed) return;
  if (out->length + length > out->capacity) {
    size_t capacity = out->capacity ? out->capacity : 65536;
    while (capacity < out->length + length) capacity *= 2;
    uint8_t *grown = realloc(out->data, capacity);
    if (!grown) {
      state->failed = 1;
      png_error(png, "out of memory");
      return;
    }
    out->data = grown;
    out->capacity = capacity;
  }
  memcpy(out->data + out->length, data, length);
  out->length += length;
}

static void flush_bytes(png_structp png) { (void)png; }

static void report_error(png_structp png, png_const_charp message) {
  char *error = (char *)png_get_error_ptr(png);
  if (error) {
    strncpy(error, message, 255);
    error[255] = 0;
  }
  png_longjmp(png, 1);
}

static void ignore_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;
}

// Cairo stores premultiplied ARGB in native-endian 32-bit words.
static void unpremultiply_row(const uint32_t *src, uint8_t *dst, int width, int opaque) {
  for (int x = 0; x < width; x++) {
    uint32_t p = src[x];
    uint8_t a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
    if (opaque) {
      dst[0] = r;
      dst[1] = g;
      dst[2] = b;
      dst += 3;
      continue;
    }
    if (a != 0 && a != 255) {
      r = (uint8_t)((r * 255 + a / 2) / a);
      g = (uint8_t)((g * 255 + a / 2) / a);
      b = (uint8_t)((b * 255 + a / 2) / a);
    }
    dst[0] = r;
    dst[1] = g;
    dst[2] = b;
    dst[3] = a;
    dst += 4;
  }
}

int bk_png_encode_argb32(const uint8_t *pixels, int width, int height, int stride,
                         int opaque, int compression_level, bk_buffer *out,
                         char *error, size_t error_size) {
  char message[256] = {0};
  write_state state = {out, 0};
  uint8_t *volatile row = NULL;
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, message, report_error,
                                            ignore_warning);
  if (!png) {
    snprintf(error, error_size, "cannot create PNG writer");
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (!info || setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, info ? &info : NULL);
    free(row);
    snprintf(error, error_size, "PNG encoding failed: %s", message[0] ? message : "unknown");
    return -1;
  }
  png_set_write_fn(png, &state, write_bytes, flush_bytes);
  png_set_compression_level(png, compression_level);
  // Flat bubble colours compress best without row filters (and encode 4x faster).
  png_set_filter(png, 0, PNG_FILTER_NONE);
  png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
               opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  row = malloc((size_t)width * 4);
  if (!row) png_error(png, "out of memory");
  for (int y = 0; y < height; y++) {
    unpremultiply_row((const uint32_t *)(pixels + (size_t)y * stride), row, width, opaque);
    png_write_row(png, row);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  free(row);
  return 0;
}
