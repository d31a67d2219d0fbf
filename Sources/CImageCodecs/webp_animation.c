// Animated WebP through libwebpmux's WebPAnimEncoder, which finds each frame's changed rectangle
// and its blending itself. Single-threaded and without mixed or minimised modes, so the same
// frames always give the same bytes.
#include "bk_animation.h"
#include "bk_encode.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <webp/encode.h>
#include <webp/mux.h>

struct bk_webp_animation {
  WebPAnimEncoder *encoder;
  WebPConfig config;
  WebPPicture picture;  // reused for every frame: the encoder copies what it keeps
  int transparent;
};

static void set_error(char *error, size_t error_size, const char *message) {
  if (error && error_size > 0) snprintf(error, error_size, "%s", message);
}

static int configure(bk_webp_animation *animation, int quality) {
  if (!WebPConfigInit(&animation->config)) return 0;
  animation->config.lossless = quality < 0;
  // Lossless: effort at libwebp's default; lossy: the quality asked for.
  if (quality >= 0) animation->config.quality = (float)quality;
  animation->config.thread_level = 0;
  return WebPValidateConfig(&animation->config);
}

static WebPAnimEncoder *make_encoder(int width, int height, int loops, int transparent) {
  WebPAnimEncoderOptions options;
  if (!WebPAnimEncoderOptionsInit(&options)) return NULL;
  options.anim_params.loop_count = loops ? 0 : 1;
  if (transparent) options.anim_params.bgcolor = 0;
  options.minimize_size = 0;
  options.allow_mixed = 0;
  // A key frame at most every 900 frames (30 s at 30 fps), and tried only there: chat animations
  // change a little per frame, and every candidate key frame is one more whole-frame encode.
  options.kmax = 900;
  options.kmin = 899;
  return WebPAnimEncoderNew(width, height, &options);
}

bk_webp_animation *bk_webp_animation_new(int width, int height, int quality, int loops, int transparent,
                                         char *error, size_t error_size) {
  if (width <= 0 || height <= 0 || width > 16383 || height > 16383 || quality > 100) {
    set_error(error, error_size, "animated WebP frames are 1 to 16383 px per side, quality at most 100");
    return NULL;
  }
  bk_webp_animation *animation = calloc(1, sizeof *animation);
  if (!animation) {
    set_error(error, error_size, "out of memory");
    return NULL;
  }
  animation->transparent = transparent;
  int ready = configure(animation, quality) && WebPPictureInit(&animation->picture);
  animation->picture.use_argb = 1;
  animation->picture.width = width;
  animation->picture.height = height;
  ready = ready && WebPPictureAlloc(&animation->picture);
  animation->encoder = ready ? make_encoder(width, height, loops, transparent) : NULL;
  if (!animation->encoder) {
    set_error(error, error_size, "libwebp could not start an animation (out of memory)");
    bk_webp_animation_free(animation);
    return NULL;
  }
  return animation;
}

void bk_webp_animation_free(bk_webp_animation *animation) {
  if (!animation) return;
  if (animation->encoder) WebPAnimEncoderDelete(animation->encoder);
  WebPPictureFree(&animation->picture);
  free(animation);
}

// A Cairo pixel as WebP's ARGB word: straight alpha, or opaque with the colour as it is.
static uint32_t webp_argb(uint32_t word, int transparent) {
  uint32_t alpha = word >> 24;
  if (!transparent) return 0xff000000u | (word & 0xffffffu);
  if (alpha == 255) return word;
  if (alpha == 0) return 0;
  uint32_t argb = alpha << 24;
  for (int shift = 0; shift <= 16; shift += 8) {
    uint32_t value = (((word >> shift) & 0xff) * 255 + alpha / 2) / alpha;
    argb |= (value > 255 ? 255 : value) << shift;
  }
  return argb;
}

int bk_webp_animation_add(bk_webp_animation *animation, const uint8_t *pixels, int stride, int timestamp_ms,
                          char *error, size_t error_size) {
  WebPPicture *picture = &animation->picture;
  for (int y = 0; y < picture->height; y++) {
    const uint8_t *row = pixels + (size_t)y * (size_t)stride;
    uint32_t *out = picture->argb + (size_t)y * (size_t)picture->argb_stride;
    for (int x = 0; x < picture->width; x++) {
      uint32_t word;
      memcpy(&word, row + 4 * (size_t)x, 4);
      out[x] = webp_argb(word, animation->transparent);
    }
  }
  if (!WebPAnimEncoderAdd(animation->encoder, picture, timestamp_ms, &animation->config)) {
    set_error(error, error_size, WebPAnimEncoderGetError(animation->encoder));
    return 0;
  }
  return 1;
}

size_t bk_webp_animation_finish(bk_webp_animation *animation, int end_ms, uint8_t **out, char *error,
                                size_t error_size) {
  *out = NULL;
  WebPData data;
  WebPDataInit(&data);
  if (!WebPAnimEncoderAdd(animation->encoder, NULL, end_ms, NULL) ||
      !WebPAnimEncoderAssemble(animation->encoder, &data)) {
    set_error(error, error_size, WebPAnimEncoderGetError(animation->encoder));
    WebPDataClear(&data);
    return 0;
  }
  // Copied into malloc'd bytes, so that bk_encoded_free releases every encoder's output.
  *out = malloc(data.size);
  if (*out) memcpy(*out, data.bytes, data.size);
  size_t size = *out ? data.size : 0;
  if (!*out) set_error(error, error_size, "out of memory");
  WebPDataClear(&data);
  return size;
}
