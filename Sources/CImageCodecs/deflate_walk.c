// A walk over a raw deflate stream that finds where its final block starts and where the stream
// ends, decoding the Huffman symbols without producing output (RFC 1951). libdeflate always marks
// the last block of its output final; clearing that bit and ending the piece with an empty stored
// block lets pieces compressed apart, on several threads, join into one zlib stream.
#include "CImageCodecs.h"

#include <string.h>

enum { TABLE_BITS = 10 };
typedef struct { const uint8_t *p, *end; uint64_t buf; int nbits; size_t bit; int error; } reader;

// Fills the buffer to at least 56 bits: eight bytes at a time where there are eight, else one
// by one, with zeros past the end (a walk that reads them fails its length checks).
static inline void refill(reader *r) {
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
static inline unsigned take(reader *r, int n) {
  if (r->nbits < n) refill(r);
  unsigned v = (unsigned)(r->buf & ((1ull << n) - 1));
  r->buf >>= n; r->nbits -= n; r->bit += (size_t)n;
  return v;
}

typedef struct { uint16_t entry[1 << TABLE_BITS]; uint16_t count[16]; uint16_t symbol[320]; } huffman;
// entry: symbol << 4 | length; length 0 means "longer than TABLE_BITS: slow path".

static unsigned reverse(unsigned code, int length) {
  unsigned r = 0;
  for (int i = 0; i < length; i++) { r = (r << 1) | (code & 1); code >>= 1; }
  return r;
}

static int build(huffman *h, const uint8_t *lengths, int n) {
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
  // next[len] per RFC 1951: code = (code + bl_count[len-1]) << 1, with bl_count[0] = 0.
  memset(h->entry, 0, sizeof h->entry);
  for (int i = 0; i < n; i++) {
    int len = lengths[i];
    if (!len) continue;
    unsigned c = next[len]++;
    if (len > TABLE_BITS) continue;
    unsigned r = reverse(c, len);
    for (unsigned k = r; k < (1u << TABLE_BITS); k += 1u << len) h->entry[k] = (uint16_t)(i << 4 | len);
  }
  return left;
}

static int slow_decode(reader *r, const huffman *h) {
  int code = 0, first = 0, index = 0;
  for (int len = 1; len < 16; len++) {
    code |= (int)take(r, 1);
    int count = h->count[len];
    if (code - count < first) return h->symbol[index + (code - first)];
    index += count; first += count; first <<= 1; code <<= 1;
  }
  return -1;
}

static inline int decode(reader *r, const huffman *h) {
  if (r->nbits < 15) refill(r);
  uint16_t e = h->entry[r->buf & ((1u << TABLE_BITS) - 1)];
  int len = e & 15;
  if (len) { r->buf >>= len; r->nbits -= len; r->bit += (size_t)len; return e >> 4; }
  return slow_decode(r, h);
}

static const uint8_t lext[29] = {0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0};
static const uint8_t dext[30] = {0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13};

static int skip_codes(reader *r, const huffman *lencode, const huffman *distcode) {
  for (;;) {
    int symbol = decode(r, lencode);
    if (symbol < 256) { if (symbol < 0) return -1; continue; }
    if (symbol == 256) return 0;
    symbol -= 257;
    if (symbol >= 29) return -1;
    if (lext[symbol]) take(r, lext[symbol]);
    symbol = decode(r, distcode);
    if (symbol < 0 || symbol >= 30) return -1;
    if (dext[symbol]) take(r, dext[symbol]);
  }
}

static int tables(reader *r, int type, huffman *lencode, huffman *distcode) {
  uint8_t lengths[320];
  if (type == 1) {
    int i = 0;
    for (; i < 144; i++) lengths[i] = 8;
    for (; i < 256; i++) lengths[i] = 9;
    for (; i < 280; i++) lengths[i] = 7;
    for (; i < 288; i++) lengths[i] = 8;
    build(lencode, lengths, 288);
    for (i = 0; i < 30; i++) lengths[i] = 5;
    build(distcode, lengths, 30);
    return 0;
  }
  static const uint8_t order[19] = {16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15};
  int nlen = (int)take(r, 5) + 257, ndist = (int)take(r, 5) + 1, ncode = (int)take(r, 4) + 4;
  if (nlen > 286 || ndist > 30) return -1;
  memset(lengths, 0, 19);
  for (int i = 0; i < ncode; i++) lengths[order[i]] = (uint8_t)take(r, 3);
  huffman codes;
  if (build(&codes, lengths, 19) != 0) return -1;
  for (int i = 0; i < nlen + ndist;) {
    int symbol = decode(r, &codes);
    if (symbol < 0) return -1;
    if (symbol < 16) { lengths[i++] = (uint8_t)symbol; continue; }
    uint8_t len = 0; int repeat;
    if (symbol == 16) { if (i == 0) return -1; len = lengths[i - 1]; repeat = 3 + (int)take(r, 2); }
    else if (symbol == 17) repeat = 3 + (int)take(r, 3);
    else repeat = 11 + (int)take(r, 7);
    if (i + repeat > nlen + ndist) return -1;
    while (repeat--) lengths[i++] = len;
  }
  if (build(lencode, lengths, nlen) < 0 || build(distcode, lengths + nlen, ndist) < 0) return -1;
  return 0;
}

static void seek(reader *r, const uint8_t *stream, size_t length, size_t bit) {
  size_t byte = bit >> 3;
  r->p = stream + (byte < length ? byte : length);
  r->buf = 0; r->nbits = 0; r->bit = byte * 8;
  take(r, (int)(bit & 7));
}

// Bit offsets of the final block's header and of the stream's end; 0 on success, -1 otherwise.
int bk_deflate_walk(const uint8_t *stream, size_t length, size_t *final_header, size_t *end) {
  reader r = {stream, stream + length, 0, 0, 0, 0};
  huffman lencode, distcode;
  for (;;) {
    size_t header = r.bit;
    int last = (int)take(&r, 1);
    int type = (int)take(&r, 2);
    if (type == 0) {
      size_t aligned = (r.bit + 7) & ~(size_t)7;
      size_t byte = aligned >> 3;
      if (byte + 4 > length) return -1;
      unsigned len = stream[byte] | stream[byte + 1] << 8;
      seek(&r, stream, length, aligned + (4 + (size_t)len) * 8);
    } else if (type == 3 || tables(&r, type, &lencode, &distcode) || skip_codes(&r, &lencode, &distcode)) {
      return -1;
    }
    if (r.bit > length * 8) return -1;
    if (last) { *final_header = header; *end = r.bit; return 0; }
  }
}
