// Which part of an animation's frame changed: later frames of APNG and GIF store only that
// rectangle. In C because it reads every pixel of every frame, also in debug builds.
#include "bk_animation.h"

#include <string.h>

static int differs(uint32_t before, uint32_t after) { return before != after; }

static int cleared(uint32_t before, uint32_t after) { return (before >> 24) >= 128 && (after >> 24) < 128; }

static int pixel_matches(int (*test)(uint32_t, uint32_t), const uint8_t *before, const uint8_t *after, int x) {
  uint32_t b, a;
  memcpy(&b, before + 4 * (size_t)x, 4);
  memcpy(&a, after + 4 * (size_t)x, 4);
  return test(b, a);
}

static int row_has(int (*test)(uint32_t, uint32_t), const uint8_t *before, const uint8_t *after, int width) {
  for (int x = 0; x < width; x++)
    if (pixel_matches(test, before, after, x)) return 1;
  return 0;
}

static int bounding_rect(int (*test)(uint32_t, uint32_t), const uint8_t *before, int before_stride,
                         const uint8_t *after, int after_stride, int width, int height, int rect[4]) {
  int left = width, right = -1, top = -1, bottom = -1;
  for (int y = 0; y < height; y++) {
    const uint8_t *b = before + (size_t)y * (size_t)before_stride;
    const uint8_t *a = after + (size_t)y * (size_t)after_stride;
    // Rows the same byte for byte are skipped at memcmp's speed (most rows of most frames).
    if (test == differs ? memcmp(b, a, 4 * (size_t)width) == 0 : !row_has(test, b, a, width)) continue;
    int x = 0;
    while (x < left && !pixel_matches(test, b, a, x)) x++;
    if (x < left) left = x;
    int end = width - 1;
    while (end > right && !pixel_matches(test, b, a, end)) end--;
    if (end > right) right = end;
    if (top < 0) top = y;
    bottom = y;
  }
  if (top < 0) return 0;
  rect[0] = left;
  rect[1] = top;
  rect[2] = right - left + 1;
  rect[3] = bottom - top + 1;
  return 1;
}

int bk_changed_rect(const uint8_t *before, int before_stride, const uint8_t *after, int after_stride, int width,
                    int height, int rect[4]) {
  return bounding_rect(differs, before, before_stride, after, after_stride, width, height, rect);
}

int bk_cleared_rect(const uint8_t *before, int before_stride, const uint8_t *after, int after_stride, int width,
                    int height, int rect[4]) {
  return bounding_rect(cleared, before, before_stride, after, after_stride, width, height, rect);
}
