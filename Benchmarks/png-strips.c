// Prototype for issue 12: the filtered scanlines of one RGB image in N pieces, each raw deflate
// primed with the previous piece's last 32 KiB and ended by a sync flush (the last by Z_FINISH),
// compressed on N threads and joined pigz's way (zlib header, pieces, combined Adler-32); checks
// that the result inflates back, and times libdeflate level 2 on one thread beside it.
//   gcc -O2 Benchmarks/png-strips.c -o /tmp/png-strips -lz -ldeflate -lpthread
//   /tmp/png-strips IMAGE.rgb WIDTH HEIGHT   (raw RGB: Pillow's Image.open(png).convert("RGB").tobytes())
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>
#include <libdeflate.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec/1e9;}
typedef struct { const unsigned char *data, *dict; size_t len, dictlen; int last, level; unsigned char *out; size_t outlen; uLong adler; } piece;
static void *compress_piece(void *arg) {
  piece *p = arg; z_stream s; memset(&s, 0, sizeof s);
  deflateInit2(&s, p->level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
  if (p->dictlen) deflateSetDictionary(&s, p->dict, (uInt)p->dictlen);
  size_t cap = deflateBound(&s, p->len) + 16; p->out = malloc(cap);
  s.next_in = (unsigned char*)p->data; s.avail_in = (uInt)p->len; s.next_out = p->out; s.avail_out = (uInt)cap;
  deflate(&s, p->last ? Z_FINISH : Z_SYNC_FLUSH); p->outlen = cap - s.avail_out; deflateEnd(&s);
  p->adler = adler32(1, p->data, (uInt)p->len); return NULL;
}
int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "rb"); int w = atoi(argv[2]), h = atoi(argv[3]);
  size_t row = (size_t)w * 3, n = (row + 1) * h; unsigned char *rgb = malloc(row * h), *buf = malloc(n), *back = malloc(n);
  fread(rgb, 1, row * h, f);
  for (int y = 0; y < h; y++) { buf[y * (row + 1)] = 0; memcpy(buf + y * (row + 1) + 1, rgb + y * row, row); }
  for (int level = 1; level <= 2; level++) for (int pieces = 1; pieces <= 4; pieces *= 2) {
    double best = 1e9; size_t total = 0;
    for (int run = 0; run < 15; run++) {
      double t0 = now(); piece p[8]; pthread_t th[8];
      for (int i = 0; i < pieces; i++) {
        size_t a = n * i / pieces, b = n * (i + 1) / pieces;
        p[i] = (piece){buf + a, buf + (a > 32768 ? a - 32768 : 0), b - a, a > 32768 ? 32768 : a, i == pieces - 1, level};
      }
      for (int i = 1; i < pieces; i++) pthread_create(&th[i], NULL, compress_piece, &p[i]);
      compress_piece(&p[0]);
      for (int i = 1; i < pieces; i++) pthread_join(th[i], NULL);
      total = 2 + 4; uLong adler = p[0].adler; for (int i = 0; i < pieces; i++) { total += p[i].outlen; if (i) adler = adler32_combine(adler, p[i].adler, (z_off_t)p[i].len); }
      unsigned char *z = malloc(total); z[0] = 0x78; z[1] = 0x01; size_t o = 2;
      for (int i = 0; i < pieces; i++) { memcpy(z + o, p[i].out, p[i].outlen); o += p[i].outlen; free(p[i].out); }
      z[o] = adler >> 24; z[o+1] = adler >> 16; z[o+2] = adler >> 8; z[o+3] = adler; 
      double t = now() - t0; if (t < best) best = t;
      if (run == 0) { uLongf bl = n; int r = uncompress(back, &bl, z, total); if (r != Z_OK || bl != n || memcmp(back, buf, n)) printf("BAD r=%d\n", r); }
      free(z);
    }
    printf("zlib L%d, %d piece(s): %6.2f ms, %zu B\n", level, pieces, best * 1000, total);
  }
  struct libdeflate_compressor *c = libdeflate_alloc_compressor(2); unsigned char *o = malloc(n * 2); double best = 1e9; size_t sz = 0;
  for (int r = 0; r < 15; r++) { double t0 = now(); sz = libdeflate_zlib_compress(c, buf, n, o, n * 2); double t = now() - t0; if (t < best) best = t; }
  printf("libdeflate L2, 1 piece: %6.2f ms, %zu B\n", best * 1000, sz);
}
