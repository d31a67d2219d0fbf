#include <libdeflate.h>

#include "CImageCodecs.h"

int bk_inflate_raw(const uint8_t *in, size_t in_length, uint8_t *out, size_t out_length) {
  struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
  if (decompressor == NULL) return -1;
  size_t written = 0;
  enum libdeflate_result result =
      libdeflate_deflate_decompress(decompressor, in, in_length, out, out_length, &written);
  libdeflate_free_decompressor(decompressor);
  return result == LIBDEFLATE_SUCCESS && written == out_length ? 0 : -1;
}
