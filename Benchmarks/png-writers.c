// The flat writer (PNG levels 1 and 2) against libdeflate level 2, the compressor it replaces, on
// the scanlines of our own renders: each compresses the same bytes in strips of about 512 KiB as
// a page's strips are (Benchmarks/png-writers.sh). Best of 20 runs; sizes; a decode check.
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "CImageCodecs.h"
#include "flat_deflate.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  if (argc != 5) return fprintf(stderr, "usage: %s NAME IMAGE.rgb WIDTH HEIGHT\n", argv[0]), 64;
  FILE *file = fopen(argv[2], "rb");
  int width = atoi(argv[3]), height = atoi(argv[4]);
  size_t row = 1 + (size_t)width * 3, size = row * (size_t)height;
  uint8_t *scanlines = malloc(size), *out = malloc(2 * size + 4096), *back = malloc(size);
  if (!file || !scanlines || !out || !back) return 66;
  for (int y = 0; y < height; y++) {
    scanlines[(size_t)y * row] = 0;
    if (fread(scanlines + (size_t)y * row + 1, 1, row - 1, file) != row - 1) return 66;
  }
  int strip_rows = (int)(524288 / row) > 0 ? (int)(524288 / row) : 1;
  struct libdeflate_compressor *libdeflate = libdeflate_alloc_compressor(2);
  bk_flat_writer *flat = bk_flat_writer_new(BK_INSTRUCTIONS_BEST);
  double best[2] = {1e9, 1e9};
  size_t bytes[2] = {0, 0};
  for (int run = 0; run < 20; run++) {
    for (int writer = 0; writer < 2; writer++) {
      double start = now();
      size_t total = 0;
      for (int y = 0; y < height; y += strip_rows) {
        size_t rows = (size_t)(height - y < strip_rows ? height - y : strip_rows);
        const uint8_t *strip = scanlines + (size_t)y * row;
        size_t capacity = 2 * size + 4096 - total;
        total += writer == 0 ? libdeflate_deflate_compress(libdeflate, strip, rows * row, out + total, capacity)
                             : bk_flat_deflate(flat, strip, rows * row, row, 3, y + (int)rows >= height,
                                               out + total, capacity);
      }
      double took = now() - start;
      if (took < best[writer]) best[writer] = took;
      bytes[writer] = total;
    }
  }
  // The flat writer's strips are one stream; it must give the scanlines back.
  struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
  size_t got = 0;
  int status = libdeflate_deflate_decompress(inflater, out, bytes[1], back, size, &got);
  if (status != LIBDEFLATE_SUCCESS || got != size || memcmp(back, scanlines, size) != 0)
    return fprintf(stderr, "%s: the flat writer's stream does not decode to the scanlines\n", argv[1]), 1;
  printf("| %s | %dx%d | %.1f | %.2f | %zu | %.2f | %zu | **%.2fx** | %+.1f%% | %s |\n", argv[1], width, height,
         size / 1048576.0, best[0] * 1e3, bytes[0], best[1] * 1e3, bytes[1], best[0] / best[1],
         100.0 * ((double)bytes[1] / (double)bytes[0] - 1), bk_flat_writer_instructions(flat) == 3 ? "AVX2" : "SSE2");
  return 0;
}
