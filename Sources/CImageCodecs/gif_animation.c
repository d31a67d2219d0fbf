// An animated GIF written with giflib into memory: a screen without a global palette, the
// NETSCAPE2.0 loop extension, then per frame a graphics control block (delay, disposal, clear
// colour) and an image of its rectangle with its own palette (gif_palette.c).
#include "bk_animation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gif_lib.h>

#include "gif_palette.h"

struct bk_gif_animation {
  GifFileType *gif;
  liq_attr *attr;
  uint8_t *bytes;
  size_t length, capacity;
  int width, height;
};

static void set_error(char *error, size_t error_size, const char *message) {
  if (error && error_size > 0) snprintf(error, error_size, "%s", message ? message : "unknown error");
}

// giflib's output function: appends to the animation's bytes; fewer bytes than asked is an error.
static int write_bytes(GifFileType *gif, const GifByteType *data, int length) {
  bk_gif_animation *animation = gif->UserData;
  if (length <= 0) return 0;
  if (animation->capacity - animation->length < (size_t)length) {
    size_t capacity = animation->capacity ? animation->capacity * 2 : 65536;
    while (capacity - animation->length < (size_t)length) capacity *= 2;
    uint8_t *grown = realloc(animation->bytes, capacity);
    if (!grown) return 0;
    animation->bytes = grown;
    animation->capacity = capacity;
  }
  memcpy(animation->bytes + animation->length, data, (size_t)length);
  animation->length += (size_t)length;
  return length;
}

// NETSCAPE2.0's sub-block: 1, then the loop count (0: forever) as 16 bits, little endian.
static int put_loop_extension(GifFileType *gif) {
  static const GifByteType loops_forever[3] = {1, 0, 0};
  return EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
         EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0") == GIF_OK &&
         EGifPutExtensionBlock(gif, 3, loops_forever) == GIF_OK && EGifPutExtensionTrailer(gif) == GIF_OK;
}

bk_gif_animation *bk_gif_animation_new(int width, int height, int loops, char *error, size_t error_size) {
  if (width <= 0 || height <= 0 || width > 65535 || height > 65535) {
    set_error(error, error_size, "GIF frames are 1 to 65535 px per side");
    return NULL;
  }
  bk_gif_animation *animation = calloc(1, sizeof *animation);
  if (!animation || !(animation->attr = gif_palette_attr())) {
    set_error(error, error_size, "out of memory");
    bk_gif_animation_free(animation);
    return NULL;
  }
  animation->width = width;
  animation->height = height;
  int status = 0;
  animation->gif = EGifOpen(animation, write_bytes, &status);
  if (!animation->gif) {
    set_error(error, error_size, GifErrorString(status));
    bk_gif_animation_free(animation);
    return NULL;
  }
  EGifSetGifVersion(animation->gif, true);
  if (EGifPutScreenDesc(animation->gif, width, height, 8, 0, NULL) != GIF_OK ||
      (loops && !put_loop_extension(animation->gif))) {
    set_error(error, error_size, GifErrorString(animation->gif->Error));
    bk_gif_animation_free(animation);
    return NULL;
  }
  return animation;
}

void bk_gif_animation_free(bk_gif_animation *animation) {
  if (!animation) return;
  if (animation->gif) EGifCloseFile(animation->gif, NULL);
  if (animation->attr) liq_attr_destroy(animation->attr);
  free(animation->bytes);
  free(animation);
}

static int put_control(GifFileType *gif, const bk_gif_frame *frame, int transparent_index) {
  GraphicsControlBlock control = {
    .DisposalMode = frame->dispose_to_background ? DISPOSE_BACKGROUND : DISPOSE_DO_NOT,
    .UserInputFlag = false,
    .DelayTime = frame->delay_centiseconds,
    .TransparentColor = transparent_index,
  };
  GifByteType extension[4];
  size_t length = EGifGCBToExtension(&control, extension);
  return EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, (int)length, extension) == GIF_OK;
}

static int put_image(GifFileType *gif, const bk_gif_frame *frame, const gif_palette_frame *palette) {
  // A GIF palette has a power of two entries, 2 at least; the ones past the count stay black.
  ColorMapObject *map = GifMakeMapObject(1 << GifBitSize(palette->count), NULL);
  if (!map) return 0;
  for (int i = 0; i < palette->count; i++)
    map->Colors[i] = (GifColorType){palette->red[i], palette->green[i], palette->blue[i]};
  int ok = EGifPutImageDesc(gif, frame->x, frame->y, frame->width, frame->height, false, map) == GIF_OK;
  GifFreeMapObject(map);  // EGifPutImageDesc keeps a copy
  for (int y = 0; ok && y < frame->height; y++)
    ok = EGifPutLine(gif, palette->indices + (size_t)y * (size_t)frame->width, frame->width) == GIF_OK;
  return ok;
}

int bk_gif_animation_add(bk_gif_animation *animation, const uint8_t *pixels, int stride, bk_gif_frame frame,
                         char *error, size_t error_size) {
  if (!animation->gif || frame.x < 0 || frame.y < 0 || frame.width <= 0 || frame.height <= 0 ||
      frame.x + frame.width > animation->width || frame.y + frame.height > animation->height ||
      frame.delay_centiseconds < 0 || frame.delay_centiseconds > 65535 || stride < 4 * animation->width) {
    set_error(error, error_size, "the frame's rectangle or delay is outside the GIF's");
    return 0;
  }
  gif_palette_frame palette;
  if (!gif_palette_quantize(animation->attr, pixels, stride, &frame, &palette, error, error_size)) return 0;
  int ok = put_control(animation->gif, &frame, palette.transparent_index) &&
           put_image(animation->gif, &frame, &palette);
  free(palette.indices);
  if (!ok) set_error(error, error_size, GifErrorString(animation->gif->Error));
  return ok;
}

size_t bk_gif_animation_finish(bk_gif_animation *animation, uint8_t **out, char *error, size_t error_size) {
  *out = NULL;
  if (!animation->gif) {
    set_error(error, error_size, "the GIF was already finished");
    return 0;
  }
  int status = 0;
  // Writes the trailer and frees giflib's state, whether or not it succeeds.
  int closed = EGifCloseFile(animation->gif, &status) == GIF_OK;
  animation->gif = NULL;
  if (!closed) {
    set_error(error, error_size, GifErrorString(status));
    return 0;
  }
  *out = animation->bytes;
  size_t length = animation->length;
  animation->bytes = NULL;
  animation->length = animation->capacity = 0;
  return length;
}
