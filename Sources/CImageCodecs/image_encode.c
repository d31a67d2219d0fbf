#include "bk_encode.h"

#include <setjmp.h>
#include <stdio.h>  // jpeglib.h needs FILE
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <webp/encode.h>

// Every encoded image is malloc'd here, so one free releases both kinds: libwebp's output is
// copied out of WebPMemoryWriter (its own allocator) into malloc'd bytes.
void bk_encoded_free(uint8_t *bytes) { free(bytes); }

static void set_error(char *error, size_t error_size, const char *message) {
  if (error && error_size > 0) snprintf(error, error_size, "%s", message);
}

// One Cairo pixel (premultiplied ARGB in a native-endian word) as straight R, G, B, A.
static void unpremultiply(uint32_t word, uint8_t rgba[4]) {
  uint32_t alpha = word >> 24;
  uint32_t channels[3] = {(word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF};
  for (int i = 0; i < 3; i++) {
    uint32_t value = alpha == 0 ? 0 : (channels[i] * 255 + alpha / 2) / alpha;
    rgba[i] = (uint8_t)(value > 255 ? 255 : value);
  }
  rgba[3] = (uint8_t)alpha;
}

static int valid_size(int width, int height, int stride) {
  return width > 0 && height > 0 && width <= 16383 && height <= 16383 && stride >= width * 4;
}

size_t bk_webp_encode_argb32(const uint8_t *pixels, int width, int height, int stride, int quality, uint8_t **out,
                             char *error, size_t error_size) {
  *out = NULL;
  // WebP's own limit is 16383 px per side.
  if (!valid_size(width, height, stride)) {
    set_error(error, error_size, "WebP images are at most 16383 px per side");
    return 0;
  }
  uint8_t *rgba = malloc((size_t)width * height * 4);
  if (!rgba) {
    set_error(error, error_size, "out of memory");
    return 0;
  }
  for (int y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
    for (int x = 0; x < width; x++) unpremultiply(row[x], rgba + ((size_t)y * width + x) * 4);
  }
  uint8_t *encoded = NULL;
  size_t size = quality < 0 ? WebPEncodeLosslessRGBA(rgba, width, height, width * 4, &encoded)
                            : WebPEncodeRGBA(rgba, width, height, width * 4, (float)quality, &encoded);
  free(rgba);
  if (size == 0 || !encoded) {
    set_error(error, error_size, "libwebp could not encode the image");
    return 0;
  }
  *out = malloc(size);
  if (*out) memcpy(*out, encoded, size);
  WebPFree(encoded);
  if (!*out) {
    set_error(error, error_size, "out of memory");
    return 0;
  }
  return size;
}

// libjpeg reports fatal errors through error_exit, which would exit(): jump back instead.
typedef struct {
  struct jpeg_error_mgr base;  // First member: libjpeg's `err` pointer is also ours.
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
} encode_guard;

static void jump_back(j_common_ptr cinfo) {
  encode_guard *guard = (encode_guard *)cinfo->err;
  (*cinfo->err->format_message)(cinfo, guard->message);
  longjmp(guard->jump, 1);
}

// A premultiplied pixel over an opaque background: its colour plus the background's share.
static uint8_t over(uint32_t channel, uint32_t alpha, uint32_t background) {
  uint32_t value = channel + (background * (255 - alpha) + 127) / 255;
  return (uint8_t)(value > 255 ? 255 : value);
}

size_t bk_jpeg_encode_argb32(const uint8_t *pixels, int width, int height, int stride, int quality,
                             uint32_t background, uint8_t **out, char *error, size_t error_size) {
  *out = NULL;
  if (!(width > 0 && height > 0 && width <= 65500 && height <= 65500 && stride >= width * 4)) {
    set_error(error, error_size, "JPEG images are at most 65500 px per side");
    return 0;
  }
  struct jpeg_compress_struct cinfo;
  encode_guard guard;
  // volatile: read after a longjmp.
  uint8_t *volatile row_buffer = malloc((size_t)width * 3);
  unsigned char *volatile encoded = NULL;
  unsigned long size = 0;
  if (!row_buffer) {
    set_error(error, error_size, "out of memory");
    return 0;
  }
  cinfo.err = jpeg_std_error(&guard.base);
  guard.base.error_exit = jump_back;
  if (setjmp(guard.jump)) {
    set_error(error, error_size, guard.message);
    jpeg_destroy_compress(&cinfo);
    free(row_buffer);
    // Not `encoded`: libjpeg frees its output buffer when it grows one and only writes the new
    // address back at jpeg_finish_compress, so after a growth `encoded` is already freed. An error
    // here (out of memory) leaks the current buffer rather than freeing one twice.
    return 0;
  }
  jpeg_create_compress(&cinfo);
  jpeg_mem_dest(&cinfo, (unsigned char **)&encoded, &size);
  cinfo.image_width = (JDIMENSION)width;
  cinfo.image_height = (JDIMENSION)height;
  cinfo.input_components = 3;
  cinfo.in_color_space = JCS_RGB;
  jpeg_set_defaults(&cinfo);
  jpeg_set_quality(&cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
  jpeg_start_compress(&cinfo, TRUE);
  uint32_t back[3] = {(background >> 16) & 0xFF, (background >> 8) & 0xFF, background & 0xFF};
  while (cinfo.next_scanline < cinfo.image_height) {
    const uint32_t *row = (const uint32_t *)(pixels + (size_t)cinfo.next_scanline * stride);
    for (int x = 0; x < width; x++) {
      uint32_t word = row[x];
      uint32_t alpha = word >> 24;
      row_buffer[x * 3] = over((word >> 16) & 0xFF, alpha, back[0]);
      row_buffer[x * 3 + 1] = over((word >> 8) & 0xFF, alpha, back[1]);
      row_buffer[x * 3 + 2] = over(word & 0xFF, alpha, back[2]);
    }
    JSAMPROW rows[1] = {(JSAMPROW)row_buffer};
    jpeg_write_scanlines(&cinfo, rows, 1);
  }
  jpeg_finish_compress(&cinfo);
  jpeg_destroy_compress(&cinfo);
  free(row_buffer);
  *out = encoded;
  return (size_t)size;
}
