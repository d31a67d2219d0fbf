#include "bk_image_reduce.h"

#include <stdlib.h>
#include <string.h>

// Area reduction in two passes per output row: the source rows under it are added, weighted,
// into one row of sums (a loop the compiler vectorises), then each output pixel takes the
// weighted columns of that row. Weights are 14-bit fixed point and sum to exactly 1 per output
// pixel, so a flat colour stays exactly that colour and premultiplied values stay premultiplied.

enum { weight_one = 1 << 14 };

typedef struct {
  int *first;         // First source pixel under each output pixel.
  int *count;         // Source pixels under it.
  int *offset;        // Where its weights start in `weights`.
  uint16_t *weights;  // Each source pixel's share, summing to weight_one per output pixel.
} spans;

static void spans_free(spans *s) {
  free(s->first);
  free(s->count);
  free(s->offset);
  free(s->weights);
}

// Output pixel j covers source [j * source / n, (j + 1) * source / n), in units of 1/n pixel.
static int spans_make(spans *s, int source, int n) {
  s->first = malloc(sizeof(int) * (size_t)n);
  s->count = malloc(sizeof(int) * (size_t)n);
  s->offset = malloc(sizeof(int) * (size_t)n);
  s->weights = malloc(sizeof(uint16_t) * ((size_t)source + 2 * (size_t)n));
  if (!s->first || !s->count || !s->offset || !s->weights) return 0;
  int used = 0;
  for (int j = 0; j < n; j++) {
    int64_t start = (int64_t)j * source, end = (int64_t)(j + 1) * source;
    int first = (int)(start / n), last = (int)((end - 1) / n);
    s->first[j] = first;
    s->count[j] = last - first + 1;
    s->offset[j] = used;
    // Each share is the difference of two rounded running totals, so the shares sum to
    // exactly weight_one and none is negative, however many pixels the span holds.
    int previous = 0;
    for (int i = first; i <= last; i++) {
      int64_t to = (int64_t)(i + 1) * n < end ? (int64_t)(i + 1) * n : end;
      int running = (int)(((to - start) * weight_one + source / 2) / source);
      s->weights[used++] = (uint16_t)(running - previous);
      previous = running;
    }
  }
  return 1;
}

int bk_argb32_reduce(const uint8_t *source, int source_width, int source_height, int source_stride,
                     uint8_t *target, int width, int height, int target_stride) {
  if (!source || !target || width < 1 || height < 1 || width > source_width || height > source_height ||
      source_stride < source_width * 4 || target_stride < width * 4) {
    return 0;
  }
  spans columns = {0}, rows = {0};
  size_t row_bytes = (size_t)source_width * 4;
  uint32_t *sums = malloc(sizeof(uint32_t) * row_bytes);
  int made = sums && spans_make(&columns, source_width, width) && spans_make(&rows, source_height, height);
  if (made) {
    for (int y = 0; y < height; y++) {
      memset(sums, 0, sizeof(uint32_t) * row_bytes);
      const uint16_t *row_weights = rows.weights + rows.offset[y];
      for (int r = 0; r < rows.count[y]; r++) {
        const uint8_t *line = source + (size_t)(rows.first[y] + r) * (size_t)source_stride;
        uint32_t weight = row_weights[r];
        for (size_t k = 0; k < row_bytes; k++) sums[k] += weight * line[k];
      }
      uint8_t *out = target + (size_t)y * (size_t)target_stride;
      for (int x = 0; x < width; x++) {
        const uint16_t *column_weights = columns.weights + columns.offset[x];
        const uint32_t *column = sums + (size_t)columns.first[x] * 4;
        uint64_t channel[4] = {0, 0, 0, 0};
        for (int c = 0; c < columns.count[x]; c++) {
          for (int b = 0; b < 4; b++) channel[b] += (uint64_t)column_weights[c] * column[c * 4 + b];
        }
        for (int b = 0; b < 4; b++) out[x * 4 + b] = (uint8_t)((channel[b] + (1u << 27)) >> 28);
      }
    }
  }
  spans_free(&columns);
  spans_free(&rows);
  free(sums);
  return made;
}
