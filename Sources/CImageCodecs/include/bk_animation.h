#ifndef BUBBLEKIT_BK_ANIMATION_H
#define BUBBLEKIT_BK_ANIMATION_H

#include <stddef.h>
#include <stdint.h>

struct bk_png_encoder;

// The animated image encoders' C side (APNG's frames, animated WebP, GIF). Frames are Cairo
// ARGB32 rows (premultiplied, native endian), `stride` bytes apart. Encoders that fail leave a
// NUL-terminated message in `error`.

/// The smallest rectangle (x, y, width, height in `rect`) holding every pixel that differs
/// between two frames of `width` x `height`. Returns 0 when they are the same, else 1.
int bk_changed_rect(const uint8_t *before, int before_stride, const uint8_t *after, int after_stride, int width,
                    int height, int rect[4]);

/// The same for the pixels that are visible (alpha 128 or more) in `before` and clear in `after`:
/// what a GIF frame cannot clear by drawing over it.
int bk_cleared_rect(const uint8_t *before, int before_stride, const uint8_t *after, int after_stride, int width,
                    int height, int rect[4]);

/// The most bytes the zlib stream of `width` x `height` PNG scanlines can take.
size_t bk_png_zlib_bound(struct bk_png_encoder *encoder, int width, int height, int opaque);

/// The zlib stream of the rows as PNG scanlines (filter None; RGB when `opaque`, else straight
/// RGBA), what an IDAT or fdAT chunk holds; the rows are left as they are. Returns its size, 0 on
/// failure (out of memory, `capacity` below the bound).
size_t bk_png_zlib_copy(struct bk_png_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                        int opaque, uint8_t *out, size_t capacity);

/// An animated WebP made with libwebpmux's WebPAnimEncoder: lossless when `quality` is negative,
/// else lossy at `quality` 0...100; `loops` 0 plays once; `transparent` 0 drops alpha (the rows'
/// colours as they are, that is over black).
typedef struct bk_webp_animation bk_webp_animation;
bk_webp_animation *bk_webp_animation_new(int width, int height, int quality, int loops, int transparent,
                                         char *error, size_t error_size);
void bk_webp_animation_free(bk_webp_animation *animation);
/// Adds a frame of the animation's size shown from `timestamp_ms`. Returns 1, or 0 on failure.
int bk_webp_animation_add(bk_webp_animation *animation, const uint8_t *pixels, int stride, int timestamp_ms,
                          char *error, size_t error_size);
/// The file, its last frame ending at `end_ms`: returns its size with `*out` to free with
/// bk_encoded_free, or 0 on failure. Nothing can be added afterwards.
size_t bk_webp_animation_finish(bk_webp_animation *animation, int end_ms, uint8_t **out, char *error,
                                size_t error_size);

/// A GIF written with giflib into memory, each frame with its own palette from libimagequant.
typedef struct bk_gif_animation bk_gif_animation;
/// `loops` adds the NETSCAPE2.0 extension (play forever).
bk_gif_animation *bk_gif_animation_new(int width, int height, int loops, char *error, size_t error_size);
void bk_gif_animation_free(bk_gif_animation *animation);

/// One frame's rectangle of the canvas and how it is shown.
typedef struct {
  int x, y, width, height;
  int delay_centiseconds;        ///< 0...65535
  int dispose_to_background;     ///< clears the rectangle after it is shown, else keeps it
  int transparent;               ///< alpha below 128 becomes the palette's clear colour, else opaque
} bk_gif_frame;

/// Adds `frame`'s rectangle of `pixels`, rows of the whole canvas (its top left at `pixels`).
/// Returns 1, or 0 on failure.
int bk_gif_animation_add(bk_gif_animation *animation, const uint8_t *pixels, int stride, bk_gif_frame frame,
                         char *error, size_t error_size);
/// The file: returns its size with `*out` to free with bk_encoded_free, or 0 on failure. Nothing
/// can be added afterwards.
size_t bk_gif_animation_finish(bk_gif_animation *animation, uint8_t **out, char *error, size_t error_size);

#endif
