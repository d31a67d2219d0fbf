// Huffman codes as deflate wants them (flat_huffman.c): lengths fitted to a histogram under a
// limit, and the canonical codes of those lengths.
#ifndef BUBBLEKIT_FLAT_HUFFMAN_H
#define BUBBLEKIT_FLAT_HUFFMAN_H

#include <stdint.h>

enum { BK_HUFFMAN_MAX_SYMBOLS = 288 };

/// Lengths of a Huffman code for `freq` (n <= BK_HUFFMAN_MAX_SYMBOLS) of at most `max_bits`;
/// symbols that never occur get 0.
void bk_huffman_lengths(const uint32_t *freq, int n, int max_bits, uint8_t *lengths);

/// Canonical codes for `lengths`, bit-reversed as deflate writes them (first bit lowest).
void bk_huffman_codes(const uint8_t *lengths, int n, uint16_t *codes);

#endif
