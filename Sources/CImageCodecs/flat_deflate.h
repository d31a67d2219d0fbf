// BubbleKit's deflate writer for flat UI images (flat_deflate.c), as the PNG encoder uses it.
#ifndef BUBBLEKIT_FLAT_DEFLATE_H
#define BUBBLEKIT_FLAT_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

typedef struct bk_flat_writer bk_flat_writer;

/// A writer using `instructions` (BK_INSTRUCTIONS_*; BEST picks the widest the processor has);
/// NULL when the processor lacks them or memory is short.
bk_flat_writer *bk_flat_writer_new(int instructions);
void bk_flat_writer_free(bk_flat_writer *writer);
/// The instructions the writer uses (never BEST).
int bk_flat_writer_instructions(const bk_flat_writer *writer);

/// The most bytes `bk_flat_deflate` writes for `size` bytes of input.
size_t bk_flat_deflate_bound(size_t size);

/// `data` as raw deflate: PNG scanlines of `row_bytes` each (filter byte included), `pixel_bytes`
/// per pixel. When `last`, the final block ends the stream; otherwise the output ends on a byte
/// with an empty stored block, so the next piece's blocks follow it in one stream. Returns the
/// size written, 0 when `capacity` is below the bound or memory is short.
size_t bk_flat_deflate(bk_flat_writer *writer, const uint8_t *data, size_t size, size_t row_bytes,
                       size_t pixel_bytes, int last, uint8_t *out, size_t capacity);

#endif
