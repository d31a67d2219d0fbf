#ifndef BUBBLEKIT_CIMAGECODECS_H
#define BUBBLEKIT_CIMAGECODECS_H

#include <stddef.h>
#include <stdint.h>

/// A PNG encoder at one level (0...12), keeping its compressor between images. Levels 1 and 2
/// use BubbleKit's writer for flat images (flat_deflate.c), the others libdeflate at that level.
typedef struct bk_png_encoder bk_png_encoder;
bk_png_encoder *bk_png_encoder_new(int level);
void bk_png_encoder_free(bk_png_encoder *encoder);

/// The instructions the flat writer compares bytes with: the widest the processor has, or one
/// named (the tests check that each writes the same bytes).
enum { BK_INSTRUCTIONS_BEST = 0, BK_INSTRUCTIONS_PORTABLE = 1, BK_INSTRUCTIONS_SSE2 = 2, BK_INSTRUCTIONS_AVX2 = 3 };
/// An encoder at `level` whose flat writer uses `instructions`; NULL when the processor lacks them.
bk_png_encoder *bk_png_encoder_new_with_instructions(int level, int instructions);
/// The instructions the encoder's flat writer uses (BK_INSTRUCTIONS_*), or -1 at a libdeflate level.
int bk_png_encoder_instructions(const bk_png_encoder *encoder);

/// The most bytes a PNG of this size can take (0 for an empty size): the capacity to give.
size_t bk_png_encoder_bound(bk_png_encoder *encoder, int width, int height, int opaque);

/// Encodes opaque Cairo ARGB32 pixels (premultiplied, native endian) as an RGB PNG into `out`,
/// converting the rows inside `pixels` first: the pixels are spent. Returns the PNG's size, or 0
/// when `capacity` is below the bound or the size is invalid.
size_t bk_png_encode_opaque_in_place(bk_png_encoder *encoder, uint8_t *pixels, int width, int height, int stride,
                                     uint8_t *out, size_t capacity);

/// The same, leaving `pixels` as they are; `opaque` 0 writes straight RGBA. Returns 0 on failure
/// (out of memory, or as above).
size_t bk_png_encode_copy(bk_png_encoder *encoder, const uint8_t *pixels, int width, int height, int stride,
                          int opaque, uint8_t *out, size_t capacity);

/// The most bytes a strip's piece can take (0 for an empty size): the capacity to give.
size_t bk_png_piece_bound(bk_png_encoder *encoder, int width, int height, int opaque);

/// One strip of an image's rows as a piece of its zlib stream: Cairo ARGB32 rows converted to PNG
/// scanlines (inside `pixels` when opaque: they are spent) and compressed as raw deflate. All but
/// an image's `last` piece end on a byte and are not final, so the pieces, in order, are one
/// deflate stream. Returns the piece's size in `out`, 0 on failure; `adler` gets the Adler-32 of
/// the scanlines and `scanline_bytes` their length, for the stream's checksum.
size_t bk_png_piece(bk_png_encoder *encoder, uint8_t *pixels, int width, int height, int stride, int opaque,
                    int last, uint8_t *out, size_t capacity, uint32_t *adler, size_t *scanline_bytes);

/// The bit offsets of the final block's header and of the end of a raw deflate stream (RFC 1951),
/// found by decoding its symbols without output. Returns 0, or -1 when the stream does not parse.
int bk_deflate_walk(const uint8_t *stream, size_t length, size_t *final_header, size_t *end);

/// The bytes of a PNG before its one IDAT chunk's zlib stream of `stream_length` bytes, zlib
/// header included: signature, IHDR, IDAT's length and type, then 0x78 and the FLEVEL of
/// libdeflate `level`. Pieces, their Adler-32, the CRC and IEND follow.
enum { BK_PNG_JOIN_HEAD_BYTES = 43 };
void bk_png_join_head(int level, int width, int height, int opaque, size_t stream_length,
                      uint8_t out[BK_PNG_JOIN_HEAD_BYTES]);
/// CRC-32 as PNG chunks use it.
uint32_t bk_crc32(uint32_t crc, const uint8_t *data, size_t length);

/// Inflates a raw deflate stream (a zip entry's) into exactly `out_length` bytes: returns 0, or
/// -1 when the stream is damaged or holds more or fewer bytes than that (a zip bomb is stopped at
/// the size its archive declared).
int bk_inflate_raw(const uint8_t *in, size_t in_length, uint8_t *out, size_t out_length);

/// The Adler-32 of two pieces' data one after the other, from each one's and the second's length.
uint32_t bk_adler32_combine(uint32_t first, uint32_t second, size_t second_length);

#include "bk_animation.h"
#include "bk_decode_status.h"
#include "bk_encode.h"
#include "bk_image_reduce.h"
#include "bk_jpeg_decode.h"
#include "bk_png_decode.h"
#include "bk_webp_decode.h"

#endif
