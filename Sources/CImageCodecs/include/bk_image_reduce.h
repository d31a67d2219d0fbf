#ifndef BUBBLEKIT_BK_IMAGE_REDUCE_H
#define BUBBLEKIT_BK_IMAGE_REDUCE_H

#include <stdint.h>

/// Scales premultiplied ARGB32 rows down to `width` x `height` (each at most the source's side)
/// by area: each output pixel is the average of the source area it covers, edge pixels weighted
/// by the part of them inside, as Cairo's box filter does but in one separable pass per row.
/// Returns 1, or 0 for sizes out of range or no memory (`target` is then untouched).
int bk_argb32_reduce(const uint8_t *source, int source_width, int source_height, int source_stride,
                     uint8_t *target, int width, int height, int target_stride);

#endif
