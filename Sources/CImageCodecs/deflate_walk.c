// A walk over a raw deflate stream that finds where its final block starts and where the stream
// ends, decoding the Huffman symbols without producing output (RFC 1951). libdeflate always marks
// the last block of its output final; clearing that bit and ending the piece with an empty stored
// block lets pieces compressed apart, on several threads, join into one zlib stream.
//
// Only positions matter, so the walk is built the way fast inflaters are (libdeflate's
// decompress_template.h, zlib's inffast.c) minus everything about output: a 64-bit bit buffer
// topped up by unaligned 8-byte loads, and a lookup table per code whose entries already say how
// many bits a symbol takes with its extra bits. Values are never needed, so a literal/length entry
// whose index also holds the next distance code covers the length and its distance at once (a
// screenshot's runs of length 258 at the row's distance): one table lookup instead of two
// dependent ones. Codes longer than a table's index are decoded the slow, canonical way (rare:
// they are the least frequent symbols). libdeflate ends a block every few thousand symbols, so
// building the tables has to stay cheap too. Everything lives on the stack.
#include "CImageCodecs.h"

#include <string.h>

enum { LITLEN_BITS = 11, DIST_BITS = 8, PRECODE_BITS = 7, MAX_LENGTH = 15 };

// A table entry: bits 0-5 are the bits to consume (codes and extra bits), bits 6-9 the bits of
// the index its codes take, the flags say what it is: SYMBOLS, a literal, or a length with its
// distance, nothing more to do; LENGTH, a length whose distance needs its own lookup; END; LONG, a
// code longer than the index. 0 is an invalid symbol (286, 287, distances 30 and 31, or a hole in
// an incomplete code).
enum { NBITS = 63, CODE_SHIFT = 6, SYMBOLS = 1 << 10, LENGTH = 1 << 11, DISTANCE = 1 << 12, END = 1 << 13,
       LONG = 1 << 14 };

typedef struct {
  uint16_t entry[1 << LITLEN_BITS];  // by the next bits of the stream (codes are LSB first)
  uint16_t count[MAX_LENGTH + 1];    // codes per length and the symbols sorted by length, for the
  uint16_t symbol[288];              // canonical decode of long codes
  unsigned used;                     // symbols with a code
} huffman;

// ---- Bits ----------------------------------------------------------------------------------------

typedef struct {
  const uint8_t *start, *in, *end;
  uint64_t buf;       // the next `left` bits of the stream, LSB first; above them, more stream or 0
  unsigned left;      // 0...63
  unsigned overrun;   // zero bytes read past the end
  int error;          // the walk read more than 8 bytes past the end
} bits;

static inline uint64_t load64(const uint8_t *p) {
  uint64_t word;
  memcpy(&word, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  word = __builtin_bswap64(word);
#endif
  return word;
}

// Tops the buffer up to 56...63 bits with one unaligned load; the caller checked that 8 bytes
// remain. Only whole bytes count as taken: the next byte's low bits also land above `left`, and
// the next refill ORs the same bits into the same place.
static inline void refill_fast(bits *b) {
  b->buf |= load64(b->in) << b->left;
  b->in += (63 - b->left) >> 3;
  b->left |= 56;
}

// Near the end, byte by byte with zeros past it. Once more than 8 zero bytes are needed, bits past
// the end were consumed: the stream is bad, and the flag stops a walk that would go on on zeros.
static void refill_slow(bits *b) {
  while (b->left < 56) {
    uint64_t byte = 0;
    if (b->in < b->end) byte = *b->in++; else b->error |= ++b->overrun > 8;
    b->buf |= byte << b->left;
    b->left += 8;
  }
}

static inline void refill(bits *b) {
  if (b->end - b->in >= 8) refill_fast(b); else refill_slow(b);
}

static inline void consume(bits *b, unsigned n) { b->buf >>= n; b->left -= n; }

static unsigned take(bits *b, unsigned n) {
  if (b->left < n) refill(b);
  unsigned v = (unsigned)(b->buf & ((1u << n) - 1));
  consume(b, n);
  return v;
}

static size_t position(const bits *b) {
  return ((size_t)(b->in - b->start) + b->overrun) * 8 - b->left;
}

// ---- Codes ---------------------------------------------------------------------------------------

static const uint8_t length_extra[29] = {0,0,0,0,0,0,0,0,1,1,1,1,2,2,2,2,3,3,3,3,4,4,4,4,5,5,5,5,0};
static const uint8_t distance_extra[30] = {0,0,0,0,1,1,2,2,3,3,4,4,5,5,6,6,7,7,8,8,9,9,10,10,11,11,12,12,13,13};

// What a symbol is, as an entry without its code length.
static unsigned litlen_kind(unsigned s) {
  return s < 256 ? SYMBOLS : s == 256 ? END : s < 286 ? LENGTH + length_extra[s - 257] : 0;
}
static unsigned distance_kind(unsigned s) { return s < 30 ? DISTANCE + distance_extra[s] : 0; }

// Decodes one symbol bit by bit the canonical way (RFC 1951 3.2.2) from at least 15 bits; sets
// its code length. -1 for a hole in an incomplete code.
static int slow_decode(const huffman *h, uint64_t buf, unsigned *length) {
  int code = 0, first = 0, index = 0;
  for (unsigned len = 1; len <= MAX_LENGTH; len++) {
    code |= (int)(buf & 1);
    buf >>= 1;
    int count = h->count[len];
    if (code - count < first) { *length = len; return h->symbol[index + code - first]; }
    index += count; first += count; first <<= 1; code <<= 1;
  }
  return -1;
}

// The entry of a code longer than the table's index, from at least 15 bits.
static uint16_t long_entry(const huffman *h, uint64_t buf, int distances) {
  unsigned len = 0;
  int s = slow_decode(h, buf, &len);
  unsigned kind = s < 0 ? 0 : distances ? distance_kind((unsigned)s) : litlen_kind((unsigned)s);
  return (uint16_t)(kind ? kind + len : 0);  // (its code length field is not used)
}

// Counts and sorts the code lengths; returns the code space left (0 for a complete code, more
// for an incomplete one), or -1 for an over-subscribed one.
static int count_codes(huffman *h, const uint8_t *lengths, unsigned n) {
  uint16_t offset[MAX_LENGTH + 2];
  memset(h->count, 0, sizeof h->count);
  for (unsigned i = 0; i < n; i++) h->count[lengths[i]]++;
  h->count[0] = 0;
  int left = 1;
  offset[1] = 0;
  for (unsigned len = 1; len <= MAX_LENGTH; len++) {
    left = (left << 1) - h->count[len];
    if (left < 0) return -1;
    offset[len + 1] = (uint16_t)(offset[len] + h->count[len]);
  }
  for (unsigned i = 0; i < n; i++)
    if (lengths[i]) h->symbol[offset[lengths[i]]++] = (uint16_t)i;
  h->used = offset[MAX_LENGTH + 1];
  return left;
}

// The next code after `code` in canonical order, both `len` bits long and bit-reversed (the stream
// sends codes MSB first into an LSB-first buffer): set the highest 0 bit and clear the 1s above
// it. A longer next code needs no change: its extra low-order 0 bits are high-order ones here.
static unsigned next_code(unsigned code, unsigned len) {
  unsigned zeros = code ^ ((1u << len) - 1);
  if (!zeros) return 1u << len;  // the code space is full: past every slot
  unsigned bit = 1u << (31 - __builtin_clz(zeros));
  return (code & (bit - 1)) | bit;
}

// Fills a distance table; -1 for an over-subscribed code.
static int build_distances(huffman *h, const uint8_t *lengths, unsigned n) {
  if (count_codes(h, lengths, n) < 0) return -1;
  unsigned size = 1u << DIST_BITS, code = 0;
  for (unsigned i = 0; i < size; i++) h->entry[i] = LONG;
  for (unsigned k = 0; k < h->used && code < size; k++) {
    unsigned s = h->symbol[k], len = lengths[s], kind = distance_kind(s);
    if (len > DIST_BITS) break;  // the rest are long codes: left LONG
    uint16_t e = (uint16_t)(kind ? kind + (len << CODE_SHIFT) + len : 0);
    for (unsigned slot = code; slot < size; slot += 1u << len) h->entry[slot] = e;
    code = next_code(code, len);
  }
  return 0;
}

// Fills a literal/length table; -1 for an over-subscribed code. A length whose code and extra bits
// leave room for a distance code in the index becomes a SYMBOLS entry where that code fits.
static int build_litlen(huffman *h, const uint8_t *lengths, unsigned n, const huffman *dist) {
  if (count_codes(h, lengths, n) < 0) return -1;
  unsigned size = 1u << LITLEN_BITS, code = 0;
  for (unsigned i = 0; i < size; i++) h->entry[i] = LONG;
  for (unsigned k = 0; k < h->used && code < size; k++) {
    unsigned s = h->symbol[k], len = lengths[s];
    if (len > LITLEN_BITS) break;  // the rest are long codes: left LONG
    unsigned kind = litlen_kind(s), all = len + (kind & NBITS);
    uint16_t e = (uint16_t)(kind ? (kind & ~(unsigned)NBITS) + (len << CODE_SHIFT) + all : 0);
    if (!(kind & LENGTH) || all >= LITLEN_BITS) {
      for (unsigned slot = code; slot < size; slot += 1u << len) h->entry[slot] = e;
    } else {
      for (unsigned slot = code; slot < size; slot += 1u << len) {  // without branches: no guessing wrong
        unsigned d = dist->entry[(slot >> all) & ((1u << DIST_BITS) - 1)];  // the bits after the length's
        unsigned fit = all + ((d >> CODE_SHIFT) & 15);
        unsigned pair = SYMBOLS + (fit << CODE_SHIFT) + all + (d & NBITS);
        unsigned use = 0u - (((d & DISTANCE) != 0) & (fit <= LITLEN_BITS));
        h->entry[slot] = (uint16_t)((pair & use) | (e & ~use));
      }
    }
    code = next_code(code, len);
  }
  return 0;
}

// ---- Blocks --------------------------------------------------------------------------------------

// Acts on entry e of the literal/length table, other than SYMBOLS: 0 to go on, 1 at the end of
// the block, -1 for an invalid symbol. Needs 48 bits in the buffer (15 + 5 for a length, 15 + 13
// for a distance).
static int act(bits *b, uint16_t e, const huffman *litlen, const huffman *dist) {
  if (e & LONG) e = long_entry(litlen, b->buf, 0);
  consume(b, e & NBITS);
  if (e & SYMBOLS) return 0;
  if (e & LENGTH) {
    uint16_t d = dist->entry[b->buf & ((1u << DIST_BITS) - 1)];
    if (d & LONG) d = long_entry(dist, b->buf, 1);
    consume(b, d & NBITS);
    return d ? 0 : -1;
  }
  return e & END ? 1 : -1;
}

// Skips a Huffman block's symbols up to its end-of-block code. The reader is copied into locals so
// that the hot loop keeps it in registers. The loop's speed is bound by its chain of dependent
// steps: table lookup, shift by the entry, next lookup. A SYMBOLS entry takes at most 24 bits (11
// + 13), so the buffer is refilled before consuming it, while it is looked up: the refill then
// depends on the entry before, and its load has a whole step to arrive off that chain.
static int skip_symbols(bits *reader, const huffman *litlen, const huffman *dist) {
  enum { MASK = (1u << LITLEN_BITS) - 1 };
  const uint16_t *table = litlen->entry;
  bits b = *reader;
  int r = 0;
  while (r == 0 && b.end - b.in >= 8) {
    refill_fast(&b);
    uint16_t e = table[b.buf & MASK];
    while (e & SYMBOLS) {  // 32 bits or more in the buffer here
      if (b.end - b.in < 8) goto near_end;
      refill_fast(&b);
      consume(&b, e & NBITS);
      e = table[b.buf & MASK];
    }
    if (b.end - b.in < 8) break;
    refill_fast(&b);
    if (e & LENGTH) {  // a length and its distance, looked up apart
      consume(&b, e & NBITS);
      uint16_t d = dist->entry[b.buf & ((1u << DIST_BITS) - 1)];
      if (!(d & DISTANCE)) d = (d & LONG) ? long_entry(dist, b.buf, 1) : 0;
      if (!d) { r = -1; break; }
      consume(&b, d & NBITS);
      continue;
    }
    r = act(&b, e, litlen, dist);
  }
near_end:
  while (r == 0) {  // byte by byte, an entry at a time
    refill_slow(&b);
    if (b.error) return -1;
    uint16_t e = table[b.buf & MASK];
    if (e & SYMBOLS) consume(&b, e & NBITS); else r = act(&b, e, litlen, dist);
  }
  *reader = b;
  return r < 0 ? -1 : 0;
}

static void fixed_tables(huffman *litlen, huffman *dist) {
  uint8_t lengths[288];
  memset(lengths, 5, 30);
  build_distances(dist, lengths, 30);
  memset(lengths, 8, 144);
  memset(lengths + 144, 9, 112);
  memset(lengths + 256, 7, 24);
  memset(lengths + 280, 8, 8);
  build_litlen(litlen, lengths, 288, dist);
}

// The code-length code of a dynamic block, as a table of symbol << 4 | code length. It must be
// complete (as zlib wants it), so every slot gets a symbol.
static int build_precode(uint16_t *table, const uint8_t *lengths) {
  huffman h;
  if (count_codes(&h, lengths, 19) != 0) return -1;
  for (unsigned k = 0, code = 0; k < h.used; k++) {
    unsigned s = h.symbol[k], len = lengths[s];
    for (unsigned slot = code; slot < 1u << PRECODE_BITS; slot += 1u << len) table[slot] = (uint16_t)(s << 4 | len);
    code = next_code(code, len);
  }
  return 0;
}

// Reads a dynamic block's code lengths (RFC 1951 3.2.7) and builds its tables.
static int dynamic_tables(bits *b, huffman *litlen, huffman *dist) {
  static const uint8_t order[19] = {16,17,18,0,8,7,9,6,10,5,11,4,12,3,13,2,14,1,15};
  uint8_t lengths[286 + 30];
  uint16_t precode[1 << PRECODE_BITS];
  unsigned nlen = take(b, 5) + 257, ndist = take(b, 5) + 1, ncode = take(b, 4) + 4;
  if (nlen > 286 || ndist > 30) return -1;
  memset(lengths, 0, 19);
  for (unsigned i = 0; i < ncode; i++) lengths[order[i]] = (uint8_t)take(b, 3);
  if (build_precode(precode, lengths)) return -1;
  for (unsigned i = 0, n = nlen + ndist; i < n;) {
    if (b->left < 14) refill(b);  // a 7-bit code and 7 extra bits
    unsigned e = precode[b->buf & ((1u << PRECODE_BITS) - 1)], s = e >> 4;
    consume(b, e & 15);
    if (s < 16) { lengths[i++] = (uint8_t)s; continue; }
    uint8_t value = 0;
    unsigned repeat;
    if (s == 16) { if (i == 0) return -1; value = lengths[i - 1]; repeat = 3 + take(b, 2); }
    else if (s == 17) repeat = 3 + take(b, 3);
    else repeat = 11 + take(b, 7);
    if (i + repeat > n) return -1;
    memset(lengths + i, value, repeat);
    i += repeat;
  }
  if (b->error || build_distances(dist, lengths + nlen, ndist) || build_litlen(litlen, lengths, nlen, dist)) return -1;
  return 0;
}

// A stored block: to the byte boundary, LEN and its complement NLEN, LEN bytes.
static int skip_stored(bits *b) {
  size_t length = (size_t)(b->end - b->start), byte = (position(b) + 7) >> 3;
  if (byte > length || length - byte < 4) return -1;
  const uint8_t *p = b->start + byte;
  unsigned len = p[0] | p[1] << 8, nlen = p[2] | p[3] << 8;
  if (len != (~nlen & 0xffff) || length - byte - 4 < len) return -1;
  b->in = p + 4 + len;
  b->buf = 0; b->left = 0; b->overrun = 0;
  return 0;
}

// Bit offsets of the final block's header and of the stream's end; 0 on success, -1 otherwise.
int bk_deflate_walk(const uint8_t *stream, size_t length, size_t *final_header, size_t *end) {
  bits b = {stream, stream, stream + length, 0, 0, 0, 0};
  huffman litlen, dist;
  for (;;) {
    size_t header = position(&b);
    unsigned last = take(&b, 1), type = take(&b, 2);
    int r;
    if (type == 0) r = skip_stored(&b);
    else if (type == 1) { fixed_tables(&litlen, &dist); r = skip_symbols(&b, &litlen, &dist); }
    else if (type == 2) r = dynamic_tables(&b, &litlen, &dist) || skip_symbols(&b, &litlen, &dist) ? -1 : 0;
    else r = -1;
    if (r || b.error || position(&b) > length * 8) return -1;
    if (last) { *final_header = header; *end = position(&b); return 0; }
  }
}
