#include "flat_huffman.h"

#include <stdlib.h>

// Code lengths for `A`, frequencies sorted ascending, in place (Moffat and Katajainen, "In-place
// calculation of minimum-redundancy codes", 1995).
static void minimum_redundancy(uint32_t *A, int n) {
  if (n == 1) {
    A[0] = 1;
    return;
  }
  A[0] += A[1];
  int root = 0, leaf = 2, next;
  for (next = 1; next < n - 1; next++) {
    if (leaf >= n || A[root] < A[leaf]) A[next] = A[root], A[root++] = (uint32_t)next;
    else A[next] = A[leaf++];
    if (leaf >= n || (root < next && A[root] < A[leaf])) A[next] += A[root], A[root++] = (uint32_t)next;
    else A[next] += A[leaf++];
  }
  A[n - 2] = 0;
  for (next = n - 3; next >= 0; next--) A[next] = A[A[next]] + 1;
  int available = 1, used = 0, depth = 0;
  root = n - 2;
  next = n - 1;
  while (available > 0) {
    while (root >= 0 && (int)A[root] == depth) used++, root--;
    while (available > used) A[next--] = (uint32_t)depth, available--;
    available = 2 * used;
    depth++;
    used = 0;
  }
}

static int ascending(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

void bk_huffman_lengths(const uint32_t *freq, int n, int max_bits, uint8_t *lengths) {
  uint64_t keys[BK_HUFFMAN_MAX_SYMBOLS];  // frequency, then symbol: ties go the same way always
  int m = 0;
  for (int i = 0; i < n; i++) {
    lengths[i] = 0;
    if (freq[i]) keys[m++] = (uint64_t)freq[i] << 16 | (uint64_t)i;
  }
  if (m == 0) return;
  qsort(keys, (size_t)m, sizeof keys[0], ascending);
  uint32_t A[BK_HUFFMAN_MAX_SYMBOLS];
  for (int i = 0; i < m; i++) A[i] = (uint32_t)(keys[i] >> 16);
  minimum_redundancy(A, m);
  // Lengths over the limit come down to it; then, while the code is over-full (Kraft), one code
  // at the limit goes and one shorter code splits into two a bit longer.
  int count[BK_HUFFMAN_MAX_SYMBOLS + 1] = {0};
  for (int i = 0; i < m; i++) count[A[i] > (uint32_t)max_bits ? max_bits : A[i]]++;
  uint32_t total = 0;
  for (int bits = 1; bits <= max_bits; bits++) total += (uint32_t)count[bits] << (max_bits - bits);
  while (total > (1u << max_bits)) {
    count[max_bits]--;
    for (int bits = max_bits - 1; bits > 0; bits--)
      if (count[bits]) {
        count[bits]--;
        count[bits + 1] += 2;
        break;
      }
    total--;
  }
  // The least frequent symbols get the longest codes.
  int next = 0;
  for (int bits = max_bits; bits >= 1; bits--)
    for (int k = 0; k < count[bits]; k++) lengths[keys[next++] & 0xffff] = (uint8_t)bits;
}

static uint32_t reversed(uint32_t code, int bits) {
  uint32_t result = 0;
  for (int i = 0; i < bits; i++) result = result << 1 | (code >> i & 1);
  return result;
}

void bk_huffman_codes(const uint8_t *lengths, int n, uint16_t *codes) {
  int count[16] = {0};
  for (int i = 0; i < n; i++) count[lengths[i]]++;
  count[0] = 0;
  uint32_t next[16] = {0}, code = 0;
  for (int bits = 1; bits < 16; bits++) {
    code = (code + (uint32_t)count[bits - 1]) << 1;
    next[bits] = code;
  }
  for (int i = 0; i < n; i++) codes[i] = lengths[i] ? (uint16_t)reversed(next[lengths[i]]++, lengths[i]) : 0;
}
