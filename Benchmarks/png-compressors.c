// Compresses the filtered scanlines of one RGB image with zlib and libdeflate at levels 1 to 4,
// filters None and Up, and prints the best of 30 times and the sizes (Benchmarks/png-compressors.sh).
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  if (argc != 4) return fprintf(stderr, "usage: %s IMAGE.rgb WIDTH HEIGHT\n", argv[0]), 64;
  FILE *file = fopen(argv[1], "rb");
  int width = atoi(argv[2]), height = atoi(argv[3]);
  size_t row = (size_t)width * 3, size = (row + 1) * height;
  unsigned char *rgb = malloc(row * height), *none = malloc(size), *up = malloc(size), *out = malloc(size * 2);
  if (!file || !rgb || !none || !up || !out || fread(rgb, 1, row * height, file) != row * height) return 66;
  for (int y = 0; y < height; y++) {
    none[y * (row + 1)] = 0;
    memcpy(none + y * (row + 1) + 1, rgb + y * row, row);
    up[y * (row + 1)] = 2;
    for (size_t x = 0; x < row; x++) up[y * (row + 1) + 1 + x] = rgb[y * row + x] - (y ? rgb[(y - 1) * row + x] : 0);
  }
  unsigned char *filtered[] = {none, up};
  const char *names[] = {"None", "Up"};
  printf("| filter | level | zlib ms | zlib bytes | libdeflate ms | libdeflate bytes |\n|---|---:|---:|---:|---:|---:|\n");
  for (int f = 0; f < 2; f++) {
    for (int level = 1; level <= 4; level++) {
      double zlib_best = 1e9, deflate_best = 1e9;
      size_t zlib_bytes = 0, deflate_bytes = 0;
      for (int run = 0; run < 30; run++) {
        double start = now();
        z_stream stream;
        memset(&stream, 0, sizeof stream);
        deflateInit2(&stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY);
        stream.next_in = filtered[f];
        stream.avail_in = (uInt)size;
        stream.next_out = out;
        stream.avail_out = (uInt)(size * 2);
        deflate(&stream, Z_FINISH);
        zlib_bytes = stream.total_out;
        deflateEnd(&stream);
        double took = now() - start;
        if (took < zlib_best) zlib_best = took;
      }
      struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
      for (int run = 0; run < 30; run++) {
        double start = now();
        deflate_bytes = libdeflate_zlib_compress(compressor, filtered[f], size, out, size * 2);
        double took = now() - start;
        if (took < deflate_best) deflate_best = took;
      }
      libdeflate_free_compressor(compressor);
      printf("| %s | %d | %.2f | %zu | %.2f | %zu |\n", names[f], level, zlib_best * 1000, zlib_bytes,
             deflate_best * 1000, deflate_bytes);
    }
  }
  return 0;
}
