#include "bk_webp_decode.h"

#include <stdio.h>
#include <string.h>

#include <webp/decode.h>
#include <webp/demux.h>

// Cairo's ARGB32 is a native-endian word with premultiplied colour: bytes
// B, G, R, A on little-endian machines, A, R, G, B on big-endian ones.
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
static const WEBP_CSP_MODE cairo_mode = MODE_Argb;
#else
static const WEBP_CSP_MODE cairo_mode = MODE_bgrA;
#endif

static const char *status_text(VP8StatusCode status) {
  switch (status) {
    case VP8_STATUS_OUT_OF_MEMORY: return "out of memory";
    case VP8_STATUS_INVALID_PARAM: return "invalid parameter";
    case VP8_STATUS_BITSTREAM_ERROR: return "corrupt bitstream";
    case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature";
    case VP8_STATUS_SUSPENDED: return "decoding suspended";
    case VP8_STATUS_USER_ABORT: return "decoding aborted";
    case VP8_STATUS_NOT_ENOUGH_DATA: return "truncated data";
    default: return "unknown error";
  }
}

static int report(char *error, size_t error_size, int status, const char *message) {
  if (error && error_size) snprintf(error, error_size, "%s", message);
  return status;
}

static int report_vp8(char *error, size_t error_size, VP8StatusCode status) {
  int unsupported = status == VP8_STATUS_UNSUPPORTED_FEATURE;
  return report(error, error_size, unsupported ? BK_DECODE_UNSUPPORTED : BK_DECODE_CORRUPT,
                status_text(status));
}

static inline uint32_t native_pixel(const uint8_t *rgba) {
  return (uint32_t)rgba[3] << 24 | (uint32_t)rgba[0] << 16 | (uint32_t)rgba[1] << 8 | rgba[2];
}

int bk_webp_read_info(const uint8_t *data, size_t length, bk_webp_info *info, char *error,
                      size_t error_size) {
  WebPBitstreamFeatures features;
  VP8StatusCode status = WebPGetFeatures(data, length, &features);
  if (status != VP8_STATUS_OK) return report_vp8(error, error_size, status);
  info->width = features.width;
  info->height = features.height;
  info->has_alpha = features.has_alpha;
  info->has_animation = features.has_animation;
  info->is_lossless = features.format == 2;
  return BK_DECODE_OK;
}

// The simple decoder refuses animations; the animation decoder composes the
// first frame on the full canvas (frames may be smaller and offset). It only
// offers byte orders, so premultiplied RGBA is packed into native words.
static int decode_first_frame(const uint8_t *data, size_t length, uint8_t *pixels, int width,
                              int height, int stride, char *error, size_t error_size) {
  WebPAnimDecoderOptions options;
  if (!WebPAnimDecoderOptionsInit(&options)) {
    return report(error, error_size, BK_DECODE_UNSUPPORTED, "libwebp version mismatch");
  }
  options.color_mode = MODE_rgbA;
  options.use_threads = 0;
  WebPData webp = {data, length};
  WebPAnimDecoder *decoder = WebPAnimDecoderNew(&webp, &options);
  if (!decoder) return report(error, error_size, BK_DECODE_CORRUPT, "corrupt or truncated animation");
  WebPAnimInfo animation;
  uint8_t *canvas = NULL;
  int timestamp = 0;
  int ok = WebPAnimDecoderGetInfo(decoder, &animation) && (int)animation.canvas_width == width &&
           (int)animation.canvas_height == height &&
           WebPAnimDecoderGetNext(decoder, &canvas, &timestamp) && canvas;
  if (ok) {
    for (int y = 0; y < height; y++) {
      const uint8_t *source = canvas + (size_t)y * (size_t)width * 4;
      uint32_t *row = (uint32_t *)(pixels + (size_t)y * (size_t)stride);
      for (int x = 0; x < width; x++) row[x] = native_pixel(source + (size_t)x * 4);
    }
  }
  WebPAnimDecoderDelete(decoder);
  if (!ok) return report(error, error_size, BK_DECODE_CORRUPT, "corrupt or truncated first frame");
  return BK_DECODE_OK;
}

int bk_webp_decode_argb32(const uint8_t *data, size_t length, uint8_t *pixels, int width,
                          int height, int stride, char *error, size_t error_size) {
  WebPDecoderConfig config;
  if (!WebPInitDecoderConfig(&config)) {
    return report(error, error_size, BK_DECODE_UNSUPPORTED, "libwebp version mismatch");
  }
  VP8StatusCode status = WebPGetFeatures(data, length, &config.input);
  if (status != VP8_STATUS_OK) return report_vp8(error, error_size, status);
  int scaled = config.input.width != width || config.input.height != height;
  if (!pixels || width <= 0 || height <= 0 || width > config.input.width || height > config.input.height ||
      stride < width * 4 || (scaled && config.input.has_animation)) {
    return report(error, error_size, BK_DECODE_CORRUPT, "output buffer does not match the image size");
  }
  if (config.input.has_animation) {
    return decode_first_frame(data, length, pixels, width, height, stride, error, error_size);
  }
  // libwebp's own rescaler averages while decoding: no buffer of the full size.
  config.options.use_scaling = scaled;
  config.options.scaled_width = width;
  config.options.scaled_height = height;
  // Decode straight into the caller's (Cairo's) buffer, premultiplied.
  config.output.colorspace = cairo_mode;
  config.output.is_external_memory = 1;
  config.output.u.RGBA.rgba = pixels;
  config.output.u.RGBA.stride = stride;
  config.output.u.RGBA.size = (size_t)stride * (size_t)height;
  config.options.use_threads = 0;
  status = WebPDecode(data, length, &config);
  WebPFreeDecBuffer(&config.output);  // Frees nothing of ours; required by the API.
  return status == VP8_STATUS_OK ? BK_DECODE_OK : report_vp8(error, error_size, status);
}
