// bk_deflate_walk (Sources/CImageCodecs/deflate_walk.c) against ground truth, fuzzed, and timed
// beside the bit-at-a-time walk it replaced (kept below as old_walk). Build and run:
//   gcc -O2 -ISources/CImageCodecs/include Benchmarks/deflate-walk.c -o /tmp/deflate-walk -ldeflate -lz && /tmp/deflate-walk [-t] [IMAGE.rgb W H]...
//   (-t: timing only; safety run: the same with -g -fsanitize=address,undefined; raw RGB as Pillow's Image.open(png).convert("RGB").tobytes())
#include "../Sources/CImageCodecs/deflate_walk.c"

#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <zlib.h>

// ---- The old walk (commit a479830), with a symbol counter --------------------------------------

enum { OLD_BITS = 10 };
typedef struct { const uint8_t *p, *end; uint64_t buf; int nbits; size_t bit; } old_reader;
typedef struct { uint16_t entry[1 << OLD_BITS]; uint16_t count[16]; uint16_t symbol[320]; } old_huffman;

static inline void old_refill(old_reader *r) {
  if (r->end - r->p >= 8) {
    uint64_t word;
    memcpy(&word, r->p, 8);
    r->buf |= word << r->nbits;
    int bytes = (63 - r->nbits) >> 3;
    r->p += bytes;
    r->nbits += bytes * 8;
    return;
  }
  while (r->nbits <= 56) {
    uint64_t byte = r->p < r->end ? *r->p++ : 0;
    r->buf |= byte << r->nbits;
    r->nbits += 8;
  }
}
static inline unsigned old_take(old_reader *r, int n) {
  if (r->nbits < n) old_refill(r);
  unsigned v = (unsigned)(r->buf & ((1ull << n) - 1));
  r->buf >>= n; r->nbits -= n; r->bit += (size_t)n;
  return v;
}
static unsigned old_reverse(unsigned code, int length) {
  unsigned r = 0;
  for (int i = 0; i < length; i++) { r = (r << 1) | (code & 1); code >>= 1; }
  return r;
}
static int old_build(old_huffman *h, const uint8_t *lengths, int n) {
  memset(h->count, 0, sizeof h->count);
  for (int i = 0; i < n; i++) h->count[lengths[i]]++;
  h->count[0] = 0;
  int left = 1;
  for (int len = 1; len < 16; len++) { left <<= 1; left -= h->count[len]; if (left < 0) return -1; }
  uint16_t offs[16], next[16];
  offs[1] = 0;
  for (int len = 1; len < 15; len++) offs[len + 1] = offs[len] + h->count[len];
  for (int i = 0; i < n; i++) if (lengths[i]) h->symbol[offs[lengths[i]]++] = (uint16_t)i;
  unsigned code = 0;
  for (int len = 1; len < 16; len++) { code = (code + (len > 1 ? h->count[len - 1] : 0)) << 1; next[len] = (uint16_t)code; }
  memset(h->entry, 0, sizeof h->entry);
  for (int i = 0; i < n; i++) {
    int len = lengths[i];
    if (!len) continue;
    unsigned c = next[len]++;
    if (len > OLD_BITS) continue;
    unsigned r = old_reverse(c, len);
    for (unsigned k = r; k < (1u << OLD_BITS); k += 1u << len) h->entry[k] = (uint16_t)(i << 4 | len);
  }
  return left;
}
static int old_slow_decode(old_reader *r, const old_huffman *h) {
  int code = 0, first = 0, index = 0;
  for (int len = 1; len < 16; len++) {
    code |= (int)old_take(r, 1);
    int count = h->count[len];
    if (code - count < first) return h->symbol[index + (code - first)];
    index += count; first += count; first <<= 1; code <<= 1;
  }
  return -1;
}
static inline int old_decode(old_reader *r, const old_huffman *h) {
  if (r->nbits < 15) old_refill(r);
  uint16_t e = h->entry[r->buf & ((1u << OLD_BITS) - 1)];
  int len = e & 15;
  if (len) { r->buf >>= len; r->nbits -= len; r->bit += (size_t)len; return e >> 4; }
  return old_slow_decode(r, h);
}
static int old_skip_codes(old_reader *r, const old_huffman *lencode, const old_huffman *distcode, size_t *symbols) {
  for (;;) {
    int symbol = old_decode(r, lencode);
    ++*symbols;
    if (symbol < 256) { if (symbol < 0) return -1; continue; }
    if (symbol == 256) return 0;
    symbol -= 257;
    if (symbol >= 29) return -1;
    if (length_extra[symbol]) old_take(r, length_extra[symbol]);
    symbol = old_decode(r, distcode);
    if (symbol < 0 || symbol >= 30) return -1;
    if (distance_extra[symbol]) old_take(r, distance_extra[symbol]);
  }
}
static int old_tables(old_reader *r, int type, old_huffman *lencode, old_huffman *distcode) {
  uint8_t lengths[320];
  if (type == 1) {
    int i = 0;
    for (; i < 144; i++) lengths[i] = 8;
    for (; i < 256; i++) lengths[i] = 9;
    for (; i < 280; i++) lengths[i] = 7;
    for (; i < 288; i++) lengths[i] = 8;
    old_build(lencode, lengths, 288);
    for (i = 0; i < 30; i++) lengths[i] = 5;
    old_build(distcode, lengths, 30);
    return 0;
  }
  static const uint8_t order[19] = {16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15};
  int nlen = (int)old_take(r, 5) + 257, ndist = (int)old_take(r, 5) + 1, ncode = (int)old_take(r, 4) + 4;
  if (nlen > 286 || ndist > 30) return -1;
  memset(lengths, 0, 19);
  for (int i = 0; i < ncode; i++) lengths[order[i]] = (uint8_t)old_take(r, 3);
  old_huffman codes;
  if (old_build(&codes, lengths, 19) != 0) return -1;
  for (int i = 0; i < nlen + ndist;) {
    int symbol = old_decode(r, &codes);
    if (symbol < 0) return -1;
    if (symbol < 16) { lengths[i++] = (uint8_t)symbol; continue; }
    uint8_t len = 0; int repeat;
    if (symbol == 16) { if (i == 0) return -1; len = lengths[i - 1]; repeat = 3 + (int)old_take(r, 2); }
    else if (symbol == 17) repeat = 3 + (int)old_take(r, 3);
    else repeat = 11 + (int)old_take(r, 7);
    if (i + repeat > nlen + ndist) return -1;
    while (repeat--) lengths[i++] = len;
  }
  if (old_build(lencode, lengths, nlen) < 0 || old_build(distcode, lengths + nlen, ndist) < 0) return -1;
  return 0;
}
static void old_seek(old_reader *r, const uint8_t *stream, size_t length, size_t bit) {
  size_t byte = bit >> 3;
  r->p = stream + (byte < length ? byte : length);
  r->buf = 0; r->nbits = 0; r->bit = byte * 8;
  old_take(r, (int)(bit & 7));
}
static int old_walk(const uint8_t *stream, size_t length, size_t *final_header, size_t *end, size_t *symbols) {
  old_reader r = {stream, stream + length, 0, 0, 0};
  old_huffman lencode, distcode;
  for (;;) {
    size_t header = r.bit;
    int last = (int)old_take(&r, 1);
    int type = (int)old_take(&r, 2);
    if (type == 0) {
      size_t aligned = (r.bit + 7) & ~(size_t)7;
      size_t byte = aligned >> 3;
      if (byte + 4 > length) return -1;
      unsigned len = stream[byte] | stream[byte + 1] << 8;
      old_seek(&r, stream, length, aligned + (4 + (size_t)len) * 8);
    } else if (type == 3 || old_tables(&r, type, &lencode, &distcode) ||
               old_skip_codes(&r, &lencode, &distcode, symbols)) {
      return -1;
    }
    if (r.bit > length * 8) return -1;
    if (last) { *final_header = header; *end = r.bit; return 0; }
  }
}

// ---- Inputs ------------------------------------------------------------------------------------

typedef struct { const char *name; uint8_t *data; size_t size; size_t row; } input;

static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec + t.tv_nsec / 1e9; }
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rng(void) { rng_state ^= rng_state << 13; rng_state ^= rng_state >> 7; rng_state ^= rng_state << 17; return rng_state; }

// Raw RGB as PNG scanlines with filter 0 (what the encoder compresses, near enough).
static input image(const char *path, int w, int h) {
  input in = {path, NULL, 0, (size_t)w * 3 + 1};
  FILE *f = fopen(path, "rb");
  uint8_t *rgb = malloc((size_t)w * h * 3);
  if (!f || fread(rgb, 3, (size_t)w * h, f) != (size_t)w * h) { fprintf(stderr, "cannot read %s\n", path); exit(2); }
  fclose(f);
  in.size = in.row * h;
  in.data = malloc(in.size);
  for (int y = 0; y < h; y++) { in.data[y * in.row] = 0; memcpy(in.data + y * in.row + 1, rgb + (size_t)y * w * 3, (size_t)w * 3); }
  free(rgb);
  return in;
}

static input synthetic(const char *name, size_t size) {
  input in = {name, malloc(size), size, 0};
  static const char *words[] = {"the ", "bubble ", "message ", "of ", "a ", "chat ", "screen ", "renders ", "\n", "text, "};
  if (!strcmp(name, "noise")) for (size_t i = 0; i < size; i++) in.data[i] = (uint8_t)rng();
  else if (!strcmp(name, "zeros")) memset(in.data, 0, size);
  else if (!strcmp(name, "text")) {
    for (size_t i = 0; i < size;) { const char *w = words[rng() % 10]; for (; *w && i < size; w++) in.data[i++] = (uint8_t)*w; }
  } else {  // "skewed": bytes with a geometric spread, so long literal codes (> 11 bits) are common
    for (size_t i = 0; i < size; i++) { uint64_t r = rng(); in.data[i] = (uint8_t)(__builtin_ctzll(r | 1ull << 40) * 7 + (r >> 60)); }
  }
  return in;
}

// ---- Checks ------------------------------------------------------------------------------------

static int failures;
#define CHECK(cond, ...) do { if (!(cond)) { failures++; printf("FAIL: " __VA_ARGS__); printf("\n"); } } while (0)

static uint8_t *deflate_piece(struct libdeflate_compressor *c, const uint8_t *data, size_t size, size_t *out_size) {
  size_t bound = libdeflate_deflate_compress_bound(c, size) + 8;
  uint8_t *out = malloc(bound);
  *out_size = libdeflate_deflate_compress(c, data, size, out, bound);
  return out;
}

// Pieces joined as png_encode.c joins them: the final flag cleared, an empty stored block at the
// end; zlib must inflate the whole back to the input. Also the old walk must agree.
static void check_joined(const input *in, int level, int pieces) {
  struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
  uint8_t *z = malloc(in->size * 2 + 1024 * (size_t)pieces + 64);
  size_t o = 0;
  z[o++] = 0x78; z[o++] = 0x5e;
  for (int i = 0; i < pieces; i++) {
    size_t a = in->size * i / pieces, b = in->size * (i + 1) / pieces, len, header, end, h0, e0, symbols = 0;
    uint8_t *piece = deflate_piece(c, in->data + a, b - a, &len);
    int r = bk_deflate_walk(piece, len, &header, &end);
    CHECK(r == 0, "%s L%d piece %d/%d: walk failed", in->name, level, i, pieces);
    if (r) { free(piece); goto done; }
    CHECK(old_walk(piece, len, &h0, &e0, &symbols) == 0 && h0 == header && e0 == end,
          "%s L%d piece %d/%d: old walk says %zu %zu, new %zu %zu", in->name, level, i, pieces, h0, e0, header, end);
    CHECK(end <= len * 8 && end + 8 > len * 8 && header < end, "%s L%d: end %zu of %zu bytes", in->name, level, end, len);
    if (i < pieces - 1) {
      piece = realloc(piece, len + 8);
      piece[header >> 3] &= (uint8_t)~(1u << (header & 7));
      size_t byte = end >> 3, aligned = (end + 3 + 7) >> 3;
      piece[byte] &= (uint8_t)((1u << (end & 7)) - 1);
      for (size_t k = byte + 1; k < aligned; k++) piece[k] = 0;
      memcpy(piece + aligned, "\x00\x00\xff\xff", 4);
      len = aligned + 4;
    }
    memcpy(z + o, piece, len); o += len;
    free(piece);
  }
  uLong adler = adler32(1, in->data, (uInt)in->size);
  for (int k = 3; k >= 0; k--) z[o++] = (uint8_t)(adler >> (8 * k));
  uint8_t *back = malloc(in->size + 1);
  uLongf size = in->size + 1;
  int r = uncompress(back, &size, z, o);
  CHECK(r == Z_OK && size == in->size && !memcmp(back, in->data, in->size), "%s L%d %d pieces: zlib gives %d", in->name, level, pieces, r);
  free(back);
done:
  free(z);
  libdeflate_free_compressor(c);
}

// Damaged streams, each in a buffer of its exact size (so that AddressSanitizer sees any read past
// it): every walk must return, and a success must lie within the stream.
static void walk_damaged(const uint8_t *s, size_t len) {
  uint8_t *copy = malloc(len ? len : 1);
  memcpy(copy, s, len);
  size_t header, end;
  if (bk_deflate_walk(copy, len, &header, &end) == 0) CHECK(header < end && end <= len * 8, "damaged walk ends at %zu of %zu bytes", end, len);
  free(copy);
}

static void fuzz(const uint8_t *s, size_t len, int rounds) {
  uint8_t *m = malloc(len + 64);
  for (size_t cut = 0; cut < len; cut += len < 4096 ? 1 : 1 + len / 997) walk_damaged(s, cut);
  for (int k = 0; k < rounds; k++) {
    memcpy(m, s, len);
    int flips = 1 + (int)(rng() % 4);
    for (int f = 0; f < flips; f++) { size_t bit = rng() % (len * 8); m[bit >> 3] ^= (uint8_t)(1u << (bit & 7)); }
    walk_damaged(m, k & 1 ? len : rng() % (len + 1));
  }
  free(m);
}

static void fuzz_random(int rounds) {
  uint8_t m[4096];
  for (int k = 0; k < rounds; k++) {
    size_t len = rng() % sizeof m;
    for (size_t i = 0; i < len; i++) m[i] = (uint8_t)rng();
    if (len && k % 3 == 0) m[0] = (uint8_t)((m[0] & ~6u) | 4);  // a dynamic block, to get past its header more often
    if (len && k % 3 == 1) m[0] = (uint8_t)((m[0] & ~6u) | 2);  // a fixed block
    walk_damaged(m, len);
  }
}

// ---- Timing ------------------------------------------------------------------------------------

static double best_ns(int which, const uint8_t *s, size_t len, int runs) {
  double best = 1e30;
  size_t header, end, symbols = 0;
  for (int k = 0; k < runs; k++) {
    double t = now();
    int r = which ? bk_deflate_walk(s, len, &header, &end) : old_walk(s, len, &header, &end, &symbols);
    t = now() - t;
    if (r) { printf("timing walk failed\n"); exit(1); }
    if (t < best) best = t;
  }
  return best * 1e9;
}

static void time_pieces(const input *in, int level, int pieces) {
  struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
  for (int i = 0; i < pieces; i++) {
    size_t a = in->size * i / pieces, b = in->size * (i + 1) / pieces, len, header, end, symbols = 0;
    uint8_t *z = deflate_piece(c, in->data + a, b - a, &len);
    old_walk(z, len, &header, &end, &symbols);
    double old_ns = best_ns(0, z, len, 15), new_ns = best_ns(1, z, len, 15);
    double per = symbols ? (double)symbols : 1.0 / 0.0;  // stored blocks only: no symbols
    printf("%-28s L%-2d piece %d/%d: %8zu B in, %7zu B out, %7zu symbols | old %6.2f ns/sym %6.3f ns/B | new %5.2f ns/sym %6.3f ns/B | %.1fx\n",
           in->name, level, i + 1, pieces, b - a, len, symbols, old_ns / per, old_ns / (b - a), new_ns / per,
           new_ns / (b - a), old_ns / new_ns);
    free(z);
  }
  libdeflate_free_compressor(c);
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  input inputs[16];
  int n = 0, timing_only = argc > 1 && !strcmp(argv[1], "-t");
  for (int i = 1 + timing_only; i + 2 < argc && n < 10; i += 3) inputs[n++] = image(argv[i], atoi(argv[i + 1]), atoi(argv[i + 2]));
  int images = n;
  const char *names[] = {"text", "noise", "zeros", "skewed"};
  for (int k = 0; k < 4; k++) inputs[n++] = synthetic(names[k], 600000);
  inputs[n++] = synthetic("text", 300);  // a fixed-Huffman block, most likely
  inputs[n - 1].name = "small text";

  if (timing_only) goto timing;
  // (a) ground truth
  for (int i = 0; i < n; i++)
    for (int level = 0; level <= 12; level++)
      for (int pieces = 1; pieces <= 4; pieces += pieces < 2 ? 1 : 2) check_joined(&inputs[i], level, pieces);
  printf("joined pieces: %s\n", failures ? "FAILURES" : "all inflate back with zlib, old and new walks agree");

  // (b) damage: every input at a few levels, plus random bytes
  int before = failures;
  for (int i = 0; i < n; i++)
    for (int level = 0; level <= 12; level += 3) {
      struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
      size_t size = inputs[i].size < 200000 ? inputs[i].size : 200000, len;
      uint8_t *z = deflate_piece(c, inputs[i].data, size, &len);
      fuzz(z, len, 300);
      free(z);
      libdeflate_free_compressor(c);
    }
  fuzz_random(200000);
  printf("damaged and random streams: %s\n", failures > before ? "FAILURES" : "all walks returned, none out of bounds");

timing:  // (c) speed: as the encoder splits pages for two threads, at its default level 2 and at 6
  for (int i = 0; i < images; i++)
    for (int level = 2; level <= 6; level += 4) time_pieces(&inputs[i], level, 2);
  for (int i = images; i < images + 3; i++) time_pieces(&inputs[i], 6, 1);
  for (int i = 0; i < n; i++) free(inputs[i].data);
  return failures != 0;
}
