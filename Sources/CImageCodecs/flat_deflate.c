// A deflate writer for flat UI images: chat pages are mostly one-colour runs, rows equal to the
// row above and anti-aliased text on flat fills, which a general match finder (libdeflate's) spends
// most of its time re-discovering. Written from the published descriptions of fast PNG encoders
// (fpnge, fpng) and QOI's design, not from their code. Rows stay unfiltered (filters measured
// 12 to 32% larger with these matches: docs/performance.md); repeats come from four places only
// (flat_tokenize.h); each block's literal/length code is a Huffman code fitted to that block's
// histogram. Standard deflate comes out (dynamic blocks, or stored ones when smaller), so every
// decoder reads it, and a piece's bytes depend only on its input, never on the processor.
#include "flat_deflate.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "CImageCodecs.h"
#include "flat_huffman.h"

enum {
  MIN_MATCH = 4,  // a three-byte repeat costs about what its literals do
  MAX_MATCH = 258,
  WINDOW = 32768,
  HASH_BITS = 14,
  HASH_BELOW = 32,    // a repeat shorter than this also looks where the next four bytes were seen
  SEGMENT = 1 << 19,  // input bytes per block: bounds the tokens kept (4 bytes each)
  LITERALS = 286,
  DISTANCES = 30,
  NOWHERE = 0xffffffffu,
};

static uint16_t length_symbol[256];
static uint8_t length_extra_bits[256];
static uint16_t length_extra_value[256];
static uint8_t short_distance_symbol[512];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_bits[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1,    2,    3,    4,    5,    7,     9,     13,    17,  25,
                                           33,   49,   65,   97,   129,  193,   257,   385,   513, 769,
                                           1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_bits[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                          6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
// The order in which a dynamic block lists the code-length code's lengths (RFC 1951, 3.2.7).
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};
static const uint8_t code_length_extra[19] = {[16] = 2, [17] = 3, [18] = 7};

static int long_distance_symbol(size_t distance) {
  int code = DISTANCES - 1;
  while (distance_base[code] > distance) code--;
  return code;
}

static void make_tables(void) {
  for (int length = 3; length <= MAX_MATCH; length++) {
    int code = length == MAX_MATCH ? 28 : 27;
    while (length_base[code] > length) code--;
    length_symbol[length - 3] = (uint16_t)(257 + code);
    length_extra_bits[length - 3] = length_bits[code];
    length_extra_value[length - 3] = (uint16_t)(length - length_base[code]);
  }
  for (int distance = 1; distance <= 512; distance++)
    short_distance_symbol[distance - 1] = (uint8_t)long_distance_symbol((size_t)distance);
}

static inline int distance_symbol(size_t distance) {
  return distance <= 512 ? short_distance_symbol[distance - 1] : long_distance_symbol(distance);
}

// A token is a literal byte (0...255) or a match: its distance from bit 14, its distance's code
// in bits 9...13 (for the writer), bit 8 set, and its length - 3.
static inline uint32_t match_token(size_t length, size_t distance, int code) {
  return (uint32_t)(distance << 14 | (uint32_t)code << 9 | 0x100 | (length - 3));
}

static inline uint32_t hash4(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return (v * 2654435761u) >> (32 - HASH_BITS);
}

// How many bytes from `p` on equal those from `q` on, at most `limit`.
static inline size_t match_length_portable(const uint8_t *p, const uint8_t *q, size_t limit) {
  size_t k = 0;
  while (k + 8 <= limit) {
    uint64_t a, b;
    memcpy(&a, p + k, 8);
    memcpy(&b, q + k, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (a != b) return k + (size_t)(__builtin_ctzll(a ^ b) >> 3);
#else
    if (a != b) break;
#endif
    k += 8;
  }
  while (k < limit && p[k] == q[k]) k++;
  return k;
}

typedef struct {
  const uint8_t *data;  // the whole input: matches may reach back into earlier segments
  size_t begin, end, row_bytes, pixel_bytes;
  int row_code;
} segment_input;

#define TOKENIZE_NAME tokenize_portable
#define TOKENIZE_TARGET
#define MATCH_LENGTH match_length_portable
#include "flat_tokenize.h"
#undef TOKENIZE_NAME
#undef TOKENIZE_TARGET
#undef MATCH_LENGTH

#if defined(__x86_64__)
#include <immintrin.h>

static inline size_t match_length_sse2(const uint8_t *p, const uint8_t *q, size_t limit) {
  size_t k = 0;
  while (k + 16 <= limit) {
    __m128i a = _mm_loadu_si128((const __m128i *)(p + k)), b = _mm_loadu_si128((const __m128i *)(q + k));
    unsigned equal = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(a, b));
    if (equal != 0xffff) return k + (size_t)__builtin_ctz(~equal);
    k += 16;
  }
  return k + match_length_portable(p + k, q + k, limit - k);
}

__attribute__((target("avx2"))) static inline size_t match_length_avx2(const uint8_t *p, const uint8_t *q,
                                                                      size_t limit) {
  size_t k = 0;
  while (k + 32 <= limit) {
    __m256i a = _mm256_loadu_si256((const __m256i *)(p + k)), b = _mm256_loadu_si256((const __m256i *)(q + k));
    unsigned equal = (unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(a, b));
    if (equal != 0xffffffffu) return k + (size_t)__builtin_ctz(~equal);
    k += 32;
  }
  return k + match_length_portable(p + k, q + k, limit - k);
}

#define TOKENIZE_NAME tokenize_sse2
#define TOKENIZE_TARGET
#define MATCH_LENGTH match_length_sse2
#include "flat_tokenize.h"
#undef TOKENIZE_NAME
#undef TOKENIZE_TARGET
#undef MATCH_LENGTH

#define TOKENIZE_NAME tokenize_avx2
#define TOKENIZE_TARGET __attribute__((target("avx2")))
#define MATCH_LENGTH match_length_avx2
#include "flat_tokenize.h"
#undef TOKENIZE_NAME
#undef TOKENIZE_TARGET
#undef MATCH_LENGTH
#endif

typedef size_t (*tokenizer)(const segment_input *, uint32_t *, uint32_t *, uint32_t *, uint32_t *);

struct bk_flat_writer {
  tokenizer tokenize;
  int instructions;
  uint32_t *tokens;  // SEGMENT of them
  uint32_t table[1 << HASH_BITS];
};

bk_flat_writer *bk_flat_writer_new(int instructions) {
  if (instructions < BK_INSTRUCTIONS_BEST || instructions > BK_INSTRUCTIONS_AVX2) return NULL;
  pthread_once(&tables_once, make_tables);
  tokenizer chosen = tokenize_portable;
  int used = BK_INSTRUCTIONS_PORTABLE;
#if defined(__x86_64__)
  __builtin_cpu_init();
  int avx2 = __builtin_cpu_supports("avx2");
  if (instructions == BK_INSTRUCTIONS_AVX2 && !avx2) return NULL;
  if (instructions == BK_INSTRUCTIONS_AVX2 || (instructions == BK_INSTRUCTIONS_BEST && avx2))
    chosen = tokenize_avx2, used = BK_INSTRUCTIONS_AVX2;
  else if (instructions != BK_INSTRUCTIONS_PORTABLE)
    chosen = tokenize_sse2, used = BK_INSTRUCTIONS_SSE2;
#else
  if (instructions != BK_INSTRUCTIONS_BEST && instructions != BK_INSTRUCTIONS_PORTABLE) return NULL;
#endif
  bk_flat_writer *writer = malloc(sizeof *writer);
  if (!writer) return NULL;
  writer->tokens = malloc(SEGMENT * sizeof(uint32_t));
  if (!writer->tokens) {
    free(writer);
    return NULL;
  }
  writer->tokenize = chosen;
  writer->instructions = used;
  return writer;
}

void bk_flat_writer_free(bk_flat_writer *writer) {
  if (!writer) return;
  free(writer->tokens);
  free(writer);
}

int bk_flat_writer_instructions(const bk_flat_writer *writer) { return writer->instructions; }

// --- Writing ------------------------------------------------------------------------------------

typedef struct {
  uint64_t bits;
  int count;
  uint8_t *out;
} bit_writer;

// Appends `count` bits (with those pending, at most 64): the whole word is stored each time and
// the output moves on by the bytes completed, so it needs 8 bytes of room past its end (the
// bound has them).
static inline void put_bits(bit_writer *w, uint64_t value, int count) {
  w->bits |= value << w->count;
  w->count += count;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  memcpy(w->out, &w->bits, 8);
#else
  for (int k = 0; k < 8; k++) w->out[k] = (uint8_t)(w->bits >> 8 * k);
#endif
  int bytes = w->count >> 3;
  w->out += bytes;
  w->bits = bytes == 8 ? 0 : w->bits >> (8 * bytes);
  w->count &= 7;
}

static void align_to_byte(bit_writer *w) {
  if (w->count > 0) *w->out++ = (uint8_t)w->bits;
  w->bits = 0;
  w->count = 0;
}

// `data` as stored blocks (at most 65,535 bytes each).
static void write_stored(bit_writer *w, const uint8_t *data, size_t size, int final) {
  size_t offset = 0;
  do {
    size_t chunk = size - offset > 65535 ? 65535 : size - offset;
    put_bits(w, final && offset + chunk == size ? 1 : 0, 3);  // BFINAL, BTYPE 00
    align_to_byte(w);
    uint8_t *out = w->out;
    out[0] = (uint8_t)chunk, out[1] = (uint8_t)(chunk >> 8), out[2] = (uint8_t)~chunk, out[3] = (uint8_t)(~chunk >> 8);
    memcpy(out + 4, data + offset, chunk);
    w->out = out + 4 + chunk;
    offset += chunk;
  } while (offset < size);
}

// A code of one symbol (or none) made complete: two symbols of one bit.
static void complete(uint8_t *lengths, int n) {
  int used = 0, first = -1;
  for (int i = 0; i < n; i++)
    if (lengths[i]) used++, first = first < 0 ? i : first;
  if (used >= 2) return;
  lengths[first > 0 ? first : 0] = 1;
  lengths[first > 0 ? 0 : 1] = 1;
}

// The code-length symbols that spell `lengths` (each with its extra bits above bit 8).
static int spell_lengths(const uint8_t *lengths, int n, uint16_t *symbols, uint32_t *freq) {
  int count = 0;
  for (int i = 0; i < n;) {
    int value = lengths[i], run = 1;
    while (i + run < n && lengths[i + run] == value) run++;
    i += run;
    if (value == 0) {
      for (; run >= 11; run -= run > 138 ? 138 : run) {
        int take = run > 138 ? 138 : run;
        symbols[count++] = (uint16_t)(18 | (take - 11) << 8), freq[18]++;
      }
      if (run >= 3) symbols[count++] = (uint16_t)(17 | (run - 3) << 8), freq[17]++, run = 0;
    } else {
      symbols[count++] = (uint16_t)value, freq[value]++, run--;
      for (; run >= 3; run -= run > 6 ? 6 : run) {
        int take = run > 6 ? 6 : run;
        symbols[count++] = (uint16_t)(16 | (take - 3) << 8), freq[16]++;
      }
    }
    for (; run > 0; run--) symbols[count++] = (uint16_t)value, freq[value]++;
  }
  return count;
}

typedef struct {
  uint8_t lengths[LITERALS + DISTANCES];  // literal/length code, then distance code
  uint16_t codes[LITERALS], distance_codes[DISTANCES];
  int literal_count, distance_count;
  uint16_t spelled[LITERALS + DISTANCES];
  int spelled_count, code_length_count;
  uint8_t code_length_lengths[19];
  uint16_t code_length_codes[19];
} block_codes;

// The block's codes from its histograms; returns the block's size in bits.
static uint64_t fit_codes(block_codes *c, const uint32_t *literal_freq, const uint32_t *distance_freq) {
  uint8_t *distance_lengths = c->lengths + LITERALS;
  bk_huffman_lengths(literal_freq, LITERALS, 15, c->lengths);
  bk_huffman_lengths(distance_freq, DISTANCES, 15, distance_lengths);
  complete(c->lengths, LITERALS);
  complete(distance_lengths, DISTANCES);
  c->literal_count = LITERALS, c->distance_count = DISTANCES;
  while (c->literal_count > 257 && c->lengths[c->literal_count - 1] == 0) c->literal_count--;
  while (c->distance_count > 1 && distance_lengths[c->distance_count - 1] == 0) c->distance_count--;
  uint8_t sequence[LITERALS + DISTANCES];
  memcpy(sequence, c->lengths, (size_t)c->literal_count);
  memcpy(sequence + c->literal_count, distance_lengths, (size_t)c->distance_count);
  uint32_t code_length_freq[19] = {0};
  c->spelled_count = spell_lengths(sequence, c->literal_count + c->distance_count, c->spelled, code_length_freq);
  bk_huffman_lengths(code_length_freq, 19, 7, c->code_length_lengths);
  complete(c->code_length_lengths, 19);
  c->code_length_count = 19;
  while (c->code_length_count > 4 && c->code_length_lengths[code_length_order[c->code_length_count - 1]] == 0)
    c->code_length_count--;
  bk_huffman_codes(c->lengths, LITERALS, c->codes);
  bk_huffman_codes(distance_lengths, DISTANCES, c->distance_codes);
  bk_huffman_codes(c->code_length_lengths, 19, c->code_length_codes);

  uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)c->code_length_count;
  for (int i = 0; i < 19; i++)
    bits += (uint64_t)code_length_freq[i] * (c->code_length_lengths[i] + code_length_extra[i]);
  for (int i = 0; i < LITERALS; i++)
    bits += (uint64_t)literal_freq[i] * (c->lengths[i] + (i > 256 ? length_bits[i - 257] : 0));
  for (int i = 0; i < DISTANCES; i++) bits += (uint64_t)distance_freq[i] * (distance_lengths[i] + distance_bits[i]);
  return bits;
}

static void write_header(bit_writer *w, const block_codes *c, int final) {
  put_bits(w, final ? 1 : 0, 1);
  put_bits(w, 2, 2);  // dynamic Huffman codes
  put_bits(w, (uint32_t)(c->literal_count - 257), 5);
  put_bits(w, (uint32_t)(c->distance_count - 1), 5);
  put_bits(w, (uint32_t)(c->code_length_count - 4), 4);
  for (int i = 0; i < c->code_length_count; i++) put_bits(w, c->code_length_lengths[code_length_order[i]], 3);
  for (int i = 0; i < c->spelled_count; i++) {
    int symbol = c->spelled[i] & 0xff;
    put_bits(w, c->code_length_codes[symbol], c->code_length_lengths[symbol]);
    if (symbol >= 16) put_bits(w, c->spelled[i] >> 8, code_length_extra[symbol]);
  }
}

static void write_tokens(bit_writer *w, const block_codes *c, const uint32_t *tokens, size_t count) {
  const uint8_t *lengths = c->lengths, *distance_lengths = c->lengths + LITERALS;
  // Each length's code and extra bits as one field: a match is then one write with its distance.
  uint32_t length_field[256];
  uint8_t length_field_bits[256];
  for (int index = 0; index < 256; index++) {
    int symbol = length_symbol[index];
    length_field[index] = c->codes[symbol] | (uint32_t)length_extra_value[index] << lengths[symbol];
    length_field_bits[index] = (uint8_t)(lengths[symbol] + length_extra_bits[index]);
  }
  for (size_t t = 0; t < count; t++) {
    uint32_t token = tokens[t];
    if (token < 256) {
      put_bits(w, c->codes[token], lengths[token]);
      continue;
    }
    int index = token & 0xff, code = token >> 9 & 31;
    uint64_t distance_field = c->distance_codes[code] | (uint64_t)((token >> 14) - distance_base[code])
                                                            << distance_lengths[code];
    put_bits(w, length_field[index] | distance_field << length_field_bits[index],
             length_field_bits[index] + distance_lengths[code] + distance_bits[code]);
  }
  put_bits(w, c->codes[256], lengths[256]);
}

size_t bk_flat_deflate_bound(size_t size) {
  // Stored blocks at worst: 5 bytes each and a byte of alignment, per 65,535 bytes and per
  // segment; an empty stored block to end a piece; 8 bytes of room for the last word's store.
  return size + 6 * (size / 65535 + size / SEGMENT + 2) + 5 + 8;
}

size_t bk_flat_deflate(bk_flat_writer *writer, const uint8_t *data, size_t size, size_t row_bytes,
                       size_t pixel_bytes, int last, uint8_t *out, size_t capacity) {
  if (size == 0 || size >= NOWHERE || capacity < bk_flat_deflate_bound(size) || pixel_bytes < 1) return 0;
  if (row_bytes > WINDOW) row_bytes = 0;  // the row above is out of deflate's reach
  memset(writer->table, 0xff, sizeof writer->table);
  bit_writer w = {0, 0, out};
  block_codes codes;
  for (size_t begin = 0; begin < size; begin += SEGMENT) {
    size_t end = size - begin > SEGMENT ? begin + SEGMENT : size;
    int final = last && end == size;
    segment_input in = {data, begin, end, row_bytes, pixel_bytes, row_bytes ? distance_symbol(row_bytes) : 0};
    uint32_t literal_freq[LITERALS] = {0}, distance_freq[DISTANCES] = {0};
    size_t count = writer->tokenize(&in, writer->tokens, writer->table, literal_freq, distance_freq);
    literal_freq[256] = 1;
    uint64_t bits = fit_codes(&codes, literal_freq, distance_freq);
    if (bits / 8 + 8 >= end - begin) {
      write_stored(&w, data + begin, end - begin, final);
      continue;
    }
    write_header(&w, &codes, final);
    write_tokens(&w, &codes, writer->tokens, count);
  }
  if (!last) {
    put_bits(&w, 0, 3);  // an empty stored block ends the piece on a byte
    align_to_byte(&w);
    memcpy(w.out, "\x00\x00\xff\xff", 4);
    w.out += 4;
  }
  align_to_byte(&w);
  return (size_t)(w.out - out);
}
