// A palette of at most 256 colours per GIF frame, from libimagequant, with one clear colour for
// the pixels under half opaque when the animation keeps alpha.
#include "gif_palette.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Debian's libimagequant splits its work over OpenMP threads: how it splits, and the order its
// float sums are added in, depend on the thread count and on timing, and so would the palettes.
// Each call runs on one thread (the calling thread's OpenMP setting only, put back after), which
// also keeps a pool of render workers from spawning a team of threads per frame. Looked up at run
// time: libgomp is libimagequant's dependency, not ours, and a build without OpenMP has none.
static void (*set_thread_count)(int);
static int (*get_thread_count)(void);
static pthread_once_t lookup = PTHREAD_ONCE_INIT;

static void look_up_openmp(void) {
  *(void **)&set_thread_count = dlsym(RTLD_DEFAULT, "omp_set_num_threads");
  *(void **)&get_thread_count = dlsym(RTLD_DEFAULT, "omp_get_max_threads");
}

// Sets one thread; returns the count to put back (0: nothing to put back).
static int single_thread(void) {
  pthread_once(&lookup, look_up_openmp);
  if (!set_thread_count || !get_thread_count) return 0;
  int before = get_thread_count();
  set_thread_count(1);
  return before;
}

static void restore_threads(int before) {
  if (before > 0) set_thread_count(before);
}

liq_attr *gif_palette_attr(void) {
  int threads = single_thread();  // liq_set_speed reads the thread count too
  liq_attr *attr = liq_attr_create();
  if (attr) liq_set_speed(attr, 8);
  restore_threads(threads);
  return attr;
}

// The rectangle as libimagequant's RGBA: under half opaque is clear (when kept), the rest opaque
// (straight colour when alpha is kept, else the colour as it is: over black). Returns whether
// any pixel is clear.
static int frame_rgba(const uint8_t *pixels, int stride, const bk_gif_frame *frame, liq_color *rgba) {
  int any_clear = 0;
  for (int y = 0; y < frame->height; y++) {
    const uint8_t *row = pixels + (size_t)(frame->y + y) * (size_t)stride + 4 * (size_t)frame->x;
    for (int x = 0; x < frame->width; x++) {
      uint32_t word, alpha;
      memcpy(&word, row + 4 * (size_t)x, 4);
      alpha = word >> 24;
      liq_color *out = rgba + (size_t)y * (size_t)frame->width + x;
      if (frame->transparent && alpha < 128) {
        *out = (liq_color){0, 0, 0, 0};
        any_clear = 1;
        continue;
      }
      uint32_t channel[3] = {(word >> 16) & 0xff, (word >> 8) & 0xff, word & 0xff};
      for (int i = 0; frame->transparent && alpha < 255 && i < 3; i++) {
        uint32_t value = (channel[i] * 255 + alpha / 2) / alpha;
        channel[i] = value > 255 ? 255 : value;
      }
      *out = (liq_color){(unsigned char)channel[0], (unsigned char)channel[1], (unsigned char)channel[2], 255};
    }
  }
  return any_clear;
}

// The palette entry nearest `color` among the opaque ones.
static int nearest_opaque(const liq_palette *palette, liq_color color) {
  int best = 0;
  long best_distance = -1;
  for (unsigned i = 0; i < palette->count; i++) {
    liq_color entry = palette->entries[i];
    if (entry.a < 128) continue;
    long dr = entry.r - color.r, dg = entry.g - color.g, db = entry.b - color.b;
    long distance = dr * dr + dg * dg + db * db;
    if (best_distance < 0 || distance < best_distance) best = (int)i, best_distance = distance;
  }
  return best;
}

// Clear pixels get the clear entry; an opaque pixel that dithering sent to it gets its nearest
// opaque entry instead.
static void settle_clear_pixels(const liq_palette *palette, const liq_color *rgba, gif_palette_frame *out,
                                size_t count) {
  out->transparent_index = -1;
  for (unsigned i = 0; i < palette->count && out->transparent_index < 0; i++)
    if (palette->entries[i].a < 128) out->transparent_index = (int)i;
  if (out->transparent_index < 0) return;
  for (size_t i = 0; i < count; i++) {
    if (rgba[i].a == 0)
      out->indices[i] = (uint8_t)out->transparent_index;
    else if (out->indices[i] == out->transparent_index)
      out->indices[i] = (uint8_t)nearest_opaque(palette, rgba[i]);
  }
}

static void copy_palette(const liq_palette *palette, gif_palette_frame *out) {
  out->count = (int)palette->count;
  for (unsigned i = 0; i < palette->count; i++) {
    out->red[i] = palette->entries[i].r;
    out->green[i] = palette->entries[i].g;
    out->blue[i] = palette->entries[i].b;
  }
}

int gif_palette_quantize(liq_attr *attr, const uint8_t *pixels, int stride, const bk_gif_frame *frame,
                         gif_palette_frame *out, char *error, size_t error_size) {
  size_t count = (size_t)frame->width * (size_t)frame->height;
  liq_color *rgba = malloc(count * sizeof *rgba);
  out->indices = malloc(count);
  liq_image *image = NULL;
  liq_result *result = NULL;
  int threads = single_thread();
  int ok = rgba && out->indices;
  if (ok) {
    int any_clear = frame_rgba(pixels, stride, frame, rgba);
    image = liq_image_create_rgba(attr, rgba, frame->width, frame->height, 0);
    ok = image && (!any_clear || liq_image_add_fixed_color(image, (liq_color){0, 0, 0, 0}) == LIQ_OK);
    ok = ok && liq_image_quantize(image, attr, &result) == LIQ_OK;
    // Floyd-Steinberg at full strength: flat bubble colours are exact and get no noise.
    ok = ok && liq_set_dithering_level(result, 1.0f) == LIQ_OK;
    ok = ok && liq_write_remapped_image(result, image, out->indices, count) == LIQ_OK;
  }
  if (ok) {
    const liq_palette *palette = liq_get_palette(result);
    copy_palette(palette, out);
    settle_clear_pixels(palette, rgba, out, count);
  }
  restore_threads(threads);
  if (result) liq_result_destroy(result);
  if (image) liq_image_destroy(image);
  free(rgba);
  if (!ok) {
    free(out->indices);
    out->indices = NULL;
    if (error && error_size > 0) snprintf(error, error_size, "libimagequant could not make the frame's palette");
  }
  return ok;
}
