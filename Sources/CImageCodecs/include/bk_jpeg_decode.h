#ifndef BUBBLEKIT_BK_JPEG_DECODE_H
#define BUBBLEKIT_BK_JPEG_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "bk_decode_status.h"

/// What a JPEG's headers say, read without decompressing any pixels.
typedef struct {
  int width;          ///< As stored (SOF), before EXIF orientation and scaling.
  int height;
  int output_width;   ///< After DCT scaling by 1/scale_denom, before orientation.
  int output_height;
  int orientation;    ///< EXIF orientation 1-8; 1 when absent or invalid.
  int components;     ///< 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK.
  int progressive;    ///< Decoding buffers every coefficient of the whole image (2 bytes each).
} bk_jpeg_info;

/// Reads the headers up to the first scan. `scale_denom` is 1, 2, 4 or 8.
/// Returns BK_DECODE_OK, or on failure another BK_DECODE_ status with a
/// NUL-terminated message in `error`. Never exits and never prints.
int bk_jpeg_read_info(const uint8_t *data, size_t length, int scale_denom, bk_jpeg_info *info,
                      char *error, size_t error_size);

/// Decodes into premultiplied native-endian ARGB32 rows (Cairo's layout),
/// scaled by 1/scale_denom and turned upright by the EXIF orientation.
/// `width` x `height` is the upright output size (`output_width` and
/// `output_height` of bk_jpeg_read_info, swapped for orientations 5-8); a
/// mismatch is an error. Returns a BK_DECODE_ status as above.
int bk_jpeg_decode_argb32(const uint8_t *data, size_t length, int scale_denom, uint8_t *pixels,
                          int width, int height, int stride, char *error, size_t error_size);

/// The EXIF orientation (1-8) in an APP1 payload ("Exif\0\0" + TIFF), or 1
/// when the payload is not EXIF, is malformed, or has no valid orientation.
int bk_exif_orientation(const uint8_t *app1, size_t length);

#endif
